import AutoStack
import Foundation

/// Reads one line of the scenario language into a ``ScenarioCommand``.
///
/// Words are separated by white space; `#` starts a comment that runs to the end of the line,
/// so a name cannot contain `#`. Commands are lowercase. A blank or comment-only line is no
/// command. Each command checks its number of arguments and that its numbers are numbers
/// within ``ScenarioNumber/limit`` (or `nan` / `inf`); names are checked when the line runs.
enum ScenarioParser {
  // MARK: Internal

  /// The command on `line`, or `nil` if the line is blank or a comment.
  ///
  /// - Throws: ``ScenarioSyntaxError`` (untyped: typed throws crash the compiler when it
  ///   builds for iOS against the iOS 17 SDK).
  static func command(in line: Substring) throws -> ScenarioCommand? {
    let code = line.prefix { $0 != "#" }
    let words = code.split(whereSeparator: \.isWhitespace)
    guard let name = words.first else { return nil }
    let arguments = Arguments(command: name, words: words.dropFirst())
    switch name {
    case "container":
      try arguments.expect(count: 2)
      let kind = try arguments.word(
        0, as: ScenarioCommand.ContainerKind.self, "a container kind", use: "scroll or plain")
      return .container(kind, width: try arguments.number(1))
    case "view":
      try arguments.expect(count: 2...3)
      let width = try arguments.count == 3 ? arguments.number(2) : 0
      return .view(name: String(arguments[0]), height: try arguments.number(1), width: width)
    case "fixed":
      try arguments.expect(count: 3)
      return .fixed(
        name: String(arguments[0]), height: try arguments.number(1),
        width: try arguments.number(2))
    case "arrange":
      return .arrange(arguments.words.map(String.init))
    case "spacing":
      try arguments.expect(count: 1)
      return .spacing(try arguments.number(0))
    case "spacing-after":
      try arguments.expect(count: 2)
      return .spacingAfter(String(arguments[0]), try arguments.number(1))
    case "insets":
      try arguments.expect(count: 4)
      return .insets(
        AutoStackInsets(
          top: try arguments.number(0), left: try arguments.number(1),
          bottom: try arguments.number(2), right: try arguments.number(3)))
    case "align":
      try arguments.expect(count: 1)
      let alignment = try arguments.word(
        0, as: AutoStackAlignment.self, "an alignment", use: "fill, leading, center or trailing")
      return .align(alignment)
    case "hide", "show":
      try arguments.expect(count: 1)
      let view = String(arguments[0])
      return name == "hide" ? .hide(view) : .show(view)
    case "remove", "release":
      try arguments.expect(count: 1)
      let view = String(arguments[0])
      return name == "remove" ? .remove(view) : .release(view)
    case "height", "bounds-height":
      try arguments.expect(count: 2)
      let view = String(arguments[0])
      let height = try arguments.number(1)
      return name == "height" ? .height(view, height) : .boundsHeight(view, height)
    case "autoresize":
      try arguments.expect(count: 2)
      return .autoresize(String(arguments[0]), try autoresizingMask(arguments[1]))
    case "transform":
      try arguments.expect(count: 2)
      return .transform(String(arguments[0]), try arguments.number(1))
    case "width":
      try arguments.expect(count: 1)
      return .width(try arguments.number(0))
    case "axis":
      try arguments.expect(count: 1)
      return .axis(
        try arguments.word(0, as: AutoStackAxis.self, "an axis", use: "vertical or horizontal"))
    case "container-height", "scroll-x":
      try arguments.expect(count: 1)
      let value = try arguments.number(0)
      return name == "scroll-x" ? .scrollX(value) : .containerHeight(value)
    case "frame-width", "bounds-width":
      try arguments.expect(count: 2)
      let view = String(arguments[0])
      let width = try arguments.number(1)
      return name == "frame-width" ? .frameWidth(view, width) : .boundsWidth(view, width)
    case "content-inset":
      try arguments.expect(count: 4)
      return .contentInset(
        AutoStackInsets(
          top: try arguments.number(0), left: try arguments.number(1),
          bottom: try arguments.number(2), right: try arguments.number(3)))
    case "direction":
      try arguments.expect(count: 1)
      let direction = try arguments.word(
        0, as: ScenarioCommand.Direction.self, "a direction", use: "ltr or rtl")
      return .direction(direction)
    case "scale":
      try arguments.expect(count: 1)
      if arguments[0] == "none" { return .scale(nil) }
      let scale = try arguments.number(0)
      guard scale.isFinite, scale > 0 else {
        throw ScenarioSyntaxError(
          reason: "\(ScenarioSyntaxError.quoted(arguments[0])) is not a display scale: "
            + "use a number above 0, or none")
      }
      return .scale(scale)
    case "placeholder-view":
      try arguments.expect(count: 3)
      let kind = try arguments.word(
        0, as: AutoStackPlaceholderKind.self, "a placeholder kind", use: "empty, loading or failed")
      return .placeholderView(kind, name: String(arguments[1]), height: try arguments.number(2))
    case "state":
      try arguments.expect(count: 1)
      let state = try arguments.word(
        0, as: AutoStackState.self, "a state", use: "content, loading or failed")
      return .state(state)
    case "grace", "min-show", "wait", "animate":
      try arguments.expect(count: 1)
      let milliseconds = try arguments.number(0)
      switch name {
      case "grace": return .grace(milliseconds)
      case "min-show": return .minimumShow(milliseconds)
      case "animate": return .animate(milliseconds)
      default: return .wait(milliseconds)
      }
    case "text", "text-set":
      try arguments.expect(count: 2)
      let view = String(arguments[0])
      let characters = try arguments.characterCount(1)
      return name == "text"
        ? .text(name: view, characters: characters) : .textSet(view, characters: characters)
    case "font-scale":
      try arguments.expect(count: 1)
      return .fontScale(hundredths: try arguments.scaleInHundredths(0))
    case "viewport", "scroll":
      try arguments.expect(count: 1)
      let value = try arguments.number(0)
      return name == "viewport" ? .viewport(value) : .scroll(value)
    case "sticky":
      try arguments.expect(count: 2)
      return .sticky(String(arguments[0]), try arguments.onOff(1))
    case "scroll-to":
      try arguments.expect(count: 2...3)
      let position = try arguments.word(
        1, as: AutoStackScrollPosition.self, "a position",
        use: "top, center, bottom, nearest, leading or trailing")
      if arguments.count == 3, arguments[2] != "animated" {
        throw ScenarioSyntaxError(
          reason: "\(ScenarioSyntaxError.quoted(arguments[2])) is not animated: "
            + "write animated or nothing")
      }
      return .scrollTo(String(arguments[0]), position, animated: arguments.count == 3)
    case "anchoring", "trace":
      try arguments.expect(count: 1)
      let isOn = try arguments.onOff(0)
      return name == "anchoring" ? .anchoring(isOn) : .trace(isOn)
    default:
      guard let command = commandsWithoutArguments[name] else {
        throw ScenarioSyntaxError(
          reason: "unknown command \(ScenarioSyntaxError.quoted(name)); "
            + "see autostack-demo --help")
      }
      try arguments.expect(count: 0)
      return command
    }
  }

