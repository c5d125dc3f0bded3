@testable import AutoStackScenario

/// Runs a scenario given as lines.
@MainActor
func run(_ lines: String...) -> ScenarioResult {
  ScenarioRunner.run(lines.joined(separator: "\n"))
}

extension ScenarioResult {
  /// Standard output, split into lines.
  var outputLines: [String] { lines.filter { !$0.isError }.map(\.text) }
  /// Standard error, split into lines.
  var errorLines: [String] { lines.filter(\.isError).map(\.text) }
}
