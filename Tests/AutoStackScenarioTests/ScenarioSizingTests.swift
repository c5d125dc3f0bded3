import AutoStack
import AutoStackSimulator
import Foundation
import Testing

@testable import AutoStackScenario

/// The sizing commands: `text`, `text-set` and `font-scale`, and the measurements `stats`
/// counts.
@MainActor
@Suite struct ScenarioSizingTests {}

// MARK: - Commands

extension ScenarioSizingTests {
  @Test("a label is ceil(CHARS × 10F / W) lines of 20F, and as wide as its text unless filled")
  func labelFormula() {
    let result = run(
      "container plain 100", "text a 25", "text b 0", "arrange a b", "print", "align leading",
      "print", "stats")
    #expect(
      result.outputLines == [
        "a 0 0 100 60", "b 0 60 100 0", "content 100 60",  // ceil(250 / 100) = 3 lines
        "a 0 0 100 60", "b 0 60 0 0", "content 100 60",  // min(250, 100); no text is 0 wide
        "writes 3 reflows 2 measures 2",
      ])
  }

  @Test("the line count is exact where floating point would land a line off")
  func exactLineCount() {
    // 10 characters × 10 × 0.07 in a slot of 1 is 7 lines exactly, while in binary floating
    // point it is 7.000000000000001, whose ceiling is 8.
    #expect((10 * 10 * 0.07 / 1 as Double).rounded(.up) == 8)
    let result = run("container plain 1", "font-scale 0.07", "text a 10", "arrange a", "print")
    #expect(result.outputLines == ["a 0 0 1 9.8", "content 1 9.8"])  // 7 lines of 1.4
  }

  @Test("a label has no height in a slot of 0 points")
  func zeroSlot() {
    let result = run("container plain 20", "insets 0 10 0 10", "text a 5", "arrange a", "print")
    #expect(result.outputLines == ["a 10 0 0 0", "content 20 0"])
  }

  @Test("text-set measures the label again; font-scale every label, declared before or after")
  func textSetAndFontScale() {
    let result = run(
      "container plain 100", "text a 10", "arrange a", "stats", "text-set a 30", "print",
      "stats", "font-scale 2", "text b 10", "arrange a b", "print", "stats")
    #expect(
      result.outputLines == [
        "writes 1 reflows 1 measures 1",
        "a 0 0 100 60", "content 100 60", "writes 1 reflows 1 measures 1",
        // a: ceil(600 / 100) = 6 lines of 40; b: 200 / 100 = 2 lines of 40.
        "a 0 0 100 240", "b 0 240 100 80", "content 100 320",
        "writes 2 reflows 2 measures 2",
      ])
  }

  @Test("font-scale with nothing arranged changes the labels' scale only")
  func fontScaleBeforeContainer() {
    let result = run("font-scale 1.25", "text a 8", "container plain 100", "arrange a", "print")
    #expect(result.outputLines == ["a 0 0 100 25", "content 100 25"])
  }
}

// MARK: - Errors

extension ScenarioSizingTests {
  @Test(
    "font-scale takes a number more than 0 with at most two decimals",
    arguments: ["0", "-1", "1.005", "nan", "inf", "0.00"])
  func invalidScale(scale: String) {
    let result = run("font-scale \(scale)")
    #expect(result.exitCode == 1)
    #expect(
      result.errorLines == [
        "error: line 1: `\(scale)` is not a text scale: use a number more than 0 with at most "
          + "two decimals, 1 for the normal size"
      ])
  }

  @Test("text takes a whole number of characters, 0 or more", arguments: ["1.5", "-2", "nan"])
  func invalidCharacters(characters: String) {
    let result = run("text a \(characters)")
    #expect(
      result.errorLines == [
        "error: line 1: `\(characters)` is not a number of characters: use a whole number, 0 "
          + "or more"
      ])
  }

  @Test("text-set needs a label")
  func textSetNeedsLabel() {
    let result = run("container plain 100", "view a 10", "text-set a 3")
    #expect(
      result.errorLines == [
        "error: line 3: `a` is not a label: declare it with `text NAME CHARS`"
      ])
  }
}

// MARK: - A hidden label written under fill

extension ScenarioSizingTests {
  // Regression: a reflow under fill wrote the slot width into the hidden label, and its
  // fitting state still held the measurement at that slot width, so that showing it under
  // another alignment kept the fill width.
  @Test(
    "a label shown under another alignment takes its measured width, not a fill width written while hidden",
    arguments: [
      ("leading", "t 0 0 50 20"), ("center", "t 25 0 50 20"), ("trailing", "t 50 0 50 20"),
    ])
  func hiddenLabelKeepsMeasuredWidth(alignment: String, expected: String) {
    let result = run(
      "container plain 100", "text t 5", "align \(alignment)", "arrange t", "hide t", "align fill",
      "align \(alignment)", "show t", "print")
    #expect(result.outputLines == [expected, "content 100 20"])  // 5 × 10 = 50 wide, 1 line
  }
}

// MARK: - A container not laid out yet

extension ScenarioSizingTests {
  @Test("labels arranged in a container 0 wide are measured once its width arrives, not before")
  func noMeasurementAtWidthZero() {
    let result = run(
      "container scroll 0", "text a 10", "text b 20", "arrange a b", "stats", "width 375",
      "stats", "print")
    #expect(
      result.outputLines == [
        "writes 0 reflows 1 measures 0",
        "writes 2 reflows 1 measures 2",  // one measurement for each label
        "a 0 0 375 20", "b 0 20 375 20", "content 375 40",
      ])
  }
}
