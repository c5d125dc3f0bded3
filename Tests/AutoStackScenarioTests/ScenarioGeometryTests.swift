import AutoStackSimulator
import Foundation
import Testing

@testable import AutoStackScenario

/// The commands that reach UIKit's geometry (`fixed`, `autoresize`, `transform`,
/// `content-inset`, `direction`) and the error for geometry a layer refuses.
@MainActor
@Suite struct ScenarioGeometryTests {}

extension ScenarioGeometryTests {
  /// The one error `result` ends with, checking that it is the last line and exits 1.
  private func error(of result: ScenarioResult) -> String? {
    #expect(result.exitCode == 1)
    #expect(result.lines.last?.isError == true)
    return result.errorLines.last
  }

  /// The error for geometry that holds a NaN, on `line`, as a layer names `what`.
  private func invalidGeometry(_ what: String, line: Int) -> String {
    "error: line \(line): CALayer \(what) contains NaN "
      + "(a device raises CALayerInvalidGeometry here)"
  }
}

// MARK: - Fixed sizes

extension ScenarioGeometryTests {
  @Test("a fixed view keeps its size under fill, at the left inset, and takes its height's space")
  func fixedUnderFill() {
    let result = run(
      "container scroll 100", "fixed switch 31 51", "view a 10", "insets 0 8 0 8",
      "arrange a switch", "print")
    #expect(
      result.outputLines == [
        "a 8 0 \(100 - 8 - 8) 10", "switch 8 10 51 31", "content 100 \(10 + 31)",
      ])
    #expect(result.exitCode == 0)
    #expect(result.errorLines.isEmpty)
  }

  @Test("a fixed view keeps its size whatever height is written; nothing moves or reflows")
  func fixedKeepsItsSize() {
    let result = run(
      "container scroll 100", "fixed switch 31 51", "view a 10", "arrange switch a", "stats",
      "height switch 50", "bounds-height switch 60", "print", "stats")
    #expect(
      result.outputLines == [
        "writes 2 reflows 1 measures 0",
        "switch 0 0 51 31", "a 0 31 100 10", "content 100 41",
        "writes 0 reflows 0 measures 0",
      ])
  }

  @Test("a fixed view is placed by its own width with the other alignments")
  func fixedAligned() {
    let result = run(
      "container scroll 100", "fixed switch 31 51", "arrange switch", "align center", "print",
      "align trailing", "print")
    #expect(
      result.outputLines == [
        "switch 24.5 0 51 31", "content 100 31",
        "switch \(100 - 51) 0 51 31", "content 100 31",
      ])
  }

  @Test("a fixed view needs its width, a NaN size is refused, and a name is declared once")
  func fixedDeclaration() {
    #expect(
      error(of: run("fixed a 1"))
        == "error: line 1: usage: fixed NAME HEIGHT WIDTH (got 2 arguments)")
    #expect(error(of: run("fixed a 1 nan")) == invalidGeometry("position", line: 1))
    #expect(
      error(of: run("fixed a 1 2", "fixed a 1 2"))
        == "error: line 2: a view named `a` already exists")
  }
}

// MARK: - Layout direction

extension ScenarioGeometryTests {
  @Test("direction rtl puts a fill's fixed view at the right inset, and ltr back at the left")
  func fixedRightToLeft() {
    let result = run(
      "container scroll 100", "fixed switch 31 51", "insets 0 8 0 8", "arrange switch", "print",
      "direction rtl", "print", "direction ltr", "print")
    #expect(
      result.outputLines == [
        "switch 8 0 51 31", "content 100 31",
        "switch \(100 - 8 - 51) 0 51 31", "content 100 31",
        "switch 8 0 51 31", "content 100 31",
      ])
  }

  @Test("right to left, leading is the right edge; the same direction again reflows nothing")
  func rightToLeftLeading() {
    let result = run(
      "container scroll 100", "view a 10 40", "align leading", "arrange a", "stats",
      "direction rtl", "print", "stats", "direction rtl", "stats")
    #expect(
      result.outputLines == [
        "writes 0 reflows 2 measures 0",
        "a \(100 - 40) 0 40 10", "content 100 10",
        "writes 1 reflows 1 measures 0",
        "writes 0 reflows 0 measures 0",
      ])
  }

  @Test("a new container starts at scale none, whatever the one before had")
  func newContainerHasNoScale() {
    let result = run(
      "container plain 100", "scale 2", "view a 10.3", "view b 10", "arrange a b", "print",
      "container plain 100", "view c 10.3", "view d 10", "arrange c d", "print")
    #expect(
      result.outputLines == [
        "a 0 0 100 10.3", "b 0 10.5 100 10", "content 100 20.5",  // 20.3 → 20.5
        "c 0 0 100 10.3", "d 0 10.3 100 10", "content 100 20.3",
      ])
  }

  @Test("direction takes ltr or rtl, and needs a container")
  func directionErrors() {
    #expect(
      error(of: run("container scroll 10", "direction up"))
        == "error: line 2: `up` is not a direction: use ltr or rtl")
    #expect(
      error(of: run("direction rtl"))
        == "error: line 1: no container yet: start with `container scroll|plain WIDTH`")
  }
}

