/// What a scenario printed, in order, and how it ended.
public struct ScenarioResult: Equatable, Sendable {
  /// One line of output and the stream it goes to.
  public struct Line: Equatable, Sendable {
    /// Whether the line goes to standard error: warnings and the error.
    public var isError: Bool
    /// The text, without its newline.
    public var text: String
  }

  /// Every line, in the order the scenario printed them.
  public var lines: [Line]
  /// `0` when every line ran, `1` when a line stopped the scenario.
  public var exitCode: Int32

  /// What went to standard output: `print` and `stats`, each line ending in a newline.
  public var standardOutput: String { joined(isError: false) }

  /// What went to standard error: warnings and the error, each line ending in a newline.
  public var standardError: String { joined(isError: true) }

  // MARK: Private

  private func joined(isError: Bool) -> String {
    lines.filter { $0.isError == isError }.map { $0.text + "\n" }.joined()
  }
}
