import AutoStack
import Foundation

/// Scroll anchoring, the offset clamp and visibility after each reflow and each change of the
/// container, by the rules of ``ModelViewport``.
extension ModelContainer {
  /// The container's own change, once no batch or pass runs: the clamp that waited for the
  /// user's scroll to end, then visibility.
  ///
  /// The arrangement's own offset is no change.
  func viewportDidChange() {
    guard !isSettingOffset else { return }
    guard !isFlushing, batchDepth == 0 else {
      needsVisibilityUpdate = true
      return
    }
    if isClampDeferred, !isTracking { adjustOffset(anchorMove: nil) }
    updateVisibility()
  }

  /// After the passes of a reflow: the offset follows the anchor and stays inside the
  /// content, then visibility.
  func reflowDidEnd() {
    var move: CGFloat?
    if let anchor, model.views[anchor.id].isAlive, arranged.contains(anchor.id),
      let placement = seen[anchor.id], !placement.isHidden, placement.frame.origin.y.isFinite
    {
      move = placement.frame.origin.y - anchor.y
    }
    anchor = nil
    adjustOffset(anchorMove: move)
    updateVisibility()
  }

  /// Chooses the view the offset follows through the coming reflow, while anchoring.
  func captureAnchor() {
    guard isAnchoringEnabled else { return }
    anchor = isArranging ? viewport.anchor(in: arranged.map { ($0, seen[$0]) }) : nil
  }

  /// Sets the bounds' origin, which notifies the container's observers.
  func setContentOffset(_ y: CGFloat) {
    contentOffsetY = y
    model.views[view].frameSets += 1
    model.notify(view)
  }

  /// Reports the views that stopped being visible, in the order they had, then those that
  /// became visible, in the order they have, while visibility is watched.
  func updateVisibility() {
    guard isWatchingVisibility else { return }
    needsVisibilityUpdate = false
    let area = isArranging ? viewport.visibleArea : nil
    let now = arranged.filter { id in
      guard model.views[id].isAlive, let area, let placement = seen[id] else { return false }
      return ModelViewport.isVisible(placement, in: area, threshold: visibilityThreshold)
    }
    for id in visible where !now.contains(id) && model.views[id].isAlive {
      model.events.append(VisibilityEvent(container: index, view: id, isVisible: false))
    }
    for id in now where !visible.contains(id) {
      model.events.append(VisibilityEvent(container: index, view: id, isVisible: true))
    }
    visible = now
  }

  /// Starts watching visibility, which reports the views visible then, or stops, silently.
  func watchVisibility(_ isOn: Bool) {
    guard isOn else {
      isWatchingVisibility = false
      visible = []
      return
    }
    guard !isWatchingVisibility else { return }
    isWatchingVisibility = true
    updateVisibility()
  }

  func setVisibilityThreshold(_ threshold: CGFloat) {
    visibilityThreshold = threshold
    updateVisibility()
  }

  // MARK: Private

  private var viewport: ModelViewport {
    ModelViewport(
      scrolls: scrolls, isInWindow: isInWindow, boundsHeight: model.views[view].size.height,
      insets: contentInset, offset: contentOffsetY)
  }

  /// Moves a scroll view's offset after a reflow or the end of a scroll: by `anchorMove`, then
  /// into the content unless the user scrolls.
  private func adjustOffset(anchorMove: CGFloat?) {
    guard isArranging, scrolls, let height = contentSize?.height else { return }
    let offset = viewport.offset(
      anchorMove: anchorMove, contentHeight: height, isScrolling: isTracking)
    isClampDeferred = offset.isClampDeferred
    guard offset.y.isFinite, !offset.y.isClose(to: contentOffsetY) else { return }
    isSettingOffset = true
    setContentOffset(offset.y)
    isSettingOffset = false
  }
}
