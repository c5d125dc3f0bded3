import Foundation

/// The arithmetic of one reflow: where each view goes and how tall the content is.
///
/// A pass walks the arranged views top to bottom with a ``StackCursor``:
///
/// 1. The cursor starts at the top inset.
/// 2. Each view, hidden or not, is placed at the cursor: `y = cursor.next`. A hidden view
///    sits where it would appear, so showing it again is a pure reflow.
/// 3. A visible view advances the cursor: its bottom becomes `y + height`, and the next view
///    starts `spacing` (or the view's custom spacing) below it. A hidden view advances
///    nothing, so it takes neither space nor spacing.
/// 4. The content height is the bottom of the last visible view plus the bottom inset, or
///    `top + bottom` when no view is visible.
///
/// For example, with spacing `8`, a top inset of `10` and views of heights `44` (visible),
/// `30` (hidden) and `64` (visible):
///
///     y: 10, 62, 62             // 10 + 44 + 8 = 62; the hidden view sits where it would appear
///     content height: 62 + 64 + bottom inset
///
/// All of it is in stack coordinates (``StackOrientation``): y along the stack, x across it.
/// A horizontal stack's insets come in transposed, the leading one first.
///
/// Across the stack, fill gives every view the width between the insets; leading, center and
/// trailing keep the view's width and place it in that space.
///
/// With a display scale (``PixelGrid``), every origin lands on the pixel grid: `y` is the
/// cursor rounded to the nearest pixel (in a mirrored stack the view's far edge is, since that
/// edge becomes its x), a computed `x` is rounded the same way, and under fill
/// both edges are rounded, the width being their difference. The cursor itself advances by
/// the unrounded heights and spacings, so rounding never accumulates, and the content height
/// is rounded up to a pixel. Lengths that are not finite
/// (or, for heights and widths, negative) count as `0`, so one bad value never moves
/// every other view to NaN.
@usableFromInline
struct StackLayout {
  // MARK: Lifecycle

  @inlinable
  init(
    options: AutoStackOptions, containerWidth: CGFloat, isRightToLeft: Bool = false,
    grid: PixelGrid = .none, contentLength: CGFloat = 0
  ) {
    let insets = options.insets
    let isVertical = options.axis == .vertical
    // Along x, the margins along the stack are the leading and trailing insets, and the top
    // one is leading across it in either direction.
    let (top, bottom, left, right) =
      isVertical
      ? (insets.top, insets.bottom, insets.left, insets.right)
      : isRightToLeft
        ? (insets.right, insets.left, insets.top, insets.bottom)
        : (insets.left, insets.right, insets.top, insets.bottom)
    self.top = top.finiteOrZero
    self.bottom = bottom.finiteOrZero
    self.left = left.finiteOrZero
    spacing = options.spacing.finiteOrZero
    alignment = options.alignment
    let width = containerWidth.validLengthOrZero
    availableWidth = max(0, width - self.left - right.finiteOrZero)
    crossInsets = self.left + right.finiteOrZero
    self.containerWidth = width
    self.isRightToLeft = isRightToLeft
    isCrossRightToLeft = isVertical && isRightToLeft
    let orientation = StackOrientation(
      axis: options.axis, isRightToLeft: isRightToLeft, contentLength: contentLength)
    self.orientation = orientation
    self.grid = grid
    roundsFarEdge = orientation.isMirrored && grid.scale != nil
    fillX = grid.round(self.left)
    fillWidth = grid.round(self.left + availableWidth) - fillX
  }

  // MARK: Internal

  @usableFromInline
  let containerWidth: CGFloat
  @usableFromInline
  let alignment: AutoStackAlignment
  /// The container's direction: whether leading is the right edge, in a vertical stack.
  @usableFromInline
  let isRightToLeft: Bool
  /// Whether leading is on the right across the stack: only a vertical stack's, since the
  /// top is leading across a horizontal one.
  @usableFromInline
  let isCrossRightToLeft: Bool
  @usableFromInline
  var orientation: StackOrientation {
    didSet { roundsFarEdge = orientation.isMirrored && grid.scale != nil }
  }
  /// Whether a view's far edge goes on the pixel grid, not its origin.
  ///
  /// In a mirrored stack on a grid, where that edge becomes its x. Stored, for the reading of
  /// every placed view.
  @usableFromInline
  private(set) var roundsFarEdge: Bool
  /// The pixels that origins land on.
  @usableFromInline
  let grid: PixelGrid
  /// Under fill, every view's x and width: both edges on the grid, rounded once per layout
  /// rather than for each view.
  @usableFromInline
  let fillX: CGFloat
  @usableFromInline
  let fillWidth: CGFloat

