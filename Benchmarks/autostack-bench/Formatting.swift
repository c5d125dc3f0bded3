import Foundation

/// Number formatting for the tables: times with their unit, counts with thousands separators.
enum Formatting {
  /// A duration in ns, µs, ms, s or h, with three significant digits.
  static func time(_ nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<1_000: significant(nanoseconds) + " ns"
    case ..<1_000_000: significant(nanoseconds / 1e3) + " µs"
    case ..<1_000_000_000: significant(nanoseconds / 1e6) + " ms"
    case ..<3_600e9: significant(nanoseconds / 1e9) + " s"
    default: significant(nanoseconds / 3_600e9) + " h"
    }
  }

  /// `1,000`.
  static func count(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var groups: [Substring] = []
    var end = digits.endIndex
    while end > digits.startIndex {
      let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
      groups.insert(digits[start..<end], at: 0)
      end = start
    }
    return (value < 0 ? "-" : "") + groups.joined(separator: ",")
  }

  /// An allocation count per operation: whole when it is whole, else one decimal.
  static func allocations(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return tenths.isMultiple(of: 10)
      ? count(tenths / 10) : count(tenths / 10) + "." + String(tenths % 10)
  }

  /// A number of bytes such as `312 B` or `1.25 kB`, with three significant digits.
  static func bytes(_ value: Double) -> String {
    value < 1_000 ? significant(value) + " B" : significant(value / 1_000) + " kB"
  }

  /// A ratio such as `12.3x` or `1,234x`.
  static func ratio(_ value: Double) -> String {
    guard value.isFinite else { return "-" }
    return value >= 100 ? count(Int(value.rounded())) + "x" : significant(value) + "x"
  }

  /// `value` with three significant digits (fewer decimals as it grows).
  static func significant(_ value: Double) -> String {
    switch value {
    case ..<10: String(format: "%.2f", value)
    case ..<100: String(format: "%.1f", value)
    default: count(Int(value.rounded()))
    }
  }

  /// A target's bound with no trailing zeros: `2.5`, `3`, `10`.
  static func bound(_ value: Double) -> String { String(format: "%g", value) }

  /// `text` padded with spaces on the left (`right: true`) or the right to `width`.
  static func pad(_ text: String, _ width: Int, right: Bool = true) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
  }
}
