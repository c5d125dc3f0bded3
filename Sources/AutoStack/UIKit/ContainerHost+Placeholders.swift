#if canImport(UIKit)
  import UIKit

  /// Placeholders on a real container: a scroll view's visible area and scrolling, and the
  /// fades.
  ///
  /// The engine may show or hide a placeholder inside the app's animation block (a section
  /// hidden in `animate` leaves no section visible, and the empty placeholder shows). Nothing
  /// of the placeholder takes that animation: it is placed and laid out the first time
  /// without animation, so that neither it nor its subviews grow from where they were, and it
  /// fades over its own duration and curve, not the rest of the enclosing animation.
  extension ContainerHost {
    /// The scroll view's bounds, whose origin is its content offset, less its adjusted content
    /// insets; `nil` for any other container.
    var visibleContentRect: CGRect? {
      guard let scrollView = container as? UIScrollView else { return nil }
      return scrollView.bounds.inset(by: scrollView.adjustedContentInset)
    }

    /// A scroll view's `isScrollEnabled`; always `true` for any other container, which
    /// ignores a new value.
    var isScrollEnabled: Bool {
      get { (container as? UIScrollView)?.isScrollEnabled ?? true }
      set { (container as? UIScrollView)?.isScrollEnabled = newValue }
    }

    /// Adds the placeholder on top of the container's subviews, below a scroll view's refresh
    /// control, its alpha going from 0 to its own over `fadeDuration`; a placeholder fading out
    /// fades back in from where it is.
    ///
    /// A new placeholder gets its first frame and its first layout here, without animation
    /// (`UIView.performWithoutAnimation(_:)`): the engine's placement, which follows, then
    /// finds it in place, and its labels and buttons do not grow from zero in the caller's
    /// animation.
    func addPlaceholder(_ placeholder: UIView, frame: CGRect, fadeDuration: TimeInterval) {
      guard let container else { return }
      let id = ObjectIdentifier(placeholder)
      let wasFadingOut = placeholdersFadingOut.remove(id) != nil
      if placeholder.superview === container {
        putOnTop(placeholder, in: container)
        guard wasFadingOut else { return }
      } else {
        placeholderAlphas[id] = placeholder.alpha
        UIView.performWithoutAnimation {
          if fadeDuration > 0 { placeholder.alpha = 0 }
          if frame.isFinite { placeholder.setUntransformedFrame(frame) }
          // Its first layout too, before it joins the container: `CALayer.layoutIfNeeded()`
          // also lays out the ancestors that need it, which a view outside it has none of.
          placeholder.layoutIfNeeded()
          putOnTop(placeholder, in: container)
        }
      }
      fade(placeholder, to: placeholderAlphas[id] ?? 1, over: fadeDuration)
    }

    /// Fades the placeholder out over `fadeDuration`, then removes it and gives it back its
    /// alpha, unless it was added again meanwhile.
    func removePlaceholder(_ placeholder: UIView, fadeDuration: TimeInterval) {
      let id = ObjectIdentifier(placeholder)
      guard let container, placeholder.superview === container else {
        placeholdersFadingOut.remove(id)
        placeholderAlphas[id] = nil
        return
      }
      guard fadeDuration > 0 else {
        placeholdersFadingOut.remove(id)
        finishRemoving(placeholder)
        return
      }
      placeholdersFadingOut.insert(id)
      fade(placeholder, to: 0, over: fadeDuration) { [weak self, weak placeholder] _ in
        guard let self, let placeholder, self.placeholdersFadingOut.remove(id) != nil else {
          return
        }
        self.finishRemoving(placeholder)
      }
    }

    // MARK: Private

    /// Puts the placeholder above every subview of the container but a scroll view's refresh
    /// control, which goes right above it, wherever it was: its spinner then shows over the
    /// placeholder, which covers the visible area while the user pulls to refresh.
    ///
    /// The placeholder stays above the arranged subviews, which it covers. The refresh control
    /// lies above the top of the content, where no section is, so above them it covers none.
    private func putOnTop(_ placeholder: UIView, in container: UIView) {
      if placeholder.superview === container {
        container.bringSubviewToFront(placeholder)
      } else {
        container.addSubview(placeholder)
      }
      guard let refreshControl = (container as? UIScrollView)?.refreshControl,
        refreshControl.superview === container
      else { return }
      container.insertSubview(refreshControl, aboveSubview: placeholder)
    }

    /// Animates the placeholder's alpha over `duration` with its own curve, whatever animation
    /// encloses the call; at once, without animation, when `duration` is `0`.
    private func fade(
      _ placeholder: UIView, to alpha: CGFloat, over duration: TimeInterval,
      completion: ((Bool) -> Void)? = nil
    ) {
      guard duration > 0 else {
        UIView.performWithoutAnimation { placeholder.alpha = alpha }
        completion?(true)
        return
      }
      // Without the overrides, an animation nested in another takes the rest of the outer
      // one's duration and its curve.
      UIView.animate(
        withDuration: duration, delay: 0,
        options: [
          .beginFromCurrentState, .allowUserInteraction, .overrideInheritedDuration,
          .overrideInheritedCurve, .overrideInheritedOptions,
        ],
        animations: { placeholder.alpha = alpha }, completion: completion)
    }

    /// Removes the placeholder at once, with the alpha it had when it was added.
    private func finishRemoving(_ placeholder: UIView) {
      placeholder.removeFromSuperview()
      if let alpha = placeholderAlphas.removeValue(forKey: ObjectIdentifier(placeholder)) {
        UIView.performWithoutAnimation { placeholder.alpha = alpha }
      }
    }
  }
#endif