  /// The cursor before the first view.
  @usableFromInline
  var start: StackCursor { StackCursor(next: top, bottom: top, hasVisibleView: false) }

  /// The frame of a view of `size` placed at `cursor`; its height is left as it is.
  @inlinable
  func frame(for size: CGSize, at cursor: StackCursor) -> CGRect {
    switch alignment {
    case .fill:
      return CGRect(
        origin: CGPoint(x: fillX, y: mainOrigin(at: cursor, length: size.height)),
        size: CGSize(width: fillWidth, height: size.height))
    case .leading: return leadingFrame(for: size, at: cursor)
    case .center, .trailing:
      let slack = availableWidth - size.width.validLengthOrZero
      let offset = alignment == .center ? slack / 2 : (isCrossRightToLeft ? 0 : slack)
      return CGRect(
        origin: CGPoint(
          x: grid.round(left + offset), y: mainOrigin(at: cursor, length: size.height)),
        size: CGSize(width: size.width, height: size.height))
    }
  }

  /// The frame of a view of `size` that keeps its width at the leading edge, at `cursor`:
  /// where leading alignment puts any view, and fill a view that refuses the width it is
  /// given.
  @inlinable
  func leadingFrame(for size: CGSize, at cursor: StackCursor) -> CGRect {
    let slack = availableWidth - size.width.validLengthOrZero
    return CGRect(
      origin: CGPoint(
        x: grid.round(left + (isCrossRightToLeft ? slack : 0)),
        y: mainOrigin(at: cursor, length: size.height)),
      size: size)
  }

  /// A view's y at `cursor`, on the pixel grid where the container will see its origin.
  @inlinable
  func mainOrigin(at cursor: StackCursor, length: CGFloat) -> CGFloat {
    // Mirrored, the far edge becomes x: that edge goes on the grid, if there is one.
    guard roundsFarEdge else { return grid.round(cursor.next) }
    return grid.round(cursor.next + length) - length
  }

  /// The cursor after a view of `height`, hidden or not, followed by `customSpacing` if it
  /// has one.
  @inlinable
  func advance(
    _ cursor: StackCursor, height: CGFloat, isHidden: Bool, customSpacing: CGFloat?
  ) -> StackCursor {
    guard !isHidden else { return cursor }
    let height = height.validLengthOrZero
    let bottom = cursor.next + height
    return StackCursor(
      next: bottom + (customSpacing ?? spacing), bottom: bottom,
      hasVisibleView: cursor.hasVisibleView || height > 0)
  }

  /// The content size once every view is placed: the container's width, and the last
  /// visible bottom plus the bottom inset.
  @inlinable
  func contentSize(after cursor: StackCursor) -> CGSize {
    CGSize(width: containerWidth, height: grid.roundUp(cursor.bottom + bottom))
  }

  @usableFromInline
  let top: CGFloat
  @usableFromInline
  let bottom: CGFloat
  @usableFromInline
  let left: CGFloat
  @usableFromInline
  let spacing: CGFloat
  /// The width between the insets: a fitting view's slot width.
  @usableFromInline
  let availableWidth: CGFloat
  /// The insets across the stack, left and right in stack coordinates.
  @usableFromInline
  let crossInsets: CGFloat
}

/// Where a pass stands: where the next view starts, the bottom of the last visible view, and
/// whether any view so far is visible (not hidden, and higher than 0 or, as the pass sets it,
/// fitting and not measured yet), which decides the empty placeholder.
@usableFromInline
struct StackCursor: Equatable {
  @inlinable
  init(next: CGFloat, bottom: CGFloat, hasVisibleView: Bool = false) {
    self.next = next
    self.bottom = bottom
    self.hasVisibleView = hasVisibleView
  }

  @usableFromInline
  var next: CGFloat
  @usableFromInline
  var bottom: CGFloat
  @usableFromInline
  var hasVisibleView: Bool
}
