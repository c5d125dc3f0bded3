import Dispatch

/// Times operations: warm-up runs, then samples until a time budget is spent, and the median.
///
/// The contenders of an operation take their samples in turn, one each per round.
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

  /// One contender's samples of one operation, taken one at a time (see ``measure(_:)``).
  final class Series {
    /// The contender's run counter for the operation.
    fileprivate var iteration = 0
    fileprivate var samples: [Sample] = []
    fileprivate var runsPerSample = 1
    /// The time its samples took, preparation included, in nanoseconds.
    fileprivate var spent = 0.0
    fileprivate var isComplete = false
    fileprivate var takeSample: () -> Sample = { fatalError("a complete series takes no sample") }
    /// Leaves the run counter even, the fixture in its first state.
    fileprivate var finish: () -> Void = {}
  }

  /// The time budget of one measurement, in nanoseconds.
  let budget: Double

  /// Warms `contender` up for `operation` and returns its series of samples, to be taken by
  /// ``measure(_:)``.
  ///
  /// `iteration` is the contender's run counter for this operation, which ends even, so that
  /// the fixture is back in its first state. `firstRun`, a run just timed with
  /// ``timedRun(_:on:iteration:runs:beforeTiming:)``, serves as the first warm-up.
  func series<C: Contender>(
    _ operation: BenchOperation, on contender: C, iteration: Int = 0, firstRun: Sample? = nil
  ) -> Series {
    let series = Series()
    series.iteration = iteration
    let prepared = contender.needsPreparation(operation)
    let sample = { (runs: Int) in
      self.timedRun(operation, on: contender, iteration: &series.iteration, runs: runs)
    }
    series.finish = {
      if !series.iteration.isMultiple(of: 2) {
        contender.restore(operation, iteration: series.iteration)
        series.iteration += 1
      }
    }
    // Warm-up: one run, and a second one unless a run is slow.
    let first = firstRun ?? sample(1)
    if first.nanoseconds > budget {
      series.samples = [first]
      series.isComplete = true
      return series
    }
    var estimate = first.nanoseconds
    if estimate < budget / 10 { estimate = min(estimate, sample(1).nanoseconds) }
    let runsPerSample = prepared ? 1 : max(1, Int(Self.sampleNanoseconds / max(estimate, 1)))
    series.runsPerSample = runsPerSample
    series.takeSample = { sample(runsPerSample) }
    return series
  }

  /// Takes the samples of every series in turn, one of each per round, until each has spent
  /// its budget (within its minimum and maximum numbers of samples): contenders measured
  /// together are measured at the same times, so that a machine that speeds up or slows down
  /// meanwhile changes their ratios as little as possible.
  func measure(_ series: [Series]) -> [Measurement] {
    var active = series.filter { !$0.isComplete }
    // The series sampled in these rounds, as opposed to a run timed alone.
    let sampledInRounds = Set(active.map(ObjectIdentifier.init))
    Self.groups += 1
    while !active.isEmpty {
      for one in active {
        let start = now()
        one.samples.append(one.takeSample())
        one.spent += now() - start
        one.isComplete =
          one.samples.count >= maximumSamples
          || (one.samples.count >= minimumSamples && one.spent >= budget)
      }
      active.removeAll { $0.isComplete }
    }
    return series.map { one in
      one.finish()
      let samples = one.samples
      let runs = Double(samples.count * one.runsPerSample)
      let times = samples.map(\.nanoseconds)
      return Measurement(
        nanoseconds: Measurement.median(times),
        allocations: Double(samples.map(\.allocations).reduce(0, +)) / runs,
        work: WorkCounts(
          frameWrites: Int(Measurement.median(samples.map(\.frameWrites)).rounded()),
          reflows: Int(Measurement.median(samples.map(\.reflows)).rounded())),
        samples: samples.count,
        rounds: sampledInRounds.contains(ObjectIdentifier(one)) ? (Self.groups, times) : nil)
    }
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

  /// The number of ``measure(_:)`` calls so far, which tells the measurements of one call
  /// from those of any other.
  private static var groups = 0

  private let minimumSamples: Int
  private let maximumSamples: Int
  /// What reading the clock twice costs, taken off runs timed one at a time.
  private let clockCost: Double

  private func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) }

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
