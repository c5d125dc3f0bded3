import AutoStackScenario
import Foundation

// `swift run autostack-demo`: the interactive page in a terminal, the story without one,
// or a scenario. Everything it shows is computed by AutoStackScenario; this file only talks
// to the terminal and the file system.

let mode: DemoMode
do {
  mode = try DemoCommandLine.mode(
    for: Array(ProcessInfo.processInfo.arguments.dropFirst()), isTerminal: Terminal.isInteractive)
} catch let error as DemoUsageError {
  Terminal.writeError("error: \(error.message)\n\(DemoCommandLine.usage)\n")
  exit(2)
}

switch mode {
case .help:
  Terminal.write(DemoCommandLine.help)
case .interactive:
  let demo = InteractiveDemo()
  Terminal.withRawMode {
    var drawn: [String] = []
    var lastTime = ProcessInfo.processInfo.systemUptime
    while !demo.isFinished {
      let size = Terminal.size
      let screen = demo.screen(rows: size.rows, columns: size.columns)
      if screen != drawn {
        Terminal.redraw(screen)
        drawn = screen
      }
      // Wakes ten times a second without a key, so that the page's request and placeholders
      // keep time: the page's clock moves by the time that really passed.
      guard let bytes = Terminal.readKeys(waitingAtMost: 0.1) else { break }
      let now = ProcessInfo.processInfo.systemUptime
      demo.advance(by: now - lastTime)
      lastTime = now
      for key in DemoKey.keys(in: bytes) where !demo.isFinished {
        demo.handle(key)
      }
    }
  }
case .story(let svgDirectory):
  let states = Story.play()
  Terminal.write(Story.text(of: states))
  if let svgDirectory {
    let directory = URL(fileURLWithPath: svgDirectory, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      for state in states {
        try Data(state.svg.utf8).write(to: directory.appendingPathComponent(state.fileName))
      }
    } catch {
      Terminal.writeError(
        "error: cannot write the pictures to \(svgDirectory): \(error.localizedDescription)\n")
      exit(1)
    }
    Terminal.write("\nWrote \(states.count) SVG pictures to \(svgDirectory).\n")
  }
case .script(let path):
  let script: Data
  do {
    script =
      path == "-"
      ? FileHandle.standardInput.readDataToEndOfFile()
      : try Data(contentsOf: URL(fileURLWithPath: path))
  } catch {
    Terminal.writeError("error: cannot read \(path): \(error.localizedDescription)\n")
    exit(1)
  }
  let result = ScenarioRunner.run(bytes: script)
  for line in result.lines {
    if line.isError {
      Terminal.writeError(line.text + "\n")
    } else {
      Terminal.write(line.text + "\n")
    }
  }
  exit(result.exitCode)
}
