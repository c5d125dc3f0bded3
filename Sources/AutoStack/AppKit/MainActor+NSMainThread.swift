#if canImport(AppKit) && !canImport(UIKit)
  import Foundation

  extension MainActor {
    /// Runs `body`, which the caller has checked is on the main thread, on the main actor.
    nonisolated static func runOnMainThread(_ body: @escaping @MainActor @Sendable () -> Void) {
      MainActor.assumeIsolated(body)
    }

    /// Runs `body` with `value` on the main actor, as ``runOnMainThread(_:)`` runs a closure,
    /// with no allocation.
    nonisolated static func runOnMainThread<Value: Sendable>(
      with value: Value, _ body: @escaping @MainActor @Sendable (Value) -> Void
    ) {
      MainActor.assumeIsolated { body(value) }
    }
  }
#endif
