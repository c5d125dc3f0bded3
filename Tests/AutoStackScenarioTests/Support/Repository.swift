import Foundation

/// Files of the repository the tests read: the example scenarios and the README's picture.
enum Repository {
  /// The repository's root folder.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // AutoStackScenarioTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The text of the file at `path`, relative to the root.
  static func text(at path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The example scenarios, `Demo/Scenarios/*.autostack`, by file name.
  static func exampleScenarios() throws -> [String] {
    try FileManager.default
      .contentsOfDirectory(atPath: root.appendingPathComponent("Demo/Scenarios").path)
      .filter { $0.hasSuffix(".autostack") }
      .sorted()
  }
}
