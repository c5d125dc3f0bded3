/// A line a scenario cannot run: `error: line N: why`.
struct ScenarioError: Error, Equatable {
  /// The 1-based line number.
  var line: Int
  /// Why, in one sentence, quoting the offending word.
  var reason: String

  /// The line printed to standard error.
  var message: String { "error: line \(line): \(reason)" }
}

/// A problem in one line, before its number is known.
struct ScenarioSyntaxError: Error, Equatable {
  var reason: String

  /// A word of the script as an error message shows it: in backquotes, control characters
  /// as `?`, cut at 40 characters so that a hostile line cannot flood the output.
  static func quoted(_ word: Substring) -> String {
    let limit = 40
    let printable = String(
      String.UnicodeScalarView(
        word.unicodeScalars.prefix(limit).map { $0.value < 0x20 || $0.value == 0x7F ? "?" : $0 }))
    return "`\(printable)\(word.unicodeScalars.count > limit ? "…" : "")`"
  }
}
