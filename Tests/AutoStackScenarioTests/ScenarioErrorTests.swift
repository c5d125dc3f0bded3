import AutoStackSimulator
import Foundation
import Testing

@testable import AutoStackScenario

/// Every error of the scenario language: `error: line N: why`, exit code 1, after the lines
/// before it ran and before any line after it.
@MainActor
@Suite struct ScenarioErrorTests {}

extension ScenarioErrorTests {
  /// The one error `result` ends with, checking that it is the last line and exits 1.
  private func error(of result: ScenarioResult) -> String? {
    #expect(result.exitCode == 1)
    #expect(result.lines.last?.isError == true)
    return result.errorLines.last
  }
}

// MARK: - Syntax

extension ScenarioErrorTests {
  @Test("a bad line stops the scenario after the lines before it ran")
  func stopsAtTheBadLine() {
    let result = run("container scroll 10", "print", "prnt", "print")
    #expect(result.outputLines == ["content 10 0"])
    #expect(error(of: result) == "error: line 3: unknown command `prnt`; see autostack-demo --help")
    #expect(
      result.standardError == "error: line 3: unknown command `prnt`; see autostack-demo --help\n")
  }

  @Test("a syntax error reports the parser's reason with the line number")
  func syntaxErrors() {
    #expect(
      error(of: run("", "# comment", "view a"))
        == "error: line 3: usage: view NAME HEIGHT [WIDTH] (got 1 argument)")
    #expect(error(of: run("view a tall")) == "error: line 1: `tall` is not a number")
    #expect(
      error(of: run("view a 2000000"))
        == "error: line 1: `2000000` is out of range: numbers go from -1000000 to 1000000")
  }

  @Test("lines end at \\n, \\r\\n or \\r, and are counted the same")
  func lineEndings() {
    let result = ScenarioRunner.run("container scroll 10\r\nview a 1\rview b 2\nbad")
    #expect(error(of: result) == "error: line 4: unknown command `bad`; see autostack-demo --help")
  }
}

// MARK: - Names

extension ScenarioErrorTests {
  @Test("a name no view was declared with is an error, whichever command uses it")
  func unknownView() {
    let expected = "no view named `ghost`: declare it first with `view NAME HEIGHT`"
    for line in [
      "arrange ghost", "hide ghost", "show ghost", "height ghost 1", "bounds-height ghost 1",
      "spacing-after ghost 1", "autoresize ghost none", "transform ghost 1", "remove ghost",
      "release ghost",
    ] {
      #expect(
        error(of: run("container scroll 10", line)) == "error: line 2: \(expected)", "\(line)")
    }
  }

  @Test("a released name is unknown until it is declared again, whichever command uses it")
  func releasedView() {
    let expected = "no view named `a`: declare it first with `view NAME HEIGHT`"
    for line in ["arrange a", "hide a", "height a 1", "remove a", "release a", "text-set a 1"] {
      #expect(
        error(of: run("container scroll 10", "view a 5", "release a", line))
          == "error: line 4: \(expected)", "\(line)")
    }
  }

  @Test("arrange runs nothing when one of its names is unknown")
  func arrangeWithUnknownView() {
    let result = run("container scroll 10", "view a 5", "arrange a ghost")
    #expect(result.outputLines.isEmpty)
    #expect(error(of: result)?.hasPrefix("error: line 3: no view named `ghost`") == true)
  }

  @Test("declaring a name twice is an error, with view or fixed")
  func duplicateView() {
    #expect(
      error(of: run("view a 1", "view a 2")) == "error: line 2: a view named `a` already exists")
    #expect(
      error(of: run("view a 1", "fixed a 2 3")) == "error: line 2: a view named `a` already exists")
    #expect(
      error(of: run("fixed a 1 2", "view a 3")) == "error: line 2: a view named `a` already exists")
  }
}

// MARK: - Order

extension ScenarioErrorTests {
  @Test(
    "commands that need a container are errors before the first one",
    arguments: [
      "arrange", "spacing 1", "spacing-after a 1", "insets 0 0 0 0", "align fill", "width 1",
      "content-inset 0 0 0 0", "direction rtl", "batch", "stop", "print", "stats",
      "placeholder-view empty e 10", "state loading", "grace 1", "min-show 1", "placeholder",
    ])
  func beforeContainer(line: String) {
    let expected = "error: line 2: no container yet: start with `container scroll|plain WIDTH`"
    #expect(error(of: run("view a 1", line)) == expected)
  }

