import AutoStack
import AutoStackSimulator
import Foundation

/// The horizontal stack against the vertical one: the fixture's 1,000 views stacked along y
/// and the same views turned a quarter and stacked along x, for a full arrange, a change of
/// one view's length in the middle and a full reflow.
///
/// The row is the column transposed: each view's width is the fixture's height, its height
/// the fixture's width, in a scroll view 667 points wide and 375 high, so that both stacks
/// compute, write and notify exactly as much. Both are AutoStack through the same code
/// (``AxisContender``), with only the axis of their options apart; their samples are taken in
/// turn, one of each per round, and the ratio is the median of the rounds' ratios, as for the
/// size tables' contenders. The target: the row within ``ratioLimit`` times the column.
@MainActor
enum AxisBenchmark {
  // MARK: Internal

  /// One operation's figures, along y and along x.
  struct Row {
    let operation: BenchOperation
    let vertical: Measurement
    let horizontal: Measurement

    /// The horizontal stack's time as a multiple of the vertical one's (paired samples).
    var ratio: Double { horizontal.ratio(over: vertical) }
  }

  /// The number of views of both stacks.
  static let count = 1_000
  /// The operations measured along both axes, which the callgrind workload also runs along x.
  nonisolated static let operations: [BenchOperation] = [
    .fullArrange, .heightChangeMiddle, .fullReflow,
  ]
  /// How many times the vertical stack's time the horizontal one's may take.
  static let ratioLimit = 1.1

  /// The name of `operation` on `axis`, on the command line and in the JSON report:
  /// `row-full-arrange` along x, `column-full-arrange` along y.
  nonisolated static func slug(_ operation: BenchOperation, axis: AutoStackAxis) -> String {
    (axis == .horizontal ? "row-" : "column-") + operation.slug
  }

  /// The operation and axis that `slug` names, if it is one of ``operations`` on either axis.
  nonisolated static func workload(named slug: String) -> (BenchOperation, AutoStackAxis)? {
    for axis in [AutoStackAxis.vertical, .horizontal] {
      if let operation = operations.first(where: { Self.slug($0, axis: axis) == slug }) {
        return (operation, axis)
      }
    }
    return nil
  }

  /// Measures both stacks with `sampler`, operation by operation, and checks their layouts
  /// after each.
  static func measure(with sampler: Sampler) -> (rows: [Row], errors: [String]) {
    let fixture = StackFixture(count: count)
    let column = AxisContender(fixture: fixture, axis: .vertical)
    let row = AxisContender(fixture: fixture, axis: .horizontal)
    var rows: [Row] = []
    var errors: [String] = []
    for operation in operations {
      column.setUp(operation)
      row.setUp(operation)
      let measured = sampler.measure([
        sampler.series(operation, on: column), sampler.series(operation, on: row),
      ])
      for (name, contender) in [("vertical", column), ("horizontal", row)] {
        contender.finish(operation)
        if let error = contender.layoutError() {
          errors.append("\(name), after \(operation.title): \(error)")
        }
      }
      rows.append(Row(operation: operation, vertical: measured[0], horizontal: measured[1]))
    }
    return (rows, errors)
  }

  /// The table of `rows`, with a line per wrong layout in `errors`; writes, reflows and
  /// allocations per operation show once where both stacks agree, else vertical / horizontal.
  static func table(_ rows: [Row], errors: [String]) -> String {
    guard !rows.isEmpty else { return "" }
    let widths = [36, 11, 11, 9, 10, 9, 12]
    func line(_ cells: [String]) -> String {
      zip(cells, widths).enumerated().map { index, pair in
        Formatting.pad(pair.0, pair.1, right: index > 0)
      }.joined()
    }
    func both(_ vertical: String, _ horizontal: String) -> String {
      vertical == horizontal ? vertical : vertical + " / " + horizontal
    }
    var lines = [
      "Axes: \(Formatting.count(count)) views along y (375 wide) and along x (667 wide, 375 "
        + "high), sampled in turn",
      line(["operation", "vertical", "horizontal", "h / v", "writes", "reflows", "allocs"]),
    ]
    for row in rows {
      let (vertical, horizontal) = (row.vertical, row.horizontal)
      lines.append(
        line([
          title(row.operation), Formatting.time(vertical.nanoseconds),
          Formatting.time(horizontal.nanoseconds), Formatting.ratio(row.ratio),
          both(
            Formatting.count(vertical.work.frameWrites),
            Formatting.count(horizontal.work.frameWrites)),
          both(String(vertical.work.reflows), String(horizontal.work.reflows)),
          both(
            Formatting.allocations(vertical.allocations),
            Formatting.allocations(horizontal.allocations)),
        ]))
    }
    lines += errors.map { "  wrong layout: " + $0 }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The target: every operation along x within ``ratioLimit`` times the same along y, both
  /// writing the same frames, and both layouts right.
  static func check(_ rows: [Row], errors: [String]) -> TargetChecks.Check {
    let target =
      "horizontal stack within \(Formatting.bound(ratioLimit))x the vertical one, "
      + "\(Formatting.count(count)) views (full arrange, change in the middle, full reflow)"
    guard !rows.isEmpty else {
      return TargetChecks.Check(
        passed: nil, target: target,
        detail: "not measured: needs \(Formatting.count(count)) views (--sizes)")
    }
    let sameWrites = rows.allSatisfy {
      $0.vertical.work.frameWrites == $0.horizontal.work.frameWrites
        && $0.vertical.work.reflows == $0.horizontal.work.reflows
    }
    let passed = errors.isEmpty && sameWrites && rows.allSatisfy { $0.ratio <= ratioLimit }
    let detail =
      rows.map { row in
        "\(row.operation.slug) \(Formatting.ratio(row.ratio)) "
          + "(\(Formatting.time(row.horizontal.nanoseconds)) vs "
          + "\(Formatting.time(row.vertical.nanoseconds)))"
      }.joined(separator: "; ")
      + (sameWrites ? "; same writes and reflows" : "; writes or reflows differ")
      + (errors.isEmpty ? "" : "; \(errors.count) wrong layouts")
    return TargetChecks.Check(passed: passed, target: target, detail: detail)
  }

  /// The rows as records of the JSON report: `row-…` along x, `column-…` along y.
  static func records(_ rows: [Row]) -> [String] {
    rows.flatMap { row in
      [(AutoStackAxis.vertical, row.vertical), (.horizontal, row.horizontal)].map {
        axis, measurement in
        JSONReport.record([
          ("views", JSONReport.number(count)),
          (
            "operation",
            JSONReport.string(
              title(row.operation) + (axis == .vertical ? ", vertical" : ", horizontal"))
          ),
          ("slug", JSONReport.string(slug(row.operation, axis: axis))),
          ("contender", JSONReport.string(JSONReport.ContenderName.autoStack.rawValue)),
          ("median_ns", JSONReport.number(measurement.nanoseconds)), ("estimated", "false"),
          ("writes", JSONReport.number(measurement.work.frameWrites)),
          ("reflows", JSONReport.number(measurement.work.reflows)),
          ("allocations", JSONReport.number(measurement.allocations)), ("bytes_per_view", "null"),
        ])
      }
    }
  }

  // MARK: Private

  /// The operation's name for either axis: a height along y is a width along x.
  private static func title(_ operation: BenchOperation) -> String {
    switch operation {
    case .fullReflow: "full reflow, every length changed"
    case .heightChangeMiddle: "one length change, middle"
    default: operation.title
    }
  }
}

/// AutoStack along either axis, for the operations of ``AxisBenchmark``: the fixture's views
/// along y, or turned a quarter along x, arranged with `AutoStackOptions(axis:)`.
@MainActor
final class AxisContender: Contender {
  // MARK: Lifecycle

