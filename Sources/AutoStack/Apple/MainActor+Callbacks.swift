#if canImport(UIKit) || canImport(AppKit)
  import Foundation

  extension MainActor {
    /// Runs `body` on the main actor from a callback that UIKit makes on the main thread but
    /// whose type does not say so: key-value observation handlers are `@Sendable`.
    ///
    /// `MainActor.assumeIsolated` does this from iOS 17 on; this back-deploys it to iOS 13.
    /// On the main thread `body` runs at once, so a reflow happens inside the change that
    /// caused it (and inside its animation block). Off the main thread, which is a UIKit
    /// misuse, `body` runs later on the main actor instead of racing with it.
    nonisolated static func runCallback(_ body: @escaping @MainActor @Sendable () -> Void) {
      guard Thread.isMainThread else {
        Task { @MainActor in body() }
        return
      }
      // The iOS 17.0 SDK declares MainActor.assumeIsolated for iOS 17+ only; this is its body.
      // Sound: the main thread is the main actor's executor, and the closure types differ
      // only in their isolation, not in their representation.
      unsafeBitCast(body, to: (@Sendable () -> Void).self)()
    }
  }
#endif
