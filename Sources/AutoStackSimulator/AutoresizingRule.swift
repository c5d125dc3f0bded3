import AutoStack
import Foundation

/// UIKit's autoresizing rule: how a subview's frame follows its superview's new size.
///
/// On each axis, the size difference goes to the flexible parts of the subview (the leading
/// margin, the length, the trailing margin, measured in the old size): all of it to the one
/// flexible part, or shared in proportion to their lengths when several are (equally when
/// those lengths are all 0). With no flexible part the frame stays, and the trailing margin
/// takes the difference. Values are not rounded.
enum AutoresizingRule {
  /// The frame of a subview at `frame` with `mask` once its superview has gone from
  /// `superviewSize.old` to `superviewSize.new`.
  static func frame(
    _ frame: CGRect, mask: AutoStackAutoresizingMask,
    superviewSize: (old: CGSize, new: CGSize)
  ) -> CGRect {
    let (x, width) = resize(
      origin: frame.origin.x, length: frame.size.width, old: superviewSize.old.width,
      new: superviewSize.new.width,
      flexible: (
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
        mask.contains(.flexibleRightMargin)
      ))
    let (y, height) = resize(
      origin: frame.origin.y, length: frame.size.height, old: superviewSize.old.height,
      new: superviewSize.new.height,
      flexible: (
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
        mask.contains(.flexibleBottomMargin)
      ))
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// One axis: the new origin and length.
  private static func resize(
    origin: CGFloat, length: CGFloat, old: CGFloat, new: CGFloat,
    flexible: (leading: Bool, length: Bool, trailing: Bool)
  ) -> (origin: CGFloat, length: CGFloat) {
    let difference = new - old
    let parts = [origin, length, old - origin - length]
    let isFlexible = [flexible.leading, flexible.length, flexible.trailing]
    let count = isFlexible.filter { $0 }.count
    guard count > 0, difference != 0 else { return (origin, length) }
    let total = zip(parts, isFlexible).reduce(0) { $0 + ($1.1 ? $1.0 : 0) }
    func share(_ index: Int) -> CGFloat {
      guard isFlexible[index] else { return 0 }
      return total == 0 ? difference / CGFloat(count) : difference * parts[index] / total
    }
    return (origin + share(0), length + share(1))
  }
}