  init(fixture: StackFixture, axis: AutoStackAxis) {
    self.fixture = fixture
    self.axis = axis
    (container, views) = Self.makeFixture(fixture, axis: axis)
    stack = Self.arrange(views, in: container, axis: axis)
  }

  convenience init(fixture: StackFixture) {
    self.init(fixture: fixture, axis: .vertical)
  }

  // MARK: Internal

  let axis: AutoStackAxis

  var work: WorkCounts {
    guard let statistics = stack?.engine.statistics else { return retiredWork }
    return retiredWork
      + WorkCounts(frameWrites: statistics.frameWrites, reflows: statistics.reflows)
  }

  func needsPreparation(_ operation: BenchOperation) -> Bool { operation.needsPreparation }

  func prepare(_ operation: BenchOperation, iteration: Int) {
    guard operation == .fullArrange else { return }
    // Everything of the previous run goes away here, untimed.
    if let stack {
      stack.engine.stop()
      retiredWork = work
    }
    stack = nil
    (container, views) = Self.makeFixture(fixture, axis: axis)
  }

  func run(_ operation: BenchOperation, iteration: Int) {
    switch operation {
    case .fullArrange:
      stack = Self.arrange(views, in: container, axis: axis)
    case .heightChangeMiddle:
      changeLength(at: fixture.middle, iteration: iteration)
    case .fullReflow:
      stack?.engine.performBatch {
        for index in views.indices { changeLength(at: index, iteration: iteration) }
      }
    default:
      preconditionFailure("\(operation.title) is not measured along both axes")
    }
  }

  func layoutError() -> String? {
    guard let stack else { return "not arranged" }
    return ModelLayout.difference(in: stack)
  }

  // MARK: Private

  private let fixture: StackFixture
  private var container: SimulatedView
  private var views: [SimulatedView]
  private var stack: SimulatedStack?
  /// The work of the arrangements that full-arrange runs replaced.
  private var retiredWork = WorkCounts()

  /// A scroll view 375 wide and 667 high with the fixture's views, or along x the same turned
  /// a quarter: 667 wide and 375 high, each view as wide as the fixture's is high.
  private static func makeFixture(_ fixture: StackFixture, axis: AutoStackAxis) -> (
    container: SimulatedView, views: [SimulatedView]
  ) {
    guard axis == .horizontal else {
      return (SimulatedView.makeContainer(), SimulatedView.makeViews(count: fixture.count))
    }
    let container = SimulatedView(
      frame: CGRect(x: 0, y: 0, width: 667, height: StackFixture.width), scrolls: true)
    let views = (0..<fixture.count).map { index in
      let view = SimulatedView(
        frame: CGRect(
          x: 0, y: 0, width: StackFixture.height(at: index), height: StackFixture.width))
      view.isHidden = StackFixture.isHidden(at: index)
      return view
    }
    return (container, views)
  }

  private static func arrange(
    _ views: [SimulatedView], in container: SimulatedView, axis: AutoStackAxis
  ) -> SimulatedStack {
    let stack = SimulatedStack.attached(to: container)
    stack.engine.arrange(
      views, options: AutoStackOptions(spacing: StackFixture.spacing, axis: axis))
    return stack
  }

  /// Sets the length along the axis of the view at `index` to the fixture's height in
  /// `iteration`: its height along y, its width along x.
  private func changeLength(at index: Int, iteration: Int) {
    let length = StackFixture.height(at: index, iteration: iteration)
    if axis == .vertical {
      views[index].frame.size.height = length
    } else {
      views[index].frame.size.width = length
    }
  }
}
