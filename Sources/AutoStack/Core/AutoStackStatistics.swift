import Foundation

/// Counts of the work an arrangement has done, for tests, benchmarks and debugging.
public struct AutoStackStatistics: Hashable, Sendable {
  /// Frames of arranged views that AutoStack wrote. Frames that already had the right
  /// value are not written and not counted.
  public var frameWrites: Int = 0
  /// Layout passes AutoStack ran. A change that moves nothing runs none.
  public var reflows: Int = 0

  /// Creates statistics with both counts at `0`.
  public init() {}
}
