import AutoStack
import Foundation
import Testing

@testable import AutoStackScenario

/// The commands of sections: `sticky`, `scroll-to`, `current` and `spy`, run through the real
/// engine.
///
///     a 300, tabs 50 (sticky), b 300, c 300 in a scroll container 375 wide showing 400 points
@MainActor
@Suite struct ScenarioSectionTests {
  let page = [
    "container scroll 375", "view a 300", "view tabs 50", "view b 300", "view c 300",
    "arrange a tabs b c", "viewport 400", "sticky tabs on",
  ]

  /// Runs the page, then `lines`.
  func runPage(_ lines: [String]) -> ScenarioResult {
    ScenarioRunner.run((page + lines).joined(separator: "\n"))
  }
}

extension ScenarioSectionTests {
  @Test("a sticky view pins to the visible top once scrolled past")
  func sticky() {
    let result = runPage(["scroll 500", "print", "sticky tabs off", "print"])
    #expect(
      result.outputLines.filter { $0.hasPrefix("tabs") } == [
        "tabs 0 500 375 50", "tabs 0 300 375 50",
      ])
  }

  @Test("scroll-to prints nothing; offset shows where it went")
  func scrollTo() {
    let result = runPage([
      "scroll-to b top", "offset", "scroll-to c bottom", "offset", "scroll-to a center", "offset",
      "scroll-to b nearest", "offset",
    ])
    // b: 350 − 50 (tabs); c ends at 950: 950 − 400; a's middle 150 − 200, clamped to 0;
    // nearest from 0: top 300, bottom 650 − 400 = 250.
    #expect(result.outputLines == ["offset 300", "offset 550", "offset 0", "offset 250"])
  }

  @Test("current prints the current section, or none")
  func current() {
    #expect(
      runPage(["current", "scroll 260", "current", "scroll 300", "current"]).outputLines == [
        "current a", "current a", "current b",
      ])
    #expect(
      run("container scroll 375", "view a 0", "arrange a", "current").outputLines == [
        "current none"
      ])
  }

  @Test("spy prints the current section now, then each change")
  func spy() {
    let result = runPage(["spy", "scroll 100", "scroll 300", "scroll 310", "hide b"])
    #expect(result.outputLines == ["current a", "current b", "current c"])
  }

  @Test("scroll-to needs a scroll container, a declared view and a position")
  func errors() {
    #expect(
      run("container plain 375", "view a 10", "arrange a", "scroll-to a top").errorLines == [
        "error: line 4: `scroll-to` needs a scroll container: start with `container scroll WIDTH`"
      ])
    #expect(run("container scroll 375", "sticky x on").exitCode == 1)
    #expect(run("container scroll 375", "scroll-to a").exitCode == 1)
  }

  @Test("scrolling to a hidden view prints a warning")
  func hiddenWarning() {
    let result = runPage(["hide b", "scroll-to b top"])
    #expect(result.errorLines.count == 1)
    #expect(result.errorLines.first?.contains("scrolls nothing") == true)
  }
}