  @Test("the commands that only touch views need no container")
  func viewCommandsWithoutContainer() {
    let result = run(
      "view a 1", "fixed b 1 1", "hide a", "show a", "height a 2", "bounds-height a 3",
      "autoresize b flexible-width", "transform b 2", "wait 100", "remove a", "release a")
    #expect(result.exitCode == 0)
    #expect(result.lines.isEmpty)
  }

  @Test("wait takes a finite number of milliseconds, 0 or more")
  func badWait() {
    let expected = "error: line 1: `wait` takes a finite number of milliseconds, 0 or more"
    for value in ["-1", "nan", "inf"] {
      #expect(error(of: run("wait \(value)")) == expected, "\(value)")
    }
  }

  @Test("a placeholder view's name is a view's name: declared once")
  func placeholderNameTaken() {
    #expect(
      error(of: run("container scroll 10", "view a 1", "placeholder-view empty a 5"))
        == "error: line 3: a view named `a` already exists")
  }

  @Test("end without batch is an error")
  func endWithoutBatch() {
    #expect(error(of: run("container scroll 10", "end")) == "error: line 2: `end` without `batch`")
    #expect(
      error(of: run("container scroll 10", "batch", "end", "end"))
        == "error: line 4: `end` without `batch`")
  }

  @Test("a batch still open at the end is an error on its line, once the lines after it ran")
  func unterminatedBatch() {
    let result = run(
      "container scroll 10", "view a 5", "arrange a", "batch", "height a 7", "print", "")
    // Inside the open batch, the new height has not moved anything: the content is still 5.
    #expect(result.outputLines == ["a 0 0 10 7", "content 10 5"])
    #expect(error(of: result) == "error: line 4: `batch` is never closed by `end`")
  }

  @Test("of nested batches left open, the innermost is reported")
  func unterminatedNestedBatch() {
    #expect(
      error(of: run("container scroll 10", "batch", "batch"))
        == "error: line 3: `batch` is never closed by `end`")
    #expect(
      error(of: run("container scroll 10", "batch", "batch", "end"))
        == "error: line 2: `batch` is never closed by `end`")
  }

  @Test("a new container inside a batch is an error")
  func containerInBatch() {
    #expect(
      error(of: run("container scroll 10", "batch", "container plain 10"))
        == "error: line 3: `container` inside a batch: `end` it first")
  }

  @Test("an error inside a batch reports no warning from the reflow that closes the batch")
  func errorInBatchIsLast() {
    let result = run(
      "container scroll 10", "view a 5", "arrange a", "batch", "height a -1", "oops")
    #expect(
      result.errorLines == ["error: line 6: unknown command `oops`; see autostack-demo --help"])
  }
}

// MARK: - Limits

extension ScenarioErrorTests {
  private func runLimited(to limits: ScenarioSession.Limits, _ lines: String...) -> ScenarioResult {
    ScenarioSession(script: lines.joined(separator: "\n"), limits: limits).run()
  }

  @Test("the limits are 10,000 views, batches 16 deep and a million lines of output")
  func limits() {
    #expect(ScenarioRunner.maximumViews == 10_000)
    #expect(ScenarioRunner.maximumBatchDepth == 16)
    #expect(ScenarioRunner.maximumOutputLines == 1_000_000)
  }

  @Test("declaring more views than the limit is an error")
  func tooManyViews() {
    let result = runLimited(
      to: ScenarioSession.Limits(views: 2), "view a 1", "view b 1", "view c 1")
    #expect(error(of: result) == "error: line 3: too many views: a scenario declares at most 2")
  }

  @Test("released views count toward the limit, which bounds every view a scenario makes")
  func releasedViewsCount() {
    let result = runLimited(
      to: ScenarioSession.Limits(views: 2), "view a 1", "release a", "view a 1", "release a",
      "view a 1")
    #expect(error(of: result) == "error: line 5: too many views: a scenario declares at most 2")
  }

