import Foundation

/// Counts of the work an arrangement has done, for tests, benchmarks and debugging.
///
/// Hiding the second of five sections, for example, writes three frames (the ones below it)
/// in one reflow. AutoStack creates these counts; read them from the observer's `statistics`.
public struct AutoStackStatistics: Hashable, Sendable {
  /// The number of frames of arranged views that AutoStack wrote.
  ///
  /// Frames that already had the right value are not written and not counted. A scroll writes
  /// only the frames of the sticky sections it moves.
  public package(set) var frameWrites: Int = 0
  /// The number of layout passes AutoStack ran.
  ///
  /// A change that moves nothing, such as the echo of AutoStack's own write, runs none.
  public package(set) var reflows: Int = 0
  /// The number of times AutoStack measured a fitting view (see ``AutoStackSizing``).
  ///
  /// A size taken from the cache of a width measured before is not counted.
  public package(set) var measurements: Int = 0

  /// Creates statistics with every count at `0`.
  package init() {}

  /// Adds work to these counts.
  ///
  /// The engine's inlinable reflow path counts through this method, which is not inlinable
  /// itself: the counts' setters are not public, so no other module's code may call them.
  @usableFromInline
  mutating func add(reflows: Int = 0, frameWrites: Int = 0, measurements: Int = 0) {
    self.reflows += reflows
    self.frameWrites += frameWrites
    self.measurements += measurements
  }

  /// These counts with `frameWrites` more frames written.
  func adding(frameWrites: Int) -> Self {
    var sum = self
    sum.frameWrites += frameWrites
    return sum
  }
}
