import Foundation

/// A view that AutoStack can arrange: anything with a frame and a hidden flag.
///
/// `UIView` conforms on iOS. Conform your own types to drive ``AutoStackEngine`` without
/// UIKit, as the Linux demo and tests do:
///
///     @MainActor final class Box: Stackable {
///       var frame = CGRect(x: 0, y: 0, width: 0, height: 44)
///       var isHidden = false
///       var autoStackMembership: AutoStackMembership?
///     }
///
/// Conforming types are classes: the engine tells views apart by identity and never retains
/// them; each view keeps its ``AutoStackMembership``. The requirements beyond `frame`,
/// `isHidden` and that storage have defaults that suit a view without transforms,
/// autoresizing or Auto Layout.
@MainActor
public protocol Stackable: AnyObject {
  /// The view's frame in its container's coordinates.
  ///
  /// AutoStack reads and writes it only through ``untransformedFrame`` and
  /// ``setUntransformedFrame(_:)``, whose defaults use it.
  var frame: CGRect { get set }

  /// Whether the view is hidden.
  ///
  /// A hidden view takes no space and no spacing in the stack; it is placed where it would
  /// appear, so that showing it again is a plain reflow.
  var isHidden: Bool { get }

  /// The box the view occupies before any transform, in its container's coordinates.
  ///
  /// AutoStack lays a view out by this box, so that a transform (a press animation scaling a
  /// card to 0.95) keeps the view in its slot and moves nothing else. `UIView` derives it from
  /// `center`, `bounds.size` and the layer's `anchorPoint`. The default value is ``frame``.
  var untransformedFrame: CGRect { get }

  /// Moves and sizes the view's untransformed box to `frame`.
  ///
  /// `UIView` sets `bounds.size` first, if it differs, then `center` from the size the view
  /// kept: a view that refuses a size, like `UISwitch`, keeps its own size with its top-left
  /// corner at `frame.origin`. The default sets ``frame``.
  func setUntransformedFrame(_ frame: CGRect)

  /// The view's autoresizing mask, which UIKit applies when the container's size changes.
  ///
  /// While the view is arranged, AutoStack owns its vertical geometry: it clears the vertical
  /// flags when it arranges the view and restores them when the view leaves the arrangement,
  /// unless the app changed the mask meanwhile. The default value is empty, and setting it
  /// does nothing.
  var stackingAutoresizingMask: AutoStackAutoresizingMask { get set }

  /// Whether Auto Layout positions the view, which then moves it back after AutoStack
  /// places it; reported as ``AutoStackDiagnostic/subviewUsesAutoLayout(index:)``.
  ///
  /// `UIView` answers `!translatesAutoresizingMaskIntoConstraints`. The default value is
  /// `false`.
  var usesAutoLayout: Bool { get }

  /// Storage for AutoStack: the view's place in the arrangement it belongs to.
  ///
  /// Implement it as a stored property, `public var autoStackMembership:
  /// AutoStackMembership?`, and never set it yourself: AutoStack sets it when it first arranges
  /// the view. The view owns the membership, so that its arrangement learns at once when the
  /// view is deallocated. `UIView` keeps it as an associated object.
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
  /// (``AutoStackEngine/fittingSize(forWidth:)``). The default value is the view's current
  /// size, as `UIView`'s own `sizeThatFits(_:)` returns it.
  func measuredSize(fittingWidth width: CGFloat, sizing: AutoStackSizing) -> CGSize
}

extension Stackable {
  /// The view's ``frame``: a view without transforms.
  public var untransformedFrame: CGRect { frame }

  /// Sets the view's ``frame``.
  public func setUntransformedFrame(_ frame: CGRect) { self.frame = frame }

  /// No autoresizing: empty, and setting it does nothing.
  public var stackingAutoresizingMask: AutoStackAutoresizingMask {
    get { [] }
    set {}
  }

  /// No Auto Layout: `false`.
  public var usesAutoLayout: Bool { false }

  /// The view's current size: a view that does not measure itself.
  public func measuredSize(fittingWidth width: CGFloat, sizing: AutoStackSizing) -> CGSize {
    untransformedFrame.size
  }
}
