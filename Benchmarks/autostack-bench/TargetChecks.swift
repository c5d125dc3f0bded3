/// The targets of the benchmark's issue, checked against this run's results.
///
/// Each check says PASS or MISS with the figures behind it; a size that was not measured is
/// left out of the checks that need it.
struct TargetChecks {
  // MARK: Lifecycle

  init(_ results: [SizeResult]) {
    self.results = results
  }

  // MARK: Internal

  struct Check {
    let passed: Bool
    let target: String
    let detail: String

    var line: String { (passed ? "PASS  " : "MISS  ") + target + ": " + detail }
  }

  var checks: [Check] {
    [
      fullReflowRatio(maximum: 20), fullReflowRatio(maximum: 10, isGoal: true),
      writesEqualMoves(), timeProportionalToMoves(), nothingWhenUnchanged(), oneReflowPerBatch(),
      noSteadyStateAllocations(), fullArrangeOfManyViews(), layoutsCorrect(),
    ].compactMap { $0 }
  }

  // MARK: Private

  private let results: [SizeResult]

  private func result(_ count: Int) -> SizeResult? { results.first { $0.count == count } }

  private func fullReflowRatio(maximum: Double, isGoal: Bool = false) -> Check? {
    guard let row = result(1_000)?.operations[.fullReflow] else { return nil }
    let ratio = row.autoStack.nanoseconds / row.limit.nanoseconds
    return Check(
      passed: ratio <= maximum,
      target: "full reflow of 1,000 views within \(Int(maximum))x of the limit"
        + (isGoal ? " (the goal)" : ""),
      detail: "\(Formatting.ratio(ratio)) (\(Formatting.time(row.autoStack.nanoseconds)) vs "
        + "\(Formatting.time(row.limit.nanoseconds)))")
  }

  private func writesEqualMoves() -> Check {
    let mismatches = results.flatMap { size in
      BenchOperation.allCases.compactMap { operation -> String? in
        guard let row = size.operations[operation], row.writes != row.moved else { return nil }
        return "\(operation.title) at \(Formatting.count(size.count)): "
          + "\(row.writes) writes, \(row.moved) moved"
      }
    }
    return Check(
      passed: mismatches.isEmpty, target: "frame writes = views that move, for every operation",
      detail: mismatches.isEmpty
        ? "equal in all \(results.count * BenchOperation.allCases.count) cases"
        : mismatches.joined(separator: "; "))
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
    func perMove(_ row: OperationResult) -> Double { row.autoStack.nanoseconds / Double(row.moved) }
    let ratios = [middle, hide, show].map { perMove($0) / perMove(top) }
    let bottomShare = bottom.autoStack.nanoseconds / top.autoStack.nanoseconds
    let passed = ratios.allSatisfy { (0.5...2).contains($0) } && bottomShare < 0.01
    return Check(
      passed: passed,
      target: "time proportional to the views that move (\(Formatting.count(size.count)) views)",
      detail: "per moved view: top \(Formatting.time(perMove(top))), middle "
        + "\(Formatting.time(perMove(middle))), hide \(Formatting.time(perMove(hide))), show "
        + "\(Formatting.time(perMove(show))); bottom (\(bottom.moved) moved): "
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
      [BenchOperation.batch, .fullReflow].compactMap { size.operations[$0]?.autoStack.work.reflows }
    }
    return Check(
      passed: reflows.allSatisfy { $0 == 1 },
      target: "a batch of changes runs exactly 1 reflow",
      detail: "reflows per batch of 100 and per full reflow: "
        + Set(reflows).sorted().map(String.init).joined(separator: ", "))
  }

  private func noSteadyStateAllocations() -> Check {
    guard HeapAllocations.isCounted else {
      return Check(
        passed: false, target: "0 heap allocations per reflow in steady state",
        detail: "not measured: heap allocations are counted with glibc only")
    }
    let allocating = results.flatMap { size in
      BenchOperation.allCases.filter(\.isSteadyState).compactMap { operation -> String? in
        guard let allocations = size.operations[operation]?.autoStack.allocations,
          allocations > 0
        else { return nil }
        return "\(operation.title) at \(Formatting.count(size.count)): "
          + Formatting.allocations(allocations)
      }
    }
    return Check(
      passed: allocating.isEmpty, target: "0 heap allocations per reflow in steady state",
      detail: allocating.isEmpty
        ? "none in any steady-state operation at any size"
        : allocating.joined(separator: "; "))
  }

  private func fullArrangeOfManyViews() -> Check? {
    guard let row = result(100_000)?.operations[.fullArrange] else { return nil }
    return Check(
      passed: row.autoStack.nanoseconds < 10e6, target: "100,000 views: full arrange under 10 ms",
      detail: Formatting.time(row.autoStack.nanoseconds))
  }

  private func layoutsCorrect() -> Check {
    let errors = results.flatMap(\.layoutErrors)
    return Check(
      passed: errors.isEmpty,
      target: "AutoStack's and AASubviews' layouts checked after every operation",
      detail: errors.isEmpty ? "all correct" : errors.joined(separator: "; "))
  }
}
