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
  /// The time of one operation in each sample, in the order the samples were taken, and the
  /// measurements sampled in the same rounds as this one (see ``ratio(over:)``); `nil` for an
  /// estimate, and for a run timed alone.
  var rounds: (group: Int, nanoseconds: [Double])?

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

  /// The median of `values`, which are not empty: the mean of the middle two of an even
  /// number.
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2)
      ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  /// This measurement's time as a multiple of `other`'s.
  ///
  /// For two measurements sampled together, one sample of each per round, the median of the
  /// ratios of the two samples of each round: a shared machine changes speed from one
  /// millisecond to the next, which both samples of a round see, while the medians of the
  /// two series may each fall on a fast or a slow stretch. Otherwise, the ratio of the two
  /// medians.
  func ratio(over other: Measurement) -> Double {
    guard let rounds, let otherRounds = other.rounds, rounds.group == otherRounds.group else {
      return nanoseconds / other.nanoseconds
    }
    let paired = min(rounds.nanoseconds.count, otherRounds.nanoseconds.count)
    // A run timed alone can read 0 once the clock's cost is taken off: its round is left out.
    let ratios = (0..<paired).compactMap { round in
      otherRounds.nanoseconds[round] > 0
        ? rounds.nanoseconds[round] / otherRounds.nanoseconds[round] : nil
    }
    return ratios.isEmpty ? nanoseconds / other.nanoseconds : Self.median(ratios)
  }
}
