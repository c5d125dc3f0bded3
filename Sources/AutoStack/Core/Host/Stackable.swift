import Foundation

/// A view that AutoStack can arrange: anything with a frame and a hidden flag.
///
/// `UIView` conforms on iOS, and the simulator's `SimulatedView` everywhere. Conforming types
/// are classes: the engine tells views apart by identity and holds them weakly. The
/// requirements beyond `frame`, `isHidden` and the membership's storage have defaults that
/// suit a view without transforms, autoresizing or Auto Layout.
@MainActor
@usableFromInline
package protocol Stackable: AnyObject {
  /// The view's frame in its container's coordinates.
  ///
  /// AutoStack reads and writes it only through ``untransformedFrame`` and
  /// ``setUntransformedFrame(_:)``, whose defaults use it.
  var frame: CGRect { get set }

  /// Whether the view is hidden.
  ///
  /// A hidden view takes no space and no spacing in the stack; it is placed where it would
  /// appear, so that showing it again is a plain reflow. AutoStack sets it only while a
  /// section fades out inside `animate` (see ``SectionTransitions``).
  var isHidden: Bool { get set }

  /// The box the view occupies before any transform, in its container's coordinates.
  ///
  /// AutoStack lays a view out by this box, so that a transform (a press animation scaling a
  /// card to 0.95) keeps the view in its slot and moves nothing else. `UIView` derives it from
  /// `center`, `bounds.size` and the layer's `anchorPoint`. The default value is ``frame``.
  var untransformedFrame: CGRect { get }

  /// Moves and sizes the view's untransformed box to `frame`.
  ///
  /// `UIView` sets `frame` when it has no transform, where a view that refuses a size, like
  /// `UISwitch`, keeps its own size with its top-left corner at `frame.origin`; under a
  /// transform it sets `bounds.size`, if it differs, then `center` from the size the view
  /// kept. The default sets ``frame``.
  func setUntransformedFrame(_ frame: CGRect)

  /// The view's autoresizing mask, which UIKit applies when the container's size changes.
  ///
  /// While the view is arranged, AutoStack owns its geometry along the axis: it clears the
  /// flags along it (the vertical ones, or along x the horizontal ones) when it arranges the
  /// view and restores them when the view leaves the arrangement or the axis changes, unless
  /// the app changed the mask meanwhile. The default value is empty, and setting it does
  /// nothing.
  var stackingAutoresizingMask: AutoStackAutoresizingMask { get set }

  /// Whether Auto Layout positions the view, whose frame is then its constraints': AutoStack
  /// never writes it and stacks the other views around its height, and reports the view
  /// once as ``AutoStackDiagnostic/subviewUsesAutoLayout(index:)``.
  ///
  /// `UIView` answers `!translatesAutoresizingMaskIntoConstraints`; it is read by each pass
  /// that reaches the view. The default value is `false`.
  var usesAutoLayout: Bool { get }

  /// Whether accessibility skips the view and its subviews, as UIKit's
  /// `accessibilityElementsHidden`: AutoStack sets it while a placeholder covers the view.
  ///
  /// The default value is `false`, and setting it does nothing.
  var isHiddenFromAccessibility: Bool { get set }

  /// The view's opacity, from `0` to `1`, which a section's fade in `animate` goes through and
  /// gives back. The default value is `1`, and setting it does nothing.
  var alpha: CGFloat { get set }

  /// Storage for AutoStack: the view's place in the arrangement it belongs to, which AutoStack
  /// sets when it first arranges the view. `UIView` keeps it as an associated object.
  ///
  /// Storage that forgets it only costs lookups: a view whose membership is not found again
  /// is treated as a view that is not arranged.
  var autoStackMembership: AutoStackMembership? { get set }

  /// The size the view needs at `width`, for a view arranged with a fitting
  /// ``AutoStackSizing``.
  ///
  /// AutoStack calls it with the slot width (the container's layout width less the left and
  /// right insets) and the view's sizing, never ``AutoStackSizing/fixed``; it uses the
  /// height, and for alignments other than fill the width, capped at `width`. A height that
  /// is negative, NaN or infinite is laid out as `0` and reported as
  /// ``AutoStackDiagnostic/invalidMeasurement(index:size:)``. `UIView` answers with
  /// `sizeThatFits(_:)` or `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`,
  /// as the sizing says, and an arranged container with its content height
  /// (the engine's `fittingSize(forWidth:)`). The default value is the view's current
  /// size, as `UIView`'s own `sizeThatFits(_:)` returns it.
  func measuredSize(fittingWidth width: CGFloat, sizing: AutoStackSizing) -> CGSize

  /// The size the view needs at `height`, for a view arranged with a fitting
  /// ``AutoStackSizing`` in a horizontal stack: the mirror of
  /// ``measuredSize(fittingWidth:sizing:)``.
  ///
  /// AutoStack calls it with the slot height (the container's layout height less the top and
  /// bottom insets); it uses the width, and for alignments other than fill the height, capped
  /// at `height`. `UIView` answers with `systemLayoutSizeFitting(_:)` at a fixed height or
  /// `sizeThatFits(_:)`, an image view by its image's aspect ratio, and an arranged container
  /// with its content width. The default value is the view's current size.
  func measuredSize(fittingHeight height: CGFloat, sizing: AutoStackSizing) -> CGSize
}

extension Stackable {
  /// The view's ``frame``: a view without transforms.
  @usableFromInline package var untransformedFrame: CGRect { frame }

  /// Sets the view's ``frame``.
  @usableFromInline package func setUntransformedFrame(_ frame: CGRect) { self.frame = frame }

  /// No autoresizing: empty, and setting it does nothing.
  @usableFromInline package var stackingAutoresizingMask: AutoStackAutoresizingMask {
    get { [] }
    set {}
  }

  /// Not hidden from accessibility, which it has none of.
  package var isHiddenFromAccessibility: Bool {
    get { false }
    set {}
  }

  /// Opaque: `1`, and setting it does nothing.
  package var alpha: CGFloat {
    get { 1 }
    set {}
  }

  /// No Auto Layout: `false`.
  @usableFromInline package var usesAutoLayout: Bool { false }

  /// The view's current size: a view that does not measure itself.
  @usableFromInline package func measuredSize(fittingWidth width: CGFloat, sizing: AutoStackSizing)
    -> CGSize
  {
    untransformedFrame.size
  }

  /// The view's current size: a view that does not measure itself.
  @usableFromInline package func measuredSize(
    fittingHeight height: CGFloat, sizing: AutoStackSizing
  ) -> CGSize {
    untransformedFrame.size
  }
}
