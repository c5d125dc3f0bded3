import Foundation

/// What one fuzz input exercises, picked by its first byte: a zero byte starts operations on
/// views and containers (binary, decoded by ``EngineOperation``), anything else is a scenario
/// (text, the demo's language), so that scenario files are seeds as they are.
@MainActor
enum FuzzInput {
  /// Runs `bytes`; crashes if AutoStack breaks a promise.
  ///
  /// - Parameters:
  ///   - bytes: The input.
  ///   - trace: Called with each engine operation before it runs; scenarios are not traced,
  ///     they read as they are.
  static func run(
    _ bytes: some Collection<UInt8>,
    trace: ((EngineOperation, _ batchDepth: Int) -> Void)? = nil
  ) {
    if bytes.first == 0 {
      runEngine(bytes.dropFirst(), trace: trace)
    } else {
      ScenarioFuzzing.run(bytes)
    }
  }

  // MARK: Private

  /// Runs `bytes` as operations on views and containers, then checks that the input left
  /// nothing alive behind it.
  private static func runEngine(
    _ bytes: some Collection<UInt8>, trace: ((EngineOperation, Int) -> Void)?
  ) {
    let created = runOperations(bytes, trace: trace)
    for reference in created {
      FuzzCheck.expect(reference.object == nil, "\(reference) outlived its input")
    }
  }

  /// Runs the operations in a world that is gone when this returns; returns weak references
  /// to all it created.
  private static func runOperations(
    _ bytes: some Collection<UInt8>, trace: ((EngineOperation, Int) -> Void)?
  ) -> [WeakObject] {
    let world = EngineWorld()
    world.trace = trace
    var reader = FuzzBytes(bytes)
    world.run(&reader)
    world.finish()
    return world.created
  }
}
