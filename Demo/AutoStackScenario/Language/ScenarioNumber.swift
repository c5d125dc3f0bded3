import Foundation

/// How the scenario language reads and prints numbers.
///
/// Input: an optional sign, digits, an optional fraction (`375`, `-8`, `20.5`, `.5`), or one
/// of `nan`, `inf`, `+inf`, `-inf` to feed the library odd values. Exponents and anything else
/// are not numbers. Output: at most three decimals and no trailing zeros (`164`, `20.5`,
/// `0.333`), `-0` as `0`, and `nan`, `inf`, `-inf`.
public enum ScenarioNumber {
  // MARK: Public

  /// The largest magnitude a finite number may have: a million points, far beyond any screen,
  /// small enough that sums of 10,000 of them still print exactly to three decimals.
  public static let limit: CGFloat = 1_000_000

  /// `value` with at most three decimals and no trailing zeros.
  public static func format(_ value: CGFloat) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    var text = String(format: "%.3f", Double(value))
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }

  // MARK: Internal

  /// The number `token` spells, or `nil` if it spells none; the range is not checked.
  static func parse(_ token: Substring) -> CGFloat? {
    switch token {
    case "nan": return .nan
    case "inf", "+inf": return .infinity
    case "-inf": return -.infinity
    default: break
    }
    var digits = 0
    var dots = 0
    for (offset, byte) in token.utf8.enumerated() {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
      case UInt8(ascii: "."): dots += 1
      case UInt8(ascii: "+") where offset == 0, UInt8(ascii: "-") where offset == 0: continue
      default: return nil
      }
    }
    guard digits > 0, dots <= 1, let value = Double(token) else { return nil }
    return CGFloat(value)
  }
}