// MARK: - Autoresizing

extension ScenarioGeometryTests {
  @Test("arranging clears vertical autoresizing: a plain container's growth grows no view")
  func autoresizingVerticalCleared() {
    let result = run(
      "container plain 100", "view a 10", "view b 20", "autoresize a flexible-height",
      "autoresize b flexible-top,flexible-bottom", "arrange a b", "print", "stats")
    #expect(
      result.outputLines == [
        "a 0 0 100 10", "b 0 10 100 20", "content 100 \(10 + 20)", "writes 2 reflows 1 measures 0",
      ])
  }

  @Test("a flexible width follows the container, and leading alignment keeps it; none does not")
  func autoresizingWidth() {
    let result = run(
      "container scroll 100", "view a 10 40", "view b 10 40", "autoresize a flexible-width",
      "autoresize b none", "align leading", "arrange a b", "width 200", "print")
    #expect(
      result.outputLines == ["a 0 0 \(40 + 100) 10", "b 0 10 40 10", "content 200 20"])
  }

  @Test("autoresize replaces the whole mask: none clears what was set")
  func autoresizingNone() {
    let result = run(
      "container scroll 100", "view a 10 40", "autoresize a flexible-width,flexible-left",
      "autoresize a none", "align leading", "arrange a", "width 200", "print")
    #expect(result.outputLines == ["a 0 0 40 10", "content 200 10"])
  }

  @Test("autoresize quotes an unknown flag and needs a declared view")
  func autoresizingErrors() {
    #expect(
      error(of: run("view a 1", "autoresize a flexible-depth"))?.hasPrefix(
        "error: line 2: `flexible-depth` is not an autoresizing flag: use none, or a") == true)
    #expect(
      error(of: run("autoresize ghost none"))
        == "error: line 1: no view named `ghost`: declare it first with `view NAME HEIGHT`")
  }
}

// MARK: - Transforms

extension ScenarioGeometryTests {
  @Test("print shows the scaled box about the center; nothing moves, nothing reflows")
  func transformScales() {
    let result = run(
      "container scroll 100", "view a 10", "view b 20", "arrange a b", "stats",
      "transform a 2", "print", "stats", "transform a 0.5", "print", "transform a 0", "print",
      "transform a 1", "print", "stats")
    #expect(
      result.outputLines == [
        "writes 2 reflows 1 measures 0",
        // Centered on 50, 5: 200 by 20, then 50 by 5, then nothing.
        "a -50 -5 200 20", "b 0 10 100 20", "content 100 30",
        "writes 0 reflows 0 measures 0",
        "a 25 2.5 50 5", "b 0 10 100 20", "content 100 30",
        "a 50 5 0 0", "b 0 10 100 20", "content 100 30",
        "a 0 0 100 10", "b 0 10 100 20", "content 100 30",
        "writes 0 reflows 0 measures 0",
      ])
  }

  @Test("a view transformed before it is arranged is laid out by its untransformed frame")
  func transformBeforeArrange() {
    let result = run(
      "container scroll 100", "view a 10", "view b 20", "transform a 0.5", "arrange a b",
      "print")
    #expect(result.outputLines == ["a 25 2.5 50 5", "b 0 10 100 20", "content 100 30"])
  }

  @Test("an infinite scale is accepted; a NaN one is refused, as a layer refuses it")
  func transformOddValues() {
    let accepted = run("view a 10 10", "transform a inf")
    #expect(accepted.exitCode == 0)
    #expect(accepted.lines.isEmpty)
    let refused = run("container scroll 100", "view a 10", "arrange a", "transform a nan", "print")
    #expect(refused.outputLines.isEmpty)
    #expect(error(of: refused) == invalidGeometry("transform", line: 4))
  }

  @Test("transform needs a declared view and a number")
  func transformErrors() {
    #expect(
      error(of: run("transform ghost 1"))
        == "error: line 1: no view named `ghost`: declare it first with `view NAME HEIGHT`")
    #expect(error(of: run("view a 1", "transform a big")) == "error: line 2: `big` is not a number")
  }
}

// MARK: - Content inset

