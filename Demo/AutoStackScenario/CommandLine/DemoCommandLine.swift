/// The command line of `autostack-demo`: its arguments and its help.
public enum DemoCommandLine {
  // MARK: Public

  /// The first line of the help, also printed after a usage error.
  public static let usage = "USAGE: autostack-demo [--story] [--svg DIR] [--script FILE]"

  /// The mode `arguments` (without the program's name) ask for.
  ///
  /// With no arguments, the mode is interactive when `isTerminal` (standard input and
  /// output are both a terminal) and the story otherwise. `--svg DIR` plays the story even
  /// in a terminal. `--help` wins over every other argument. Options take their value as the
  /// next argument or after `=`; an option given twice, an unknown option, a stray argument,
  /// and `--script` together with `--story` or `--svg` are usage errors.
  ///
  /// - Throws: ``DemoUsageError``.
  public static func mode(for arguments: [String], isTerminal: Bool) throws
    -> DemoMode
  {
    if arguments.contains("--help") || arguments.contains("-h") { return .help }
    var story = false
    var svgDirectory: String?
    var script: String?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let (option, value) = split(argument)
      var attached = value
      switch option {
      case "--story":
        guard attached == nil else { throw DemoUsageError(message: "--story takes no value") }
        guard !story else { throw twice(option) }
        story = true
      case "--svg", "--script":
        // The next argument is the value unless it is another option (`-` is a value).
        if attached == nil, let next = remaining.first, next == "-" || !next.hasPrefix("-") {
          remaining.removeFirst()
          attached = next
        }
        guard let value = attached, !value.isEmpty else {
          let what = option == "--svg" ? "a directory" : "a file, or - for standard input"
          throw DemoUsageError(message: "\(option) needs \(what)")
        }
        if option == "--svg" {
          guard svgDirectory == nil else { throw twice(option) }
          svgDirectory = value
        } else {
          guard script == nil else { throw twice(option) }
          script = value
        }
      default:
        let kind = argument.hasPrefix("-") && argument != "-" ? "option" : "argument"
        throw DemoUsageError(message: "unknown \(kind) `\(argument)`")
      }
    }
    if let script {
      guard !story, svgDirectory == nil else {
        throw DemoUsageError(message: "--script cannot be combined with --story or --svg")
      }
      return .script(path: script)
    }
    if story || svgDirectory != nil || !isTerminal { return .story(svgDirectory: svgDirectory) }
    return .interactive
  }

  /// The text `--help` prints.
  public static var help: String {
    var lines = [
      usage,
      "",
      "The merchant page of AASubviews' demo app, arranged by AutoStack in a scroll",
      "view 375 wide and drawn to scale: header, name, ad, description, comments;",
      "then a tab bar, and a row of photos whose height moves the page below it.",
      "",
      "OPTIONS:",
      "  (none)         interactive in a terminal; otherwise plays the story and exits",
      "  --story        plays the story step by step, printing each state",
      "  --svg DIR      plays the story and writes one SVG picture per step into DIR",
      "  --script FILE  runs a scenario from FILE (- for standard input)",
      "  -h, --help     shows this help",
      "",
      "KEYS (interactive):",
      "  a  close / reopen the ad          d  expand / collapse the description",
      "  r  reset                          s  switch between hotel and shop",
      "  ↑ ↓ j k  scroll 100 points        PgUp PgDn b space  scroll a window",
      "  Home End g G  top, bottom         q Esc Ctrl-C  quit",
      "  l  reload: loading, then content  f  reload and fail; l retries",
      "  e  hide / show every section: the empty placeholder",
      "  h  an image loads in the header     n  scroll anchoring on / off",
      "  1 2 3  jump to Info, Description, Comments, below the sticky tab bar",
      "  p  add a row of photos; then a photo loads taller, or all back to size",
      "  o  hide a photo / show them all   m  reorder the photos",
      "  ← → [ ]  scroll the row of photos 100 points along x",
      "  The page opens loading: a 0.3 s grace time, then the loading placeholder,",
      "  shown 0.8 s at least; scrolling is off under the loading and failed ones.",
      "",
      "SCENARIOS: one command per line; # starts a comment.",
    ]
    lines += ScenarioLanguage.reference.map { "  " + $0 }
    lines += [
      "  FLAGS: none, or a comma-separated list of flexible-top, flexible-height,",
      "    flexible-bottom, flexible-left, flexible-width, flexible-right",
      "  Numbers print with at most 3 decimals; nan and inf are accepted as input.",
      "  NaN geometry is an error, where a device raises CALayerInvalidGeometry.",
      "  A scroll container shows 667 points, which its placeholders cover; the clock",
      "  starts at 0 and only wait moves it.",
      "  A bad line prints `error: line N: why` and exits 1 once the lines before ran;",
      "  a diagnostic of AutoStack prints `warning: line N: ...` and the run goes on.",
      "  Examples: Demo/Scenarios/*.autostack",
      "",
      "EXIT STATUS: 0 done, 1 a scenario line or a file failed, 2 bad arguments.",
    ]
    return lines.map { $0 + "\n" }.joined()
  }

  // MARK: Private

  /// `--svg=out` as (`--svg`, `out`); anything else as (itself, `nil`).
  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  private static func twice(_ option: String) -> DemoUsageError {
    DemoUsageError(message: "\(option) is given twice")
  }
}
