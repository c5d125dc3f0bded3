import Foundation

/// The container side of an arrangement: what the pass and the arrangement need from the
/// platform.
///
/// The engine decides and the host carries out. A host reports each observed view's changes
/// through ``AutoStackEngine/viewDidChange(_:)`` and the container's through
/// ``AutoStackEngine/containerDidChange()``; it may report every change, the engine's own
/// writes included, which the engine recognizes as echoes. On iOS the host is
/// `ContainerHost`; everywhere else it is the simulator's `SimulatedStack`.
@MainActor
@usableFromInline
package protocol StackHost: AnyObject {
  /// The type of the arranged views.
  associatedtype View: Stackable

  /// The container, if it is a view of the arranged type; it is never arranged in itself.
  var container: View? { get }

  /// The size the views are laid out in: a scroll view's bounds size less its adjusted
  /// content insets, another container's bounds size. A vertical stack lays out in its width,
  /// a horizontal one in its height.
  var layoutSize: CGSize { get }

  /// Whether the container lays out right to left, so that leading means the right edge.
  var isRightToLeft: Bool { get }

  /// Pixels per point of the container's display, which origins and measured sizes are
  /// rounded to; `nil` for no rounding.
  var displayScale: CGFloat? { get }

  /// Whether the container's y grows downward, as in UIKit and a flipped `NSView`.
  ///
  /// An unflipped container's frames are converted by the host (see ``UnflippedCoordinates``);
  /// as they are measured from its bottom, a new height moves every section on screen, and
  /// the engine places each one again.
  var isFlipped: Bool { get }

  /// The size a plain container has after ``setContentSize(_:axis:)``, or `nil` for a scroll
  /// view or a container that awaits layout.
  var appliedContentSize: CGSize? { get }

  /// Resizes the content: a scroll view's content size, or a plain container's length along
  /// `axis` (its height, or its width), keeping its other length. Called only when the size
  /// changes.
  func setContentSize(_ size: CGSize, axis: AutoStackAxis)

  /// Whether `view` is a subview of the container.
  func contains(_ view: View) -> Bool

  /// Adds `view` to the container. Called only when it is not there.
  func addSubview(_ view: View)

  /// Removes `view` from the container. Called only when it is there.
  func removeSubview(_ view: View)

  /// Draws `view`, a sticky section, above the container's other arranged subviews.
  func bringToFront(_ view: View)

  /// Writes the first frame of `view`, which joined the container inside an animation, and
  /// lays it out, both without animation: the section then appears in its slot at its size,
  /// instead of growing into it from where it was created.
  func placeJoiningView(_ view: View, at frame: CGRect)

  /// Starts reporting `view`'s frame and `isHidden` changes to the engine.
  ///
  /// The one thing hosts do differently: how one observation is registered. The engine keeps
  /// the returned observation with the view's entry and ends it when the view leaves, so that
  /// no table keyed by a view's address can end another view's observation.
  func observe(_ view: View) -> any ViewObservation
}
