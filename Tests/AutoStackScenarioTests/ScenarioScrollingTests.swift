import AutoStack
import Foundation
import Testing

@testable import AutoStackScenario

/// The scrolling commands: `viewport`, `scroll`, `offset`, `anchoring`, `watch` and
/// `trace`, run through the real engine.
///
///     a 300, b 300, c 300 in a scroll container 375 wide that shows 667 points
@MainActor
@Suite struct ScenarioScrollingTests {
  let page = ["container scroll 375", "view a 300", "view b 300", "view c 300", "arrange a b c"]

  /// Runs the page, then `lines`.
  func runPage(_ lines: [String]) -> ScenarioResult {
    ScenarioRunner.run((page + lines).joined(separator: "\n"))
  }
}

extension ScenarioScrollingTests {
  @Test("offset prints the content offset's y, which starts at 0 and scroll sets")
  func offset() {
    let result = runPage(["offset", "scroll 100", "offset", "scroll -20.5", "offset"])
    #expect(result.outputLines == ["offset 0", "offset 100", "offset -20.5"])
    #expect(result.errorLines.isEmpty)
  }

  @Test("watch prints what is visible now, then each command's disappear and appear lines")
  func watch() {
    let result = runPage(["watch", "viewport 400", "scroll 350", "hide c"])
    #expect(
      result.outputLines == [
        "appear a", "appear b", "appear c",  // 0 to 667
        "disappear c",  // 0 to 400
        "disappear a", "appear c",  // 350 to 750
        // The content, 600, ends above 350 + 400: the offset goes to 200, and a shows again.
        "disappear c", "appear a",
      ])
  }

  @Test("trace prints one reflow line per reflow, with its cause and its effect")
  func trace() {
    let result = runPage(
      [
        "trace on", "viewport 400", "scroll 200", "height a 400", "scroll 450", "anchoring on",
        "height a 300",
        "batch", "hide b", "end", "width 320", "trace off", "height a 10",
      ])
    #expect(
      result.outputLines == [
        "reflow a height 300 -> 400: moved 2, writes 2, content 1000, offset 200",
        // b anchors (400 to 700, below 450): it moves up 100, and the offset with it.
        "reflow a height 400 -> 300: moved 2, writes 2, content 900, offset 350",
        // b itself hides: c, the next view, anchors instead; it rises from 600 to 300, and
        // the offset with it, 350 − 300.
        "reflow batch: moved 1, writes 1, content 600, offset 50",
        "reflow width 375 -> 320: moved 0, writes 3, content 600, offset 50",
      ])
  }

  @Test("the scrolling commands need a scroll container, and on or off")
  func errors() {
    #expect(
      run("container plain 375", "scroll 10").errorLines == [
        "error: line 2: `scroll` needs a scroll container: start with `container scroll WIDTH`"
      ])
    #expect(
      run("container scroll 375", "anchoring yes").errorLines == [
        "error: line 2: `yes` is not on or off"
      ])
    #expect(run("container scroll 375", "trace").exitCode == 1)
  }
}
