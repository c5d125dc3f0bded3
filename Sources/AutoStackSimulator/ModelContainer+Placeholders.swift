import AutoStack
import Foundation

/// Placeholders and the content size: what ends every pass, and every placeholder change.
///
/// ``ModelTimeline`` decides the placeholder at once, or when the batch, the pass or the
/// decision running ends, or when the grace or minimum show time falls due. It shows above
/// the sections: over the visible area of a scroll view, at the top of a plain container at
/// its own height, which the container is at least as high as. While the loading or failed
/// placeholder shows, a scroll view does not scroll, unless the options allow it.
extension ModelContainer {
  /// The kind of the placeholder on screen.
  public var visiblePlaceholderKind: AutoStackPlaceholderKind? {
    displayed == nil ? nil : timeline.shown
  }

  func setState(_ state: AutoStackState) {
    timeline.setState(state, at: model.now)
    placeholdersDidChange()
  }

  /// Sets or removes the placeholder view of `kind`.
  func setPlaceholder(_ kind: AutoStackPlaceholderKind, _ isSet: Bool) {
    guard placeholderKinds.contains(kind) != isSet else { return }
    if isSet {
      placeholderKinds.insert(kind)
    } else {
      placeholderKinds.remove(kind)
    }
    placeholdersDidChange()
  }

  func setPlaceholderOptions(_ options: ModelTimeline.Options) {
    guard options != placeholderOptions else { return }
    placeholderOptions = options
    placeholdersDidChange()
  }

  func placeholderDecisionIsDue() {
    timer = nil
    placeholdersDidChange()
  }

  /// Decides the placeholder at once, unless a batch, a pass or a decision must end first.
  func placeholdersDidChange() {
    guard isArranging else {
      needsPlaceholderUpdate = false
      return
    }
    guard batchDepth == 0, !isFlushing, !isUpdatingPlaceholder else {
      needsPlaceholderUpdate = true
      return
    }
    isUpdatingPlaceholder = true
    // The container's new height or the placeholder's own write may ask for a decision
    // again: one more round, three at most.
    var rounds = 0
    repeat {
      needsPlaceholderUpdate = false
      batchDepth += 1
      finishLayout()
      batchDepth -= 1
      if canFlush { runPasses() }
      rounds += 1
    } while needsPlaceholderUpdate && isArranging && rounds < 3
    needsPlaceholderUpdate = false
    isUpdatingPlaceholder = false
  }

  /// Decides the placeholder, then gives the container its content size and places the
  /// placeholder.
  func finishLayout() {
    guard var size = stackContent?.size else { return }
    var placement: CGRect?
    if !placeholderKinds.isEmpty || displayed != nil || timer != nil || savedScrollEnabled != nil {
      needsPlaceholderUpdate = false
      updatePlaceholder()
      placement = placeholderFrame
      if let placement, !scrolls { size.height = max(size.height, placement.size.height) }
    }
    if size != contentSize {
      contentSize = size
      if !scrolls { model.setFrame(of: view) { $0.size.height = size.height } }
      // The arrangement this container is a section of measures it again at other widths.
      if let owner = model.arranging(view), owner.placing?.id != view {
        owner.fitting[view]?.emptyCache()
      }
    }
    if let placement, let displayed, !model.views[displayed].frame.isClose(to: placement) {
      model.setUntransformedFrame(of: displayed, placement)
    }
    checkAppliedContentHeight()
  }

  /// Reports a plain container whose height is not its content height, once per height.
  func checkAppliedContentHeight() {
    let height = model.views[view].size.height
    guard isArranging, !scrolls, let expected = contentSize?.height else { return }
    if height.isClose(to: expected) {
      reportedAppliedHeight = nil
    } else if reportedAppliedHeight?.isIdentical(to: height) != true {
      reportedAppliedHeight = height
      diagnostics.append(.containerHeightNotApplied(expected: expected, actual: height))
    }
  }

  func removeDisplayedPlaceholder() {
    guard let id = displayed else { return }
    displayed = nil
    if model.views[id].superview == index { model.removeFromSuperview(id) }
  }

  /// Turns a scroll view's scrolling off while the loading or failed placeholder shows, and
  /// back to what it was after, unless the app turned it on meanwhile.
  func updateScrolling() {
    let kind = visiblePlaceholderKind
    if kind == .loading || kind == .failed, !placeholderOptions.allowsScrolling, scrolls {
      guard savedScrollEnabled == nil else { return }
      savedScrollEnabled = isScrollEnabled
      isScrollEnabled = false
    } else if let saved = savedScrollEnabled {
      savedScrollEnabled = nil
      if !isScrollEnabled { isScrollEnabled = saved }
    }
  }

  // MARK: Private

  /// Decides the placeholder now and schedules the next decision; shows the placeholder
  /// decided, the one on screen leaving first; then scrolling.
  private func updatePlaceholder() {
    let next = timeline.decide(
      at: model.now, hasVisibleView: stackContent?.hasVisibleView ?? false,
      available: placeholderKinds, options: placeholderOptions)
    if timer?.time != next {
      timer = next.map { time in
        model.scheduledDecisions += 1
        return (time, model.scheduledDecisions)
      }
    }
    let target = timeline.shown.flatMap { placeholderViews[$0] }
    if target != displayed {
      removeDisplayedPlaceholder()
      if let target {
        displayed = target
        model.addSubview(target, to: index)
      }
    }
    updateScrolling()
  }

  /// Where the placeholder on screen goes: over the visible area of a scroll view, at the top
  /// of a plain container at its own height; as wide as the content.
  private var placeholderFrame: CGRect? {
    guard let displayed else { return nil }
    let width = ModelLayout.length(passWidth ?? 0)
    guard scrolls else {
      let height = ModelLayout.length(model.views[displayed].size.height)
      return CGRect(x: 0, y: 0, width: width, height: height)
    }
    let height = model.views[view].size.height - contentInset.top - contentInset.bottom
    return CGRect(
      x: 0, y: ModelLayout.finite(contentOffsetY + contentInset.top), width: width,
      height: ModelLayout.length(height))
  }
}
