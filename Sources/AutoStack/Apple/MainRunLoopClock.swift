#if canImport(UIKit) || canImport(AppKit)
  import Foundation

  /// The clock of every `AutoStackObserver`: the system's uptime, and timers on the main run
  /// loop.
  ///
  /// The timers run in the common modes, as MBProgressHUD's do, so that a grace time ends
  /// while the user drags a scroll view too.
  @MainActor
  final class MainRunLoopClock: AutoStackClock {
    // MARK: Internal

    /// Seconds since the device started, which never go back.
    var now: TimeInterval { ProcessInfo.processInfo.systemUptime }

    func schedule(after delay: TimeInterval, _ action: @escaping @MainActor @Sendable () -> Void)
      -> any AutoStackTimer
    {
      let timer = Timer(timeInterval: max(0, delay), repeats: false) { _ in
        MainActor.runCallback(action)
      }
      RunLoop.main.add(timer, forMode: .common)
      return RunLoopTimer(timer: timer)
    }

    // MARK: Private

    /// A run loop timer as AutoStack cancels it.
    private final class RunLoopTimer: AutoStackTimer {
      init(timer: Timer) { self.timer = timer }

      let timer: Timer

      func cancel() { timer.invalidate() }
    }
  }
#endif
