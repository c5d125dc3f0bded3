#if canImport(UIKit)
  import UIKit

  /// Placeholders on a real container: a scroll view's visible area and scrolling, and the
  /// fades.
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

    /// Adds the placeholder on top of the container's subviews, its alpha going from 0 to its
    /// own over `fadeDuration`; a placeholder fading out fades back in from where it is.
    func addPlaceholder(_ placeholder: UIView, fadeDuration: TimeInterval) {
      guard let container else { return }
      let id = ObjectIdentifier(placeholder)
      let wasFadingOut = placeholdersFadingOut.remove(id) != nil
      if placeholder.superview === container {
        container.bringSubviewToFront(placeholder)
        guard wasFadingOut else { return }
      } else {
        placeholderAlphas[id] = placeholder.alpha
        container.addSubview(placeholder)
        if fadeDuration > 0 { placeholder.alpha = 0 }
      }
      let alpha = placeholderAlphas[id] ?? 1
      guard fadeDuration > 0 else {
        placeholder.alpha = alpha
        return
      }
      UIView.animate(
        withDuration: fadeDuration, delay: 0,
        options: [.beginFromCurrentState, .allowUserInteraction],
        animations: { placeholder.alpha = alpha })
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
      UIView.animate(
        withDuration: fadeDuration, delay: 0,
        options: [.beginFromCurrentState, .allowUserInteraction],
        animations: { placeholder.alpha = 0 },
        completion: { [weak self, weak placeholder] _ in
          guard let self, let placeholder, self.placeholdersFadingOut.remove(id) != nil else {
            return
          }
          self.finishRemoving(placeholder)
        })
    }

    /// Removes the placeholder at once, with the alpha it had when it was added.
    private func finishRemoving(_ placeholder: UIView) {
      placeholder.removeFromSuperview()
      if let alpha = placeholderAlphas.removeValue(forKey: ObjectIdentifier(placeholder)) {
        placeholder.alpha = alpha
      }
    }
  }
#endif
