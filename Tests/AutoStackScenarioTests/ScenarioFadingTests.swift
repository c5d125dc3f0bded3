import AutoStack
import Foundation
import Testing

@testable import AutoStackScenario

/// The lines between `animate MS` and `end`, and the alpha that `print` shows, on the
/// scenario's clock.
@MainActor
@Suite struct ScenarioFadingTests {
  private func error(of result: ScenarioResult) -> String? {
    #expect(result.exitCode == 1)
    return result.errorLines.last
  }
}

extension ScenarioFadingTests {
  @Test("a view hidden in animate prints its alpha mid-fade, and hidden without alpha at the end")
  func hideMidFade() {
    let result = run(
      "container plain 100", "view a 10", "view b 20", "arrange a b", "animate 200", "hide a",
      "end", "wait 50", "print", "wait 150", "print")
    #expect(
      result.outputLines == [
        "a 0 0 100 10 alpha 0.75", "b 0 0 100 20", "content 100 20",
        "a 0 0 100 10 hidden", "b 0 0 100 20", "content 100 20",
      ])
    #expect(result.errorLines.isEmpty)
  }

  @Test("the lines inside animate reflow once, at end, as in a batch")
  func oneReflow() {
    let result = run(
      "container plain 100", "view a 10", "view b 20", "arrange a b", "stats", "animate 300",
      "height a 30", "height b 40", "print", "end", "stats")
    #expect(
      result.outputLines == [
        "writes 2 reflows 1 measures 0", "a 0 0 100 30", "b 0 10 100 40", "content 100 30",
        "writes 1 reflows 1 measures 0",
      ])
  }

  @Test("an animate still open at the end is an error on its line")
  func unterminatedAnimate() {
    #expect(
      error(of: run("container plain 10", "animate 300", "print"))
        == "error: line 2: `animate` is never closed by `end`")
    #expect(
      error(of: run("container plain 10", "animate 300", "batch", "end"))
        == "error: line 2: `animate` is never closed by `end`")
  }

  @Test("animate takes a finite number of milliseconds, 0 or more")
  func invalidDuration() {
    #expect(
      error(of: run("container plain 10", "animate -1", "end"))
        == "error: line 2: `animate` takes a finite number of milliseconds, 0 or more")
    #expect(
      error(of: run("container plain 10", "animate nan", "end"))
        == "error: line 2: `animate` takes a finite number of milliseconds, 0 or more")
  }

  @Test("animate 0 shows and hides at once, with no alpha to print")
  func zeroDuration() {
    let result = run(
      "container plain 100", "view a 10", "arrange a", "animate 0", "hide a", "end", "print")
    #expect(result.outputLines == ["a 0 0 100 10 hidden", "content 100 0"])
  }
}