  // MARK: Private

  /// The mask `word` spells: `none`, or flags separated by commas, without spaces.
  private static func autoresizingMask(_ word: Substring) throws -> AutoStackAutoresizingMask {
    guard word != "none" else { return [] }
    var mask: AutoStackAutoresizingMask = []
    for name in word.split(separator: ",", omittingEmptySubsequences: false) {
      guard let flag = ScenarioLanguage.autoresizingFlags.first(where: { $0.name == name }) else {
        // An empty name, as in `flexible-top,`, is shown in the whole word.
        let quoted = ScenarioSyntaxError.quoted(name.isEmpty ? word : name)
        let names = ScenarioLanguage.autoresizingFlags.map(\.name).joined(separator: ", ")
        throw ScenarioSyntaxError(
          reason: "\(quoted) is not an autoresizing flag: use none, or a comma-separated list "
            + "of \(names)")
      }
      mask.insert(flag.flag)
    }
    return mask
  }

  /// The commands that are a single word.
  private static let commandsWithoutArguments: [Substring: ScenarioCommand] = [
    "batch": .batch, "end": .end, "stop": .stop, "print": .print, "stats": .stats,
    "placeholder": .placeholder, "offset": .offset, "watch": .watch, "current": .current,
    "spy": .spy,
  ]

