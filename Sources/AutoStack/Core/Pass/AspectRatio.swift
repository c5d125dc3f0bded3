import Foundation

/// The size of an image shown at `width` with its aspect ratio kept: `width` wide and
/// `width × image height ÷ image width` high.
///
/// How a fitting image view is measured, whatever its content mode: its `sizeThatFits(_:)`
/// would return the image's own size, whatever the width.
///
///     aspectFitSize(ofImage: CGSize(width: 1200, height: 800), fittingWidth: 375)
///     // 375 × 250
///
/// The result is always finite and not negative:
///
/// - a `width` that is NaN, infinite or negative counts as `0`;
/// - an image of no width, or with a side that is NaN, infinite or negative (no image at all
///   is `.zero`), gives a height of `0`;
/// - a height too large to be finite gives `0` too.
///
/// - Parameters:
///   - size: The image's size, in any unit: only its ratio counts.
///   - width: The width the image is shown at, in points.
/// - Returns: `width` (or `0`) and the height that keeps the image's aspect ratio.
func aspectFitSize(ofImage size: CGSize, fittingWidth width: CGFloat) -> CGSize {
  let width = width.validLengthOrZero
  guard size.width.isValidLength, size.width > 0, size.height.isValidLength else {
    return CGSize(width: width, height: 0)
  }
  let height = width * size.height / size.width
  return CGSize(width: width, height: height.validLengthOrZero)
}

/// The size of an image shown at `height` with its aspect ratio kept, in a horizontal stack:
/// ``aspectFitSize(ofImage:fittingWidth:)`` turned a quarter, by the same rules.
func aspectFitSize(ofImage size: CGSize, fittingHeight height: CGFloat) -> CGSize {
  let turned = aspectFitSize(
    ofImage: CGSize(width: size.height, height: size.width), fittingWidth: height)
  return CGSize(width: turned.height, height: turned.width)
}
