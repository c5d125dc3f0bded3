import AutoStack
import AutoStackSimulator
import Foundation

/// The sticky scroll: ``ScrollBenchmark/stepCount`` offset changes on a page of
/// ``ScrollBenchmark/stickyPageCount`` sections, ``ScrollBenchmark/stickyCount`` of them
/// sticky, with `onCurrentSectionChange` set, checked step by step against the documented rule.
///
/// A sticky section that is shown takes `y = min(max(slot, visibleTop), limit − height)`, its
/// limit being the slot of the next sticky section, or else the end of the last section. A
/// step must write exactly the frames that this moves, and run no reflow.
extension ScrollBenchmark {
  /// What the sticky run did, against the rule.
  struct StickyFigures {
    /// The sticky sections.
    var count: Int
    /// The frames the rule moves in one run of ``ScrollBenchmark/stepCount`` steps, down or
    /// up, and the most it moves in one step.
    var predictedWrites: Int
    var mostWritesPerStep: Int
    /// The steps where AutoStack wrote other frames than the rule moves, left a sticky section
    /// elsewhere, or ran a reflow.
    var mismatches: [String]
    /// The median time of a run on the same page without sticky sections or handler, one
    /// sample of it taken after each of the sticky run's, and the median of the ratios of the
    /// two samples of each round.
    var baseline = (nanoseconds: 0.0, ratio: 0.0)

    var baselinePerStep: Double { baseline.nanoseconds / Double(ScrollBenchmark.stepCount) }
  }

  /// The sticky sections' frames by the rule, for sections that are all shown and higher
  /// than 0, in a scroll view without content insets.
  struct StickyRule {
    // MARK: Lifecycle

    /// The rule for the views at `sticky` among `views`, from their slots as the reference
    /// layout places them.
    @MainActor
    init(views: [SimulatedView], sticky: [Int]) {
      let layout = ModelLayout(
        options: AutoStackOptions(spacing: StackFixture.spacing),
        containerWidth: StackFixture.width)
      let result = layout.layout(views.map { ModelLayout.Item($0) })
      slots = sticky.map { result.frames[$0] }
      end = result.contentSize.height
    }

    // MARK: Internal

    /// The frames at `visibleTop`, top to bottom.
    func frames(visibleTop: CGFloat) -> [CGRect] {
      var limit = end
      var frames = slots
      for index in slots.indices.reversed() {
        let slot = slots[index]
        frames[index].origin.y = min(max(slot.origin.y, visibleTop), limit - slot.size.height)
        limit = slot.origin.y
      }
      return frames
    }

    /// Scrolls ``ScrollBenchmark/stepCount`` steps toward the other end of the run and as
    /// many back, untimed, comparing every step's writes, reflows and sticky frames with the
    /// rule.
    @MainActor
    func verify(
      _ views: [SimulatedView], container: SimulatedView, engine: AutoStackEngine<SimulatedStack>
    ) -> StickyFigures {
      var offset = container.contentOffset.y
      let direction: CGFloat = offset > 0 ? -1 : 1
      var previous = frames(visibleTop: offset)
      var figures = StickyFigures(
        count: slots.count, predictedWrites: 0, mostWritesPerStep: 0, mismatches: [])
      for step in 0..<(2 * ScrollBenchmark.stepCount) {
        offset += (step < ScrollBenchmark.stepCount ? direction : -direction) * stepDistance
        let before = engine.statistics
        container.contentOffset.y = offset
        let after = engine.statistics
        let expected = frames(visibleTop: offset)
        let moves = zip(previous, expected).filter { !$0.isClose(to: $1) }.count
        previous = expected
        if step < ScrollBenchmark.stepCount { figures.predictedWrites += moves }
        figures.mostWritesPerStep = max(figures.mostWritesPerStep, moves)
        let writes = after.frameWrites - before.frameWrites
        let reflows = after.reflows - before.reflows
        let misplaced = zip(views, expected).filter { !$0.untransformedFrame.isClose(to: $1) }
        if writes != moves || reflows != 0 || !misplaced.isEmpty {
          figures.mismatches.append(
            "offset \(Formatting.significant(offset)): \(writes) writes for \(moves) moves, "
              + "\(misplaced.count) sticky sections misplaced, \(reflows) reflows")
        }
      }
      return figures
    }

    // MARK: Private

    /// The sticky sections' slots, top to bottom.
    private let slots: [CGRect]
    /// The end of the last section: the content height, without a bottom inset.
    private let end: CGFloat
  }

  /// The number of sections of the sticky run's page, and of its sticky sections.
  static let stickyPageCount = 1_000
  static let stickyCount = 10

  /// The sticky sections of a page of `count` sections: shown ones, spread evenly, one in the
  /// middle of each tenth.
  static func stickyIndices(count: Int) -> [Int] {
    (0..<stickyCount).map {
      StackFixture.visibleIndex(atOrAfter: (2 * $0 + 1) * count / (2 * stickyCount))
    }
  }

  /// The target of the sticky scroll: every step writes exactly the frames the rule moves (so
  /// at most one per sticky section) and runs no reflow, and a step costs at most
  /// ``stickyTimeLimit`` times a step of the same page without sticky sections or handlers,
  /// timed in turn with it.
  static func stickyCheck(_ rows: [Row]) -> TargetChecks.Check {
    let target =
      "a scroll step with \(stickyCount) sticky sections and the current section watched, "
      + "\(Formatting.count(stickyPageCount)) views: writes exactly the sticky frames that move, "
      + "no reflow, at most \(Formatting.bound(stickyTimeLimit))x a step without them"
    guard let row = rows.first(where: { $0.sticky != nil }), let sticky = row.sticky else {
      return TargetChecks.Check(
        passed: nil, target: target,
        detail: "not measured: needs \(Formatting.count(stickyPageCount)) views (--sizes)")
    }
    let ratio = sticky.baseline.ratio
    let isExact =
      sticky.mismatches.isEmpty && row.writes == sticky.predictedWrites
      && sticky.mostWritesPerStep <= sticky.count
    return TargetChecks.Check(
      passed: isExact && row.reflows == 0 && ratio <= stickyTimeLimit, target: target,
      detail: "\(Formatting.time(row.nanosecondsPerStep)) per step (\(Formatting.ratio(ratio)) "
        + "the \(Formatting.time(sticky.baselinePerStep)) without); \(row.writes) writes per "
        + "run for the \(sticky.predictedWrites) moves of the rule, at most "
        + "\(sticky.mostWritesPerStep) in a step; \(row.reflows) reflows"
        + sticky.mismatches.prefix(3).map { "; " + $0 }.joined())
  }

  /// How many times a step without sticky sections a sticky step may cost.
  private static let stickyTimeLimit = 2.0
}
