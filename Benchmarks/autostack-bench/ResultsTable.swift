/// The tables the benchmark prints.
enum ResultsTable {
  // MARK: Internal

  /// One size's table: every operation, with AutoStack's figures, the limit's and AASubviews'.
  static func size(_ result: SizeResult) -> String {
    var lines = ["\(Formatting.count(result.count)) views"] + header
    for operation in BenchOperation.allCases {
      guard let row = result.operations[operation] else { continue }
      lines.append(render(cells(operation, row, count: result.count)))
    }
    return lines.joined(separator: "\n")
  }

  /// The headline: a Markdown table of the main operations at 1,000 and 100,000 views.
  static func headline(_ results: [SizeResult]) -> String {
    let operations: [BenchOperation] = [
      .fullArrange, .fullReflow, .heightChangeMiddle, .hideMiddle, .batch, .widthChange,
    ]
    var lines = [
      "| Views | Operation | AutoStack | Per view | x the limit | AASubviews' strategy "
        + "| x AutoStack |",
      "|---:|---|---:|---:|---:|---:|---:|",
    ]
    for result in results where [1_000, 100_000].contains(result.count) {
      for operation in operations {
        guard let row = result.operations[operation] else { continue }
        let autoStack = row.autoStack.nanoseconds
        let cells = [
          Formatting.count(result.count), operation.title, Formatting.time(autoStack),
          Formatting.time(autoStack / Double(result.count)),
          Formatting.ratio(autoStack / row.limit.nanoseconds),
          row.aasubviews.map { mark($0) + Formatting.time($0.nanoseconds) } ?? "not run",
          row.aasubviews.map { mark($0) + Formatting.ratio($0.nanoseconds / autoStack) } ?? "-",
        ]
        lines.append("| " + cells.joined(separator: " | ") + " |")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// What the columns and marks mean.
  static let legend = """
    time: the median of one operation. per view: time / views. writes, reflows: the frames
    written and the layout passes of one operation (AutoStack's statistics). allocs: heap
    allocations per operation, counted in the timed runs only. limit: the same arithmetic as a
    plain loop over an array of structs; x limit: AutoStack's time as a multiple of it.
    AASubviews: its strategy on the same views; passes: the arrangements it ran; x AutoStack:
    its time as a multiple of AutoStack's. ~: estimated as passes x one measured pass, because
    running it would take too long.
    """

  // MARK: Private

  private struct Column {
    let title: String
    let width: Int
    var isSeparator: Bool { title == "|" }
  }

  private static let columns: [Column] = [
    Column(title: "operation", width: 34), Column(title: "|", width: 3),
    Column(title: "time", width: 9), Column(title: "per view", width: 10),
    Column(title: "writes", width: 9), Column(title: "reflows", width: 8),
    Column(title: "allocs", width: 10), Column(title: "|", width: 3),
    Column(title: "time", width: 9), Column(title: "x limit", width: 9),
    Column(title: "|", width: 3), Column(title: "time", width: 11),
    Column(title: "passes", width: 8), Column(title: "allocs", width: 16),
    Column(title: "x AutoStack", width: 13),
  ]

  /// The group titles above the column titles, then the column titles and a rule.
  private static let header: [String] = {
    let groups = [
      ("", 34), ("|", 3), ("AutoStack", 46), ("|", 3), ("the limit", 18), ("|", 3),
      ("AASubviews' strategy", 48),
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
      operation.title, "|", Formatting.time(autoStack.nanoseconds),
      Formatting.time(autoStack.nanoseconds / Double(count)),
      Formatting.count(autoStack.work.frameWrites), Formatting.count(autoStack.work.reflows),
      Formatting.allocations(autoStack.allocations), "|",
      Formatting.time(row.limit.nanoseconds),
      Formatting.ratio(autoStack.nanoseconds / row.limit.nanoseconds), "|",
    ]
    if let strategy = row.aasubviews {
      cells += [
        mark(strategy) + Formatting.time(strategy.nanoseconds),
        Formatting.count(strategy.work.reflows),
        mark(strategy) + Formatting.allocations(strategy.allocations),
        mark(strategy) + Formatting.ratio(strategy.nanoseconds / autoStack.nanoseconds),
      ]
    } else {
      cells += ["not run", "", "", ""]
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

  private static func mark(_ measurement: Measurement) -> String {
    measurement.isEstimate ? "~" : ""
  }
}
