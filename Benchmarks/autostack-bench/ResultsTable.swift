/// The tables the benchmark prints.
enum ResultsTable {
  // MARK: Internal

  /// What the columns and marks mean.
  static let legend = """
    time: the median of one operation. per view: time / views. x: one contender's time as a
    multiple of another's, the median of the ratios of their samples taken in the same round
    (the contenders of an operation are sampled in turn), or where they were not sampled
    together (an estimate, a run timed once, a measurement of another operation reused), the
    ratio of the times. writes, reflows: the frames written and the layout passes of one
    operation (AutoStack's statistics). allocs: heap allocations per operation, counted in
    the timed runs only. limit: the same arithmetic as a plain loop over an array of
    structs; for a full arrange, which needs views, the least an arrange does: one pass over
    the fresh views that adds each one as a subview, writes its frame and records it in a
    preallocated array; none for a teardown. x limit: AutoStack's time as a multiple of it.
    simulator floor: the same views' frames written by a plain loop with no engine, each
    view carrying one empty observer as an arranged view does: the app's change, then every
    frame that it moves (a full arrange: the limit's pass, observing each view; a teardown:
    each observer removed and the container released); x floor: AutoStack's time as a
    multiple of it. AASubviews: its strategy on the same views; passes: the arrangements it
    ran; x AutoStack: its time as a multiple of AutoStack's; it has no batches, so the same
    changes with and without one are the same arrangements, measured once, and no way to
    stop observing, so no teardown (-). ~: estimated as passes x one measured pass, because
    running it would take too long; changes made one after another, as that many changes in
    the middle (the floors' too where AutoStack's are estimated).

    memory per arranged view, from a full arrange of fresh views, each in a process of its
    own: held, the heap bytes allocated and not freed by the arrange, per view; allocated,
    the bytes allocated during it, freed ones included; allocs, the heap allocations. Bytes
    are the allocator's usable sizes. AutoStack's whole arrangement holds the engine's
    storage (its entries, which hold the views), the membership each view keeps, the
    observation record stored in each simulated view, and the container's subviews; the
    engine alone is the same arrangement through a host that observes nothing and adds no
    subview. The limit holds the subviews and its record; the floor, also an observation
    record per view.
    """

  /// One size's table: every operation, with AutoStack's figures, the limit's, the simulator
  /// floor's and AASubviews'.
  static func size(_ result: SizeResult) -> String {
    var lines = ["\(Formatting.count(result.count)) views"] + header
    for operation in BenchOperation.allCases {
      guard let row = result.operations[operation] else { continue }
      lines.append(render(cells(operation, row, count: result.count)))
    }
    return lines.joined(separator: "\n")
  }

  /// The memory an arrangement holds per view, by arrangement; `nil` where it was not
  /// measured.
  static func memory(_ result: SizeResult) -> String? {
    guard !result.memory.isEmpty else { return nil }
    let names: [(MemoryProbe.Kind, String)] = [
      (.autoStack, "AutoStack, the whole arrangement"), (.engine, "AutoStack, the engine alone"),
      (.limit, "the limit"), (.floor, "the simulator floor"), (.aasubviews, "AASubviews' strategy"),
    ]
    var lines = [
      Formatting.pad("memory per arranged view", 34, right: false) + " | "
        + Formatting.pad("held", 9) + Formatting.pad("allocated", 11) + Formatting.pad("allocs", 8)
    ]
    for (kind, name) in names {
      guard let figures = result.memory[kind] else { continue }
      lines.append(
        Formatting.pad(name, 34, right: false) + " | "
          + Formatting.pad(Formatting.bytes(figures.heldBytes), 9)
          + Formatting.pad(Formatting.bytes(figures.allocatedBytes), 11)
          + Formatting.pad(Formatting.significant(figures.allocations), 8))
    }
    return lines.joined(separator: "\n")
  }

