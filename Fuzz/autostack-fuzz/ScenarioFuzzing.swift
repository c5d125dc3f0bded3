import AutoStackScenario
import Foundation

/// The scenario mode: an input is a script of the demo's scenario language, decoded leniently
/// as UTF-8, run through `ScenarioRunner` as `autostack-demo --script` runs it.
///
/// Beyond not crashing, the runner must keep the promises of its output format: exit code `0`,
/// or `1` with exactly one `error: line N: …` as the last line; every other line on standard
/// error a `warning: line N: …`; `N` a line of the script; no output line that breaks in two;
/// and the same output when the same script runs again (no state leaks from one run into the
/// next).
@MainActor
enum ScenarioFuzzing {
  static func run(_ bytes: some Collection<UInt8>) {
    let script = String(decoding: bytes, as: UTF8.self)
    let result = ScenarioRunner.run(script)
    check(result, of: script)
    FuzzCheck.expect(
      ScenarioRunner.run(script) == result, "the same scenario printed something else again")
  }

  // MARK: Private

  private static func check(_ result: ScenarioResult, of script: String) {
    let lineCount = script.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .count
    let errors = result.lines.filter { $0.isError && $0.text.hasPrefix("error: ") }
    FuzzCheck.expect(
      result.exitCode == 0 && errors.isEmpty
        || result.exitCode == 1 && errors.count == 1 && result.lines.last == errors.first,
      "exit code \(result.exitCode) with errors \(errors.map(\.text))")
    for line in result.lines {
      FuzzCheck.expect(
        !line.text.contains(where: \.isNewline), "an output line breaks in two: \(line.text)")
      guard line.isError else { continue }
      let number = lineNumber(in: line.text)
      FuzzCheck.expect(
        number.map { (1...lineCount).contains($0) } == true,
        "\(line.text) does not name one of the \(lineCount) lines")
    }
  }

  /// `N` in `warning: line N: …` or `error: line N: …`.
  private static func lineNumber(in message: String) -> Int? {
    for prefix in ["warning: line ", "error: line "] where message.hasPrefix(prefix) {
      let rest = message.dropFirst(prefix.count)
      return rest.firstIndex(of: ":").flatMap { Int(rest[..<$0]) }
    }
    return nil
  }
}
