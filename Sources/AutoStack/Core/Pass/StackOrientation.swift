import Foundation

/// How the stack's coordinates map to the container's.
///
/// The pass and the features work in stack coordinates, where y runs along the stack and x
/// across it, whatever the axis. A vertical stack's coordinates are the container's. A
/// horizontal stack's are transposed, and in a right-to-left container also mirrored within
/// the content's length, so that its first view sits at the right end.
@usableFromInline
struct StackOrientation: Equatable {
  // MARK: Lifecycle

  @inlinable
  init(axis: AutoStackAxis, isRightToLeft: Bool, contentLength: CGFloat = 0) {
    self.axis = axis
    isMirrored = axis == .horizontal && isRightToLeft
    // Kept as given, also while not mirrored: an axis or direction changed and back before
    // the next pass finds the row's length where it was.
    mirrorLength = contentLength
  }

  // MARK: Internal

  @usableFromInline let axis: AutoStackAxis
  /// Whether the stack runs right to left, mirrored within ``mirrorLength``.
  @usableFromInline let isMirrored: Bool
  /// The content length the container's frames are mirrored within: the last pass's if it
  /// was mirrored, else `0`.
  @usableFromInline var mirrorLength: CGFloat

  @inlinable var isVertical: Bool { axis == .vertical }

  /// Whether a view placed at stack coordinates moves in the container when the content's
  /// length becomes `length`: a mirrored stack keeps its views' distance to the right end.
  @inlinable
  func remirrors(to length: CGFloat) -> Bool {
    isMirrored && !length.isSameValue(as: mirrorLength)
  }

  /// Records the content length a pass left: mirrored within it from now on, if mirrored.
  @inlinable
  mutating func mirror(within length: CGFloat) { mirrorLength = isMirrored ? length : 0 }

  /// Equal when they map alike: the mirror's length counts only in a mirrored stack.
  @inlinable
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.axis == rhs.axis && lhs.isMirrored == rhs.isMirrored
      && (!lhs.isMirrored || lhs.mirrorLength.isSameValue(as: rhs.mirrorLength))
  }

  /// A rectangle in the container's coordinates, in the stack's.
  @inlinable
  func stackRect(_ rect: CGRect) -> CGRect {
    if isVertical { return rect }
    let y = isMirrored ? mirrorLength - rect.origin.x - rect.size.width : rect.origin.x
    return CGRect(
      origin: CGPoint(x: rect.origin.y, y: y),
      size: CGSize(width: rect.size.height, height: rect.size.width))
  }

  /// A rectangle in the stack's coordinates, in the container's.
  @inlinable
  func containerRect(_ rect: CGRect) -> CGRect {
    if isVertical { return rect }
    let x = isMirrored ? mirrorLength - rect.origin.y - rect.size.height : rect.origin.y
    return CGRect(
      origin: CGPoint(x: x, y: rect.origin.x),
      size: CGSize(width: rect.size.height, height: rect.size.width))
  }

  /// A size, between the container's coordinates and the stack's, either way.
  @inlinable
  func transposed(_ size: CGSize) -> CGSize {
    isVertical ? size : CGSize(width: size.height, height: size.width)
  }

  /// A scroll view's offset, as the top of its bounds of `boundsLength` along the stack, in
  /// the stack's coordinates.
  @inlinable
  func stackOffset(_ offset: CGPoint, boundsLength: CGFloat) -> CGFloat {
    if isVertical { return offset.y }
    return isMirrored ? mirrorLength - offset.x - boundsLength : offset.x
  }

  /// The container's offset that puts the top of bounds of `boundsLength` at `y` along the
  /// stack, keeping `offset` across it.
  @inlinable
  func containerOffset(_ y: CGFloat, keeping offset: CGPoint, boundsLength: CGFloat) -> CGPoint {
    if isVertical { return CGPoint(x: offset.x, y: y) }
    return CGPoint(x: isMirrored ? mirrorLength - y - boundsLength : y, y: offset.y)
  }
}
