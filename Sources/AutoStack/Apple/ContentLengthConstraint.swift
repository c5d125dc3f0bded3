#if canImport(UIKit) || canImport(AppKit)
  #if canImport(UIKit)
    import UIKit
  #else
    import AppKit
  #endif

  /// The height (or, along x, the width) constraint that gives a plain container positioned by
  /// Auto Layout its content's length, since Auto Layout would put back a frame written by
  /// hand.
  ///
  /// Created on the container's first content size and active while the arrangement runs, it
  /// is identified as `AutoStack.contentHeight` (or `AutoStack.contentWidth`), of priority 999
  /// so that the app's own constraints win over it without a conflict; it does not retain the
  /// container.
  @MainActor
  final class ContentLengthConstraint {
    /// Whether the constraint exists and is active.
    var isActive: Bool { constraint?.isActive == true }

    /// Creates, updates and activates the constraint that gives `container` `length` along
    /// `axis`, replacing one along the other axis; a length that is not finite is not set.
    func constrain(_ container: AutoStackPlatformView, to length: CGFloat, axis: AutoStackAxis) {
      guard length.isFinite else { return }
      if let constraint, constrainedAxis == axis {
        if constraint.constant != length { constraint.constant = length }
        if !constraint.isActive { constraint.isActive = true }
        return
      }
      constraint?.isActive = false
      let isVertical = axis == .vertical
      let constraint =
        isVertical
        ? container.heightAnchor.constraint(equalToConstant: length)
        : container.widthAnchor.constraint(equalToConstant: length)
      constraint.priority = .init(999)
      constraint.identifier = isVertical ? "AutoStack.contentHeight" : "AutoStack.contentWidth"
      constraint.isActive = true
      (self.constraint, constrainedAxis) = (constraint, axis)
    }

    /// Activates the constraint again when `container` is under Auto Layout and it is not
    /// active: when an arrangement starts again with the content size it had (the engine sets
    /// only sizes that change), or when the app hands the container to Auto Layout after
    /// arranging it.
    func constrainIfNeeded(
      _ container: AutoStackPlatformView, contentSize: CGSize?, axis: AutoStackAxis
    ) {
      guard !container.translatesAutoresizingMaskIntoConstraints, !isActive, let contentSize
      else { return }
      constrain(
        container, to: axis == .vertical ? contentSize.height : contentSize.width, axis: axis)
    }

    /// Deactivates the constraint, leaving the length to the app's own constraints.
    func deactivate() {
      constraint?.isActive = false
    }

    // MARK: Private

    private var constraint: NSLayoutConstraint?
    /// The axis ``constraint`` gives the length along.
    private var constrainedAxis = AutoStackAxis.vertical
  }
#endif
