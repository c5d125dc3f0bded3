#if canImport(AppKit) && !canImport(UIKit)
  import AppKit

  /// Placeholders, fades and animations on a real container, with `NSAnimationContext` and
  /// the views' `alphaValue` through their animators; accessibility through `NSAccessibility`.
  extension ContainerHost {
    /// Adds the placeholder on top of the sections, its alpha going from 0 to its own over
    /// `fadeDuration`; a placeholder fading out fades back in from where it is.
    func addPlaceholder(_ placeholder: NSView, frame: CGRect, fadeDuration: TimeInterval) {
      guard let holder = sectionsView else { return }
      let id = ObjectIdentifier(placeholder)
      let wasFadingOut = placeholdersFadingOut.remove(id) != nil
      if placeholder.superview === holder {
        move(placeholder, in: holder, below: nil)
        guard wasFadingOut else { return }
      } else {
        placeholderAlphas[id] = placeholder.alphaValue
        withoutAnimation {
          if fadeDuration > 0 { placeholder.alphaValue = 0 }
          holder.addSubview(placeholder, positioned: .above, relativeTo: nil)
          if frame.isFinite { placeholder.setUntransformedFrame(frame) }
          placeholder.layoutSubtreeIfNeeded()
        }
      }
      fade(placeholder, to: placeholderAlphas[id] ?? 1, over: fadeDuration) {}
    }

    /// Fades the placeholder out over `fadeDuration`, then removes it and gives it back its
    /// alpha, unless it was added again meanwhile.
    func removePlaceholder(_ placeholder: NSView, fadeDuration: TimeInterval) {
      let id = ObjectIdentifier(placeholder)
      guard placeholder.superview != nil, placeholder.superview === sectionsView else {
        placeholdersFadingOut.remove(id)
        placeholderAlphas[id] = nil
        return
      }
      guard fadeDuration > 0 else {
        placeholdersFadingOut.remove(id)
        return finishRemoving(placeholder)
      }
      placeholdersFadingOut.insert(id)
      fade(placeholder, to: 0, over: fadeDuration) { [weak self, weak placeholder] in
        guard let self, let placeholder, placeholdersFadingOut.remove(id) != nil else { return }
        finishRemoving(placeholder)
      }
    }

    /// Posts `NSAccessibility.Notification.layoutChanged` for the container, with `focus`, the
    /// placeholder that appeared or the first section back, as the changed element.
    ///
    /// AppKit's notification names its elements in the user info (`uiElements`), where UIKit's
    /// takes the element to move to as its argument: posted for `focus` itself, an `NSView`
    /// that is not an accessibility element would name nothing.
    func announceLayoutChange(focus: NSView?) {
      guard let container else { return }
      NSAccessibility.post(
        element: container, notification: .layoutChanged,
        userInfo: focus.map { [.uiElements: [$0]] })
    }

    /// Fades a section's `alphaValue` to `alpha` over `duration`, from `start` (set at once)
    /// or from where it is; with a `duration` of `0`, at once.
    func fade(
      _ view: NSView, from start: CGFloat?, to alpha: CGFloat, duration: TimeInterval,
      completion: @escaping @MainActor () -> Void
    ) {
      if let start { withoutAnimation { view.alphaValue = start } }
      fade(view, to: alpha, over: duration, completion: completion)
    }

    /// Runs `changes` in an animation group of `duration` that animates implicitly, so that
    /// the frames the reflow writes animate on layer-backed views.
    func animate(
      withDuration duration: TimeInterval, completion: ((Bool) -> Void)?,
      _ changes: @escaping () -> Void
    ) {
      // Isolated to the main actor, where AppKit calls the completion handler.
      let finish: @MainActor () -> Void = { completion?(true) }
      NSAnimationContext.runAnimationGroup(
        { context in
          context.duration = duration
          context.allowsImplicitAnimation = true
          changes()
        }, completionHandler: { MainActor.runCallback(finish) })
    }

    // MARK: Private

    /// Animates `view`'s alpha over `duration` in a group of its own, whatever group encloses
    /// the call; at once when `duration` is `0`.
    private func fade(
      _ view: NSView, to alpha: CGFloat, over duration: TimeInterval,
      completion: @escaping @MainActor () -> Void
    ) {
      guard duration > 0 else {
        withoutAnimation { view.alphaValue = alpha }
        return completion()
      }
      NSAnimationContext.runAnimationGroup(
        { context in
          context.duration = duration
          view.animator().alphaValue = alpha
        }, completionHandler: { MainActor.runCallback(completion) })
    }

    /// Runs `changes` in a group that animates nothing.
    private func withoutAnimation(_ changes: () -> Void) {
      NSAnimationContext.beginGrouping()
      NSAnimationContext.current.duration = 0
      NSAnimationContext.current.allowsImplicitAnimation = false
      changes()
      NSAnimationContext.endGrouping()
    }

    /// Removes the placeholder at once, with the alpha it had when it was added.
    private func finishRemoving(_ placeholder: NSView) {
      placeholder.removeFromSuperview()
      if let alpha = placeholderAlphas.removeValue(forKey: ObjectIdentifier(placeholder)) {
        withoutAnimation { placeholder.alphaValue = alpha }
      }
    }
  }
#endif
