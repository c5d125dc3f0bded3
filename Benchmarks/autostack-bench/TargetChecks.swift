/// The benchmark's targets, checked against this run's results.
///
/// Each check says PASS or MISS with the figures behind it, or SKIP when the sizes it needs
/// were not measured.
struct TargetChecks {
  // MARK: Lifecycle

  init(_ results: [SizeResult]) {
    self.results = results
  }

  // MARK: Internal

  struct Check {
    /// `nil` when the check was skipped.
    let passed: Bool?
    let target: String
    let detail: String

    var line: String {
      switch passed {
      case true?: "PASS  " + target + ": " + detail
      case false?: "MISS  " + target + ": " + detail
      case nil: "SKIP  " + target + ": " + detail
      }
    }
  }

  var checks: [Check] {
    [
      nearTheFloors(.fullReflow, count: 1_000),
      middleChangesNearTheFloors(count: 1_000), middleChangesNearTheFloors(count: 100_000),
      nearTheFloors(.batch, count: 1_000),
      fasterThanAASubviews(.fullArrange, by: Self.arrangeSpeedup),
      fasterThanAASubviews(.shuffledRearrange, by: Self.rearrangeSpeedup),
      fullArrangeOfManyViews(), noSteadyStateAllocations(), memoryMeasured(),
      writesEqualMoves(), timeProportionalToMoves(), nothingWhenUnchanged(), oneReflowPerBatch(),
      nothingLeftAfterTeardown(), layoutsCorrect(),
    ].compactMap { $0 }
  }

  // MARK: Private

  /// How far AutoStack may be from the floors: this many times the plain loop, or
  /// `floorRatio` times the simulator floor where that floor alone is more than
  /// `floorShare` times the plain loop.
  private static let limitRatio = 10.0
  private static let floorRatio = 2.5
  private static let floorShare = 5.0
  /// How many times AASubviews' strategy must take AutoStack's time: for a first arrangement
  /// of 1,000 views, and for a re-arrangement of them in a shuffled order.
  private static let arrangeSpeedup = 2.0
  private static let rearrangeSpeedup = 3.0
  /// How many heap allocations a full arrange may make per view: the membership, the
  /// observation, and one to spare.
  private static let allocationsPerView = 3.0

  private static let floorRule =
    "within \(Formatting.bound(limitRatio))x of the plain loop, or "
    + "\(Formatting.bound(floorRatio))x of the simulator floor where it is above "
    + "\(Formatting.bound(floorShare))x the loop"

  private let results: [SizeResult]

  private func result(_ count: Int) -> SizeResult? { results.first { $0.count == count } }

  private func skipped(_ target: String, needs counts: Int...) -> Check {
    Check(
      passed: nil, target: target,
      detail: "not measured: needs "
        + counts.map { Formatting.count($0) }.joined(separator: " and ") + " views (--sizes)")
  }

  /// Whether `row` keeps to ``floorRule``, and its figures, per moved view with `perMove`.
  private func floorRule(_ row: OperationResult, perMove: Bool = false) -> (Bool, String) {
    guard let limit = row.limit else { return (false, "no limit") }
    let autoStack = row.autoStack.nanoseconds
    let overLimit = row.autoStack.ratio(over: limit)
    let overFloor = row.autoStack.ratio(over: row.floor)
    let floorOverLimit = row.floor.ratio(over: limit)
    let passed =
      overLimit <= Self.limitRatio
      || (floorOverLimit > Self.floorShare && overFloor <= Self.floorRatio)
    let moved = perMove ? Double(max(1, row.moved ?? 1)) : 1
    let detail =
      Formatting.time(autoStack / moved) + (perMove ? " per moved view" : "") + ", "
      + Formatting.ratio(overLimit) + " the loop, " + Formatting.ratio(overFloor)
      + " the floor (the floor: " + Formatting.ratio(floorOverLimit) + " the loop)"
    return (passed, detail)
  }

  private func nearTheFloors(_ operation: BenchOperation, count: Int) -> Check {
    let target = "\(operation.title), \(Formatting.count(count)) views: \(Self.floorRule)"
    guard let row = result(count)?.operations[operation] else {
      return skipped(target, needs: count)
    }
    let (passed, detail) = floorRule(row)
    return Check(passed: passed, target: target, detail: detail)
  }

