#if canImport(UIKit)
  import UIKit

  /// The fades of sections on a real container: what the engine's `SectionTransitions`
  /// decides, carried out with `UIView.animate`.
  ///
  /// The engine calls it inside the app's `animate`, with that animation's duration, so that a
  /// section fades while the others slide.
  extension ContainerHost {
    /// Runs `changes` in a UIKit animation that begins from the current state.
    ///
    /// Only a plain container under Auto Layout has a length constraint, applied at its
    /// superview's layout pass: `layoutIfNeeded()` runs it in the block, so that the length
    /// animates. A scroll view takes `contentSize`, which needs no layout pass.
    func animate(
      withDuration duration: TimeInterval, completion: ((Bool) -> Void)?,
      _ changes: @escaping () -> Void
    ) {
      UIView.animate(
        withDuration: duration, delay: 0,
        options: [.beginFromCurrentState, .allowUserInteraction],
        animations: {
          changes()
          if let container = self.container, !(container is UIScrollView),
            !container.translatesAutoresizingMaskIntoConstraints
          {
            container.superview?.layoutIfNeeded()
          }
        }, completion: completion)
    }

    /// Fades `view`'s alpha to `alpha` over `duration`, from `start` (set at once), or from the
    /// alpha it shows now; with a `duration` of `0`, sets it at once, without animation.
    func fade(
      _ view: UIView, from start: CGFloat?, to alpha: CGFloat, duration: TimeInterval,
      completion: @escaping @MainActor () -> Void
    ) {
      guard duration > 0 else {
        UIView.performWithoutAnimation { view.alpha = alpha }
        completion()
        return
      }
      if let start { UIView.performWithoutAnimation { view.alpha = start } }
      UIView.animate(
        withDuration: duration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction],
        animations: { view.alpha = alpha }, completion: { _ in completion() })
    }
  }
#endif
