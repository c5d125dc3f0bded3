import Foundation

/// Counts of the work an arrangement has done, for tests, benchmarks and debugging.
///
/// Hiding the second of five sections, for example, writes three frames (the ones below it)
/// in one reflow.
public struct AutoStackStatistics: Hashable, Sendable {
  /// The number of frames of arranged views that AutoStack wrote.
  ///
  /// Frames that already had the right value are not written and not counted. A scroll writes
  /// only the frames of the sticky sections it moves.
  public var frameWrites: Int = 0
  /// The number of layout passes AutoStack ran.
  ///
  /// A change that moves nothing, such as the echo of AutoStack's own write, runs none.
  public var reflows: Int = 0
  /// The number of times AutoStack measured a fitting view (see ``AutoStackSizing``).
  ///
  /// A size taken from the cache of a width measured before is not counted.
  public var measurements: Int = 0

  /// Creates statistics with every count at `0`.
  public init() {}

  /// These counts with `frameWrites` more frames written.
  func adding(frameWrites: Int) -> Self {
    var sum = self
    sum.frameWrites += frameWrites
    return sum
  }
}