  /// A height change, a hide and a show in the middle, over the views that move.
  private func middleChangesNearTheFloors(count: Int) -> Check {
    let target =
      "one change in the middle (height, hide, show), \(Formatting.count(count)) views, "
      + "over the views that move: \(Self.floorRule)"
    let operations: [BenchOperation] = [.heightChangeMiddle, .hideMiddle, .showMiddle]
    guard let size = result(count) else { return skipped(target, needs: count) }
    let rows = operations.compactMap { size.operations[$0] }
    guard rows.count == operations.count else { return skipped(target, needs: count) }
    let rules = rows.map { floorRule($0, perMove: true) }
    let names = ["height", "hide", "show"]
    return Check(
      passed: rules.allSatisfy(\.0), target: target,
      detail: zip(names, rules).map { "\($0): \($1.1)" }.joined(separator: "; "))
  }

  private func fasterThanAASubviews(_ operation: BenchOperation, by speedup: Double) -> Check {
    let target =
      "\(operation.title), 1,000 views: AASubviews' time / AutoStack's >= "
      + Formatting.bound(speedup)
    guard let row = result(1_000)?.operations[operation], let strategy = row.aasubviews else {
      return skipped(target, needs: 1_000)
    }
    let ratio = strategy.ratio(over: row.autoStack)
    return Check(
      passed: ratio >= speedup, target: target,
      detail: "\(Formatting.ratio(ratio)) (medians: \(Formatting.time(strategy.nanoseconds)) vs "
        + "\(Formatting.time(row.autoStack.nanoseconds)))")
  }

  private func fullArrangeOfManyViews() -> Check {
    let target =
      "full arrange, 100,000 views: time per view <= 2x that at 1,000, "
      + "and <= \(Formatting.bound(Self.allocationsPerView)) heap allocations per view"
    guard let large = result(100_000)?.operations[.fullArrange],
      let small = result(1_000)?.operations[.fullArrange]
    else { return skipped(target, needs: 1_000, 100_000) }
    let perView = large.autoStack.nanoseconds / 100_000
    let smallPerView = small.autoStack.nanoseconds / 1_000
    let allocations = large.autoStack.allocations / 100_000
    let counted = HeapAllocations.isCounted
    return Check(
      passed: perView <= 2 * smallPerView && counted && allocations <= Self.allocationsPerView,
      target: target,
      detail: "\(Formatting.time(perView)) per view (\(Formatting.ratio(perView / smallPerView)) "
        + "the \(Formatting.time(smallPerView)) at 1,000), "
        + (counted
          ? "\(Formatting.significant(allocations)) allocations per view"
          : "allocations not counted on this platform"))
  }

  private func noSteadyStateAllocations() -> Check {
    let target = "0 heap allocations per reflow in steady state"
    guard HeapAllocations.isCounted else {
      return Check(
        passed: false, target: target,
        detail: "not measured: heap allocations are counted with glibc only")
    }
    let allocating = results.flatMap { size in
      BenchOperation.allCases.filter(\.isSteadyState).compactMap { operation -> String? in
        guard let measurement = size.operations[operation]?.autoStack,
          !measurement.isEstimate, measurement.allocations > 0
        else { return nil }
        return "\(operation.title) at \(Formatting.count(size.count)): "
          + Formatting.allocations(measurement.allocations)
      }
    }
    return Check(
      passed: allocating.isEmpty, target: target,
      detail: allocating.isEmpty
        ? "none in any steady-state operation at any size"
        : allocating.joined(separator: "; "))
  }

  private func memoryMeasured() -> Check {
    let target = "memory per arranged view: measured"
    let measured = results.filter { $0.memory[.autoStack] != nil }
    guard !measured.isEmpty else {
      return Check(
        passed: false, target: target,
        detail: HeapAllocations.isCounted
          ? "the probe processes did not report" : "heap bytes are counted with glibc only")
    }
    let sizes = measured.filter { [1_000, 100_000].contains($0.count) }
    return Check(
      passed: true, target: target,
      detail: (sizes.isEmpty ? measured : sizes).map { size in
        let whole = size.memory[.autoStack].map { Formatting.bytes($0.heldBytes) } ?? "-"
        let engine = size.memory[.engine].map { Formatting.bytes($0.heldBytes) } ?? "-"
        return "\(Formatting.count(size.count)) views: \(whole) held by the whole arrangement, "
          + "\(engine) by the engine alone"
      }.joined(separator: "; "))
  }

