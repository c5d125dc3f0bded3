#if canImport(UIKit)
  import Foundation

  extension MainActor {
    /// Runs `body`, which the caller has checked is on the main thread, on the main actor.
    ///
    /// `MainActor.assumeIsolated` does this from iOS 17 on; this back-deploys it to iOS 13.
    nonisolated static func runOnMainThread(_ body: @escaping @MainActor @Sendable () -> Void) {
      // The iOS 17.0 SDK declares MainActor.assumeIsolated for iOS 17+ only; this is its body.
      // Sound: the main thread is the main actor's executor, and the closure types differ
      // only in their isolation, not in their representation.
      unsafeBitCast(body, to: (@Sendable () -> Void).self)()
    }

    /// Runs `body` with `value` on the main actor, as ``runOnMainThread(_:)`` runs a closure,
    /// with no allocation.
    nonisolated static func runOnMainThread<Value>(
      with value: Value, _ body: @escaping @MainActor @Sendable (Value) -> Void
    ) {
      // The same cast as above: calling the one above with a closure that captured `value`
      // would allocate that closure on every call.
      unsafeBitCast(body, to: (@Sendable (Value) -> Void).self)(value)
    }
  }
#endif