  @Test("nesting batches deeper than the limit is an error; the limit itself is allowed")
  func batchDepth() {
    let allowed = runLimited(
      to: ScenarioSession.Limits(batchDepth: 2), "container scroll 10", "batch", "batch",
      "end", "end")
    #expect(allowed.exitCode == 0)
    let tooDeep = runLimited(
      to: ScenarioSession.Limits(batchDepth: 2), "container scroll 10", "batch", "batch",
      "batch")
    #expect(error(of: tooDeep) == "error: line 4: batches nest at most 2 deep")
  }

  @Test("the line whose output passes the limit is the last")
  func outputLimit() {
    let result = runLimited(
      to: ScenarioSession.Limits(outputLines: 5),
      "container scroll 10", "view a 1", "arrange a", "print", "print", "print")
    // Each print prints two lines: the third passes the limit, and is printed whole.
    #expect(
      result.outputLines == [
        "a 0 0 10 1", "content 10 1", "a 0 0 10 1", "content 10 1", "a 0 0 10 1", "content 10 1",
      ])
    #expect(error(of: result) == "error: line 6: more than 5 lines of output")
  }

  @Test("warnings count as output")
  func warningsCount() {
    let result = runLimited(
      to: ScenarioSession.Limits(outputLines: 2), "container scroll 10", "view a 1",
      "arrange a a a a")
    #expect(result.errorLines.count == 3 + 1)  // three duplicates, then the error
    #expect(error(of: result) == "error: line 3: more than 2 lines of output")
  }

  @Test("a scenario may declare 10,000 views and arrange them all")
  func manyViews() {
    let views = (0..<ScenarioRunner.maximumViews).map { "view v\($0) 1" }
    let arrange =
      "arrange " + (0..<ScenarioRunner.maximumViews).map { "v\($0)" }.joined(separator: " ")
    let result = ScenarioRunner.run(
      (["container scroll 10"] + views + [arrange, "print"]).joined(separator: "\n"))
    #expect(result.exitCode == 0)
    #expect(result.outputLines.last == "content 10 10000")
  }
}

// MARK: - Hostile input

extension ScenarioErrorTests {
  @Test("bytes that are not UTF-8 are decoded leniently and reported as a word")
  func invalidUTF8() {
    let result = ScenarioRunner.run(bytes: [0xFF, 0xFE, 0x0A] + Array("print".utf8))
    #expect(
      error(of: result)
        == "error: line 1: unknown command `\u{FFFD}\u{FFFD}`; see autostack-demo --help")
  }

  @Test("NUL and other control bytes are shown as ? in errors")
  func controlBytes() {
    let result = ScenarioRunner.run(bytes: [0x00, 0x01, 0x7F])
    #expect(error(of: result) == "error: line 1: unknown command `???`; see autostack-demo --help")
  }

  @Test(
    "random bytes and random commands never crash, and end in 0 or in one error", arguments: 0..<40)
  func randomInput(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let words = [
      "container", "scroll", "plain", "view", "arrange", "spacing", "spacing-after", "insets",
      "align", "center", "hide", "show", "height", "bounds-height", "width", "batch", "end",
      "stop", "print", "stats", "fixed", "autoresize", "none", "flexible-height,flexible-top",
      "transform", "content-inset", "direction", "rtl", "placeholder-view", "empty", "loading",
      "failed", "state", "content", "grace", "min-show", "wait", "placeholder", "remove", "release",
      "a", "b", "c", "0", "1", "-5", "nan", "inf", "1e9", "#", "\u{FF}",
    ]
    var script = ""
    for _ in 0..<Int.random(in: 0...200, using: &random) {
      if Int.random(in: 0..<10, using: &random) == 0 {
        script += String(
          decoding: (0..<8).map { _ in UInt8.random(in: 0...255, using: &random) }, as: UTF8.self)
      }
      script += words.randomElement(using: &random)!
      script += ["\n", " ", " ", "\r\n", "\t"].randomElement(using: &random)!
    }
    let result = ScenarioRunner.run(script)
    let errors = result.errorLines.filter { $0.hasPrefix("error: ") }
    #expect(result.exitCode == (errors.isEmpty ? 0 : 1))
    #expect(errors.count <= 1)
    #expect(
      result.errorLines.allSatisfy {
        $0.hasPrefix("error: line ") || $0.hasPrefix("warning: line ")
      })
  }
}
