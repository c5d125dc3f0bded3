import AutoStack
import Foundation

/// A fixed, untimed workload for `valgrind --tool=callgrind`, whose instruction counts repeat
/// from run to run where times do not (see Benchmarks/callgrind.sh and docs/benchmarks.md).
///
/// It arranges 1,000 views with one contender (AutoStack unless told otherwise), then runs
/// each operation `runs` times; or it runs a scroll of the scroll benchmark's page `runs`
/// times; or an operation of the axis benchmark on its horizontal stack (`row-…`) or its
/// vertical one (`column-…`). Only ``measuredRun(_:on:iteration:)`` and
/// ``measuredRunOfScroll(_:direction:)`` are meant to be collected
/// (`--toggle-collect='*measuredRun*'`), so that building the views and preparing each run
/// are left out.
@MainActor
enum CallgrindWorkload {
  static let count = 1_000
  static let runs = 10

  /// The contenders the workload can run, by their command-line names.
  nonisolated static let contenderNames = ["autostack", "floor", "limit", "aasubviews"]
  /// The scrolls the workload can run instead of the operations: the scroll benchmark's page
  /// of 1,000 views, without and with sticky sections and the current section watched.
  nonisolated static let scrollNames = ["scroll", "scroll-sticky"]

  /// Arranges the scroll benchmark's page, scrolls it down and back up once, uncounted, then
  /// runs `runs` runs of its steps, alternately down and up.
  static func runScroll(isSticky: Bool) {
    let page = ScrollBenchmark.Page(count: ScrollBenchmark.stickyPageCount, isSticky: isSticky)
    var changes = 0
    if isSticky { page.stack.engine.sections.onCurrentSectionChange = { _ in changes += 1 } }
    print(
      "callgrind workload: \(count) views, \(runs) runs of \(ScrollBenchmark.stepCount) steps"
        + (isSticky ? ", \(ScrollBenchmark.stickyCount) sticky, current section watched" : ""))
    page.scroll(1)
    page.scroll(-1)
    for run in 0..<runs { measuredRunOfScroll(page, direction: run.isMultiple(of: 2) ? 1 : -1) }
    let work = page.stack.engine.statistics
    print("frame writes: \(work.frameWrites), reflows: \(work.reflows), changes: \(changes)")
  }

  /// The collected part of a scroll: one run of its steps.
  @inline(never)
  static func measuredRunOfScroll(_ page: ScrollBenchmark.Page, direction: CGFloat) {
    page.scroll(direction)
  }

  /// Runs `operations` on the contender `name`, or, given an `axis`, on the axis benchmark's
  /// stack along it (``AxisContender``).
  static func run(
    _ operations: [BenchOperation], contender name: String, axis: AutoStackAxis? = nil
  ) {
    let fixture = StackFixture(count: count)
    if let axis {
      run(
        operations, on: AxisContender(fixture: fixture, axis: axis),
        named: axis == .horizontal ? "autostack, horizontal" : "autostack, vertical")
      return
    }
    switch name {
    case "floor": run(operations, on: SimulatorFloorContender(fixture: fixture), named: name)
    case "limit": run(operations, on: PlainLoopContender(fixture: fixture), named: name)
    case "aasubviews": run(operations, on: AASubviewsContender(fixture: fixture), named: name)
    default: run(operations, on: AutoStackContender(fixture: fixture), named: name)
    }
  }

  private static func run<C: Contender>(
    _ operations: [BenchOperation], on contender: C, named name: String
  ) {
    print(
      "callgrind workload: \(name), \(count) views, \(runs) runs of "
        + operations.map(\.slug).joined(separator: ", "))
    for operation in operations {
      contender.setUp(operation)
      for iteration in 0..<runs {
        contender.prepare(operation, iteration: iteration)
        measuredRun(operation, on: contender, iteration: iteration)
      }
      contender.finish(operation)
    }
    let work = contender.work
    print("frame writes: \(work.frameWrites), reflows: \(work.reflows)")
    if let error = contender.layoutError() { print("layout error: \(error)") }
  }

  /// The collected part: one run of `operation`.
  @inline(never)
  static func measuredRun(_ operation: BenchOperation, on contender: some Contender, iteration: Int)
  {
    contender.run(operation, iteration: iteration)
  }
}
