import AutoStack
import Foundation
import Testing

@testable import AutoStackScenario

/// Each command of the scenario language, run through the real engine.
@MainActor
@Suite struct ScenarioRunnerTests {}

// MARK: - Containers and views

extension ScenarioRunnerTests {
  @Test("a scroll container reports its content size, empty until something is arranged")
  func scrollContainer() {
    let result = run("container scroll 375", "print")
    #expect(result.outputLines == ["content 375 0"])
    #expect(result.exitCode == 0)
    #expect(result.errorLines.isEmpty)
  }

  @Test("a plain container reports its frame size, whose height arranging sets")
  func plainContainer() {
    let result = run("container plain 320", "view a 50", "view b 30", "arrange a b", "print")
    #expect(result.outputLines == ["a 0 0 320 50", "b 0 50 320 30", "content 320 \(50 + 30)"])
  }

  @Test("views may be declared before the container, and start at 0, 0 with width 0")
  func viewsBeforeContainer() {
    let result = run("view a 50", "view b 30 100", "container scroll 375", "arrange b a", "print")
    #expect(result.outputLines == ["b 0 0 375 30", "a 0 30 375 50", "content 375 80"])
  }

  @Test("arrange stacks the views in its order; arranging again drops the views left out")
  func arrangeAndRearrange() {
    let result = run(
      "container scroll 375", "view a 10", "view b 20", "view c 30",
      "arrange a b c", "arrange c a", "print")
    #expect(result.outputLines == ["c 0 0 375 30", "a 0 30 375 10", "content 375 \(30 + 10)"])
  }

  @Test("arrange with no names leaves nothing arranged and the content as tall as the insets")
  func arrangeNothing() {
    let result = run("container scroll 375", "insets 10 0 5 0", "arrange", "print")
    #expect(result.outputLines == ["content 375 \(10 + 5)"])
  }

  @Test("a new container starts over with default options; views leave the old one")
  func newContainer() {
    let result = run(
      "container scroll 375", "view a 10", "view b 20", "spacing 8", "arrange a b",
      "container plain 200", "arrange b a", "print")
    #expect(result.outputLines == ["b 0 0 200 20", "a 0 20 200 10", "content 200 30"])
  }
}

// MARK: - Options

extension ScenarioRunnerTests {
  @Test("spacing separates visible views, before or after arranging")
  func spacing() {
    let result = run(
      "container scroll 100", "view a 10", "view b 20", "view c 30",
      "spacing 5", "arrange a b c", "print", "spacing 10", "print")
    #expect(
      result.outputLines == [
        "a 0 0 100 10", "b 0 15 100 20", "c 0 \(15 + 20 + 5) 100 30", "content 100 \(40 + 30)",
        "a 0 0 100 10", "b 0 20 100 20", "c 0 \(20 + 20 + 10) 100 30", "content 100 \(50 + 30)",
      ])
  }

  @Test("spacing-after replaces the spacing after one view")
  func spacingAfter() {
    let result = run(
      "container scroll 100", "view a 10", "view b 20", "view c 30",
      "spacing 5", "arrange a b c", "spacing-after a 1", "print")
    #expect(
      result.outputLines == [
        "a 0 0 100 10", "b 0 \(10 + 1) 100 20", "c 0 \(11 + 20 + 5) 100 30", "content 100 66",
      ])
  }

  @Test("insets move the stack in and narrow a fill")
  func insets() {
    let result = run("container scroll 100", "view a 10", "insets 1 2 3 4", "arrange a", "print")
    #expect(result.outputLines == ["a 2 1 \(100 - 2 - 4) 10", "content 100 \(1 + 10 + 3)"])
  }

  @Test("alignments other than fill keep each view's width, which fill overwrites")
  func alignment() {
    let result = run(
      "container scroll 100", "view a 10 40", "align leading", "arrange a", "print",
      "align center", "print", "align trailing", "print", "align fill", "print",
      "align leading", "print")
    #expect(
      result.outputLines == [
        "a 0 0 40 10", "content 100 10",
        "a \((100 - 40) / 2) 0 40 10", "content 100 10",
        "a \(100 - 40) 0 40 10", "content 100 10",
        "a 0 0 100 10", "content 100 10",
        "a 0 0 100 10", "content 100 10",
      ])
  }
}

