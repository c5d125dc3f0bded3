import Foundation

/// The time source of the placeholders' grace and minimum show times.
///
/// On iOS, `AutoStackObserver` uses timers on the main run loop. Give an
/// ``AutoStackEngine`` a clock of your own to drive time by hand, as the package's
/// `SimulatedClock` does for tests:
///
///     engine.clock = clock
///     engine.placeholderOptions.graceTime = 0.3
///     engine.state = .loading
///     clock.advance(by: 0.3)  // the loading placeholder shows
@MainActor
package protocol AutoStackClock: AnyObject {
  /// The current time in seconds, on a clock that never goes back.
  var now: TimeInterval { get }

  /// Calls `action` on the main actor once `delay` seconds have passed, unless the returned
  /// timer is cancelled first.
  ///
  /// - Parameters:
  ///   - delay: Seconds from ``now``, `0` or more.
  ///   - action: What to run; called at most once.
  /// - Returns: A timer that cancels the call.
  func schedule(after delay: TimeInterval, _ action: @escaping @MainActor @Sendable () -> Void)
    -> any AutoStackTimer
}
