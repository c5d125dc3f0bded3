import Foundation

/// Reads a fuzz input as a stream of decisions: each read takes the next byte, and an input
/// that runs out reads as zeros, so every byte string decodes to some sequence of operations.
struct FuzzBytes {
  // MARK: Lifecycle

  init(_ bytes: some Collection<UInt8>) {
    self.bytes = Array(bytes)
  }

  // MARK: Internal

  /// Whether every byte has been read.
  var isAtEnd: Bool { offset >= bytes.count }

  /// The next byte, or `0` past the end.
  mutating func byte() -> UInt8 {
    guard offset < bytes.count else { return 0 }
    defer { offset += 1 }
    return bytes[offset]
  }

  /// A number in `0..<count`.
  mutating func index(below count: Int) -> Int {
    Int(byte()) % max(count, 1)
  }

  mutating func bool() -> Bool { byte() & 1 == 1 }

  /// A length or offset: mostly ordinary values on a 0.5 grid from 0 to 480, sometimes one
  /// of the values that break naive arithmetic (NaN, infinities, negatives, fractions, a
  /// million, the smallest subnormal).
  ///
  /// Finite values stay within a million, so sums over a few thousand views stay finite and
  /// exact enough to compare.
  mutating func length() -> CGFloat {
    let byte = byte()
    let odd = Self.oddValues
    if Int(byte) >= 256 - odd.count { return odd[Int(byte) - (256 - odd.count)] }
    return CGFloat(byte) * 2 + (bool() ? 0.5 : 0)
  }

  // MARK: Private

  private static let oddValues: [CGFloat] = [
    .nan, .infinity, -.infinity, -1, -0.5, -100, -0.0, 0.001, 1.0 / 3, 1_000_000, -1_000_000,
    .leastNonzeroMagnitude, 0, 1, 44, 375,
  ]

  private let bytes: [UInt8]
  private var offset = 0
}
