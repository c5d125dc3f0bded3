#if canImport(UIKit) || canImport(AppKit)
  import Foundation

  extension MainActor {
    /// Runs `body` on the main actor from a callback that the platform makes on the main thread
    /// but whose type does not say so: key-value observation handlers, timers, animation
    /// completions.
    ///
    /// On the main thread `body` runs at once, so a reflow happens inside the change that
    /// caused it (and inside its animation block). Off the main thread, which is a misuse of
    /// UIKit and AppKit, `body` runs later on the main actor instead of racing with it.
    nonisolated static func runCallback(_ body: @escaping @MainActor @Sendable () -> Void) {
      guard Thread.isMainThread else {
        Task { @MainActor in body() }
        return
      }
      runOnMainThread(body)
    }

    /// Runs `body` with `value` on the main actor, as ``runCallback(_:)`` runs a closure.
    ///
    /// For the callbacks made on every change of an arranged view: a `body` that captures
    /// nothing is formed without an allocation, and none is made to run it on the main thread,
    /// where a closure that captured `value` would be allocated on every call.
    nonisolated static func runCallback<Value: Sendable>(
      with value: Value, _ body: @escaping @MainActor @Sendable (Value) -> Void
    ) {
      guard Thread.isMainThread else {
        Task { @MainActor in body(value) }
        return
      }
      runOnMainThread(with: value, body)
    }
  }
#endif