// MARK: - Changes

extension ScenarioRunnerTests {
  @Test("hide collapses a view and show brings it back")
  func hideAndShow() {
    let result = run(
      "container scroll 100", "view a 10", "view b 20", "arrange a b",
      "hide a", "print", "show a", "print")
    #expect(
      result.outputLines == [
        "a 0 0 100 10 hidden", "b 0 0 100 20", "content 100 20",
        "a 0 0 100 10", "b 0 10 100 20", "content 100 30",
      ])
  }

  @Test("height moves the views below")
  func height() {
    let result = run(
      "container scroll 100", "view a 10", "view b 20", "arrange a b", "height a 15.5", "print")
    #expect(result.outputLines == ["a 0 0 100 15.5", "b 0 15.5 100 20", "content 100 35.5"])
  }

  @Test("bounds-height keeps the center, and AutoStack puts the view back in place")
  func boundsHeight() {
    let result = run(
      "container scroll 100", "view a 10", "view b 20", "view c 5", "arrange a b c",
      "bounds-height b 40", "print")
    #expect(
      result.outputLines == [
        "a 0 0 100 10", "b 0 10 100 40", "c 0 \(10 + 40) 100 5", "content 100 55",
      ])
  }

  @Test("width re-lays out every view in the new width")
  func width() {
    let result = run("container scroll 100", "view a 10", "arrange a", "width 80.25", "print")
    #expect(result.outputLines == ["a 0 0 80.25 10", "content 80.25 10"])
  }

  @Test("changes in a batch reflow once, at end; nothing moves before")
  func batch() {
    let result = run(
      "container scroll 100", "view a 10", "view b 20", "view c 30", "arrange a b c", "stats",
      "batch", "height a 20", "hide b", "height c 40", "print", "end", "print", "stats")
    #expect(
      result.outputLines == [
        "writes 3 reflows 1 measures 0",
        "a 0 0 100 20", "b 0 10 100 20 hidden", "c 0 30 100 40", "content 100 60",
        "a 0 0 100 20", "b 0 20 100 20 hidden", "c 0 20 100 40", "content 100 60",
        "writes 2 reflows 1 measures 0",
      ])
  }

  @Test("stop leaves the views where they are, and print still lists them")
  func stop() {
    let result = run(
      "container scroll 100", "view a 10", "view b 20", "arrange a b", "stop",
      "height a 50", "width 80", "print", "stats")
    #expect(
      result.outputLines == [
        "a 0 0 100 50", "b 0 10 100 20", "content 100 30", "writes 2 reflows 1 measures 0",
      ])
  }

  @Test("stats counts from the container's creation, then from the last stats")
  func stats() {
    let result = run(
      "container scroll 100", "view a 10", "view b 20", "stats", "arrange a b", "stats",
      "height a 20", "hide a", "stats", "stats")
    #expect(
      result.outputLines == [
        "writes 0 reflows 0 measures 0", "writes 2 reflows 1 measures 0",
        "writes 2 reflows 2 measures 0", "writes 0 reflows 0 measures 0",
      ])
  }

  @Test("print and stats go to standard output, each line ending in a newline")
  func standardStreams() {
    let result = run("container scroll 10", "print", "stats")
    #expect(result.standardOutput == "content 10 0\nwrites 0 reflows 0 measures 0\n")
    #expect(result.standardError == "")
  }
}

// MARK: - Removing and releasing