  /// The headline: a Markdown table of the main operations at 1,000 and 100,000 views.
  static func headline(_ results: [SizeResult]) -> String {
    let operations: [BenchOperation] = [
      .fullArrange, .fullReflow, .heightChangeMiddle, .hideMiddle, .batch, .widthChange,
    ]
    var lines = [
      "| Views | Operation | AutoStack | Per view | x the limit | x the floor "
        + "| AASubviews' strategy | x AutoStack |",
      "|---:|---|---:|---:|---:|---:|---:|---:|",
    ]
    for result in results where [1_000, 100_000].contains(result.count) {
      for operation in operations {
        guard let row = result.operations[operation] else { continue }
        let autoStack = row.autoStack.nanoseconds
        let cells = [
          Formatting.count(result.count), operation.title,
          mark(row.autoStack) + Formatting.time(autoStack),
          mark(row.autoStack) + Formatting.time(autoStack / Double(result.count)),
          row.limit.map { ratio(row.autoStack, over: $0) } ?? "-",
          ratio(row.autoStack, over: row.floor),
          row.aasubviews.map { mark($0) + Formatting.time($0.nanoseconds) } ?? "not run",
          row.aasubviews.map { ratio($0, over: row.autoStack) } ?? "-",
        ]
        lines.append("| " + cells.joined(separator: " | ") + " |")
      }
    }
    return lines.joined(separator: "\n")
  }

  // MARK: Private

  private struct Column {
    let title: String
    let width: Int
    var isSeparator: Bool { title == "|" }
  }

  private static let columns: [Column] = [
    Column(title: "operation", width: 34), Column(title: "|", width: 3),
    Column(title: "time", width: 9), Column(title: "per view", width: 10),
    Column(title: "writes", width: 12), Column(title: "reflows", width: 8),
    Column(title: "allocs", width: 10), Column(title: "|", width: 3),
    Column(title: "time", width: 9), Column(title: "x limit", width: 9),
    Column(title: "|", width: 3), Column(title: "time", width: 9),
    Column(title: "x floor", width: 9), Column(title: "|", width: 3),
    Column(title: "time", width: 11), Column(title: "passes", width: 8),
    Column(title: "allocs", width: 16), Column(title: "x AutoStack", width: 13),
  ]

  /// The group titles above the column titles, then the column titles and a rule.
  private static let header: [String] = {
    let groups = [
      ("", 34), ("|", 3), ("AutoStack", 49), ("|", 3), ("the limit", 18), ("|", 3),
      ("simulator floor", 18), ("|", 3), ("AASubviews' strategy", 48),
    ]
    let groupLine = groups.map { title, width in
      title == "|" ? " | " : Formatting.pad(title, width, right: false)
    }.joined()
    let titles = render(columns.map(\.title))
    return [groupLine, titles, String(repeating: "-", count: titles.count)]
  }()

  private static func cells(_ operation: BenchOperation, _ row: OperationResult, count: Int)
    -> [String]
  {
    let autoStack = row.autoStack
    var cells = [
      operation.title, "|", mark(autoStack) + Formatting.time(autoStack.nanoseconds),
      mark(autoStack) + Formatting.time(autoStack.nanoseconds / Double(count)),
      mark(autoStack) + Formatting.count(autoStack.work.frameWrites),
      mark(autoStack) + Formatting.count(autoStack.work.reflows),
      mark(autoStack) + Formatting.allocations(autoStack.allocations), "|",
    ]
    if let limit = row.limit {
      cells += [mark(limit) + Formatting.time(limit.nanoseconds), ratio(autoStack, over: limit)]
    } else {
      cells += ["-", "-"]
    }
    cells += [
      "|", mark(row.floor) + Formatting.time(row.floor.nanoseconds),
      ratio(autoStack, over: row.floor), "|",
    ]
    if let strategy = row.aasubviews {
      cells += [
        mark(strategy) + Formatting.time(strategy.nanoseconds),
        Formatting.count(strategy.work.reflows),
        mark(strategy) + Formatting.allocations(strategy.allocations),
        ratio(strategy, over: autoStack),
      ]
    } else {
      cells += [operation.isInAASubviews ? "not run" : "-", "", "", ""]
    }
    return cells
  }

  /// `cells` in the columns: the first one left-aligned, the others right-aligned.
  private static func render(_ cells: [String]) -> String {
    zip(cells, columns).enumerated().map { index, pair in
      let (text, column) = pair
      return column.isSeparator ? " | " : Formatting.pad(text, column.width, right: index > 0)
    }.joined()
  }

  /// `measurement`'s time as a multiple of `other`'s, marked if either is an estimate.
  private static func ratio(_ measurement: Measurement, over other: Measurement) -> String {
    (measurement.isEstimate || other.isEstimate ? "~" : "")
      + Formatting.ratio(measurement.ratio(over: other))
  }

  private static func mark(_ measurement: Measurement) -> String {
    measurement.isEstimate ? "~" : ""
  }
}
