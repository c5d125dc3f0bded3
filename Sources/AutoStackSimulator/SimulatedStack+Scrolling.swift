import AutoStack
import Foundation

/// The scroll view's side of scroll anchoring, the offset clamp and visibility: the
/// container's content offset, content inset, scrolling and window.
extension SimulatedStack {
  /// The container's ``SimulatedView/contentOffset``.
  package var contentOffset: CGPoint { container?.contentOffset ?? .zero }

  /// Sets the container's ``SimulatedView/contentOffset``, at once: the simulator does not
  /// animate.
  package func setContentOffset(_ offset: CGPoint) {
    container?.contentOffset = offset
  }

  /// Sets the container's ``SimulatedView/contentOffset`` at once, animated or not, and
  /// records the call: the simulator does not animate.
  package func setContentOffset(_ offset: CGPoint, animated: Bool) {
    record(.scrollToSection(offset, animated: animated))
    setContentOffset(offset)
  }

  /// The container's ``SimulatedView/isTracking``.
  package var isTracking: Bool { container?.isTracking ?? false }

  /// The container's ``SimulatedView/isDragging``.
  package var isDragging: Bool { container?.isDragging ?? false }

  /// The container's ``SimulatedView/isDecelerating``.
  package var isDecelerating: Bool { container?.isDecelerating ?? false }

  /// The container's ``SimulatedView/isInWindow``.
  package var isInWindow: Bool { container?.isInWindow ?? false }
}
