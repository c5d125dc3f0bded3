import Foundation

// The features' settings, as the engine's callers see them; each feature keeps its own state.

extension AutoStackEngine {
  // MARK: Placeholders

  /// Shown, being loaded, or failed to load: decides which placeholder shows.
  package var state: AutoStackState {
    get { placeholders.timeline.state }
    set {
      placeholders.setState(newValue)
      request(.finish)
    }
  }

  /// The grace time, the minimum show time, the fade and scrolling under placeholders.
  package var placeholderOptions: AutoStackPlaceholderOptions {
    get { placeholders.options }
    set {
      guard newValue != placeholders.options else { return }
      placeholders.options = newValue
      request(.finish)
    }
  }

  /// The kind of the placeholder on screen, or `nil`.
  package var visiblePlaceholderKind: AutoStackPlaceholderKind? { placeholders.visibleKind }

  /// Sets the view that shows in place of the content for `kind`, or removes it.
  ///
  /// The container itself or an arranged view is ignored and reported.
  package func setPlaceholder(_ view: View?, for kind: AutoStackPlaceholderKind) {
    if let view, view === host?.container || index(of: view) != nil {
      diagnostics.report(.invalidPlaceholder(kind))
      return
    }
    guard placeholders[kind] !== view else { return }
    placeholders[kind] = view
    request(.finish)
  }

  /// The view set for `kind`, or `nil`.
  package func placeholder(for kind: AutoStackPlaceholderKind) -> View? { placeholders[kind] }

  // MARK: Scrolling

  /// Whether a scroll container keeps its first visible view where it is on screen when the
  /// views above it change.
  package var isScrollAnchoringEnabled: Bool {
    get { anchoring.isEnabled }
    set { anchoring.isEnabled = newValue }
  }

  /// Called when an arranged view becomes visible (`true`) or stops being visible (`false`).
  ///
  /// Setting a handler when there was none reports the views visible then.
  package var onVisibilityChange: ((_ view: View, _ isVisible: Bool) -> Void)? {
    get { visibility.handler }
    set {
      let wasWatching = visibility.isWatching
      visibility.handler = newValue
      if newValue != nil, !wasWatching, let host { updateVisibility(full: true, host: host) }
    }
  }

  /// The fraction of its height by which a view must overlap the visible area to be visible;
  /// a new value reports at once what it changes.
  package var visibilityThreshold: CGFloat {
    get { visibility.threshold }
    set {
      visibility.threshold = newValue
      if let host { updateVisibility(full: true, host: host) }
    }
  }

  /// The arranged views visible at the last look, top to bottom, while watching.
  package var visibleViews: [View] { visibility.visibleViews }

  /// Called after each reflow with what caused it and what it did.
  package var onReflow: ((AutoStackReflowTrace<View>) -> Void)? {
    get { tracer.handler }
    set { tracer.handler = newValue }
  }
}

extension AutoStackEngine {
  // MARK: Sections

  /// Makes `view` stick to the top of the visible area once scrolled past, until the next
  /// sticky view pushes it up; it is drawn above the other sections.
  ///
  /// The sections are looked at again now, or once the batch under way ends.
  package func setSticky(_ isSticky: Bool, for view: View) {
    if sections.setSticky(isSticky, for: view, orientation: layout.orientation) {
      request(.visibility)
    }
  }

  /// Whether `view` is sticky.
  package func isSticky(_ view: View) -> Bool { sections.isSticky(view) }

  /// Scrolls so that `view`'s slot is at `position` in the visible area, then keeps the offset
  /// inside the content; inside a batch, once the batch's reflow ran.
  ///
  /// Animated, the scroll goes on to the slot where each reflow meanwhile moves it, and
  /// anchoring and the clamp leave the offset to it until it ends. A hidden or unarranged
  /// view scrolls nothing and is reported.
  package func scroll(to view: View, at position: AutoStackScrollPosition, animated: Bool) {
    sections.scroll(to: view, at: position, animated: animated)
    request(.visibility)
  }
}
