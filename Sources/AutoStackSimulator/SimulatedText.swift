import Foundation

/// The text of a simulated label: a number of characters at a text size, and the size it
/// takes at a width, in whole lines.
///
/// At a width `W` and a scale `F` (1 is the normal text size), `characters` characters are
/// `characters × 10F` points wide on one line, so they take `ceil(characters × 10F / W)`
/// lines of `20F` points; no text, or a width of `0` or less, takes `0` points. The label is
/// `W` wide when filled, and otherwise as wide as its text, at most `W`.
///
/// The line count is computed in integers, exactly: the scale in hundredths and the width
/// in thousandths of a point (the precision of the scenario language), so that `ceil` never
/// lands a line off as it could in floating point.
package struct SimulatedText: Hashable, Sendable {
  // MARK: Lifecycle

  /// Text of `characters` characters at `scaleHundredths` hundredths of the normal size.
  ///
  /// - Parameters:
  ///   - characters: The number of characters, `0` or more.
  ///   - scaleHundredths: The text size in hundredths: `100` is normal, `150` is 1.5 times
  ///     it; more than `0`.
  package init(characters: Int, scaleHundredths: Int = 100) {
    self.characters = characters
    self.scaleHundredths = scaleHundredths
  }

  // MARK: Package

  /// The number of characters.
  package var characters: Int
  /// The text size in hundredths of the normal size: `100` is normal.
  package var scaleHundredths: Int

  /// The number of lines the text takes at `width`: `0` for no text, or for a width of `0` or
  /// less, or NaN.
  ///
  /// Exact while `characters × scaleHundredths × 100` fits in an `Int` (a million characters
  /// at a million times the size do); beyond that, computed in floating point.
  package func lineCount(atWidth width: CGFloat) -> Int {
    // characters × 10F / W = characters × s / 10 / (m / 1000) = characters × s × 100 / m,
    // with the scale s in hundredths and the width m in thousandths of a point.
    let milli = (width * 1000).rounded()
    guard characters > 0, scaleHundredths > 0, milli >= 1 else { return 0 }
    let (product, overflow) = characters.multipliedReportingOverflow(by: scaleHundredths)
    let (numerator, overflow100) = product.multipliedReportingOverflow(by: 100)
    guard !overflow, !overflow100, milli < CGFloat(Int.max / 2) else {
      return Int(
        min(
          (CGFloat(characters) * CGFloat(scaleHundredths) * 100 / milli).rounded(.up),
          CGFloat(Int.max / 2)))
    }
    let milliWidth = Int(milli)
    return numerator / milliWidth + (numerator % milliWidth == 0 ? 0 : 1)
  }

  /// The size the text takes at `width`: its lines of `20F` points, as wide as `width`
  /// allows.
  package func size(fittingWidth width: CGFloat) -> CGSize {
    let lines = lineCount(atWidth: width)
    guard lines > 0 else { return .zero }
    // 10F per character and 20F per line, with F = s / 100.
    let textWidth = CGFloat(characters) * CGFloat(scaleHundredths) / 10
    return CGSize(
      width: min(textWidth, width), height: CGFloat(lines) * CGFloat(scaleHundredths) / 5)
  }

  /// The size at `height`, the rule along x: as many lines of 20F as fit, at least one, and
  /// the width of the longest, ⌈characters ÷ lines⌉ × 10F.
  ///
  /// For example, 30 characters at scale 1 and a height of 45 take 2 lines of 15 characters:
  /// 150 × 40.
  package func size(fittingHeight height: CGFloat) -> CGSize {
    guard characters > 0, scaleHundredths > 0 else { return .zero }
    let lineHeight = CGFloat(scaleHundredths) / 5
    let fitting = height.isFinite && height > 0 ? Int(min(height / lineHeight, 1e9)) : 1
    let lines = min(max(1, fitting), characters)
    let perLine = (characters + lines - 1) / lines
    let used = (characters + perLine - 1) / perLine
    return CGSize(
      width: CGFloat(perLine) * CGFloat(scaleHundredths) / 10, height: CGFloat(used) * lineHeight)
  }
}
