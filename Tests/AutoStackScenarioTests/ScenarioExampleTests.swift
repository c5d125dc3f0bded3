import Foundation
import Testing

@testable import AutoStackScenario

/// The example scenarios in `Demo/Scenarios` print what their `#>` (standard output) and
/// `#!` (standard error) comment lines say, so that they stay true as documentation.
///
/// An example that shows an error (a `#! error:` line) exits 1; every other one exits 0.
@MainActor
@Suite struct ScenarioExampleTests {}

extension ScenarioExampleTests {
  @Test("there are example scenarios to check")
  func examplesExist() throws {
    #expect(try Repository.exampleScenarios().count >= 5)
  }

  @Test(
    "each example prints what its comments say, and exits 1 if they show an error, else 0",
    arguments: try Repository.exampleScenarios())
  func example(fileName: String) throws {
    let script = try Repository.text(at: "Demo/Scenarios/\(fileName)")
    let lines = script.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    func expected(_ prefix: String) -> [String] {
      lines.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }
    let result = ScenarioRunner.run(script)
    let showsError = expected("#! ").contains { $0.hasPrefix("error: ") }
    #expect(result.exitCode == (showsError ? 1 : 0))
    #expect(result.outputLines == expected("#> "))
    #expect(result.errorLines == expected("#! "))
  }

  @Test("the hotel story scenario prints the story's numbers, step by step")
  func hotelStoryScenario() throws {
    let script = try Repository.text(at: "Demo/Scenarios/hotel-story.autostack")
    let story = Story.play().flatMap { $0.frames + [$0.statistics] }
    #expect(ScenarioRunner.run(script).outputLines == story)
  }
}
