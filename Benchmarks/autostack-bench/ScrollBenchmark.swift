import AutoStack
import AutoStackSimulator
import Dispatch
import Foundation

/// Scrolling: a run of ``stepCount`` offset changes on the fixture's stack, at 1,000 and
/// 100,000 views, with and without a visibility handler; and at 1,000 views with
/// ``stickyCount`` sticky sections and the current section watched.
///
/// A scroll step moves the offset by ``stepDistance`` points, down the content and then back
/// up on the next run, in a scroll view that shows 667 points: each step moves a view or two
/// in and out of the visible area. It must write no frame and run no reflow, and its time
/// must not grow with the number of views: visibility looks only at the views that enter or
/// leave, found by a binary search. With sticky sections it writes exactly the frames of the
/// sticky sections that move (`ScrollBenchmark+Sticky.swift`).
@MainActor
enum ScrollBenchmark {
  // MARK: Internal

  /// One measurement: `count` views, watched or not, or with sticky sections.
  struct Row {
    var count: Int
    var watchesVisibility: Bool
    /// What the sticky run checked, step by step; `nil` for a run without sticky sections.
    var sticky: StickyFigures?
    /// The median time of one run of ``stepCount`` steps.
    var nanoseconds: Double
    var allocations: Double
    /// Frames written and reflows run by one run.
    var writes: Int
    var reflows: Int
    /// Visibility events of one run, or changes of the current section in the sticky run.
    var events: Int

    var nanosecondsPerStep: Double { nanoseconds / Double(ScrollBenchmark.stepCount) }
    var title: String {
      "scroll, \(Formatting.count(ScrollBenchmark.stepCount)) offset changes"
        + (watchesVisibility ? ", visibility watched" : "")
        + (sticky.map { ", \($0.count) sticky, current section" } ?? "")
    }
    var slug: String {
      sticky != nil ? "scroll-sticky" : watchesVisibility ? "scroll-watched" : "scroll"
    }
  }

  static let counts = [1_000, 100_000]
  nonisolated static let stepCount = 1_000
  static let stepDistance: CGFloat = 37

  /// Measures every size the run asks for among ``counts``, spending `budgetSeconds` on each
  /// measurement.
  static func run(sizes: [Int], budgetSeconds: Double) -> [Row] {
    var rows: [Row] = []
    for count in counts where sizes.contains(count) {
      for watches in [false, true] {
        rows.append(measure(count: count, watchesVisibility: watches, budget: budgetSeconds * 1e9))
      }
    }
    if sizes.contains(stickyPageCount) {
      rows.append(
        measure(count: stickyPageCount, isSticky: true, budget: budgetSeconds * 1e9))
    }
    return rows
  }

