import Foundation

/// A scroll view's geometry as the sections' features read it: the offset, the adjusted
/// insets, the visible area and the content's end.
@MainActor
@usableFromInline
struct SectionViewport {
  // MARK: Lifecycle

  /// The viewport of `host` over content of `contentHeight`, or `nil` for a container that
  /// does not scroll or geometry that is not finite.
  init?(
    host: some ScrollingHost, contentHeight: CGFloat, orientation: StackOrientation
  ) {
    guard let visible = host.visibleStackRect(orientation) else { return nil }
    containerOffset = host.contentOffset
    boundsLength = host.boundsSize.width
    self.orientation = orientation
    offset = orientation.stackOffset(containerOffset, boundsLength: boundsLength)
    visibleTop = visible.origin.y
    visibleHeight = visible.size.height
    topInset = visible.origin.y - offset
    guard offset.isFinite, visibleTop.isFinite, visibleHeight.isFinite, topInset.isFinite,
      contentHeight.isFinite
    else { return nil }
    maxOffset = max(-topInset, contentHeight - visibleHeight - topInset)
  }

  // MARK: Internal

  /// The least offset within this closeness of the largest one counts as at the end.
  @usableFromInline static let endTolerance: CGFloat = 0.5

  /// The top of the bounds along the stack.
  @usableFromInline let offset: CGFloat
  /// `contentOffset.y + adjustedContentInset.top`.
  @usableFromInline let visibleTop: CGFloat
  /// The bounds' height less the adjusted top and bottom insets.
  let visibleHeight: CGFloat
  /// The adjusted top inset.
  let topInset: CGFloat
  /// `max(−top, contentHeight + bottom − boundsHeight)`, the insets being the adjusted ones.
  let maxOffset: CGFloat

  /// The visible top, and whether the offset is at its largest value.
  @usableFromInline
  typealias Reading = (visibleTop: CGFloat, isAtEnd: Bool)

  /// What a look at the sections reads of `host`'s geometry over content of
  /// `contentHeight`: the visible top, and whether the offset is at its largest value, within
  /// ``endTolerance``; `nil` for a container that does not scroll or geometry that is not
  /// finite.
  ///
  /// The offset is at its largest when the visible top is at `max(0, contentHeight −
  /// visibleHeight)`: both sides of ``maxOffset`` with the top inset added.
  @inlinable
  static func reading(
    host: some ScrollingHost, contentHeight: CGFloat, orientation: StackOrientation
  ) -> Reading? {
    guard let visible = host.visibleStackRect(orientation) else { return nil }
    let (top, height) = (visible.origin.y, visible.size.height)
    guard top.isFinite, height.isFinite, contentHeight.isFinite else { return nil }
    return (top, top >= max(0, contentHeight - height) - endTolerance)
  }

  /// `y` kept within `[−top, maxOffset]`.
  func clamped(_ y: CGFloat) -> CGFloat { min(max(y, -topInset), maxOffset) }

  /// The offset's y that puts the visible top at `y`, clamped.
  func offset(puttingTopAt y: CGFloat) -> CGFloat { clamped(y - topInset) }

  /// The content offset whose bounds start at `y` along the stack.
  func containerOffset(_ y: CGFloat) -> CGPoint {
    orientation.containerOffset(y, keeping: containerOffset, boundsLength: boundsLength)
  }

  @usableFromInline let containerOffset: CGPoint
  @usableFromInline let boundsLength: CGFloat
  @usableFromInline let orientation: StackOrientation
}
