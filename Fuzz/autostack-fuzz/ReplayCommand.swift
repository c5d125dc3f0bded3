// A fuzzing build (-DFUZZING) takes its `main` from libFuzzer.
#if !FUZZING
  import AutoStackSimulator
  import Foundation

  /// Without libFuzzer: runs saved inputs (crashes, corpus files, or every file of a
  /// directory) through the same checks, for debugging a crash without sanitizers;
  /// `--trace` prints an engine input's operations before they run.
  ///
  ///     swift run autostack-fuzz [--trace] Fuzz/Corpus crash-1234
  @main
  @MainActor
  enum ReplayCommand {
    static func main() {
      var paths = ProcessInfo.processInfo.arguments.dropFirst()
      let traces = paths.first == "--trace"
      if traces { paths.removeFirst() }
      guard !paths.isEmpty else {
        print("usage: autostack-fuzz [--trace] FILE|DIRECTORY...  (see Fuzz/run to fuzz)")
        exit(2)
      }
      var count = 0
      for path in paths {
        for file in files(at: path) {
          guard let data = FileManager.default.contents(atPath: file) else {
            print("autostack-fuzz: cannot read \(file)")
            exit(1)
          }
          FuzzInput.run(data, trace: traces ? { printOperations($0) } : nil)
          count += 1
        }
      }
      print("autostack-fuzz: \(count) inputs ran, every check held")
    }

    /// Prints `operations` as the Swift array a regression test can paste.
    nonisolated private static func printOperations(_ operations: [RandomOperation]) {
      // Unbuffered: the lines must be out before a failing check stops the process.
      let lines = ["["] + operations.map { "  \($0)," } + ["]"]
      FileHandle.standardOutput.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    }

    /// `path` if it is a file, else the files in it, sorted.
    private static func files(at path: String) -> [String] {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { return [path] }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      return names.sorted().map { (path as NSString).appendingPathComponent($0) }
    }
  }
#endif
