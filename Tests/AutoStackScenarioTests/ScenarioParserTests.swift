import AutoStack
import Foundation
import Testing

@testable import AutoStackScenario

@Suite struct ScenarioParserTests {}

extension ScenarioParserTests {
  private func parse(_ line: Substring) throws -> ScenarioCommand? {
    try ScenarioParser.command(in: line)
  }

  private func reason(_ line: Substring) -> String? {
    do {
      _ = try parse(line)
      return nil
    } catch {
      return (error as? ScenarioSyntaxError)?.reason
    }
  }
}

// MARK: - Commands

extension ScenarioParserTests {
  @Test("each command of the language parses")
  func everyCommand() throws {
    let expected: [(Substring, ScenarioCommand)] = [
      ("container scroll 375", .container(.scroll, width: 375)),
      ("container plain 320.5", .container(.plain, width: 320.5)),
      ("view header 200", .view(name: "header", height: 200, width: 0)),
      ("view badge 20 100", .view(name: "badge", height: 20, width: 100)),
      ("arrange a b c", .arrange(["a", "b", "c"])),
      ("arrange", .arrange([])),
      ("remove ad", .remove("ad")),
      ("release ad", .release("ad")),
      ("spacing 8", .spacing(8)),
      ("spacing-after name 4", .spacingAfter("name", 4)),
      ("insets 1 2 3 4", .insets(AutoStackInsets(top: 1, left: 2, bottom: 3, right: 4))),
      ("align center", .align(.center)),
      ("hide ad", .hide("ad")),
      ("show ad", .show("ad")),
      ("height desc 450", .height("desc", 450)),
      ("bounds-height desc 450", .boundsHeight("desc", 450)),
      ("fixed switch 31 51", .fixed(name: "switch", height: 31, width: 51)),
      ("autoresize a none", .autoresize("a", [])),
      ("autoresize a flexible-height", .autoresize("a", .flexibleHeight)),
      ("transform a 0.5", .transform("a", 0.5)),
      ("width 320", .width(320)),
      (
        "content-inset 1 2 3 4",
        .contentInset(AutoStackInsets(top: 1, left: 2, bottom: 3, right: 4))
      ),
      ("direction ltr", .direction(.ltr)),
      ("direction rtl", .direction(.rtl)),
      ("batch", .batch),
      ("animate 300", .animate(300)),
      ("end", .end),
      ("stop", .stop),
      ("print", .print),
      ("stats", .stats),
      (
        "placeholder-view loading spinner 80",
        .placeholderView(.loading, name: "spinner", height: 80)
      ),
      ("placeholder-view empty message 0", .placeholderView(.empty, name: "message", height: 0)),
      ("state content", .state(.content)),
      ("state loading", .state(.loading)),
      ("state failed", .state(.failed)),
      ("grace 300", .grace(300)),
      ("min-show 800.5", .minimumShow(800.5)),
      ("wait 0", .wait(0)),
      ("placeholder", .placeholder),
      ("sticky tabs on", .sticky("tabs", true)),
      ("sticky tabs off", .sticky("tabs", false)),
      ("scroll-to reviews top", .scrollTo("reviews", .top)),
      ("scroll-to reviews nearest", .scrollTo("reviews", .nearest)),
      ("scroll-to reviews center animated", .scrollTo("reviews", .center, animated: true)),
      ("current", .current),
      ("spy", .spy),
    ]
    for (line, command) in expected {
      #expect(try parse(line) == command, "\(line)")
    }
  }

  @Test("every alignment parses", arguments: AutoStackAlignment.allCases)
  func alignments(alignment: AutoStackAlignment) throws {
    #expect(try parse("align \(alignment.rawValue)"[...]) == .align(alignment))
  }

