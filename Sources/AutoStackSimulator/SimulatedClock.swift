import AutoStack
import Foundation

/// A clock that moves only when told to: the time source of simulated arrangements, so that
/// tests, the demo and the fuzzer run grace and minimum show times without waiting.
///
///     let clock = SimulatedClock()
///     clock.schedule(after: 0.3) { print("0.3 s") }
///     clock.advance(by: 0.2)   // nothing
///     clock.advance(by: 0.1)   // prints "0.3 s", with `now` at 0.3
@MainActor
package final class SimulatedClock: AutoStackClock {
  // MARK: Lifecycle

  /// Creates a clock that reads `now`, `0` by default.
  package init(now: TimeInterval = 0) {
    self.now = now
  }

  // MARK: Package

  /// How far a timer's time may lie past the end of an ``advance(by:)`` and still run: sums
  /// of milliseconds, such as `0.03 + 0.07`, miss their exact total by a rounding error.
  package static let tolerance: TimeInterval = 0.000_000_001

  /// The current time, in seconds: the time the clock was created with, plus every advance.
  package private(set) var now: TimeInterval

  /// The number of calls scheduled and not yet run or cancelled.
  package var pendingCount: Int { pending.count }

  /// Schedules `action` for `delay` seconds from now; a negative or NaN delay counts as `0`,
  /// an infinite one never comes.
  @usableFromInline package func schedule(
    after delay: TimeInterval, _ action: @escaping @MainActor @Sendable () -> Void
  ) -> any AutoStackTimer {
    let timer = ScheduledCall(clock: self, time: now + (delay > 0 ? delay : 0), action: action)
    pending.append(timer)
    return timer
  }

  /// Lets `interval` seconds pass, running each call that falls due, earliest first (in the
  /// order they were scheduled, for the same time), with ``now`` at its time.
  ///
  /// A call scheduled by a call that runs runs too if it falls due within the interval. A
  /// negative, NaN or infinite interval only runs what is due now.
  package func advance(by interval: TimeInterval) {
    let end = now + (interval.isFinite && interval > 0 ? interval : 0)
    while let index = indexOfNextDue(before: end + Self.tolerance) {
      let timer = pending.remove(at: index)
      now = max(now, timer.time)
      timer.action()
    }
    now = max(now, end)
  }

  // MARK: Private

  private final class ScheduledCall: AutoStackTimer {
    init(
      clock: SimulatedClock, time: TimeInterval, action: @escaping @MainActor @Sendable () -> Void
    ) {
      self.clock = clock
      self.time = time
      self.action = action
    }

    weak var clock: SimulatedClock?
    let time: TimeInterval
    let action: @MainActor @Sendable () -> Void

    func cancel() {
      clock?.pending.removeAll { $0 === self }
    }
  }

  /// The calls not yet run, in the order they were scheduled.
  private var pending: [ScheduledCall] = []

  /// The earliest pending call at or before `limit`; the first scheduled among equals, times
  /// within ``tolerance`` of each other being equal: a time reached by steps of 10 ms misses
  /// the same time reached otherwise by a rounding error.
  private func indexOfNextDue(before limit: TimeInterval) -> Int? {
    var best: Int?
    for index in pending.indices where pending[index].time <= limit {
      if let current = best, pending[current].time <= pending[index].time + Self.tolerance {
        continue
      }
      best = index
    }
    return best
  }
}
