import AutoStack
import Foundation

/// A scroll view's geometry as the sections read it: the visible area, which starts at the
/// offset plus the adjusted top inset and is the bounds' height less both insets, and the
/// largest offset, `max(−top, contentHeight + bottom − boundsHeight)`.
struct ModelScrollGeometry {
  /// The geometry of `container` over content `contentHeight` high, or `nil` for a container
  /// that does not scroll or geometry that is not finite.
  init?(container: ModelContainer, contentHeight: CGFloat) {
    guard container.scrolls else { return nil }
    let visible = container.visibleAlong()
    offset = container.stackOffset
    visibleTop = visible.top
    visibleHeight = visible.length
    topInset = visibleTop - offset
    guard offset.isFinite, visibleTop.isFinite, visibleHeight.isFinite, topInset.isFinite,
      contentHeight.isFinite
    else { return nil }
    maxOffset = max(-topInset, contentHeight - visibleHeight - topInset)
  }

  let offset: CGFloat
  let visibleTop: CGFloat
  let visibleHeight: CGFloat
  let topInset: CGFloat
  let maxOffset: CGFloat

  /// Whether the offset is within half a point of its largest value.
  var isAtEnd: Bool { offset >= maxOffset - 0.5 }

  /// The offset that puts the visible top at `y`, kept within `[−top, maxOffset]`.
  func offset(puttingTopAt y: CGFloat) -> CGFloat { clamped(y - topInset) }

  /// The offset `y`, kept within `[−top, maxOffset]`.
  func clamped(_ y: CGFloat) -> CGFloat { min(max(y, -topInset), maxOffset) }
}