  @Test("each autoresizing flag parses by its name, and a list of them combines them")
  func autoresizingFlags() throws {
    let expected: [(Substring, AutoStackAutoresizingMask)] = [
      ("flexible-top", .flexibleTopMargin), ("flexible-height", .flexibleHeight),
      ("flexible-bottom", .flexibleBottomMargin), ("flexible-left", .flexibleLeftMargin),
      ("flexible-width", .flexibleWidth), ("flexible-right", .flexibleRightMargin),
    ]
    for (name, flag) in expected {
      #expect(try parse("autoresize a " + name) == .autoresize("a", flag), "\(name)")
    }
    #expect(
      try parse("autoresize a flexible-width,flexible-height,flexible-width")
        == .autoresize("a", [.flexibleWidth, .flexibleHeight]))
    #expect(
      try parse(
        "autoresize a flexible-top,flexible-height,flexible-bottom,flexible-left,"
          + "flexible-width,flexible-right")
        == .autoresize("a", AutoStackAutoresizingMask(rawValue: 63)))
  }

  @Test("a transform may be any number, an odd one included")
  func transforms() throws {
    #expect(try parse("transform a 1") == .transform("a", 1))
    #expect(try parse("transform a -2") == .transform("a", -2))
    #expect(try parse("transform a inf") == .transform("a", .infinity))
  }

  @Test("blank lines and comments are no command")
  func blankAndComments() throws {
    for line: Substring in ["", "   ", "\t", "# a comment", "   # indented comment", "#print"] {
      #expect(try parse(line) == nil, "\(line)")
    }
  }

  @Test("a comment may follow a command, with or without a space")
  func trailingComment() throws {
    #expect(try parse("hide ad # close it") == .hide("ad"))
    #expect(try parse("hide ad#close it") == .hide("ad"))
    #expect(try parse("release ad # the app lets it go") == .release("ad"))
  }

  @Test("words are separated by any run of spaces and tabs, and a carriage return is space")
  func whitespace() throws {
    #expect(try parse("  height\t desc   450 \r") == .height("desc", 450))
  }

  @Test("nan and inf are accepted where a number is expected")
  func oddValues() throws {
    guard case .height(let name, let height)? = try parse("height b nan") else {
      Issue.record("not a height")
      return
    }
    #expect(name == "b" && height.isNaN)
    #expect(try parse("spacing -inf") == .spacing(-.infinity))
  }
}

// MARK: - Errors

extension ScenarioParserTests {
  @Test("an unknown command is named in the error")
  func unknownCommand() {
    #expect(reason("prnt") == "unknown command `prnt`; see autostack-demo --help")
    #expect(reason("PRINT") == "unknown command `PRINT`; see autostack-demo --help")
  }

