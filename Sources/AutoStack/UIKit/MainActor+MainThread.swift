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
  }
#endif
