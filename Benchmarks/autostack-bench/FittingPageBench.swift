import Foundation

/// Measures the fitting page (``FittingPage``): AutoStack against the limit, the plain loop
/// plus the same measurements, operation by operation.
@MainActor
enum FittingPageBench {
  // MARK: Internal

  /// One operation's figures.
  struct Row {
    let operation: FittingPage.Operation
    let autoStack: Measurement
    let limit: Measurement
    /// The sections AutoStack measured in one run.
    let measurements: Int
  }

  /// The page's rows, timed with `sampler`, and the wrong layouts found after them.
  static func measure(with sampler: Sampler) -> (rows: [Row], errors: [String]) {
    let fixture = StackFixture(count: FittingPage.count)
    let autoStack = FittingAutoStackContender(fixture: fixture)
    let limit = FittingLimitContender(fixture: fixture)
    var rows: [Row] = []
    var errors: [String] = []
    // The sampler passes an operation to the contenders, which run their own instead.
    let token = BenchOperation.widthChange
    for operation in FittingPage.Operation.allCases {
      autoStack.operation = operation
      limit.operation = operation
      var iteration = 0
      let before = autoStack.measurements
      let first = sampler.timedRun(token, on: autoStack, iteration: &iteration, runs: 1)
      let measurements = autoStack.measurements - (operation == .firstArrange ? 0 : before)
      // Sampled in turn, as the other operations' contenders are.
      let measured = sampler.measure([
        sampler.series(token, on: autoStack, iteration: iteration, firstRun: first),
        sampler.series(token, on: limit),
      ])
      let (autoStackMeasurement, limitMeasurement) = (measured[0], measured[1])
      if let error = autoStack.layoutError() { errors.append("\(operation.title): \(error)") }
      rows.append(
        Row(
          operation: operation, autoStack: autoStackMeasurement, limit: limitMeasurement,
          measurements: measurements))
    }
    return (rows, errors)
  }

  /// The table of `rows`, with a line per wrong layout in `errors`.
  static func table(_ rows: [Row], errors: [String]) -> String {
    let widths = [36, 10, 8, 8, 10, 10, 9]
    func line(_ cells: [String]) -> String {
      zip(cells, widths).enumerated().map { index, pair in
        Formatting.pad(pair.0, pair.1, right: index > 0)
      }.joined()
    }
    var lines = [
      "\(Formatting.count(FittingPage.count)) sections sized to fit (labels of 40 to 439 "
        + "characters); limit: the plain loop plus the same measurements",
      line(["operation", "time", "writes", "reflows", "measures", "limit", "x limit"]),
    ]
    for row in rows {
      lines.append(
        line([
          row.operation.title, Formatting.time(row.autoStack.nanoseconds),
          Formatting.count(row.autoStack.work.frameWrites),
          Formatting.count(row.autoStack.work.reflows), Formatting.count(row.measurements),
          Formatting.time(row.limit.nanoseconds),
          Formatting.ratio(row.autoStack.ratio(over: row.limit)),
        ]))
    }
    lines += errors.map { "layout error: \($0)" }
    return lines.joined(separator: "\n")
  }

  /// The JSON records of `rows`, in the report's format: one per operation and contender.
  static func records(_ rows: [Row]) -> [[(String, String)]] {
    rows.flatMap { row in
      [(JSONReport.ContenderName.autoStack, row.autoStack), (.limit, row.limit)].map {
        contender, measurement in
        [
          ("views", JSONReport.number(FittingPage.count)),
          ("operation", JSONReport.string(row.operation.title)),
          ("slug", JSONReport.string(row.operation.slug)),
          ("contender", JSONReport.string(contender.rawValue)),
          ("median_ns", JSONReport.number(measurement.nanoseconds)),
          ("estimated", "false"), ("writes", JSONReport.number(measurement.work.frameWrites)),
          ("reflows", JSONReport.number(measurement.work.reflows)),
          ("allocations", JSONReport.number(measurement.allocations)),
          ("bytes_per_view", "null"),
        ]
      }
    }
  }
}
