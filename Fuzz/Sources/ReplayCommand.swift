// A fuzzing build (-DFUZZING) takes its `main` from libFuzzer.
#if !FUZZING
  import Foundation

  /// Without libFuzzer: runs saved inputs (crashes, corpus files, or every file of a
  /// directory) through the same checks, for debugging a crash without sanitizers;
  /// `--trace` prints each operation before it runs.
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
          FuzzInput.run(data, trace: traces ? { printOperation($0, batchDepth: $1) } : nil)
          count += 1
        }
      }
      print("autostack-fuzz: \(count) inputs ran, every check held")
    }

    nonisolated private static func printOperation(_ operation: EngineOperation, batchDepth: Int) {
      // Unbuffered: the line must be out before a failing check stops the process.
      let line = String(repeating: "  ", count: batchDepth) + "\(operation)\n"
      FileHandle.standardOutput.write(Data(line.utf8))
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