extension ScenarioGeometryTests {
  @Test("a content inset narrows the content width, in one reflow; the content starts at x 0")
  func contentInset() {
    let result = run(
      "container scroll 375", "view a 10", "view b 20", "arrange a b", "stats",
      "content-inset 0 20 0 20", "print", "stats")
    #expect(
      result.outputLines == [
        "writes 2 reflows 1 measures 0",
        "a 0 0 335 10", "b 0 10 335 20", "content 335 30",
        "writes 2 reflows 1 measures 0",
      ])
  }

  @Test("a vertical content inset leaves the content width as it is, and reflows nothing")
  func verticalContentInset() {
    let result = run(
      "container scroll 100", "view a 10", "arrange a", "stats", "content-inset 30 0 40 0",
      "print", "stats")
    #expect(
      result.outputLines == [
        "writes 1 reflows 1 measures 0", "a 0 0 100 10", "content 100 10",
        "writes 0 reflows 0 measures 0",
      ])
  }

  @Test("a content inset wider than the container lays out in a width of 0, with a warning")
  func contentInsetTooWide() {
    let result = run(
      "container scroll 100", "content-inset 0 80 0 80", "view a 10", "arrange a",
      "print")
    #expect(
      result.errorLines == [
        "warning: line 2: the container's width is -60.0; views are laid out in a width of 0"
      ])
    #expect(result.outputLines == ["a 0 0 0 10", "content 0 10"])
  }

  @Test("content-inset needs a scroll container")
  func contentInsetErrors() {
    #expect(
      error(of: run("container plain 100", "content-inset 0 20 0 20"))
        == "error: line 2: `content-inset` needs a scroll container: "
        + "start with `container scroll WIDTH`")
    #expect(
      error(of: run("content-inset 0 0 0 0"))
        == "error: line 1: no container yet: start with `container scroll|plain WIDTH`")
  }
}

// MARK: - Invalid geometry

extension ScenarioGeometryTests {
  @Test("a NaN in a view's geometry is an error on its line, after the lines before it ran")
  func nanHeight() {
    let result = run(
      "container scroll 100", "view a 10", "arrange a", "print", "height a nan", "print")
    #expect(result.outputLines == ["a 0 0 100 10", "content 100 10"])
    #expect(error(of: result) == invalidGeometry("position", line: 5))
    #expect(
      result.standardError
        == "error: line 5: CALayer position contains NaN (a device raises CALayerInvalidGeometry "
        + "here)\n")
  }

  @Test(
    "each way to write a NaN is an error, named as the layer names it",
    arguments: [
      ("height a nan", "position"), ("bounds-height a nan", "bounds"), ("width nan", "position"),
      ("view b nan", "position"), ("view b 10 nan", "position"), ("fixed b nan 1", "position"),
      ("transform a nan", "transform"),
    ])
  func nanWrites(line: String, what: String) {
    let result = run("container scroll 100", "view a 10", "arrange a", line)
    #expect(error(of: result) == invalidGeometry(what, line: 4))
  }

  @Test("a NaN container width is an error on the container line")
  func nanContainer() {
    #expect(error(of: run("container scroll nan")) == invalidGeometry("position", line: 1))
  }

  @Test("a frame that reads back with a NaN origin makes the next frame write an error")
  func nanOrigin() {
    let result = run(
      "container scroll 100", "view a 10", "arrange a", "height a inf", "print", "height a 10")
    #expect(result.outputLines == ["a 0 nan 100 inf", "content 100 0"])
    #expect(error(of: result) == invalidGeometry("position", line: 6))
    // Through the bounds, which keep the center, the view comes back.
    let restored = run(
      "container scroll 100", "view a 10", "arrange a", "height a inf", "bounds-height a 10",
      "print")
    #expect(restored.exitCode == 0)
    #expect(restored.outputLines == ["a 0 0 100 10", "content 100 10"])
  }

  @Test("infinities of one sign are accepted, as a layer accepts them")
  func infinitiesAccepted() {
    let result = run(
      "container scroll 100", "view a 10", "view b inf 10", "arrange a", "height a inf",
      "bounds-height a 10", "width inf")
    #expect(result.exitCode == 0)
    #expect(result.errorLines.allSatisfy { $0.hasPrefix("warning: ") })
  }

  @Test("a NaN in a batch is an error on its line; the reflow closing the batch warns nothing")
  func nanInBatch() {
    let result = run(
      "container scroll 100", "view a 10", "view b 5", "arrange a b", "batch", "height a -1",
      "height b nan", "end", "print")
    #expect(result.outputLines.isEmpty)
    #expect(result.errorLines == [invalidGeometry("position", line: 7)])
  }
}

// MARK: - The handler

extension ScenarioGeometryTests {
  /// The reasons a handler of invalid geometry was called with.
  private final class Refusals {
    var reasons: [String] = []
  }

  @Test("a run replaces the handler of invalid geometry, and restores the one before at its end")
  func handlerRestored() {
    let previous = SimulatedView.onInvalidGeometry
    defer { SimulatedView.onInvalidGeometry = previous }
    let refusals = Refusals()
    SimulatedView.onInvalidGeometry = { view, reason in
      refusals.reasons.append("\(view.name): \(reason)")
    }
    // A run that ends in the error, one that ends in another error, one that ends well.
    let failed = run("container scroll 100", "view a 10", "height a nan")
    #expect(failed.exitCode == 1)
    #expect(run("view a 1", "oops").exitCode == 1)
    #expect(run("container scroll 100", "view a 10", "arrange a").exitCode == 0)
    #expect(refusals.reasons.isEmpty)

    let view = SimulatedView(name: "v")
    view.center = CGPoint(x: CGFloat.nan, y: 0)
    #expect(refusals.reasons.count == 1)
    #expect(refusals.reasons.first?.hasPrefix("v: position contains NaN") == true)
    #expect(view.center == .zero)
  }
}
