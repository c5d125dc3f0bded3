import Foundation

// Defaults that suit a plain container without fades, which a host overrides where it can do
// better.

extension StackHost {
  /// Left to right.
  package var isRightToLeft: Bool { false }

  /// Unknown.
  package var appliedContentHeight: CGFloat? { nil }

  /// No rounding.
  package var displayScale: CGFloat? { nil }
}

extension ScrollingHost {
  /// `nil`: a container that does not scroll.
  package var visibleContentRect: CGRect? { nil }

  /// `.zero`.
  package var contentOffset: CGPoint { .zero }

  /// Does nothing.
  package func setContentOffset(_ offset: CGPoint) {}

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
  package func addPlaceholder(_ placeholder: View, fadeDuration: TimeInterval) {
    if !contains(placeholder) { addSubview(placeholder) }
  }

  /// Does nothing: no assistive technology listens.
  package func announceLayoutChange(focus: View?) {}

  /// Removes the placeholder with ``StackHost/removeSubview(_:)`` if it is a subview.
  package func removePlaceholder(_ placeholder: View, fadeDuration: TimeInterval) {
    if contains(placeholder) { removeSubview(placeholder) }
  }
}
