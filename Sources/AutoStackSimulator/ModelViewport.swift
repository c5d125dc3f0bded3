import AutoStack
import Foundation

/// Scroll anchoring, the offset clamp and visibility, written from the documented rules and
/// independently of the engine: what ``StackModel`` says a container shows, over the frames
/// its last pass placed.
///
/// A scroll container shows `[offset + top, offset + height - bottom]` of its content, where
/// `height` is its bounds height and `top` and `bottom` its adjusted content insets; a plain
/// container shows all of its content; a container out of its window shows nothing.
struct ModelViewport {
  /// Where the last pass placed a view, and whether it was hidden then.
  typealias Placement = (frame: CGRect, isHidden: Bool)

  var scrolls: Bool
  var isInWindow: Bool
  /// The container's bounds height.
  var boundsHeight: CGFloat
  /// The adjusted content insets; only `top` and `bottom` matter.
  var insets: AutoStackInsets
  /// The content offset's y.
  var offset: CGFloat

  /// The part of the content that shows, or `nil` when nothing can.
  var visibleArea: ClosedRange<CGFloat>? {
    guard isInWindow else { return nil }
    guard scrolls else { return -CGFloat.infinity...CGFloat.infinity }
    let top = offset + insets.top
    let bottom = top + (boundsHeight - insets.top - insets.bottom)
    return top.isFinite && bottom.isFinite && bottom > top ? top...bottom : nil
  }

  /// The anchor among `placements`, top to bottom, and its top: when the visible area starts
  /// below the top of the content, the first view that is not hidden, is higher than 0 and
  /// whose bottom is below the top of the visible area.
  func anchor(in placements: [(id: Int, placement: Placement?)]) -> (id: Int, y: CGFloat)? {
    let top = offset + insets.top
    guard scrolls, top > ModelLayout.tolerance else { return nil }
    for (id, placement) in placements {
      guard let placement, !placement.isHidden else { continue }
      let frame = placement.frame
      if frame.size.height.isFinite, frame.size.height > 0,
        frame.origin.y + frame.size.height > top
      {
        return (id, frame.origin.y)
      }
    }
    return nil
  }

  /// The offset after a reflow: moved by how far the anchor moved, if any, but never above the
  /// top; then lowered to the end of the content, `max(-top, contentHeight + bottom - bounds
  /// height)`, if it is past it, unless the user scrolls, which defers that clamp.
  func offset(anchorMove: CGFloat?, contentHeight: CGFloat, isScrolling: Bool) -> (
    y: CGFloat, isClampDeferred: Bool
  ) {
    // The top inset as the visible area gives it, from the offset.
    let top = ModelLayout.finite(offset + insets.top - offset)
    var y = offset
    if let anchorMove { y = max(-top, y + anchorMove) }
    let end = max(-top, contentHeight - (boundsHeight - insets.top - insets.bottom) - top)
    guard y > end + ModelLayout.tolerance else { return (y, false) }
    return isScrolling ? (y, true) : (end, false)
  }

  /// Whether a view placed at `placement` is visible in `area`: not hidden, higher than 0, and
  /// overlapping the area by more than 0 points, and by at least `threshold` of its height.
  static func isVisible(
    _ placement: Placement, in area: ClosedRange<CGFloat>, threshold: CGFloat
  ) -> Bool {
    let frame = placement.frame
    let height = frame.size.height
    guard !placement.isHidden, height.isFinite, height > 0 else { return false }
    let overlap =
      min(frame.origin.y + height, area.upperBound) - max(frame.origin.y, area.lowerBound)
    let fraction = min(max(ModelLayout.finite(threshold), 0), 1)
    return overlap > 0 && overlap >= fraction * height - ModelLayout.tolerance
  }
}
