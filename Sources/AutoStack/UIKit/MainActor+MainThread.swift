#if canImport(UIKit)
  import Foundation

  extension MainActor {
    /// Runs `body` with `value`, which the caller has checked is on the main thread, on the
    /// main actor.
    ///
    /// `MainActor.assumeIsolated` does this from iOS 17 on; this back-deploys it to iOS 13,
    /// and makes no allocation.
    nonisolated static func runOnMainThread<Value>(
      with value: Value, _ body: @escaping @MainActor @Sendable (Value) -> Void
    ) {
      // The iOS 17.0 SDK declares MainActor.assumeIsolated for iOS 17+ only; this is its body.
      // Sound: the main thread is the main actor's executor, and the closure types differ
      // only in their isolation, not in their representation.
      unsafeBitCast(body, to: (@Sendable (Value) -> Void).self)(value)
    }
  }
#endif