  private func writesEqualMoves() -> Check {
    var cases = 0
    let mismatches = results.flatMap { size in
      BenchOperation.allCases.compactMap { operation -> String? in
        guard let row = size.operations[operation], let moved = row.moved else { return nil }
        cases += 1
        guard row.writes != moved else { return nil }
        return "\(operation.title) at \(Formatting.count(size.count)): "
          + "\(row.writes ?? 0) writes, \(moved) moved"
      }
    }
    return Check(
      passed: mismatches.isEmpty, target: "frame writes = views that move, for every operation",
      detail: mismatches.isEmpty
        ? "equal in all \(cases) cases run" : mismatches.joined(separator: "; "))
  }

  /// At the largest size of 10,000 views or more: a change at the middle costs per moved view
  /// what one at the top does, and one at the bottom, which moves nothing, costs next to nothing.
  private func timeProportionalToMoves() -> Check? {
    guard let size = results.filter({ $0.count >= 10_000 }).max(by: { $0.count < $1.count }),
      let top = size.operations[.heightChangeTop],
      let middle = size.operations[.heightChangeMiddle],
      let bottom = size.operations[.heightChangeBottom], let hide = size.operations[.hideMiddle],
      let show = size.operations[.showMiddle]
    else { return nil }
    func perMove(_ row: OperationResult) -> Double {
      row.autoStack.nanoseconds / Double(max(1, row.moved ?? 1))
    }
    let ratios = [middle, hide, show].map { perMove($0) / perMove(top) }
    let bottomShare = bottom.autoStack.nanoseconds / top.autoStack.nanoseconds
    let passed = ratios.allSatisfy { (0.5...2).contains($0) } && bottomShare < 0.01
    return Check(
      passed: passed,
      target: "time proportional to the views that move (\(Formatting.count(size.count)) views)",
      detail: "per moved view: top \(Formatting.time(perMove(top))), middle "
        + "\(Formatting.time(perMove(middle))), hide \(Formatting.time(perMove(hide))), show "
        + "\(Formatting.time(perMove(show))); bottom (\(bottom.moved ?? 0) moved): "
        + "\(Formatting.time(bottom.autoStack.nanoseconds))")
  }

  private func nothingWhenUnchanged() -> Check {
    let failing = results.filter { size in
      guard let work = size.operations[.unchanged]?.autoStack.work else { return false }
      return work.frameWrites != 0 || work.reflows != 0
    }
    return Check(
      passed: failing.isEmpty, target: "nothing written and no reflow when nothing changed",
      detail: failing.isEmpty
        ? "0 writes, 0 reflows at every size"
        : "work at " + failing.map { Formatting.count($0.count) }.joined(separator: ", "))
  }

  private func oneReflowPerBatch() -> Check {
    let reflows = results.flatMap { size in
      [BenchOperation.batch, .largeBatch, .fullReflow].compactMap {
        size.operations[$0]?.autoStack.work.reflows
      }
    }
    return Check(
      passed: reflows.allSatisfy { $0 == 1 },
      target: "a batch of changes runs exactly 1 reflow",
      detail: "reflows per batch of 100 and of 1,000, and per full reflow: "
        + Set(reflows).sorted().map(String.init).joined(separator: ", "))
  }

  /// The sizes where the teardown was measured: no view left observed, the container gone.
  private func nothingLeftAfterTeardown() -> Check {
    let target = "teardown leaves no view observed and releases the container"
    let sizes = results.filter { $0.operations[.teardown] != nil }
    guard !sizes.isEmpty else { return skipped(target, needs: 1_000, 100_000) }
    let errors = sizes.flatMap { size in
      size.layoutErrors.filter { $0.operation == .teardown }.map(\.description)
    }
    return Check(
      passed: errors.isEmpty, target: target,
      detail: errors.isEmpty
        ? "every view's observerCount is 0 at "
          + sizes.map { Formatting.count($0.count) }.joined(separator: ", ") + " views"
        : errors.joined(separator: "; "))
  }

  private func layoutsCorrect() -> Check {
    let errors = results.flatMap(\.layoutErrors)
    return Check(
      passed: errors.isEmpty,
      target: "AutoStack's, the simulator floor's and AASubviews' layouts checked after every "
        + "operation",
      detail: errors.isEmpty ? "all correct" : errors.map(\.description).joined(separator: "; "))
  }
}
