/// What `autostack-demo` does, decided by its arguments and by whether it runs in a terminal.
public enum DemoMode: Equatable, Sendable {
  /// Redraws the page after each key until a quit key.
  case interactive
  /// Prints the story's states one after the other and, with a directory, writes one SVG
  /// picture per state into it.
  case story(svgDirectory: String?)
  /// Runs the scenario in the file at `path`, or in standard input for `-`.
  case script(path: String)
  /// Prints the help.
  case help
}

/// Arguments `autostack-demo` cannot act on; it prints the message and the usage and exits 2.
public struct DemoUsageError: Error, Equatable, Sendable {
  /// Why, in one sentence.
  public var message: String
}
