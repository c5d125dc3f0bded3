#if canImport(UIKit) || canImport(AppKit)
  import Foundation

  /// Counts of the work an arrangement has done, for Objective-C: `AutoStackStatistics`.
  ///
  /// An immutable reading of the Swift `AutoStackStatistics`, from an observer's
  /// `statistics` property. The counts only grow; subtract two readings to measure one change:
  ///
  ///     AutoStackStatistics *before = stack.statistics;
  ///     self.adView.hidden = YES;
  ///     NSInteger writes = stack.statistics.frameWrites - before.frameWrites;
  ///
  /// Immutable and `Sendable`: any thread may read it. The observer that hands it out is main
  /// actor only (`@MainActor`), like the `NS_SWIFT_UI_ACTOR` classes of UIKit and AppKit.
  ///
  /// Two readings are equal when both counts are. Unavailable in Swift, which uses
  /// `AutoStackStatistics`.
  @_documentation(visibility: internal)
  @available(swift, obsoleted: 1, message: "Use AutoStackStatistics")
  @objc(AutoStackStatistics)
  public final class AutoStackStatisticsObjC: NSObject, Sendable {
    // MARK: Lifecycle

    init(_ statistics: AutoStackStatistics) {
      self.statistics = statistics
    }

    // MARK: Public

    /// The number of frames of arranged views that AutoStack wrote.
    ///
    /// Frames that already had the right value are not written and not counted.
    @objc public var frameWrites: Int { statistics.frameWrites }

    /// The number of layout passes AutoStack ran.
    ///
    /// A change that moves nothing, such as the echo of AutoStack's own write, runs none.
    @objc public var reflows: Int { statistics.reflows }

    /// The number of times AutoStack measured a fitting subview; sizes taken from the cache
    /// are not counted.
    @objc public var measurements: Int { statistics.measurements }

    /// Whether `object` is a reading with the same two counts.
    public override func isEqual(_ object: Any?) -> Bool {
      (object as? AutoStackStatisticsObjC)?.statistics == statistics
    }

    /// A hash of the two counts.
    public override var hash: Int { statistics.hashValue }

    /// The two counts, as in "frameWrites 3, reflows 1".
    public override var description: String {
      "frameWrites \(frameWrites), reflows \(reflows)"
    }

    // MARK: Internal

    let statistics: AutoStackStatistics
  }
#endif
