import AutoStackSimulator

/// Measures every operation at every size, for the three contenders, interleaved operation
/// by operation so that their ratios hold on a noisy machine.
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
    let autoStack = AutoStackContender(fixture: fixture)
    let limit = PlainLoopContender(fixture: fixture)
    let aasubviews =
      count <= configuration.aasubviewsMaximumCount ? AASubviewsContender(fixture: fixture) : nil
    var result = SizeResult(count: count)
    var onePass: Measurement?
    for operation in Self.measurementOrder {
      var iteration = 0
      let (moved, writes) = autoStack.checkedRun(operation, iteration: &iteration)
      let autoStackMeasurement = sampler.measure(operation, on: autoStack, iteration: &iteration)
      iteration = 0
      let limitMeasurement = sampler.measure(operation, on: limit, iteration: &iteration)
      var aasubviewsMeasurement: Measurement?
      if let aasubviews {
        let passes = aasubviews.passes(operation)
        if passes > 1, let onePass,
          onePass.nanoseconds * Double(passes) > configuration.estimateBeyondSeconds * 1e9
        {
          aasubviewsMeasurement = .estimate(passes: passes, of: onePass)
        } else {
          iteration = 0
          aasubviewsMeasurement = sampler.measure(operation, on: aasubviews, iteration: &iteration)
        }
        if operation == .heightChangeTop { onePass = aasubviewsMeasurement }
      }
      result.operations[operation] = OperationResult(
        autoStack: autoStackMeasurement, limit: limitMeasurement,
        aasubviews: aasubviewsMeasurement, moved: moved, writes: writes)
      let checked: [(String, (any Contender)?)] = [
        ("AutoStack", autoStack), ("AASubviews", aasubviews),
      ]
      for (name, contender) in checked {
        if let error = contender?.layoutError() {
          result.layoutErrors.append("\(name), after \(operation.title): \(error)")
        }
      }
    }
    return result
  }

  // MARK: Private

  /// One-pass operations first: AASubviews' estimates need the cost of one pass.
  private static let measurementOrder: [BenchOperation] =
    BenchOperation.allCases.filter { $0 != .fullReflow && $0 != .batch } + [.fullReflow, .batch]

  private let configuration: BenchmarkConfiguration
  private let sampler: Sampler
}
