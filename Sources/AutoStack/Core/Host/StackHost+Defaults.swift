import Foundation

// Defaults that suit a plain container without fades, which a host overrides where it can do
// better.

extension StackHost {
  /// Left to right.
  @usableFromInline package var isRightToLeft: Bool { false }

  /// Flipped: y grows downward.
  package var isFlipped: Bool { true }

  /// Unknown.
  package var appliedContentSize: CGSize? { nil }

  /// No rounding.
  @usableFromInline package var displayScale: CGFloat? { nil }

  /// Does nothing: the subviews' order is not known.
  package func bringToFront(_ view: View) {}

  /// Writes the frame, as any other: a container that does not animate.
  @usableFromInline package func placeJoiningView(_ view: View, at frame: CGRect) {
    view.setUntransformedFrame(frame)
  }
}

extension ScrollingHost {
  /// `nil`: a container that does not scroll.
  @usableFromInline package var visibleContentRect: CGRect? { nil }

  /// `.zero`.
  package var contentOffset: CGPoint { .zero }

  package var boundsSize: CGSize { .zero }

  /// Does nothing.
  package func setContentOffset(_ offset: CGPoint) {}

  /// Sets the offset at once, with ``setContentOffset(_:)``.
  package func setContentOffset(_ offset: CGPoint, animated: Bool) {
    setContentOffset(offset)
  }

  /// `false`: the default ``setContentOffset(_:animated:)`` never animates.
  package var isScrollAnimating: Bool { false }

  /// `false`.
  package var isTracking: Bool { false }

  /// `false`.
  package var isDragging: Bool { false }

  /// `false`.
  package var isDecelerating: Bool { false }

  /// `true`.
  package var isInWindow: Bool { true }
}

extension PlaceholderHost {
  /// Always `true`; setting it does nothing.
  package var isScrollEnabled: Bool {
    get { true }
    set {}
  }

  /// Adds the placeholder with ``StackHost/addSubview(_:)`` if it is not a subview.
  package func addPlaceholder(
    _ placeholder: View, frame: CGRect, fadeDuration: TimeInterval
  ) {
    if !contains(placeholder) { addSubview(placeholder) }
  }

  /// Does nothing: no assistive technology listens.
  package func announceLayoutChange(focus: View?) {}

  /// Removes the placeholder with ``StackHost/removeSubview(_:)`` if it is a subview.
  package func removePlaceholder(_ placeholder: View, fadeDuration: TimeInterval) {
    if contains(placeholder) { removeSubview(placeholder) }
  }
}
