import AutoStack
import Foundation

/// Scroll anchoring, the offset clamp and visibility of one container's arrangement in
/// ``StackModel``, written from the documented rules and independently of the engine, over
/// the frames its last pass placed.
///
/// A scroll container shows `[offset + top, offset + height - bottom]` of its content, where
/// `height` is its bounds height and `top` and `bottom` its adjusted content insets; a plain
/// container shows all of its content; a container out of its window shows nothing. The
/// anchor is chosen as the outermost batch opens, or as a reflow starts; an anchor that the
/// changes hid or took out hands over, as the reflow starts, to the highest view below it that
/// qualified too and is still arranged and shown. After the reflow the offset moves as far as
/// the anchor did, never above the top. It is then lowered to the end of the content if it is
/// past it, unless the user scrolls, which defers that clamp to the end of the scroll. While an
/// animated scroll to a section runs, neither moves the offset, and the clamp waits for it.
/// Visibility is looked at after each reflow and each change of the container, once no batch
/// or pass runs.
package final class ModelViewport {
  // MARK: Lifecycle

  init(container: ModelContainer) {
    self.container = container
  }

  // MARK: Package

  /// The visible views at the last look, top to bottom as they were then; released ones stay
  /// until the next look.
  package private(set) var visible: [Int] = []

  // MARK: Internal

  /// Where the last pass placed a view, and whether it was hidden then.
  typealias Placement = (frame: CGRect, isHidden: Bool)

  unowned let container: ModelContainer

  var isAnchoringEnabled = false {
    didSet { anchor = nil }
  }

  /// The container changed, or its arrangement moved the offset, which is no change: once no
  /// batch or pass runs, the clamp that waited for the user's scroll to end, then visibility.
  func containerDidChange() {
    guard !isSettingOffset else { return }
    guard !container.isFlushing, container.batchDepth == 0 else {
      needsVisibilityUpdate = true
      return
    }
    checkScrollEnd()
    updateVisibility()
  }

  /// The look at the end of the user's scroll, while the clamp waits for it: due every 100 ms
  /// on the clock, one pending at a time, and the time it was scheduled in the order of all.
  private(set) var scrollEndLook: (time: Int, order: Int)?

  /// The look at the end of the scroll falls due: the clamp applies if the user stopped
  /// scrolling, then visibility; else another look waits.
  func scrollEndLookIsDue() {
    scrollEndLook = nil
    guard isClampDeferred else { return }
    checkScrollEnd()
    if !isClampDeferred { updateVisibility() }
  }

  /// The clamp that waits applies if the user no longer scrolls and no animated scroll to a
  /// section runs; else a look waits.
  private func checkScrollEnd() {
    guard isClampDeferred else { return }
    if container.isTracking || container.isScrollAnimating {
      waitForScrollEnd()
    } else {
      adjustOffset(anchorMove: nil)
    }
  }

  private func waitForScrollEnd() {
    guard scrollEndLook == nil else { return }
    container.model.scheduledDecisions += 1
    scrollEndLook = (container.model.now + 100, container.model.scheduledDecisions)
  }

  /// The arrangement stopped: the anchor its batch took, the clamp that waited, and its look,
  /// are forgotten; the next arrangement places its views anew.
  func stop() {
    anchor = nil
    isClampDeferred = false
    scrollEndLook = nil
  }

  /// Chooses the view the offset follows through the coming reflow, while anchoring: the first
  /// view that could anchor (see ``mayAnchor(_:_:below:)``), when the top of the visible area is
  /// below the top of the content; the offset and the insets read as the last pass placed the
  /// views (a row that just turned right to left is read left to right still).
  func captureAnchor() {
    guard isAnchoringEnabled else { return }
    anchor = nil
    let top = container.visibleAlong().top
    guard container.isArranging, container.scrolls, top > ModelLayout.tolerance else { return }
    for id in container.arranged {
      guard let placement = container.seen[id], mayAnchor(id, placement, below: top) else {
        continue
      }
      anchor = (id, placement.frame.origin.y, top, container.reading)
      return
    }
  }

  /// A reflow starts, after its changes: it follows the anchor chosen as its batch opened, or
  /// one chosen now.
  ///
  /// An anchor that the changes hid or took out hands over to the highest view
  /// whose top was below its own, of those that could have anchored as last placed and are
  /// still arranged and shown; the first in the order of two at the same height.
  func reflowWillBegin() {
    readingBefore = container.reading
    if anchor == nil { captureAnchor() }
    guard let previous = anchor, !isShown(previous.id) else { return }
    anchor = nil
    for id in container.arranged {
      guard let placement = container.seen[id], mayAnchor(id, placement, below: previous.top),
        placement.frame.origin.y > previous.y, isShown(id),
        placement.frame.origin.y < anchor?.y ?? .infinity
      else { continue }
      anchor = (id, placement.frame.origin.y, previous.top, previous.reading)
    }
  }

  /// Whether a view placed so could anchor: not hidden, not pinned, higher than 0, its bottom
  /// below `top`.
  private func mayAnchor(_ id: Int, _ placement: Placement, below top: CGFloat) -> Bool {
    let frame = placement.frame
    return !placement.isHidden && !container.sections.isPinned(id) && frame.size.height.isFinite
      && frame.size.height > 0
      && frame.origin.y + frame.size.height > top
  }

  /// Whether the view is alive, arranged, in the container, not hidden and not fading out.
  private func isShown(_ id: Int) -> Bool {
    let view = container.model.views[id]
    return view.isAlive && !view.isHidden && view.superview == container.index
      && container.arranged.contains(id) && !container.fades.hiding.contains(id)
  }

  /// The outermost batch ended: its anchor goes, and visibility that waited is looked at.
  func batchDidEnd() {
    anchor = nil
    lookIfRequested()
  }

  /// After the passes of a reflow: the offset follows the anchor (a row keeps its offset along
  /// the stack as it turns right to left or changes width) and stays inside the content, then
  /// visibility.
  func reflowDidEnd() {
    var move: (distance: CGFloat, reading: ModelContainer.Reading)?
    if let anchor, container.model.views[anchor.id].isAlive, container.arranged.contains(anchor.id),
      let placement = container.seen[anchor.id], !placement.isHidden,
      placement.frame.origin.y.isFinite
    {
      move = (placement.frame.origin.y - anchor.y, anchor.reading)
    }
    if move == nil, let before = readingBefore, before.axis == container.reading.axis,
      before != container.reading
    {
      move = (0, before)
    }
    anchor = nil
    readingBefore = nil
    adjustOffset(anchorMove: move)
    updateVisibility()
  }

  /// A look at the sections and visibility: now, or once the batch or the passes end.
  ///
  /// It runs as the passes do, so that a change of the container it makes (a scroll to a
  /// section) is looked at once it ends, as any change during the passes is: the clamp that
  /// waits for a scroll to end is not looked at then.
  func requestVisibilityUpdate() {
    needsVisibilityUpdate = true
    guard !container.isFlushing, container.batchDepth == 0 else { return }
    lookIfRequested()
  }

  /// The look asked for while a batch or the passes ran, if one was: it runs as the passes
  /// do (see ``requestVisibilityUpdate()``), then the passes and the look it asked for.
  func lookIfRequested() {
    guard needsVisibilityUpdate else { return }
    needsVisibilityUpdate = false
    container.isFlushing = true
    updateVisibility()
    container.isFlushing = false
    container.flushIfPossible()
    lookIfRequested()
  }

  /// Looks at the sections (``ModelSections/update()``), then reports the views that stopped
  /// being visible, in the order they had, then those that became visible, in the order they
  /// have, while visibility is watched: not hidden, higher than 0, and overlapping the visible
  /// area by more than the tolerance and by at least the threshold of their height, where the
  /// last pass placed them, or a sticky view where it is pinned.
  func updateVisibility() {
    container.sections.update()
    guard isWatching else { return }
    let model = container.model
    let area = container.isArranging ? container.visibleArea : nil
    let fraction = min(max(ModelLayout.finite(threshold), 0), 1)
    let now = container.arranged.filter { id in
      guard model.views[id].isAlive, let area, let placement = container.seen[id],
        !placement.isHidden
      else { return false }
      let frame =
        container.sections.isPinned(id) ? container.stackFrame(of: id) : placement.frame
      guard frame.size.height.isFinite else { return false }
      let height = frame.size.height
      let overlap =
        min(frame.origin.y + height, area.upperBound) - max(frame.origin.y, area.lowerBound)
      return height > 0 && overlap > ModelLayout.tolerance
        && overlap >= fraction * height - ModelLayout.tolerance
    }
    for id in visible where !now.contains(id) && model.views[id].isAlive {
      model.events.append(VisibilityEvent(container: container.index, view: id, isVisible: false))
    }
    for id in now where !visible.contains(id) {
      model.events.append(VisibilityEvent(container: container.index, view: id, isVisible: true))
    }
    visible = now
  }

  /// Starts watching visibility, which reports the views visible then, or stops, silently.
  func watch(_ isOn: Bool) {
    guard isOn else {
      isWatching = false
      visible = []
      return
    }
    guard !isWatching else { return }
    isWatching = true
    updateVisibility()
  }

  /// A new threshold reports at once the views it makes appear or disappear.
  func setThreshold(_ threshold: CGFloat) {
    self.threshold = threshold
    updateVisibility()
  }

  // MARK: Private

  /// The view the offset follows through the coming reflow, its top before it, the top of
  /// the visible area when it was chosen, and how the stack's terms read then.
  private var anchor: (id: Int, y: CGFloat, top: CGFloat, reading: ModelContainer.Reading)?
  /// How the stack's terms read as the reflow began: as the last pass left them.
  private var readingBefore: ModelContainer.Reading?
  private var isClampDeferred = false
  /// Set while the arrangement moves the offset.
  private var isSettingOffset = false
  private var isWatching = false
  private var threshold: CGFloat = 0
  /// Whether visibility waits for a batch or a pass to end.
  private var needsVisibilityUpdate = false

  /// Moves a scroll view's offset after a reflow or the end of a scroll: by `anchorMove`, but
  /// never above the top; then to `max(-top, contentHeight + bottom - bounds height)` if it
  /// is past it, unless the user scrolls, which defers that clamp.
  ///
  /// While an animated scroll to a section runs, it moves nothing, and a clamp waits for that
  /// scroll to end.
  private func adjustOffset(anchorMove: (distance: CGFloat, reading: ModelContainer.Reading)?) {
    guard container.isArranging, container.scrolls, let contentLength = container.contentLength
    else { return }
    let offset = container.stackOffset
    let visible = container.visibleAlong()
    // The top inset as the visible area gives it, from the offset.
    let top = ModelLayout.finite(visible.top - offset)
    var y = offset
    let isAnimating = container.isScrollAnimating
    if let anchorMove, !isAnimating {
      // The offset as it was read when the anchor was taken, or as the reflow began.
      let before = container.stackOffset(anchorMove.reading)
      y = max(-top, before + anchorMove.distance)
    }
    let end = max(-top, contentLength - visible.length - top)
    isClampDeferred = false
    if y > end + ModelLayout.tolerance {
      if container.isTracking || isAnimating {
        isClampDeferred = true
        waitForScrollEnd()
      } else {
        y = end
      }
    }
    guard y.isFinite, !y.isClose(to: offset) else { return }
    isSettingOffset = true
    container.setStackOffset(y)
    isSettingOffset = false
  }
}
