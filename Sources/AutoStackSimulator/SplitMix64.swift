/// A small, fast, seedable random number generator, so that every random stack the tests,
/// the benchmarks and the fuzz seeds build can be built again from its seed.
///
/// The SplitMix64 algorithm of Steele, Lea and Flood (2014), as in swift-algorithms' tests.
package struct SplitMix64: RandomNumberGenerator {
  // MARK: Lifecycle

  /// Creates a generator whose sequence is fixed by `seed`.
  package init(seed: UInt64) {
    state = seed
  }

  // MARK: Package

  /// The next number of the sequence.
  package mutating func next() -> UInt64 {
    state &+= 0x9e37_79b9_7f4a_7c15
    var z = state
    z = (z ^ (z &>> 30)) &* 0xbf58_476d_1ce4_e5b9
    z = (z ^ (z &>> 27)) &* 0x94d0_49bb_1331_11eb
    return z ^ (z &>> 31)
  }

  // MARK: Private

  private var state: UInt64
}
