import AutoStack

/// What a run measures, from the command line.
struct BenchmarkConfiguration {
  // MARK: Lifecycle

  /// Parses `arguments` (without the program name).
  init(arguments: [String]) throws {
    var arguments = arguments[...]
    while let argument = arguments.popFirst() {
      switch argument {
      case "--full":
        isFull = true
        budgetSeconds = 1
        minimumSamples = 15
        maximumSamples = 1_001
        aasubviewsMaximumCount = 100_000
        estimateBeyondSeconds = 60
      case "--sizes":
        let values = arguments.popFirst()?.split(separator: ",").map { Int($0) } ?? []
        guard !values.isEmpty, values.allSatisfy({ ($0 ?? 0) > 0 }) else {
          throw UsageError(message: "--sizes takes a comma-separated list of view counts")
        }
        sizes = values.compactMap { $0 }
      case "--callgrind-workload":
        if let name = arguments.first, !name.hasPrefix("-") {
          arguments.removeFirst()
          if CallgrindWorkload.scrollNames.contains(name) {
            callgrindScroll = name
            callgrindOperations = []
          } else if let operation = BenchOperation.allCases.first(where: { $0.slug == name }) {
            callgrindOperations = [operation]
          } else if let (operation, axis) = AxisBenchmark.workload(named: name) {
            callgrindOperations = [operation]
            callgrindAxis = axis
          } else {
            throw UsageError(message: "unknown operation \(name)")
          }
        } else {
          callgrindOperations = BenchOperation.allCases
        }
      case "--contender":
        guard let name = arguments.popFirst(), CallgrindWorkload.contenderNames.contains(name)
        else {
          throw UsageError(
            message: "--contender takes one of "
              + CallgrindWorkload.contenderNames.joined(separator: ", "))
        }
        callgrindContender = name
      case "--list-operations":
        listsOperations = true
      case "--json":
        guard let path = arguments.popFirst(), !path.hasPrefix("-") || path == "-" else {
          throw UsageError(message: "--json takes a file name")
        }
        jsonPath = path
      case "--memory-probe":
        guard let name = arguments.popFirst(), let kind = MemoryProbe.Kind(rawValue: name),
          let count = arguments.popFirst().flatMap({ Int($0) }), count > 0
        else {
          throw UsageError(message: "--memory-probe takes a kind and a number of views")
        }
        memoryProbe = (kind, count)
      case "--help", "-h":
        throw UsageError(message: nil)
      default:
        throw UsageError(message: "unknown argument \(argument)")
      }
    }
  }

  // MARK: Internal

  struct UsageError: Error {
    /// What was wrong, or `nil` when help was asked for.
    let message: String?
  }

  static let usage = """
    usage: swift run -c release autostack-bench [--full] [--sizes 1000,100000] [--json FILE]
           autostack-bench --callgrind-workload [operation] [--contender NAME]

      (no option)           the short run: every size, a small time budget per measurement
      --full                the full run: longer budgets, and AASubviews' strategy up to 100,000
      --sizes LIST          only these numbers of views
      --json FILE           also writes the results to FILE (- for the standard output) as a
                            JSON array, one record per operation, size and contender
      --callgrind-workload  no timing: runs the fixed workload of docs/benchmarks.md once, for
                            valgrind --tool=callgrind (Benchmarks/callgrind.sh); an operation
                            limits it to that one, scroll or scroll-sticky runs a scroll,
                            row-full-arrange, row-height-middle or row-full-reflow runs that
                            operation on the axis benchmark's horizontal stack, column-… on
                            its vertical one
      --contender NAME      the callgrind workload's contender: autostack (the default),
                            floor, limit or aasubviews
      --list-operations     the operations' names, one per line
      --memory-probe KIND N used by the benchmark itself: measures the memory that one
                            arrangement of N views holds, in this process; KIND is autostack,
                            engine, limit, floor or aasubviews
    """

  private(set) var isFull = false
  private(set) var sizes = [10, 100, 1_000, 10_000, 100_000]
  /// The time spent measuring one operation of one contender at one size: short enough in
  /// the short run for four contenders through every operation to take about 20 s.
  private(set) var budgetSeconds = 0.1
  private(set) var minimumSamples = 5
  private(set) var maximumSamples = 201
  /// The largest size AASubviews' strategy runs at: it is quadratic in the views.
  private(set) var aasubviewsMaximumCount = 10_000
  /// AASubviews runs predicted to take longer than this are estimated, not run.
  private(set) var estimateBeyondSeconds = 2.0
  /// The operations of the callgrind workload, or `nil` to run the benchmark.
  private(set) var callgrindOperations: [BenchOperation]?
  /// The scroll the callgrind workload runs instead of the operations, if any.
  private(set) var callgrindScroll: String?
  /// Who runs the callgrind workload.
  private(set) var callgrindContender = "autostack"
  /// The axis benchmark's stack the callgrind workload runs on (`row-…`, `column-…`), if any.
  private(set) var callgrindAxis: AutoStackAxis?
  /// Whether to print the operations' names instead of running anything.
  private(set) var listsOperations = false
  /// Where to write the results as JSON, if anywhere; `-` is the standard output.
  private(set) var jsonPath: String?
  /// The one memory measurement a probe process makes, or `nil` to run the benchmark.
  private(set) var memoryProbe: (kind: MemoryProbe.Kind, count: Int)?
}
