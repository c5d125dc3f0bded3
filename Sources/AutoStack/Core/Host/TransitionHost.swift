import Foundation

/// What the fades of sections need from the container: animating one view's alpha.
///
/// The engine's ``SectionTransitions`` decides which view fades, from which alpha to which, and
/// what happens at the end; the host only carries the fade out.
@MainActor
@usableFromInline
package protocol TransitionHost: StackHost {
  /// Fades `view`'s alpha to `alpha` over `duration` seconds, from `start`, or from the alpha it
  /// shows now when `start` is `nil`, then calls `completion`; with a `duration` of `0`, sets
  /// the alpha at once and calls `completion` at once.
  ///
  /// A later fade of the same view replaces this one; `completion` may then still be called.
  func fade(
    _ view: View, from start: CGFloat?, to alpha: CGFloat, duration: TimeInterval,
    completion: @escaping @MainActor () -> Void)
}

extension TransitionHost {
  /// Sets the alpha at once, then calls `completion`: a container that does not animate.
  package func fade(
    _ view: View, from start: CGFloat?, to alpha: CGFloat, duration: TimeInterval,
    completion: @escaping @MainActor () -> Void
  ) {
    view.alpha = alpha
    completion()
  }
}
