import AutoStack
import Foundation

/// Runs ``RandomOperation`` sequences on a ``StackWorld`` and a ``StackModel`` side by side,
/// compares them after every operation, and shrinks a sequence that diverges.
///
/// The per-run tests and the long mode share it:
///
///     swift test --filter RandomOperationTests                                   # 1,000 sequences
///     AUTOSTACK_RANDOM_SEED=1234 swift test --filter RandomOperationTests        # replay one
///     AUTOSTACK_RANDOM_OPERATIONS=1000000 swift test --filter RandomOperationTests  # long mode
@MainActor
package enum RandomOperationRunner {
  // MARK: Package

  /// Where a sequence first diverged from the model.
  package struct Divergence: Sendable {
    /// The index of the operation after which the world and the model differed; the count
    /// of operations when the world left something alive after its end.
    package let step: Int
    package let difference: String
  }

  /// The operations of one sequence in the per-run tests and the long mode.
  package static let sequenceLength = 60

  /// The arrangement that AutoStack records as the owner of a view, which only the tests can
  /// read; when set, every comparison checks it too.
  package static var owner: ((SimulatedView) -> AnyObject?)?

  /// The seed given in `AUTOSTACK_RANDOM_SEED`, if any.
  package nonisolated static var environmentSeed: UInt64? {
    ProcessInfo.processInfo.environment["AUTOSTACK_RANDOM_SEED"].flatMap(parse)
  }

  /// The number of operations given in `AUTOSTACK_RANDOM_OPERATIONS` for the long mode.
  package nonisolated static var environmentOperations: Int? {
    ProcessInfo.processInfo.environment["AUTOSTACK_RANDOM_OPERATIONS"].flatMap(parse).map(Int.init)
  }

  /// Runs `operations` from the start in a world whose containers are created along `axes`
  /// (vertical where it names none), comparing the world with the model after each one, and
  /// then checks that the world leaves nothing alive; returns the first divergence.
  package static func run(
    _ operations: [RandomOperation], axes: [AutoStackAxis] = []
  ) -> Divergence? {
    var created: [Weak<AnyObject>] = []
    let divergence = compare(operations, axes: axes, created: &created)
    if divergence == nil, let alive = created.first(where: { $0.object != nil })?.object {
      return Divergence(step: operations.count, difference: "\(alive) outlived the world")
    }
    return divergence
  }

  /// The reflow loops that the engines of a world report after `operations`.
  package static func reflowLoops(
    after operations: some Sequence<RandomOperation>, axes: [AutoStackAxis] = []
  ) -> Int {
    let world = StackWorld(axes: axes)
    for operation in operations { world.apply(operation) }
    return world.reflowLoops
  }

  /// The shortest sequence found that still diverges, by deleting operations (in halves,
  /// quarters, … then one by one) and by taking batches apart; then the containers created
  /// vertical where that still diverges.
  private static func shrink(
    _ operations: [RandomOperation], axes: [AutoStackAxis], divergence: Divergence
  ) -> (operations: [RandomOperation], axes: [AutoStackAxis], divergence: Divergence) {
    var best = (operations: Array(operations.prefix(divergence.step + 1)), divergence: divergence)
    var axes = axes
    var runs = 0
    /// Keeps `candidate` if it diverges too.
    func attempt(_ candidate: [RandomOperation]) -> Bool {
      runs += 1
      guard let divergence = run(candidate, axes: axes) else { return false }
      best = (Array(candidate.prefix(divergence.step + 1)), divergence)
      return true
    }
    var chunk = max(1, best.operations.count / 2)
    while runs < maxShrinkRuns {
      var progressed = false
      var index = 0
      while index < best.operations.count, runs < maxShrinkRuns {
        let end = min(best.operations.count, index + chunk)
        if attempt(Array(best.operations[..<index] + best.operations[end...]))
          || (chunk == 1 && simplifyBatch(in: best.operations, at: index, attempt: attempt))
        {
          progressed = true
        } else {
          index += chunk
        }
      }
      if !progressed {
        guard chunk > 1 else { break }
        chunk /= 2
      }
    }
    for index in axes.indices where axes[index] != .vertical {
      var vertical = axes
      vertical[index] = .vertical
      if let divergence = run(best.operations, axes: vertical) {
        axes = vertical
        best = (Array(best.operations.prefix(divergence.step + 1)), divergence)
      }
    }
    return (best.operations, axes, best.divergence)
  }

  /// The message of a divergence: the seed, how to replay it, and the shortest sequence, with
  /// the axes its containers are created along unless all are vertical.
  package static func report(
    seed: UInt64, operations: [RandomOperation], axes: [AutoStackAxis] = [],
    divergence: Divergence
  ) -> String {
    let shrunk = shrink(operations, axes: axes, divergence: divergence)
    let listing = shrunk.operations.map { "  \($0)," }.joined(separator: "\n")
    let created =
      shrunk.axes.allSatisfy { $0 == .vertical }
      ? "" : "created along axes: [\(shrunk.axes.map { ".\($0)" }.joined(separator: ", "))]\n"
    return """
      random operations diverged from the model: seed \(seed), operation \(divergence.step + 1) \
      of \(operations.count): \(divergence.difference)
      replay: AUTOSTACK_RANDOM_SEED=\(seed) swift test --filter RandomOperationTests
      shortest diverging sequence found (\(shrunk.operations.count) operations), which fails \
      after its last one with: \(shrunk.divergence.difference)
      \(created)[
      \(listing)
      ]
      """
  }

  // MARK: Private

  /// Runs `operations` in a world that is gone when this returns, leaving weak references to
  /// everything it created in `created`.
  private static func compare(
    _ operations: [RandomOperation], axes: [AutoStackAxis], created: inout [Weak<AnyObject>]
  ) -> Divergence? {
    let world = StackWorld(axes: axes)
    defer { created = world.created }
    let model = StackModel(axes: axes)
    if let difference = world.difference(from: model) {
      return Divergence(step: -1, difference: "before any operation: \(difference)")
    }
    for (step, operation) in operations.enumerated() {
      let loopsBefore = world.reflowLoops
      world.apply(operation)
      model.beginOperation()
      model.apply(operation)
      let engineLooped = world.reflowLoops > loopsBefore
      if engineLooped || model.isInReflowLoop {
        // Views that keep resizing each other have no layout to compare: the sequence ends
        // there, once both found them.
        guard engineLooped, model.isInReflowLoop else {
          let difference =
            engineLooped
            ? "the engine stopped views that kept resizing each other, which the model settles"
            : "views kept resizing each other in the model, which the engine settled"
          return Divergence(step: step, difference: difference)
        }
        return nil
      }
      if let difference = world.difference(from: model) {
        return Divergence(step: step, difference: difference)
      }
    }
    return nil
  }

  /// Enough to shrink a sequence of 60 in seconds.
  private static let maxShrinkRuns = 3_000

  /// Tries the batch at `index` taken apart, then without each of its operations in turn;
  /// whether one of them still diverges.
  private static func simplifyBatch(
    in operations: [RandomOperation], at index: Int, attempt: ([RandomOperation]) -> Bool
  ) -> Bool {
    let rebuild: (Int, [RandomOperation]) -> RandomOperation
    let inner: [RandomOperation]
    let container: Int
    switch operations[index] {
    case .batch(let batched, let operations):
      (container, inner, rebuild) = (batched, operations, RandomOperation.batch)
    case .animate(let animated, let milliseconds, let operations):
      (container, inner) = (animated, operations)
      rebuild = { .animate(container: $0, milliseconds: milliseconds, $1) }
    default: return false
    }
    let before = operations[..<index]
    let after = operations[(index + 1)...]
    if attempt(Array(before + inner + after)) { return true }
    return inner.indices.contains { removed in
      var smaller = inner
      smaller.remove(at: removed)
      return attempt(Array(before + [rebuild(container, smaller)] + after))
    }
  }

  private nonisolated static func parse(_ text: String) -> UInt64? {
    UInt64(text.filter { $0 != "_" && $0 != "," })
  }
}
