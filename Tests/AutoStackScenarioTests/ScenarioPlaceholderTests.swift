import AutoStack
import Foundation
import Testing

@testable import AutoStackScenario

/// The placeholder commands: `placeholder-view`, `state`, `grace`, `min-show`, `wait` and
/// `placeholder`, run through the real engine on the scenario's clock.
@MainActor
@Suite struct ScenarioPlaceholderTests {}

extension ScenarioPlaceholderTests {
  @Test("placeholder prints none, or the kind and the frame of the one showing")
  func placeholderLine() {
    let result = run(
      "container scroll 375", "placeholder-view failed retry 100", "placeholder", "state failed",
      "placeholder")
    #expect(result.outputLines == ["placeholder none", "placeholder failed 0 0 375 667"])
    #expect(result.errorLines.isEmpty)
  }

  @Test("arranged before the container has a width, an unmeasured label shows no placeholder")
  func beforeTheWidth() {
    let result = run(
      "container scroll 0", "text a 5", "placeholder-view empty E 100", "arrange a",
      "placeholder", "width 320", "placeholder")
    #expect(result.outputLines == ["placeholder none", "placeholder none"])
    #expect(result.errorLines.isEmpty)
  }

  @Test("a scroll container's placeholder lies inside its content inset")
  func contentInset() {
    let result = run(
      "container scroll 375", "content-inset 64 16 34 16", "placeholder-view empty e 10",
      "placeholder")
    // The reflow of the new width keeps the offset inside the content: at −64, the top, where
    // the visible area starts at 0.
    #expect(result.outputLines == ["placeholder empty 0 0 \(375 - 32) \(667 - 64 - 34)"])
  }

  @Test("in a plain container print counts the placeholder's height, which height changes")
  func plainContainer() {
    let result = run(
      "container plain 320", "view a 30", "arrange a", "placeholder-view failed f 50",
      "state failed", "print", "height f 80", "placeholder", "print", "state content", "print")
    #expect(
      result.outputLines == [
        "a 0 0 320 30", "content 320 50", "placeholder failed 0 0 320 80", "a 0 0 320 30",
        "content 320 80", "a 0 0 320 30", "content 320 30",
      ])
  }

  @Test("the grace and minimum show times run on wait, and only on wait")
  func timing() {
    let result = run(
      "container scroll 375", "view a 10", "arrange a", "placeholder-view loading l 10",
      "grace 100", "min-show 500", "state loading", "placeholder", "wait 100", "placeholder",
      "state content", "wait 499", "placeholder", "wait 1", "placeholder")
    #expect(
      result.outputLines == [
        "placeholder none", "placeholder loading 0 0 375 667", "placeholder loading 0 0 375 667",
        "placeholder none",
      ])
  }

  @Test("a wait inside a batch is decided at its end")
  func waitInBatch() {
    let result = run(
      "container scroll 375", "placeholder-view loading l 10", "grace 100", "state loading",
      "batch", "wait 100", "placeholder", "end", "placeholder")
    #expect(result.outputLines == ["placeholder none", "placeholder loading 0 0 375 667"])
  }

  @Test("negative and non-finite times count as 0")
  func oddTimes() {
    let result = run(
      "container scroll 375", "placeholder-view loading l 10", "grace -5", "min-show nan",
      "state loading", "placeholder", "grace inf", "state content", "placeholder")
    #expect(result.outputLines == ["placeholder loading 0 0 375 667", "placeholder none"])
  }

  @Test("a new container starts with no placeholder, the state content and no times")
  func newContainer() {
    let result = run(
      "container scroll 375", "placeholder-view loading l 10", "grace 100", "state loading",
      "container scroll 320", "placeholder-view empty e 10", "wait 200", "placeholder")
    #expect(result.outputLines == ["placeholder empty 0 0 320 667"])
  }

  @Test("stop removes the placeholder, and arranging again shows it")
  func stop() {
    let result = run(
      "container scroll 375", "placeholder-view empty e 10", "placeholder", "stop", "placeholder",
      "arrange", "placeholder")
    #expect(
      result.outputLines == [
        "placeholder empty 0 0 375 667", "placeholder none", "placeholder empty 0 0 375 667",
      ])
  }

  @Test("a placeholder view given to arrange is skipped, with a warning")
  func placeholderArranged() {
    let result = run(
      "container scroll 375", "view a 10", "placeholder-view failed f 10", "arrange a f", "print")
    #expect(result.outputLines == ["a 0 0 375 10", "content 375 10"])
    #expect(
      result.errorLines == [
        "warning: line 4: subview 1 is a placeholder of this arrangement; placeholders are never "
          + "arranged, so it is ignored"
      ])
  }
}
