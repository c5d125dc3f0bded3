import AutoStack
import Foundation

/// An animated scroll of a ``SimulatedView``'s content offset on a ``SimulatedClock``, as
/// `UIScrollView.setContentOffset(_:animated: true)` runs one: at a constant velocity, from
/// where the offset is to the target, in ``frames`` steps of ``frameInterval`` seconds over
/// ``duration``, each step a set of the offset that notifies the observers, as each step of
/// UIKit's animation is a change of `contentOffset`.
///
/// UIKit documents the velocity as constant but not the duration; the simulator takes 0.3 s,
/// about what UIKit takes, and steps every 10 ms (UIKit steps once per display frame, every
/// 8 or 17 ms).
@MainActor
struct SimulatedScroll {
  /// How long an animated scroll takes, whatever its distance.
  static let duration: TimeInterval = 0.3
  /// The steps of a scroll, the last one at its target.
  static let frames = 30
  /// The time between two steps.
  static var frameInterval: TimeInterval { duration / Double(frames) }

  /// The number of scrolls started so far, which names the next one.
  static var started = 0

  let start: CGPoint
  let target: CGPoint
  /// The steps shown so far.
  var frame = 0
  /// The call that shows the next step.
  var timer: any AutoStackTimer
  /// Tells this scroll from the others: a step moves the offset only for the scroll it
  /// belongs to.
  let id: Int

  /// The offset at step `frame`: `start + (target − start) × frame / frames`, the target at
  /// the last step.
  static func offset(from start: CGPoint, to target: CGPoint, frame: Int) -> CGPoint {
    guard frame < frames else { return target }
    let progress = CGFloat(frame) / CGFloat(frames)
    return CGPoint(
      x: start.x + (target.x - start.x) * progress, y: start.y + (target.y - start.y) * progress)
  }
}

extension SimulatedStack {
  /// Scrolls the container's content offset to `offset`, animated as ``SimulatedScroll``
  /// describes, replacing the scroll that runs: the next step goes on from where the offset
  /// is.
  func animateContentOffset(to offset: CGPoint) {
    guard let container else { return }
    container.stopScrollAnimation()
    SimulatedScroll.started += 1
    let id = SimulatedScroll.started
    container.scrollAnimation = SimulatedScroll(
      start: container.contentOffset, target: offset,
      timer: scheduleScrollStep(of: container, id: id), id: id)
  }

  /// Schedules the next step of the scroll `id` of `container`: the step moves the offset,
  /// after scheduling the step after it, or ending the scroll at its last one.
  private func scheduleScrollStep(of container: SimulatedView, id: Int) -> any AutoStackTimer {
    clock.schedule(after: SimulatedScroll.frameInterval) { [weak self, weak container] in
      guard let self, let container, var scroll = container.scrollAnimation, scroll.id == id
      else { return }
      scroll.frame += 1
      if scroll.frame < SimulatedScroll.frames {
        scroll.timer = scheduleScrollStep(of: container, id: id)
        container.scrollAnimation = scroll
      } else {
        // Ended before its last step shows, as UIKit's animation has reached its target when
        // `scrollViewDidEndScrollingAnimation(_:)` runs.
        container.scrollAnimation = nil
      }
      container.contentOffset = SimulatedScroll.offset(
        from: scroll.start, to: scroll.target, frame: scroll.frame)
    }
  }
}

extension SimulatedView {
  /// Whether an animated scroll of the content offset runs (see ``SimulatedScroll``).
  package var isScrollAnimating: Bool { scrollAnimation != nil }

  /// Stops the animated scroll that runs, if any, where it is.
  func stopScrollAnimation() {
    scrollAnimation?.timer.cancel()
    scrollAnimation = nil
  }
}
