/// What one operation of one contender cost at one number of views.
struct Measurement {
  /// The median time of one operation, in nanoseconds.
  var nanoseconds: Double
  /// Heap allocations per operation, averaged over every measured run.
  var allocations: Double
  /// Frames written and passes run by one operation (the median run).
  var work: WorkCounts
  /// The number of timed samples; `0` for an estimate.
  var samples: Int

  /// Whether this was not run but estimated, as a number of passes times one pass.
  var isEstimate: Bool { samples == 0 }

  /// An estimate of `passes` times `onePass`, for operations that would take too long to run.
  static func estimate(passes: Int, of onePass: Measurement) -> Measurement {
    let factor = Double(passes)
    return Measurement(
      nanoseconds: onePass.nanoseconds * factor, allocations: onePass.allocations * factor,
      work: WorkCounts(
        frameWrites: onePass.work.frameWrites * passes, reflows: onePass.work.reflows * passes),
      samples: 0)
  }
}