  /// The words after a command, with the checks every command shares.
  private struct Arguments {
    let command: Substring
    let words: ArraySlice<Substring>

    var count: Int { words.count }

    subscript(index: Int) -> Substring { words[words.startIndex + index] }

    func expect(count expected: Int) throws {
      try expect(count: expected...expected)
    }

    func expect(count expected: ClosedRange<Int>) throws {
      guard !expected.contains(count) else { return }
      let usage =
        ScenarioLanguage.commands.first { $0.name == command }?.usage ?? String(command)
      let plural = count == 1 ? "" : "s"
      throw ScenarioSyntaxError(reason: "usage: \(usage) (got \(count) argument\(plural))")
    }

    /// The word at `index` as the value whose raw value it is; otherwise an error that says
    /// it is not `what`, and which words to use.
    func word<Value: RawRepresentable>(
      _ index: Int, as type: Value.Type, _ what: String, use: String
    ) throws -> Value where Value.RawValue == String {
      guard let value = Value(rawValue: String(self[index])) else {
        throw ScenarioSyntaxError(
          reason: "\(ScenarioSyntaxError.quoted(self[index])) is not \(what): use \(use)")
      }
      return value
    }

    /// `true` for `on`, `false` for `off`.
    func onOff(_ index: Int) throws -> Bool {
      switch self[index] {
      case "on": return true
      case "off": return false
      default:
        throw ScenarioSyntaxError(
          reason: "\(ScenarioSyntaxError.quoted(self[index])) is not on or off")
      }
    }

    func number(_ index: Int) throws -> CGFloat {
      let word = self[index]
      guard let value = ScenarioNumber.parse(word) else {
        throw ScenarioSyntaxError(reason: "\(ScenarioSyntaxError.quoted(word)) is not a number")
      }
      guard !value.isFinite || abs(value) <= ScenarioNumber.limit else {
        throw ScenarioSyntaxError(
          reason: "\(ScenarioSyntaxError.quoted(word)) is out of range: numbers go from "
            + "-\(ScenarioNumber.format(ScenarioNumber.limit)) to "
            + "\(ScenarioNumber.format(ScenarioNumber.limit))")
      }
      return value
    }

    /// A number of characters: a whole number, `0` or more.
    func characterCount(_ index: Int) throws -> Int {
      let value = try number(index)
      guard value.isFinite, value >= 0, value == value.rounded() else {
        throw ScenarioSyntaxError(
          reason: "\(ScenarioSyntaxError.quoted(self[index])) is not a number of characters: "
            + "use a whole number, 0 or more")
      }
      return Int(value)
    }

    /// A text scale in hundredths: a number more than `0`, with at most two decimals, so that
    /// label sizes are computed exactly in integers.
    func scaleInHundredths(_ index: Int) throws -> Int {
      let value = try number(index)
      let decimals =
        self[index].split(separator: ".", omittingEmptySubsequences: false)
        .dropFirst().first?.count ?? 0
      guard value.isFinite, value > 0, decimals <= 2 else {
        throw ScenarioSyntaxError(
          reason: "\(ScenarioSyntaxError.quoted(self[index])) is not a text scale: use a number "
            + "more than 0 with at most two decimals, 1 for the normal size")
      }
      return Int((value * 100).rounded())
    }
  }
}
