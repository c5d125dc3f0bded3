import Dispatch

/// Times operations: warm-up runs, then samples until a time budget is spent, and the median.
///
/// Operations that need no preparation are timed in loops of many runs per sample, so that
/// even a few nanoseconds are measured; the others are timed one run at a time, less the
/// cost of reading the clock. A run that alone takes longer than the budget is timed once:
/// its warm-up is its measurement. Heap allocations are counted in the timed part only.
@MainActor
struct Sampler {
  // MARK: Lifecycle

  init(budgetSeconds: Double, minimumSamples: Int, maximumSamples: Int) {
    budget = budgetSeconds * 1e9
    self.minimumSamples = minimumSamples
    self.maximumSamples = maximumSamples
    clockCost = Self.measureClockCost()
  }

  // MARK: Internal

  /// The longest single sample when runs are looped: long enough to dwarf the clock.
  static let sampleNanoseconds = 50_000.0

  /// One timed sample: one run, or a loop of runs.
  struct Sample {
    /// Per run, like the work.
    var nanoseconds: Double
    /// For the whole sample.
    var allocations: Int
    var frameWrites: Double
    var reflows: Double
  }

  /// The time budget of one measurement, in nanoseconds.
  let budget: Double

  /// Measures `operation` on `contender`.
  ///
  /// `iteration` is the contender's run counter for this operation; it is left even, so that
  /// the fixture is back in its first state. `firstRun`, a run just timed with
  /// ``timedRun(_:on:iteration:runs:beforeTiming:)``, serves as the first warm-up.
  func measure<C: Contender>(
    _ operation: BenchOperation, on contender: C, iteration: inout Int, firstRun: Sample? = nil
  ) -> Measurement {
    let prepared = contender.needsPreparation(operation)
    // Warm-up: one run, and a second one unless a run is slow.
    let first = firstRun ?? timedRun(operation, on: contender, iteration: &iteration, runs: 1)
    var samples: [Sample] = []
    var runsPerSample = 1
    if first.nanoseconds > budget {
      samples = [first]
    } else {
      var estimate = first.nanoseconds
      if estimate < budget / 10 {
        estimate = min(
          estimate, timedRun(operation, on: contender, iteration: &iteration, runs: 1).nanoseconds)
      }
      runsPerSample = prepared ? 1 : max(1, Int(Self.sampleNanoseconds / max(estimate, 1)))
      let start = now()
      repeat {
        samples.append(
          timedRun(operation, on: contender, iteration: &iteration, runs: runsPerSample))
      } while samples.count < maximumSamples
        && (samples.count < minimumSamples || now() - start < budget)
    }
    if !iteration.isMultiple(of: 2) {
      contender.restore(operation, iteration: iteration)
      iteration += 1
    }
    let runs = Double(samples.count * runsPerSample)
    return Measurement(
      nanoseconds: median(samples.map(\.nanoseconds)),
      allocations: Double(samples.map(\.allocations).reduce(0, +)) / runs,
      work: WorkCounts(
        frameWrites: Int(median(samples.map(\.frameWrites)).rounded()),
        reflows: Int(median(samples.map(\.reflows)).rounded())),
      samples: samples.count)
  }

  /// Prepares `operation` if it needs it, calls `beforeTiming`, and times `runs` runs of it.
  func timedRun<C: Contender>(
    _ operation: BenchOperation, on contender: C, iteration: inout Int, runs: Int,
    beforeTiming: () -> Void = {}
  ) -> Sample {
    if contender.needsPreparation(operation) {
      contender.prepare(operation, iteration: iteration)
    }
    beforeTiming()
    let work = contender.work
    let allocations = HeapAllocations.count
    let start = now()
    for _ in 0..<runs {
      contender.run(operation, iteration: iteration)
      iteration += 1
    }
    let elapsed = now() - start
    let allocated = HeapAllocations.count - allocations
    let done = contender.work - work
    let perRun = Double(runs)
    return Sample(
      nanoseconds: max(0, elapsed - (runs == 1 ? clockCost : 0)) / perRun,
      allocations: allocated, frameWrites: Double(done.frameWrites) / perRun,
      reflows: Double(done.reflows) / perRun)
  }

  // MARK: Private

  private let minimumSamples: Int
  private let maximumSamples: Int
  /// What reading the clock twice costs, taken off runs timed one at a time.
  private let clockCost: Double

  private func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) }

  private func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2)
      ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  private static func measureClockCost() -> Double {
    var costs: [Double] = []
    for _ in 0..<1_001 {
      let start = DispatchTime.now().uptimeNanoseconds
      let end = DispatchTime.now().uptimeNanoseconds
      costs.append(Double(end - start))
    }
    return costs.sorted()[costs.count / 2]
  }
}
