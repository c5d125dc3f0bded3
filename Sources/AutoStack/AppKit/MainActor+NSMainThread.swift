#if canImport(AppKit) && !canImport(UIKit)
  import Foundation

  extension MainActor {
    /// Runs `body`, which the caller has checked is on the main thread, on the main actor.
    nonisolated static func runOnMainThread(_ body: @escaping @MainActor @Sendable () -> Void) {
      MainActor.assumeIsolated(body)
    }
  }
#endif
