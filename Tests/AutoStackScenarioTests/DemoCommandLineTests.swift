import Testing

@testable import AutoStackScenario

/// The arguments of `autostack-demo`.
@Suite struct DemoCommandLineTests {}

extension DemoCommandLineTests {
  private func mode(_ arguments: String..., terminal: Bool = false) throws -> DemoMode {
    try DemoCommandLine.mode(for: arguments, isTerminal: terminal)
  }

  private func error(_ arguments: String...) -> String? {
    do {
      _ = try DemoCommandLine.mode(for: arguments, isTerminal: true)
      return nil
    } catch {
      return (error as? DemoUsageError)?.message
    }
  }
}

// MARK: - Modes

extension DemoCommandLineTests {
  @Test("without arguments: interactive in a terminal, the story otherwise")
  func noArguments() throws {
    #expect(try mode(terminal: true) == .interactive)
    #expect(try mode(terminal: false) == .story(svgDirectory: nil))
  }

  @Test("--story plays the story, even in a terminal")
  func story() throws {
    #expect(try mode("--story", terminal: true) == .story(svgDirectory: nil))
  }

  @Test("--svg DIR plays the story and writes pictures, with or without --story")
  func svg() throws {
    #expect(try mode("--svg", "out", terminal: true) == .story(svgDirectory: "out"))
    #expect(try mode("--svg=out") == .story(svgDirectory: "out"))
    #expect(try mode("--story", "--svg", "out") == .story(svgDirectory: "out"))
  }

  @Test("--script FILE runs a scenario; - is standard input")
  func script() throws {
    #expect(try mode("--script", "a.autostack", terminal: true) == .script(path: "a.autostack"))
    #expect(try mode("--script", "-") == .script(path: "-"))
    #expect(try mode("--script=-") == .script(path: "-"))
  }

  @Test("--help and -h win over everything else")
  func help() throws {
    #expect(try mode("--help") == .help)
    #expect(try mode("--bogus", "-h") == .help)
  }
}

// MARK: - Errors

extension DemoCommandLineTests {
  @Test("an unknown option or a stray argument is an error")
  func unknown() {
    #expect(error("--bogus") == "unknown option `--bogus`")
    #expect(error("story") == "unknown argument `story`")
    #expect(error("-") == "unknown argument `-`")
  }

  @Test("an option without its value is an error, also when another option follows")
  func missingValue() {
    #expect(error("--svg") == "--svg needs a directory")
    #expect(error("--svg", "--story") == "--svg needs a directory")
    #expect(error("--svg=") == "--svg needs a directory")
    #expect(error("--script") == "--script needs a file, or - for standard input")
  }

  @Test("an option given twice is an error")
  func twice() {
    #expect(error("--story", "--story") == "--story is given twice")
    #expect(error("--svg", "a", "--svg", "b") == "--svg is given twice")
    #expect(error("--script", "a", "--script=b") == "--script is given twice")
  }

  @Test("--script cannot be combined with the story's options")
  func conflicting() {
    #expect(
      error("--script", "a", "--story") == "--script cannot be combined with --story or --svg")
    #expect(
      error("--svg", "d", "--script", "a") == "--script cannot be combined with --story or --svg")
  }

  @Test("--story takes no value")
  func storyValue() {
    #expect(error("--story=yes") == "--story takes no value")
  }
}

// MARK: - Help

extension DemoCommandLineTests {
  @Test("the help lists the options, the keys and every command of the scenario language")
  func helpText() {
    let help = DemoCommandLine.help
    #expect(help.hasPrefix(DemoCommandLine.usage + "\n"))
    for option in ["--story", "--svg DIR", "--script FILE", "--help"] {
      #expect(help.contains(option))
    }
    for key in [
      "  h  an image loads", "  n  scroll anchoring", "  1 2 3  jump to Info",
      "  p  add a row of photos", "  ← → [ ]  scroll the row of photos",
    ] {
      #expect(help.contains(key))
    }
    for command in ScenarioLanguage.commands {
      #expect(help.contains("  " + command.usage + " "), "\(command.name)")
    }
  }

  @Test("the help lists every autoresizing flag, and says that NaN geometry is an error")
  func helpFlags() {
    let help = DemoCommandLine.help
    for flag in ScenarioLanguage.autoresizingFlags {
      #expect(help.contains(flag.name), "\(flag.name)")
    }
    #expect(help.contains("NaN geometry is an error"))
  }

  @Test("no line of the help is wider than 80 columns")
  func helpWidth() {
    #expect(DemoCommandLine.help.split(separator: "\n").allSatisfy { $0.count <= 80 })
  }
}