extension ScenarioRunnerTests {
  @Test("remove prints nothing; the next reflow finds the view gone, warns and closes the gap")
  func remove() {
    let setUp = ["container scroll 100", "view a 10", "view b 20", "view c 30", "arrange a b c"]
    #expect(ScenarioRunner.run((setUp + ["remove b"]).joined(separator: "\n")).lines.isEmpty)
    let result = ScenarioRunner.run(
      (setUp + ["remove b", "print", "height a 20", "print"]).joined(separator: "\n"))
    #expect(
      result.outputLines == [
        // Nothing reflowed yet: the arrangement still lists b where it was.
        "a 0 0 100 10", "b 0 10 100 20", "c 0 30 100 30", "content 100 60",
        "a 0 0 100 20", "c 0 20 100 30", "content 100 50",
      ])
    #expect(
      result.errorLines == [
        "warning: line 8: subview 1 was removed from the container; it left the arrangement"
      ])
    #expect(result.exitCode == 0)
  }

  @Test("after remove and release, the name declares a new view, arranged and observed")
  func releaseAndDeclareAgain() {
    let result = run(
      "container scroll 100", "view a 10", "view b 20", "view c 30", "arrange a b c",
      "remove b", "release b", "view b 5", "arrange a b c", "print", "hide b", "print",
      "show b", "height b 8", "print")
    #expect(
      result.outputLines == [
        "a 0 0 100 10", "b 0 10 100 5", "c 0 15 100 30", "content 100 45",
        "a 0 0 100 10", "b 0 10 100 5 hidden", "c 0 10 100 30", "content 100 40",
        "a 0 0 100 10", "b 0 10 100 8", "c 0 18 100 30", "content 100 48",
      ])
    // The old view was released before any reflow found it removed: nothing to report.
    #expect(result.errorLines.isEmpty)
    #expect(result.exitCode == 0)
  }

  @Test("a view released while its container holds it stays arranged until arranged out")
  func releaseWhileArranged() {
    let result = run(
      "container scroll 100", "view a 10", "view b 20", "arrange a b", "release a", "width 50",
      "print", "view a 5", "arrange a b", "print")
    #expect(
      result.outputLines == [
        "a 0 0 50 10", "b 0 10 50 20", "content 50 30",
        "a 0 0 50 5", "b 0 5 50 20", "content 50 25",
      ])
    #expect(result.errorLines.isEmpty)
  }

  @Test("after stop, print lists a released view while its container keeps it")
  func releaseAfterStop() {
    let result = run(
      "container scroll 100", "view a 10", "view b 20", "arrange a b", "stop", "release a",
      "remove b", "release b", "print")
    #expect(result.outputLines == ["a 0 0 100 10", "content 100 30"])
  }

  @Test("a released label its container keeps still takes the new text size")
  func releasedLabelFontScale() {
    let result = run(
      "container scroll 100", "text l 25", "view b 20", "arrange l b", "release l",
      "font-scale 2", "print")
    #expect(result.outputLines == ["l 0 0 100 200", "b 0 200 100 20", "content 100 220"])
  }
}

// MARK: - Library diagnostics

extension ScenarioRunnerTests {
  @Test("a diagnostic of the library is a warning on its line, and the scenario goes on")
  func warnings() {
    let result = run(
      "container scroll 100", "view a 10", "arrange a a", "height a inf", "print")
    #expect(
      result.errorLines == [
        "warning: line 3: subview 1 is subview 0 again; the duplicate is ignored",
        "warning: line 4: subview 0 has height inf; it takes no space until its height is valid",
      ])
    // The center is at infinity: the frame reads back with a NaN y, as on a device.
    #expect(result.outputLines == ["a 0 nan 100 inf", "content 100 0"])
    #expect(result.exitCode == 0)
  }

  @Test("a diagnostic raised when a batch ends is reported on the end line")
  func warningAtEnd() {
    let result = run(
      "container scroll 100", "view a 10", "arrange a", "batch", "height a -1", "end")
    #expect(
      result.errorLines == [
        "warning: line 6: subview 0 has height -1.0; it takes no space until its height is valid"
      ])
  }

  @Test("a container width that is not finite is reported on the container line")
  func invalidContainerWidth() {
    let result = run("container scroll inf")
    #expect(
      result.errorLines == [
        "warning: line 1: the container's width is inf; views are laid out in a width of 0"
      ])
    #expect(result.exitCode == 0)
  }

  @Test("a NaN content width, which no layer refuses, is reported on the content-inset line")
  func nanContentWidth() {
    let result = run("container scroll 100", "content-inset 0 nan 0 0")
    #expect(
      result.errorLines == [
        "warning: line 2: the container's width is nan; views are laid out in a width of 0"
      ])
    #expect(result.exitCode == 0)
  }
}
