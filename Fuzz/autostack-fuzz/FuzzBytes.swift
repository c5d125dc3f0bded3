import AutoStackSimulator

/// Reads a fuzz input as the random source of ``RandomOperation/random(using:depth:)``, so
/// that the fuzzer draws from the same vocabulary of operations as `swift test`.
///
/// Each draw takes the next byte, repeated across the 64 bits, so that mutating one byte
/// changes one decision. Past the end it draws from a generator seeded with the input's
/// length: a rejection loop of `random(in:)` never meets an endless run of zeros.
struct FuzzBytes: RandomNumberGenerator {
  // MARK: Lifecycle

  init(_ bytes: some Collection<UInt8>) {
    self.bytes = Array(bytes)
    rest = SplitMix64(seed: UInt64(self.bytes.count))
  }

  // MARK: Internal

  /// Whether every byte has been read.
  var isAtEnd: Bool { offset >= bytes.count }

  mutating func next() -> UInt64 {
    guard offset < bytes.count else { return rest.next() }
    defer { offset += 1 }
    return UInt64(bytes[offset]) &* 0x0101_0101_0101_0101
  }

  // MARK: Private

  private let bytes: [UInt8]
  private var offset = 0
  private var rest: SplitMix64
}
