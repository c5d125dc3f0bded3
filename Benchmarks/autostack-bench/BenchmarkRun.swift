import AutoStackSimulator
import Foundation

/// Measures every operation at every size, for the four contenders, their samples taken in
/// turn so that their ratios hold on a noisy machine.
@MainActor
struct BenchmarkRun {
  // MARK: Lifecycle

  init(configuration: BenchmarkConfiguration) {
    self.configuration = configuration
    sampler = Sampler(
      budgetSeconds: configuration.budgetSeconds, minimumSamples: configuration.minimumSamples,
      maximumSamples: configuration.maximumSamples)
  }

  // MARK: Internal

  /// Measures `count` views.
  func measure(count: Int) -> SizeResult {
    let fixture = StackFixture(count: count)
    let runsAASubviews = count <= configuration.aasubviewsMaximumCount
    var result = SizeResult(count: count)
    result.memory = MemoryProbe.measure(
      count: count,
      kinds: MemoryProbe.Kind.allCases.filter { runsAASubviews || $0 != .aasubviews })
    let autoStack = AutoStackContender(fixture: fixture)
    let limit = PlainLoopContender(fixture: fixture)
    let floor = SimulatorFloorContender(fixture: fixture)
    let aasubviews = runsAASubviews ? AASubviewsContender(fixture: fixture) : nil
    var onePass: Measurement?
    for operation in Self.measurementOrder {
      let middle = result.operations[.heightChangeMiddle]
      // Each contender is either estimated or given a series of samples; the series are then
      // sampled in turn, together.
      var series: [Sampler.Series] = []
      // A contender that comes with its first run was set up for that run already.
      func sampled<C: Contender>(
        _ contender: C, iteration: Int = 0, firstRun: Sampler.Sample? = nil
      )
        -> Source
      {
        if firstRun == nil { contender.setUp(operation) }
        series.append(
          sampler.series(operation, on: contender, iteration: iteration, firstRun: firstRun))
        return .series(series.count - 1)
      }
      var moved: Int?
      var writes: Int?
      let autoStackSource: Source
      if let estimate = estimate(operation, middle: middle?.autoStack) {
        autoStackSource = .estimate(estimate)
      } else {
        let first = firstAutoStackRun(operation, on: autoStack)
        (moved, writes) = (first.moved, first.writes)
        autoStackSource = sampled(autoStack, iteration: 1, firstRun: first.run)
      }
      // Where AutoStack's time is estimated, so are the floors': their ratios would be too.
      let estimated = autoStackSource.isEstimate
      func floorSource<C: Contender>(_ contender: C, middle: Measurement?) -> Source {
        estimate(operation, middle: middle, always: estimated).map { .estimate($0) }
          ?? sampled(contender)
      }
      let limitSource = operation.hasLimit ? floorSource(limit, middle: middle?.limit) : nil
      let simulatorFloorSource = floorSource(floor, middle: middle?.floor)
      var aasubviewsSource: Source?
      if let aasubviews, operation.isInAASubviews {
        let passes = aasubviews.passes(operation)
        if let batched = operation.batched, let same = result.operations[batched]?.aasubviews {
          // Without batches, the same changes are the same arrangements.
          aasubviewsSource = .estimate(same)
        } else if passes > 1, let onePass,
          onePass.nanoseconds * Double(passes) > configuration.estimateBeyondSeconds * 1e9
        {
          aasubviewsSource = .estimate(.estimate(passes: passes, of: onePass))
        } else {
          aasubviewsSource = sampled(aasubviews)
        }
      }
      let measurements = sampler.measure(series)
      let autoStackMeasurement = autoStackSource.measurement(in: measurements)
      let floorMeasurement = simulatorFloorSource.measurement(in: measurements)
      let aasubviewsMeasurement = aasubviewsSource?.measurement(in: measurements)
      if operation == .heightChangeTop { onePass = aasubviewsMeasurement }
      if operation.batched != nil, moved != nil, !floorMeasurement.isEstimate {
        // Changes made one after another move views again and again: the simulator floor
        // writes exactly what each of its passes moves.
        moved = floorMeasurement.work.frameWrites
        writes = autoStackMeasurement.work.frameWrites
      }
      result.operations[operation] = OperationResult(
        autoStack: autoStackMeasurement, limit: limitSource?.measurement(in: measurements),
        floor: floorMeasurement, aasubviews: aasubviewsMeasurement, moved: moved, writes: writes)
      let checked: [(String, (any Contender)?)] = [
        ("AutoStack", autoStack), ("the simulator floor", floor), ("AASubviews", aasubviews),
      ]
      for (name, contender) in checked {
        contender?.finish(operation)
        if let error = contender?.layoutError() {
          result.layoutErrors.append(
            LayoutError(contender: name, operation: operation, message: error))
        }
      }
      limit.finish(operation)
    }
    return result
  }

  // MARK: Private

  /// Where a contender's measurement of an operation comes from.
  private enum Source {
    /// Not run: an estimate, or the measurement of the same changes batched.
    case estimate(Measurement)
    /// The series of samples at this index.
    case series(Int)

    var isEstimate: Bool {
      if case .estimate = self { true } else { false }
    }

    /// The measurement, from `measurements`, one per series.
    func measurement(in measurements: [Measurement]) -> Measurement {
      switch self {
      case .estimate(let measurement): measurement
      case .series(let index): measurements[index]
      }
    }
  }

  /// The operations that run many passes, measured last: AASubviews' estimates need the cost
  /// of one pass, and the estimates of changes made one after another that of one change.
  private static let multiPass: [BenchOperation] = [
    .fullReflow, .batch, .unbatched, .largeBatch, .largeUnbatched,
  ]
  private static let measurementOrder: [BenchOperation] =
    BenchOperation.allCases.filter { !multiPass.contains($0) } + multiPass

  private let configuration: BenchmarkConfiguration
  /// The run's sampler, which the fitting page's measurements share.
  let sampler: Sampler

  /// AutoStack's first run of `operation`, timed, the first warm-up of its measurement, with
  /// the views it moved and the frames it wrote.
  private func firstAutoStackRun(_ operation: BenchOperation, on autoStack: AutoStackContender)
    -> (run: Sampler.Sample, moved: Int, writes: Int)
  {
    autoStack.setUp(operation)
    var iteration = 0
    var before: [CGRect] = []
    let first = sampler.timedRun(operation, on: autoStack, iteration: &iteration, runs: 1) {
      before = autoStack.frames
    }
    return (
      first, AutoStackContender.moved(from: before, to: autoStack.frames), Int(first.frameWrites)
    )
  }

  /// For changes made one after another that would take longer than the run allows, or
  /// `always`, the estimate: as many times one change in the middle, which moves the average
  /// number of views; `nil` for the other operations, and where running them is quick enough.
  private func estimate(
    _ operation: BenchOperation, middle: Measurement?, always: Bool = false
  ) -> Measurement? {
    guard operation.batched != nil, let changes = operation.changeCount, let middle,
      always || middle.nanoseconds * Double(changes) > configuration.estimateBeyondSeconds * 1e9
    else { return nil }
    return .estimate(passes: changes, of: middle)
  }
}
