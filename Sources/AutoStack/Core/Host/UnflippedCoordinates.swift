import Foundation

/// The coordinates of a container whose y grows upward, as an unflipped `NSView`'s do, and
/// the top-down coordinates the engine works in.
///
/// The engine places sections from the top, as in a flipped container. A host whose container
/// is unflipped converts each frame, offset and visible area through these functions, which
/// mirror y about the middle of the container's bounds: the same call converts both ways.
package enum UnflippedCoordinates {
  /// `rect` with its y mirrored about the middle of `bounds`: a section at the top of an
  /// unflipped container's bounds is at their top, `bounds.minY`, in top-down terms.
  ///
  /// Values that are not finite stay as they are, so that a host passes a refused size on.
  package static func mirrored(_ rect: CGRect, within bounds: CGRect) -> CGRect {
    let y = bounds.origin.y * 2 + bounds.size.height - rect.origin.y - rect.size.height
    guard y.isFinite else { return rect }
    return CGRect(origin: CGPoint(x: rect.origin.x, y: y), size: rect.size)
  }

  /// `mask` with its top and bottom margins swapped: the flags that give an unflipped
  /// container's subview the behaviour that `mask` gives it in a flipped one, and back.
  package static func mirrored(_ mask: AutoStackAutoresizingMask) -> AutoStackAutoresizingMask {
    var mirrored = mask.subtracting([.flexibleTopMargin, .flexibleBottomMargin])
    if mask.contains(.flexibleTopMargin) { mirrored.insert(.flexibleBottomMargin) }
    if mask.contains(.flexibleBottomMargin) { mirrored.insert(.flexibleTopMargin) }
    return mirrored
  }

  /// The frame of a container that takes `size`, in its superview's coordinates: its top edge
  /// stays where it is on screen, also when the superview's y grows upward
  /// (`superviewIsFlipped` false), where the origin moves down by as much as it grows.
  package static func resized(_ frame: CGRect, to size: CGSize, superviewIsFlipped: Bool)
    -> CGRect
  {
    var origin = frame.origin
    let grown = size.height - frame.size.height
    if !superviewIsFlipped, grown.isFinite { origin.y -= grown }
    return CGRect(origin: origin, size: size)
  }
}
