import Foundation

/// AutoStack's cost against the limit and against AASubviews' strategy.
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
      return
    }
    if let operations = configuration.callgrindOperations {
      CallgrindWorkload.run(operations)
      return
    }
    printPreamble(configuration)
    let run = BenchmarkRun(configuration: configuration)
    var results: [SizeResult] = []
    for count in configuration.sizes {
      let result = run.measure(count: count)
      results.append(result)
      print(ResultsTable.size(result) + "\n")
    }
    print(ResultsTable.legend + "\n")
    print("Headline\n\n" + ResultsTable.headline(results) + "\n")
    print("Targets")
    let checks = TargetChecks(results).checks
    for check in checks { print("  " + check.line) }
  }

  @MainActor
  private static func printPreamble(_ configuration: BenchmarkConfiguration) {
    #if DEBUG
      print("warning: a debug build; run `swift run -c release autostack-bench` for real figures")
    #endif
    print(
      """
      AutoStack benchmark (\(configuration.isFull ? "full run" : "short run; --full for more"))
      machine: \(Machine.description)
      views: heights 20-200, every 7th hidden, spacing 8, container width 375
      heap allocations: \(HeapAllocations.isCounted ? "counted" : "not counted on this platform")

      """)
  }
}
