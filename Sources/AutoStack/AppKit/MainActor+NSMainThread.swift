#if canImport(AppKit) && !canImport(UIKit)
  import Foundation

  extension MainActor {
    /// Runs `body` with `value`, which the caller has checked is on the main thread, on the
    /// main actor.
    nonisolated static func runOnMainThread<Value: Sendable>(
      with value: Value, _ body: @escaping @MainActor @Sendable (Value) -> Void
    ) {
      MainActor.assumeIsolated { body(value) }
    }
  }
#endif
