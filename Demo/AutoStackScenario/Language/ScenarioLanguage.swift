import AutoStack

/// The commands of the scenario language, as `--help` lists them and errors quote them.
enum ScenarioLanguage {
  /// One command: its name, its arguments and what it does.
  struct Command {
    var name: String
    var arguments: String
    var summary: String

    /// `view NAME HEIGHT [WIDTH]`.
    var usage: String { arguments.isEmpty ? name : "\(name) \(arguments)" }
  }

  static let commands = [
    Command(
      name: "container", arguments: "scroll|plain WIDTH",
      summary: "new container; scroll sets contentSize"),
    Command(
      name: "view", arguments: "NAME HEIGHT [WIDTH]",
      summary: "a view; WIDTH matters unless align fill"),
    Command(
      name: "fixed", arguments: "NAME HEIGHT WIDTH",
      summary: "a view keeping its size, like UISwitch"),
    Command(
      name: "arrange", arguments: "NAME...",
      summary: "arrange these views, in this order"),
    Command(
      name: "remove", arguments: "NAME", summary: "removeFromSuperview(); noticed at reflow"),
    Command(
      name: "release", arguments: "NAME", summary: "drop the view; NAME may be declared again"),
    Command(name: "spacing", arguments: "S", summary: "uniform spacing"),
    Command(name: "spacing-after", arguments: "NAME S", summary: "custom spacing after one view"),
    Command(
      name: "insets", arguments: "TOP LEFT BOTTOM RIGHT", summary: "margins around the stack"),
    Command(
      name: "align", arguments: "fill|leading|center|trailing", summary: "horizontal placement"),
    Command(name: "hide", arguments: "NAME", summary: "isHidden = true"),
    Command(name: "show", arguments: "NAME", summary: "isHidden = false"),
    Command(name: "height", arguments: "NAME H", summary: "frame height"),
    Command(name: "bounds-height", arguments: "NAME H", summary: "height set through bounds"),
    Command(
      name: "autoresize", arguments: "NAME FLAGS", summary: "autoresizing mask: none or FLAGS"),
    Command(
      name: "transform", arguments: "NAME S", summary: "scale about the center; 1 is identity"),
    Command(name: "width", arguments: "W", summary: "container width"),
    Command(
      name: "axis", arguments: "vertical|horizontal", summary: "the direction views stack in"),
    Command(
      name: "container-height", arguments: "H",
      summary: "container height; across a row"),
    Command(name: "frame-width", arguments: "NAME W", summary: "frame width"),
    Command(name: "bounds-width", arguments: "NAME W", summary: "width set through bounds"),
    Command(
      name: "content-inset", arguments: "TOP LEFT BOTTOM RIGHT",
      summary: "a scroll container's content inset"),
    Command(name: "direction", arguments: "ltr|rtl", summary: "the container's layout direction"),
    Command(
      name: "scale", arguments: "S|none",
      summary: "display scale; none rounds nothing"),
    Command(name: "batch", arguments: "", summary: "changes until end reflow once, at end"),
    Command(name: "animate", arguments: "MS", summary: "changes until end animate over MS ms"),
    Command(name: "end", arguments: "", summary: "ends the batch"),
    Command(
      name: "stop", arguments: "", summary: "end the arrangement; views stay put"),
    Command(
      name: "print", arguments: "",
      summary: "NAME X Y W H [hidden] [alpha A]; content"),
    Command(
      name: "stats", arguments: "",
      summary: "writes N reflows M measures K, since last"),
    Command(
      name: "placeholder-view", arguments: "KIND NAME HEIGHT",
      summary: "a placeholder: empty|loading|failed"),
    Command(
      name: "state", arguments: "content|loading|failed",
      summary: "the state, which picks the placeholder"),
    Command(name: "grace", arguments: "MS", summary: "loading shows after MS milliseconds"),
    Command(name: "min-show", arguments: "MS", summary: "loading stays at least MS milliseconds"),
    Command(name: "wait", arguments: "MS", summary: "let MS milliseconds pass on the clock"),
    Command(
      name: "placeholder", arguments: "",
      summary: "placeholder none, or KIND X Y W H"),
    Command(
      name: "text", arguments: "NAME CHARS",
      summary: "a label of CHARS characters, sized to fit"),
    Command(
      name: "text-set", arguments: "NAME CHARS",
      summary: "new text; its size invalidated"),
    Command(
      name: "font-scale", arguments: "F",
      summary: "Dynamic Type: text F times its size"),
    Command(name: "viewport", arguments: "H", summary: "the scroll container's visible height"),
    Command(name: "scroll", arguments: "Y", summary: "set the content offset's y"),
    Command(name: "scroll-x", arguments: "X", summary: "set the content offset's x"),
    Command(name: "offset", arguments: "", summary: "offset Y; offset X along x"),
    Command(name: "anchoring", arguments: "on|off", summary: "scroll anchoring"),
    Command(name: "watch", arguments: "", summary: "from now on print appear/disappear NAME"),
    Command(name: "trace", arguments: "on|off", summary: "print one reflow line per reflow"),
    Command(name: "sticky", arguments: "NAME on|off", summary: "pin to the top once scrolled past"),
    Command(
      name: "scroll-to", arguments: "NAME POSITION [animated]",
      summary: "top|center|bottom|nearest|leading|trailing"),
    Command(name: "current", arguments: "", summary: "current NAME, or current none"),
    Command(name: "spy", arguments: "", summary: "from now on print current NAME"),
  ]

  /// The flags of `autoresize`, in the order errors and the help list them.
  static let autoresizingFlags: [(name: String, flag: AutoStackAutoresizingMask)] = [
    ("flexible-top", .flexibleTopMargin), ("flexible-height", .flexibleHeight),
    ("flexible-bottom", .flexibleBottomMargin), ("flexible-left", .flexibleLeftMargin),
    ("flexible-width", .flexibleWidth), ("flexible-right", .flexibleRightMargin),
  ]

  /// The language's reference, one command per line, as `--help` shows it.
  static var reference: [String] {
    let width = commands.map(\.usage.count).max() ?? 0
    return commands.map { command in
      command.usage.padding(toLength: width + 1, withPad: " ", startingAt: 0) + command.summary
    }
  }
}
