import AutoStack
import Foundation

/// The content size and offset: what ends every pass, and every placeholder decision.
extension ModelContainer {
  /// Decides the placeholder, then gives the container its content size (a plain container
  /// at least as high as its placeholder) and places the placeholder.
  func finishLayout() {
    guard var size = stackContent?.size else { return }
    var placement: CGRect?
    if placeholders.isInUse {
      placeholders.needsUpdate = false
      placeholders.update()
      placement = placeholders.frame
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
    if let placement, let displayed = placeholders.displayed,
      !model.views[displayed].frame.isClose(to: placement)
    {
      model.setUntransformedFrame(of: displayed, placement)
    }
    checkAppliedContentHeight()
  }

  /// Reports a plain container whose height is not its content height, once per height.
  func checkAppliedContentHeight() {
    guard isArranging, !scrolls, let expected = contentSize?.height else { return }
    if boundsHeight.isClose(to: expected) {
      reportedAppliedHeight = nil
    } else if reportedAppliedHeight?.isIdentical(to: boundsHeight) != true {
      reportedAppliedHeight = boundsHeight
      diagnostics.append(.containerHeightNotApplied(expected: expected, actual: boundsHeight))
    }
  }

  /// Sets the bounds' origin, which notifies the container's observers.
  func setContentOffset(_ y: CGFloat) {
    contentOffsetY = y
    model.views[view].frameSets += 1
    model.notify(view)
  }
}
