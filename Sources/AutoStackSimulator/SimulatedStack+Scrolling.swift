import AutoStack
import Foundation

/// The scroll view's side of scroll anchoring, the offset clamp and visibility: the
/// container's content offset, content inset, scrolling and window.
extension SimulatedStack {
  /// The container's ``SimulatedView/contentOffset``.
  package var contentOffset: CGPoint { container?.contentOffset ?? .zero }

  package var boundsSize: CGSize { container?.bounds.size ?? .zero }

  /// Sets the container's ``SimulatedView/contentOffset``, at once, as setting
  /// `UIScrollView.contentOffset` does: an animated scroll that runs goes on, and its next step
  /// moves the offset again.
  package func setContentOffset(_ offset: CGPoint) {
    container?.contentOffset = offset
  }

  /// Records the call, then moves the container's ``SimulatedView/contentOffset`` as
  /// `UIScrollView.setContentOffset(_:animated:)` does: animated, over 0.3 s of the ``clock``
  /// from where it is (``SimulatedScroll``), replacing the animated scroll that runs; not
  /// animated, at once, stopping it.
  package func setContentOffset(_ offset: CGPoint, animated: Bool) {
    record(.scrollToSection(offset, animated: animated))
    guard let container else { return }
    guard animated, offset != container.contentOffset else {
      container.stopScrollAnimation()
      container.contentOffset = offset
      return
    }
    animateContentOffset(to: offset)
  }

  /// Whether the animated scroll that ``setContentOffset(_:animated:)`` started runs: the
  /// container's ``SimulatedView/isScrollAnimating``.
  package var isScrollAnimating: Bool { container?.isScrollAnimating ?? false }

  /// The container's ``SimulatedView/isTracking``.
  package var isTracking: Bool { container?.isTracking ?? false }

  /// The container's ``SimulatedView/isDragging``.
  package var isDragging: Bool { container?.isDragging ?? false }

  /// The container's ``SimulatedView/isDecelerating``.
  package var isDecelerating: Bool { container?.isDecelerating ?? false }

  /// The container's ``SimulatedView/isInWindow``.
  package var isInWindow: Bool { container?.isInWindow ?? false }
}
