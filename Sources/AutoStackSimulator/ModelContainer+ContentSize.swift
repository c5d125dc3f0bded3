import AutoStack
import Foundation

/// The content size and offset: what ends every pass, and every placeholder decision.
extension ModelContainer {
  /// Decides the placeholder, then gives the container its content size (a plain container
  /// at least as long as its placeholder) and places the placeholder.
  func finishLayout() {
    guard var size = stackContent?.size else { return }
    let isVertical = options.axis == .vertical
    var placement: CGRect?
    if placeholders.isInUse {
      placeholders.needsUpdate = false
      placeholders.update()
      placement = placeholders.frame
      if let placement, !scrolls {
        if isVertical {
          size.height = max(size.height, placement.size.height)
        } else {
          size.width = max(size.width, placement.size.width)
        }
      }
    }
    // The arrangement it belongs to, also while that one takes it in.
    let owner = model.containers.first {
      $0.arranged.contains(view) || $0.joining?.contains(view) == true
    }
    // An arrangement across this one's axis measures the widest view across it.
    let widest = owner.map { $0.options.axis != options.axis } == true ? widestView() : nil
    let isResized = size != contentSize
    let isWiderAcross = widest != toldWidest
    if isResized || isWiderAcross {
      toldWidest = widest
      if isResized {
        contentSize = size
        if !scrolls {
          model.setFrame(of: view) {
            if isVertical { $0.size.height = size.height } else { $0.size.width = size.width }
          }
        }
      }
      // The arrangement this container is a section of measures it again: at other widths,
      // or at once if its views need another width across it, which no frame change tells.
      if let owner, owner.placing?.id != view, let index = owner.arranged.firstIndex(of: view),
        owner.fitting[view] != nil
      {
        if isWiderAcross {
          owner.fitting[view]?.invalidate()
          owner.setNeedsReflow(from: index)
        } else {
          owner.fitting[view]?.emptyCache()
        }
      }
    }
    if let placement, let displayed = placeholders.displayed,
      !model.views[displayed].frame.isClose(to: placement)
    {
      model.setUntransformedFrame(of: displayed, placement)
    }
    checkAppliedContentHeight()
  }

  /// Reports a plain container whose height (along x, width) is not its content's, once per
  /// length.
  func checkAppliedContentHeight() {
    let isVertical = options.axis == .vertical
    guard isArranging, !scrolls, let content = contentSize else { return }
    let expected = isVertical ? content.height : content.width
    let size = model.views[view].size
    let actual = isVertical ? size.height : size.width
    if actual.isClose(to: expected) {
      reportedAppliedHeight = nil
    } else if reportedAppliedHeight?.isIdentical(to: actual) != true {
      reportedAppliedHeight = actual
      diagnostics.append(.containerHeightNotApplied(expected: expected, actual: actual))
    }
  }

  /// Sets the bounds' origin, which notifies the container's observers; an animated scroll
  /// that runs goes on.
  func setContentOffset(_ offset: CGPoint) {
    contentOffset = offset
    model.views[view].frameSets += 1
    model.notify(view)
  }

  /// Sets the offset that starts the bounds at `y` along the stack.
  func setStackOffset(_ y: CGFloat) { setContentOffset(containerOffset(y)) }

  /// Moves the offset to start the bounds at `y` along the stack as
  /// `setContentOffset(_:animated:)` does: animated, at a constant velocity from where it is,
  /// in 30 steps 10 ms apart, the first 10 ms from now, replacing the scroll that runs; not
  /// animated (or to where it is), at once, stopping it.
  func setStackOffset(_ y: CGFloat, animated: Bool) {
    stopScrollAnimation()
    let target = containerOffset(y)
    guard animated, target != contentOffset else { return setContentOffset(target) }
    scrollAnimation = ModelScroll(start: contentOffset, target: target, step: scheduleScrollStep())
  }

  /// Stops the animated scroll that runs, where it is: its next step never comes.
  func stopScrollAnimation() { scrollAnimation = nil }

  /// A step of the animated scroll: the next one is scheduled, or the scroll ends at its last,
  /// then the offset moves to `start + (target − start) × steps / 30`.
  func scrollStepIsDue() {
    guard var scroll = scrollAnimation else { return }
    scroll.steps += 1
    if scroll.steps < ModelScroll.stepCount {
      scroll.step = scheduleScrollStep()
      scrollAnimation = scroll
    } else {
      scrollAnimation = nil
    }
    setContentOffset(scroll.offset)
  }

  // MARK: Private

  /// The time and order of a step 10 ms from now.
  private func scheduleScrollStep() -> (time: Int, order: Int) {
    model.scheduledDecisions += 1
    return (model.now + ModelScroll.stepInterval, model.scheduledDecisions)
  }
}

/// An animated scroll of a container's offset: where it started and goes, the steps shown so
/// far, and when the next one comes.
struct ModelScroll {
  static let stepCount = 30
  static let stepInterval = 10

  let start: CGPoint
  let target: CGPoint
  var step: (time: Int, order: Int)
  var steps = 0

  init(start: CGPoint, target: CGPoint, step: (time: Int, order: Int)) {
    self.start = start
    self.target = target
    self.step = step
  }

  var offset: CGPoint {
    guard steps < Self.stepCount else { return target }
    let progress = CGFloat(steps) / CGFloat(Self.stepCount)
    return CGPoint(
      x: start.x + (target.x - start.x) * progress, y: start.y + (target.y - start.y) * progress)
  }
}