  @Test("a wrong number of arguments shows the command's usage and the count")
  func wrongArgumentCount() {
    #expect(reason("view a") == "usage: view NAME HEIGHT [WIDTH] (got 1 argument)")
    #expect(reason("view a 1 2 3") == "usage: view NAME HEIGHT [WIDTH] (got 4 arguments)")
    #expect(reason("container 375") == "usage: container scroll|plain WIDTH (got 1 argument)")
    #expect(reason("insets 1 2 3") == "usage: insets TOP LEFT BOTTOM RIGHT (got 3 arguments)")
    #expect(reason("print all") == "usage: print (got 1 argument)")
    #expect(reason("end now") == "usage: end (got 1 argument)")
    #expect(reason("hide") == "usage: hide NAME (got 0 arguments)")
    #expect(reason("spacing") == "usage: spacing S (got 0 arguments)")
    #expect(reason("fixed a 1") == "usage: fixed NAME HEIGHT WIDTH (got 2 arguments)")
    #expect(reason("fixed a 1 2 3") == "usage: fixed NAME HEIGHT WIDTH (got 4 arguments)")
    #expect(reason("autoresize a") == "usage: autoresize NAME FLAGS (got 1 argument)")
    #expect(
      reason("autoresize a flexible-top flexible-height")
        == "usage: autoresize NAME FLAGS (got 3 arguments)")
    #expect(reason("transform a") == "usage: transform NAME S (got 1 argument)")
    #expect(
      reason("content-inset 1 2 3")
        == "usage: content-inset TOP LEFT BOTTOM RIGHT (got 3 arguments)")
    #expect(reason("direction") == "usage: direction ltr|rtl (got 0 arguments)")
    #expect(reason("direction ltr rtl") == "usage: direction ltr|rtl (got 2 arguments)")
    #expect(reason("remove") == "usage: remove NAME (got 0 arguments)")
    #expect(reason("remove ad comments") == "usage: remove NAME (got 2 arguments)")
    #expect(reason("release") == "usage: release NAME (got 0 arguments)")
    #expect(reason("release ad comments") == "usage: release NAME (got 2 arguments)")
  }

  @Test("a word that is not a number is quoted")
  func badNumber() {
    #expect(reason("height desc tall") == "`tall` is not a number")
    #expect(reason("width 1e3") == "`1e3` is not a number")
    #expect(reason("insets 0 0 0 x") == "`x` is not a number")
    #expect(reason("fixed a 31 wide") == "`wide` is not a number")
    #expect(reason("transform a half") == "`half` is not a number")
    #expect(reason("content-inset 0 x 0 0") == "`x` is not a number")
  }

  @Test("a finite number beyond a million is out of range")
  func outOfRange() {
    let reason = "`1000001` is out of range: numbers go from -1000000 to 1000000"
    #expect(self.reason("height a 1000001") == reason)
    #expect(
      self.reason("spacing -1000000.5")?.hasSuffix(
        "is out of range: numbers go from -1000000 to 1000000") == true)
    #expect(self.reason("height a 1000000") == nil)
  }

  @Test("a container kind other than scroll or plain is an error")
  func badContainerKind() {
    #expect(reason("container table 375") == "`table` is not a container kind: use scroll or plain")
  }

  @Test("a scroll position other than top, center, bottom or nearest is an error")
  func badScrollPosition() {
    #expect(
      reason("scroll-to a middle")
        == "`middle` is not a position: use top, center, bottom, nearest, leading or trailing")
  }

  @Test("a third word after scroll-to other than animated is an error")
  func badScrollAnimation() {
    #expect(
      reason("scroll-to a top slowly") == "`slowly` is not animated: write animated or nothing")
    #expect(
      reason("scroll-to a top animated now")
        == "usage: scroll-to NAME POSITION [animated] (got 4 arguments)")
  }

  @Test("an alignment other than fill, leading, center or trailing is an error")
  func badAlignment() {
    #expect(
      reason("align left") == "`left` is not an alignment: use fill, leading, center or trailing")
  }

  @Test("an autoresizing flag that is not one is quoted, with the flags to use")
  func badAutoresizingFlag() {
    let flags =
      "use none, or a comma-separated list of flexible-top, flexible-height, flexible-bottom, "
      + "flexible-left, flexible-width, flexible-right"
    #expect(reason("autoresize a flexible") == "`flexible` is not an autoresizing flag: \(flags)")
    #expect(
      reason("autoresize a flexible-height,top")
        == "`top` is not an autoresizing flag: \(flags)")
    // `none` stands alone; in a list it is no flag.
    #expect(
      reason("autoresize a none,flexible-top") == "`none` is not an autoresizing flag: \(flags)")
    // Flags are lowercase, like commands.
    #expect(
      reason("autoresize a Flexible-Top") == "`Flexible-Top` is not an autoresizing flag: \(flags)")
    // An empty flag is shown in the whole word.
    #expect(
      reason("autoresize a flexible-top,")
        == "`flexible-top,` is not an autoresizing flag: \(flags)")
    #expect(reason("autoresize a ,") == "`,` is not an autoresizing flag: \(flags)")
  }

  @Test("a direction other than ltr or rtl is an error")
  func badDirection() {
    #expect(reason("direction left") == "`left` is not a direction: use ltr or rtl")
    #expect(reason("direction RTL") == "`RTL` is not a direction: use ltr or rtl")
  }

  @Test("a display scale is a number above 0, or none")
  func badScale() {
    let advice = "use a number above 0, or none"
    #expect(reason("scale 0") == "`0` is not a display scale: \(advice)")
    #expect(reason("scale -2") == "`-2` is not a display scale: \(advice)")
    #expect(reason("scale inf") == "`inf` is not a display scale: \(advice)")
    #expect(reason("scale nan") == "`nan` is not a display scale: \(advice)")
  }

  @Test("a placeholder kind or a state that is not one is an error")
  func badPlaceholderWords() {
    #expect(
      reason("placeholder-view spinner s 80")
        == "`spinner` is not a placeholder kind: use empty, loading or failed")
    #expect(reason("state ready") == "`ready` is not a state: use content, loading or failed")
    #expect(reason("state Loading") == "`Loading` is not a state: use content, loading or failed")
  }

  @Test("the placeholder commands check their arguments as the others do")
  func placeholderArguments() {
    #expect(
      reason("placeholder-view empty message")
        == "usage: placeholder-view KIND NAME HEIGHT (got 2 arguments)")
    #expect(reason("placeholder-view empty message tall") == "`tall` is not a number")
    #expect(reason("state") == "usage: state content|loading|failed (got 0 arguments)")
    #expect(reason("grace") == "usage: grace MS (got 0 arguments)")
    #expect(reason("min-show 1 2") == "usage: min-show MS (got 2 arguments)")
    #expect(reason("wait soon") == "`soon` is not a number")
    #expect(reason("placeholder loading") == "usage: placeholder (got 1 argument)")
  }

  @Test("a quoted word shows control characters as ? and is cut at 40 characters")
  func quoting() {
    #expect(reason("pr\u{07}int") == "unknown command `pr?int`; see autostack-demo --help")
    let long = String(repeating: "x", count: 100)
    let quoted = "`" + String(repeating: "x", count: 40) + "…`"
    #expect(reason(Substring(long)) == "unknown command \(quoted); see autostack-demo --help")
  }
}