  /// The table of the rows, in the size tables' units.
  static func table(_ rows: [Row]) -> String {
    guard !rows.isEmpty else { return "" }
    func line(_ cells: [String]) -> String {
      "  " + Formatting.pad(cells[0], 8) + "  " + Formatting.pad(cells[1], 58, right: false)
        + zip(cells.dropFirst(2), [9, 9, 7, 8, 7, 10]).map { Formatting.pad($0, $1) }.joined()
    }
    var lines = [
      "Scrolling",
      line(["views", "operation", "time", "per step", "writes", "reflows", "events", "allocs"]),
    ]
    for row in rows {
      lines.append(
        line([
          Formatting.count(row.count), row.title, Formatting.time(row.nanoseconds),
          Formatting.time(row.nanosecondsPerStep), String(row.writes), String(row.reflows),
          String(row.events), Formatting.allocations(row.allocations),
        ]))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The targets of scrolling: without sticky sections, then with them.
  static func checks(_ rows: [Row]) -> [TargetChecks.Check] {
    [check(rows.filter { $0.sticky == nil }), stickyCheck(rows)]
  }

  // MARK: Private

  /// How much more a step may cost at 100,000 views than at 1,000: a binary search over 100
  /// times the views costs about 1.7 times as much; a walk of the views, 100 times.
  private static let growthLimit = 3.0

  /// The target of scrolling: a step writes nothing and reflows nothing, and its time at
  /// 100,000 views is at most ``growthLimit`` times its time at 1,000.
  private static func check(_ rows: [Row]) -> TargetChecks.Check {
    let target =
      "a scroll step writes and reflows nothing, and costs at 100,000 views at most "
      + "\(Int(growthLimit))x its cost at 1,000, watched or not"
    var details: [String] = []
    var passed = true
    for watches in [false, true] {
      guard let small = rows.first(where: { $0.count == 1_000 && $0.watchesVisibility == watches }),
        let large = rows.first(where: { $0.count == 100_000 && $0.watchesVisibility == watches })
      else {
        return TargetChecks.Check(
          passed: nil, target: target,
          detail: "not measured: needs 1,000 and 100,000 views (--sizes)")
      }
      let growth = large.nanosecondsPerStep / small.nanosecondsPerStep
      let writes = small.writes + small.reflows + large.writes + large.reflows
      passed = passed && writes == 0 && growth <= growthLimit
      details.append(
        (watches ? "watched " : "")
          + "\(Formatting.time(small.nanosecondsPerStep)) → \(Formatting.time(large.nanosecondsPerStep)) "
          + "(\(Formatting.ratio(growth))), \(writes) writes and reflows")
    }
    return TargetChecks.Check(
      passed: passed, target: target, detail: details.joined(separator: "; "))
  }

  /// The rows as records of the JSON report, in its shape.
  static func records(_ rows: [Row]) -> [String] {
    rows.map { row in
      JSONReport.record([
        ("views", JSONReport.number(row.count)), ("operation", JSONReport.string(row.title)),
        ("slug", JSONReport.string(row.slug)),
        ("contender", JSONReport.string(JSONReport.ContenderName.autoStack.rawValue)),
        ("median_ns", JSONReport.number(row.nanoseconds)), ("estimated", "false"),
        ("writes", JSONReport.number(row.writes)), ("reflows", JSONReport.number(row.reflows)),
        ("allocations", JSONReport.number(row.allocations)), ("bytes_per_view", "null"),
      ])
    }
  }

  /// A page of `count` views of the fixture in a scroll view that shows 667 points, at offset
  /// 0, with ``stickyCount`` of them sticky if `isSticky`.
  @MainActor
  struct Page {
    let container: SimulatedView
    let views: [SimulatedView]
    let stack: SimulatedStack
    let stickyIndices: [Int]

    init(count: Int, isSticky: Bool) {
      container = SimulatedView(
        name: "container", frame: CGRect(x: 0, y: 0, width: StackFixture.width, height: 667),
        scrolls: true)
      views = (0..<count).map { index in
        let view = SimulatedView(name: "v\(index)", frame: StackFixture.initialFrame(at: index))
        view.isHidden = StackFixture.isHidden(at: index)
        return view
      }
      stack = SimulatedStack.arrange(
        in: container, subviews: views, spacing: StackFixture.spacing)
      stickyIndices = isSticky ? ScrollBenchmark.stickyIndices(count: count) : []
      for index in stickyIndices { stack.engine.setSticky(true, for: views[index]) }
    }

    /// One run of ``ScrollBenchmark/stepCount`` steps, down from the top if `direction` is
    /// 1, back up if it is −1.
    func scroll(_ direction: CGFloat) {
      for _ in 0..<stepCount { container.contentOffset.y += direction * stepDistance }
    }
  }

  private static func measure(
    count: Int, watchesVisibility: Bool = false, isSticky: Bool = false, budget: Double
  ) -> Row {
    let page = Page(count: count, isSticky: isSticky)
    let engine = page.stack.engine
    var events = 0
    if watchesVisibility {
      engine.onVisibilityChange = { _, _ in events += 1 }
    }
    let rule = isSticky ? StickyRule(views: page.views, sticky: page.stickyIndices) : nil
    if isSticky { engine.sections.onCurrentSectionChange = { _ in events += 1 } }
    // The sticky run's time is compared with the same page's without sticky sections or
    // handler, one sample of each per round and the median of the rounds' ratios, as the
    // contenders of the size tables are.
    let baseline = isSticky ? Page(count: count, isSticky: false) : nil
    var direction: CGFloat = 1
    func scrollRun() {
      page.scroll(direction)
      baseline?.scroll(direction)
      direction = -direction
    }
    scrollRun()  // warm-up, there and back
    scrollRun()
    var samples: [Double] = []
    var baselineSamples: [Double] = []
    var ratios: [Double] = []
    let start = now()
    let statistics = engine.statistics
    var allocations = 0
    events = 0
    repeat {
      let sampleStart = now()
      let allocationsBefore = HeapAllocations.count
      page.scroll(direction)
      samples.append(now() - sampleStart)
      allocations += HeapAllocations.count - allocationsBefore
      if let baseline {
        let baselineStart = now()
        baseline.scroll(direction)
        baselineSamples.append(now() - baselineStart)
        ratios.append(samples[samples.count - 1] / baselineSamples[baselineSamples.count - 1])
      }
      direction = -direction
    } while samples.count < 5 || (now() - start < budget && samples.count < 201)
    let runs = samples.count
    let work = engine.statistics
    let allocationsPerRun = Double(allocations) / Double(runs)
    let eventsPerRun = events / runs
    // Untimed, after the measured runs' figures were taken.
    var sticky = rule?.verify(
      page.stickyIndices.map { page.views[$0] }, container: page.container, engine: engine)
    if !ratios.isEmpty {
      sticky?.baseline = (Measurement.median(baselineSamples), Measurement.median(ratios))
    }
    return Row(
      count: count, watchesVisibility: watchesVisibility, sticky: sticky,
      nanoseconds: Measurement.median(samples), allocations: allocationsPerRun,
      writes: (work.frameWrites - statistics.frameWrites) / runs,
      reflows: (work.reflows - statistics.reflows) / runs, events: eventsPerRun)
  }

  private static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) }
}
