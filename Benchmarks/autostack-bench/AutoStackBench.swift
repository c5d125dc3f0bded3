import Foundation

/// AutoStack's cost against the limit, the simulator floor and AASubviews' strategy.
///
/// Run it with `swift run -c release autostack-bench`; see docs/benchmarks.md.
@main
enum AutoStackBench {
  @MainActor
  static func main() {
    let configuration: BenchmarkConfiguration
    do {
      configuration = try BenchmarkConfiguration(
        arguments: Array(ProcessInfo.processInfo.arguments.dropFirst()))
    } catch let error as BenchmarkConfiguration.UsageError {
      if let message = error.message { print("autostack-bench: \(message)") }
      print(BenchmarkConfiguration.usage)
      exit(error.message == nil ? 0 : 2)
    } catch {
      fatalError("unexpected error \(error)")
    }
    if configuration.listsOperations {
      for operation in BenchOperation.allCases { print(operation.slug) }
      for name in CallgrindWorkload.scrollNames { print(name) }
      for operation in AxisBenchmark.operations {
        print(AxisBenchmark.slug(operation, axis: .horizontal))
      }
      return
    }
    if let name = configuration.callgrindScroll {
      CallgrindWorkload.runScroll(isSticky: name == "scroll-sticky")
      return
    }
    if let operations = configuration.callgrindOperations {
      CallgrindWorkload.run(
        operations, contender: configuration.callgrindContender,
        axis: configuration.callgrindAxis)
      return
    }
    if let (kind, count) = configuration.memoryProbe {
      print(MemoryProbe.probe(kind, count: count))
      return
    }
    // With the JSON on the standard output, the tables go to the standard error.
    let toStandardOutput = configuration.jsonPath != "-"
    func report(_ text: String) {
      if toStandardOutput {
        print(text)
      } else {
        FileHandle.standardError.write(Data((text + "\n").utf8))
      }
    }
    printPreamble(configuration, report)
    let run = BenchmarkRun(configuration: configuration)
    var results: [SizeResult] = []
    for count in configuration.sizes {
      let result = run.measure(count: count)
      results.append(result)
      report(ResultsTable.size(result) + "\n")
      if let memory = ResultsTable.memory(result) { report(memory + "\n") }
    }
    // The fitting page is 1,000 sections: measured when the run includes that size.
    let fitting =
      configuration.sizes.contains(FittingPage.count)
      ? FittingPageBench.measure(with: run.sampler) : nil
    if let fitting { report(FittingPageBench.table(fitting.rows, errors: fitting.errors) + "\n") }
    // The horizontal stack against the vertical one, at 1,000 views too.
    let axes =
      configuration.sizes.contains(AxisBenchmark.count)
      ? AxisBenchmark.measure(with: run.sampler) : nil
    if let axes { report(AxisBenchmark.table(axes.rows, errors: axes.errors) + "\n") }
    let scrolling = ScrollBenchmark.run(
      sizes: configuration.sizes, budgetSeconds: configuration.budgetSeconds)
    report(ScrollBenchmark.table(scrolling))
    report(ResultsTable.legend + "\n")
    report("Headline\n\n" + ResultsTable.headline(results) + "\n")
    report("Targets")
    let checks = TargetChecks(results).checks
    let axisCheck = AxisBenchmark.check(axes?.rows ?? [], errors: axes?.errors ?? [])
    for check in checks + [axisCheck] + ScrollBenchmark.checks(scrolling) {
      report("  " + check.line)
    }
    if let path = configuration.jsonPath {
      let fittingRecords = fitting.map { FittingPageBench.records($0.rows) } ?? []
      let more =
        fittingRecords.map(JSONReport.record) + AxisBenchmark.records(axes?.rows ?? [])
        + ScrollBenchmark.records(scrolling)
      writeJSON(results, more: more, to: path)
    }
  }

  @MainActor
  private static func printPreamble(
    _ configuration: BenchmarkConfiguration, _ report: (String) -> Void
  ) {
    #if DEBUG
      report("warning: a debug build; run `swift run -c release autostack-bench` for real figures")
    #endif
    report(
      """
      AutoStack benchmark (\(configuration.isFull ? "full run" : "short run; --full for more"))
      machine: \(Machine.description)
      views: heights 20-200, every 7th hidden, spacing 8, container width 375
      heap allocations: \(HeapAllocations.isCounted ? "counted" : "not counted on this platform")

      """)
  }

  private static func writeJSON(_ results: [SizeResult], more: [String], to path: String) {
    let text = JSONReport.text(results, more: more)
    if path == "-" {
      print(text, terminator: "")
      return
    }
    do {
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
      print("autostack-bench: cannot write \(path): \(error)")
      exit(1)
    }
  }
}
