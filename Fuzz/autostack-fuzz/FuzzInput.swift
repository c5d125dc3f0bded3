import AutoStackSimulator
import Foundation

/// What one fuzz input exercises, picked by its first byte: a zero byte starts random
/// operations on views and containers (binary, drawn from the bytes by ``FuzzBytes``),
/// anything else is a scenario (text, the demo's language), so that scenario files are seeds
/// as they are.
@MainActor
enum FuzzInput {
  /// The most operations one input runs, so that each input stays fast.
  static let maximumOperations = 200

  /// Runs `bytes`; crashes if AutoStack breaks a promise.
  ///
  /// - Parameters:
  ///   - bytes: The input.
  ///   - trace: Called with the operations of an engine input before they run; scenarios are
  ///     not traced, they read as they are.
  static func run(_ bytes: some Collection<UInt8>, trace: (([RandomOperation]) -> Void)? = nil) {
    guard bytes.first == 0 else {
      ScenarioFuzzing.run(bytes)
      return
    }
    let operations = self.operations(from: bytes.dropFirst())
    trace?(operations)
    // The same comparison with the model as the random tests, after every operation, and
    // the same check that nothing outlives the input.
    if let divergence = RandomOperationRunner.run(operations) {
      FuzzCheck.fail(
        "operation \(divergence.step + 1) of \(operations.count): \(divergence.difference)")
    }
  }

  /// The operations `bytes` stand for: drawn until the bytes run out.
  static func operations(from bytes: some Collection<UInt8>) -> [RandomOperation] {
    var generator = FuzzBytes(bytes)
    var operations: [RandomOperation] = []
    while !generator.isAtEnd, operations.count < maximumOperations {
      operations.append(RandomOperation.random(using: &generator))
    }
    return operations
  }
}

/// How the harness fails: a crash, which libFuzzer records with the input that caused it.
enum FuzzCheck {
  static func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fail(message()) }
  }

  static func fail(_ message: String) -> Never {
    fatalError("broken promise: \(message)")
  }
}
