import AutoStackSimulator
import Foundation
import Testing

@testable import AutoStack

/// Seeded random sequences of operations, checked against the model after every operation:
/// frames (sticky views' as pinned), content sizes and offsets (scrolls to a section
/// included), arranged order, subviews, untouched indicators, observers, frame writes, passes,
/// measurements, diagnostics, placeholders, scrolling, visibility events, the current section
/// and its reports, alphas and fading views, and the work of each scroll.
///
/// A failure prints its seed, the command that replays it, and the shortest diverging
/// sequence found, ready to paste into a regression test.
@MainActor
@Suite struct RandomOperationTests {
  init() {
    // Which arrangement AutoStack records as each view's owner, compared with the model too.
    RandomOperationRunner.owner = { $0.autoStackMembership?.owner }
  }
}

extension RandomOperationTests {
  /// Runs the sequence of `seed` in a world whose containers are created along the axes of
  /// `seed` (or along `axes`), after `prefix`: the number of operations it ran (batches and
  /// what they hold included), or `nil` after recording an issue with its report if it
  /// diverged.
  private func check(
    seed: UInt64, axes: [AutoStackAxis]? = nil, prefix: [RandomOperation] = []
  ) -> Int? {
    let operations =
      prefix + RandomOperation.sequence(seed: seed, length: RandomOperationRunner.sequenceLength)
    let axes = axes ?? RandomOperation.creationAxes(seed: seed)
    guard let divergence = RandomOperationRunner.run(operations, axes: axes) else {
      return operations.map(\.count).reduce(0, +)
    }
    let report = RandomOperationRunner.report(
      seed: seed, operations: operations, axes: axes, divergence: divergence)
    Issue.record(Comment(rawValue: report))
    return nil
  }

  @Test("1,000 seeded random sequences of 60 operations match the model after every operation")
  func perRunSequences() {
    // AUTOSTACK_RANDOM_SEED replays one sequence instead.
    let seeds = RandomOperationRunner.environmentSeed.map { [$0] } ?? Array(1...1_000)
    for seed in seeds where check(seed: seed) == nil { return }
  }

  @Test("200 seeded random sequences in rows, left to right and right to left, match the model")
  func rowSequences() {
    // Both containers created along x, right to left for odd seeds: the scroll view and the
    // nested container in rows, their sections measured at a height, mirrored or not.
    // AUTOSTACK_RANDOM_SEED replays one sequence instead; AUTOSTACK_ROW_SEEDS runs that many.
    let environment = ProcessInfo.processInfo.environment
    let first = RandomOperationRunner.environmentSeed ?? 1
    let count =
      environment["AUTOSTACK_ROW_SEEDS"].flatMap { UInt64($0) }
      ?? (RandomOperationRunner.environmentSeed == nil ? 200 : 1)
    for seed in first..<(first + count) {
      let rightToLeft: [RandomOperation] = [
        .setDirection(container: 0, rightToLeft: true),
        .setDirection(container: 1, rightToLeft: true),
      ]
      let prefix = seed % 2 == 1 ? rightToLeft : []
      if check(seed: seed, axes: [.horizontal, .horizontal], prefix: prefix) == nil { return }
    }
  }

  @Test(
    "the long mode matches the model for AUTOSTACK_RANDOM_OPERATIONS operations",
    .enabled(if: RandomOperationRunner.environmentOperations != nil))
  func longMode() {
    let total = RandomOperationRunner.environmentOperations ?? 0
    // Seeds after the per-run ones unless AUTOSTACK_RANDOM_SEED says where to start.
    let firstSeed = RandomOperationRunner.environmentSeed ?? 1_000_000
    let clock = ContinuousClock()
    let start = clock.now
    var operations = 0
    var seed = firstSeed
    while operations < total {
      guard let count = check(seed: seed) else { return }
      operations += count
      seed += 1
      if (seed - firstSeed) % 5_000 == 0 {
        print("random operations: \(operations) of \(total), \(clock.now - start)")
      }
    }
    let sequences = "\(seed - firstSeed) sequences (seeds \(firstSeed)..<\(seed))"
    print("random operations: \(operations) in \(sequences), no divergence, \(clock.now - start)")
  }
}

// MARK: - Shrunk sequences

extension RandomOperationTests {
  /// Expects `operations` to match the model after every one of them, in a world whose
  /// containers are created along `axes` (vertical where it names none).
  private func expectNoDivergence(
    axes: [AutoStackAxis] = [], _ operations: [RandomOperation],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let divergence = RandomOperationRunner.run(operations, axes: axes)
    #expect(
      divergence == nil,
      "operation \((divergence?.step ?? 0) + 1): \(divergence?.difference ?? "")",
      sourceLocation: sourceLocation)
  }

  // Regression: seed 1044219 of the long mode, past the count CI runs. A fitting column in a
  // row wraps text at its own width and takes the width its text needs: the two keep
  // resizing each other. The engine stops after its limit and says so; the model, which had
  // no limit, ran on without end. Both now stop, and the sequence ends there.
  @Test("views that keep resizing each other end a sequence in the engine and the model alike")
  func reflowLoopEndsTheSequence() {
    let seed: UInt64 = 1_044_219
    let operations = Array(
      RandomOperation.sequence(seed: seed, length: RandomOperationRunner.sequenceLength)
        .prefix(48))
    let axes = RandomOperation.creationAxes(seed: seed)
    #expect(RandomOperationRunner.run(operations, axes: axes) == nil)
    // Without its last operation, which starts the loop, the sequence runs to its end.
    let world = RandomOperationRunner.reflowLoops(after: operations.dropLast(), axes: axes)
    #expect(world == 0)
    #expect(RandomOperationRunner.reflowLoops(after: operations, axes: axes) > 0)
  }

  // Regression: seed 1038555 of the long mode, shrunk, past the count CI runs. The content
  // shrinks under an animated scroll, so the clamp waits; a scroll to a section asked for in
  // an animation block stops that scroll at the end of its batch. The model looked at the
  // clamp on that write, which the engine sees only once its look ends, and left the app's
  // later scroll past the end where the engine clamps it.
  @Test("a scroll to a section that ends a batch leaves the waiting clamp to the next look")
  func scrollToAtBatchEndLeavesClampWaiting() {
    expectNoDivergence([
      .batch(
        container: 0,
        [
          .scrollTo(container: 0, view: 2, .leading, animated: true),
          .arrange(
            container: 0, [.view(6), .view(5), .view(2), .view(4), .view(0), .view(3)],
            spacing: nil, insets: nil, alignment: nil),
          .setHeight(view: 6, 700),
          .setHeight(view: 4, 700),
        ]),
      .wait(milliseconds: 100),
      .arrange(
        container: 0, [.view(2), .view(1), .view(7)], spacing: nil,
        insets: .init(top: 16.5, left: 0, bottom: 0, right: 8), alignment: .fill),
      .animate(container: 0, milliseconds: 300, [.scrollTo(container: 0, view: 2, .center)]),
      .scroll(container: 0, 300),
    ])
  }

  // Regression: seed 1034999 of the long mode, shrunk, past the count CI runs. A column
  // taken into a row belongs to it as soon as it joins, before the row holds all its views:
  // the model told the row of the column's width across it one arrangement late, and
  // predicted a pass of the row too many.
  @Test("a column in a row, made fitting inside its own batch, reflows the row as the model says")
  func columnMadeFittingInItsBatch() {
    expectNoDivergence(
      axes: [.horizontal, .vertical],
      [
        .replaceContainer(container: 1),
        .arrange(container: 1, [.view(1), .view(3)], spacing: nil, insets: nil, alignment: nil),
        .arrange(
          container: 0, [.view(1), .nested, .view(5), .view(7), .view(3), .view(5)], spacing: 0,
          insets: nil, alignment: nil),
        .batch(container: 1, [.setSizing(container: 0, .nested, .fitting)]),
      ])
  }

  // Regression: seed 357, shrunk, when the nested container first stacked along x. A
  // right-to-left row whose width changed computed again from its first view before its
  // writes, and took the size it had just measured for the one already on screen.
  @Test("a right-to-left row that grows keeps the size it measured (a shrunk random sequence)")
  func rightToLeftRowKeepsMeasuredSize() {
    expectNoDivergence([
      .setPlaceholder(container: 1, .empty, true),
      .setAlignment(container: 1, .leading),
      .setAxis(container: 1, .horizontal),
      .batch(
        container: 1,
        [
          .batch(
            container: 0,
            [
              .setState(container: 1, .content),
              .arrange(
                container: 1, [.view(0), .view(2), .view(1), .view(2)], spacing: nil,
                insets: .init(top: 16.5, left: 8, bottom: 8, right: -5), alignment: nil),
              .setHidden(view: 5, true), .setDirection(container: 1, rightToLeft: true),
              .watchVisibility(container: 1, true), .setHidden(view: 2, true),
            ]),
          .setSizing(container: 1, .view(0), .sizeThatFits),
        ]),
    ])
  }

  // Regression: seed 426, shrunk. A section under Auto Layout in a right-to-left row kept
  // its place along the row as read before the row's width changed.
  @Test(
    "a section under Auto Layout in a right-to-left row is read in the new width (a shrunk random sequence)"
  )
  func autoLayoutSectionInRightToLeftRow() {
    expectNoDivergence([
      .constrain(view: 2, CGRect(x: 0, y: 600, width: 375, height: 12.5)),
      .setDirection(container: 1, rightToLeft: true),
      .setAxis(container: 1, .horizontal),
      .arrange(
        container: 1, [.view(3), .nested, .view(3), .nested, .view(1), .view(5), .view(2)],
        spacing: 12.5, insets: .init(top: -5, left: 16.5, bottom: .nan, right: 0), alignment: nil),
    ])
  }

  // Regression: seed 87, shrunk, once the scroll view could stack along x. A row that turns
  // right to left keeps its offset along the row, which then shows its first section.
  @Test(
    "a scrolling row that turns right to left keeps its offset along it (a shrunk random sequence)")
  func scrollingRowTurnsRightToLeft() {
    expectNoDivergence([
      .setAxis(container: 0, .horizontal),
      .arrange(
        container: 0, [.view(1), .view(5), .view(4), .view(4), .view(2)], spacing: 8,
        insets: .init(top: -5, left: 16.5, bottom: -5, right: -5), alignment: nil),
      .setDirection(container: 0, rightToLeft: true),
    ])
  }

  // Regression: seed 19, shrunk. The empty placeholder of a row: no section is visible when
  // none is wider than 0, and the row is then as wide as the placeholder.
  @Test("a row whose sections have no width shows its placeholder (a shrunk random sequence)")
  func rowOfNoWidthShowsPlaceholder() {
    expectNoDivergence([
      .setAxis(container: 1, .horizontal),
      .setAxis(container: 1, .vertical),
      .arrange(
        container: 1, [.view(5), .view(5), .view(1), .view(5), .view(1), .view(3)], spacing: 12.5,
        insets: .init(top: 16.5, left: 16.5, bottom: 16.5, right: 0), alignment: nil),
      .setPlaceholder(container: 1, .empty, true),
      .setAxis(container: 1, .horizontal),
    ])
  }

  // Regression: seed 107 of the per-run tests once containers were created along either axis,
  // shrunk. The anchor is chosen as the reflow of a row that just turned right to left starts:
  // the visible area is read as the last pass placed the views, left to right still.
  @Test(
    "a row that turns right to left chooses its anchor as last placed (a shrunk random sequence)")
  func anchorOfRowTurningRightToLeft() {
    expectNoDivergence(
      axes: [.horizontal, .vertical],
      [
        .setScrollAnchoring(container: 0, true),
        .arrange(
          container: 0, [.view(0), .view(6), .view(0), .nested, .view(4), .view(6)], spacing: nil,
          insets: .init(top: 0, left: 0, bottom: 8, right: 16.5), alignment: .trailing),
        .arrange(
          container: 0, [.view(2), .view(1), .view(3), .view(0), .view(7), .view(6), .view(5)],
          spacing: nil, insets: nil, alignment: nil),
        .scrollTo(container: 0, view: 3, .top),
        .setDirection(container: 0, rightToLeft: true),
      ])
  }

  // Regression: seed 7 of the rows, shrunk. A section under Auto Layout before the change in a
  // right-to-left row of another width is read in the new mirror, which anchoring follows.
  @Test("anchoring follows a section under Auto Layout read in a row's new mirror")
  func anchorUnderAutoLayoutInNewMirror() {
    expectNoDivergence(
      axes: [.horizontal, .vertical],
      [
        .setDirection(container: 0, rightToLeft: true),
        .setScrollAnchoring(container: 0, true),
        .constrain(view: 6, CGRect(x: 0, y: 0, width: 375, height: 44)),
        .arrange(
          container: 0, [.nested, .view(5), .view(3), .view(4)], spacing: nil,
          insets: .init(top: -5, left: -5, bottom: 0, right: -5), alignment: nil),
        .scroll(container: 0, 400),
        .arrange(
          container: 0, [.view(3), .view(4), .view(6), .view(2), .view(0), .view(5)],
          spacing: nil, insets: nil, alignment: nil),
        .setHidden(view: 2, true),
        .arrange(
          container: 0, [.view(1), .view(5), .view(7), .view(3), .view(4), .view(6)],
          spacing: nil, insets: nil, alignment: nil),
      ])
  }

  // Regression: seeds 4405, 5781 and 6851 of the rows, shrunk. In a right-to-left row the
  // visible area is UIKit's rectangle read in the mirror, and a view before the change of
  // width is written from its placement as it read back, to the last bit.
  @Test("a right-to-left row reads and writes its frames in the mirror to the last bit")
  func rightToLeftRowToTheLastBit() {
    expectNoDivergence(
      axes: [.vertical, .horizontal],
      [
        .setDirection(container: 1, rightToLeft: true),
        .arrange(
          container: 1, [.view(1), .view(0), .view(3), .view(2), .view(1)], spacing: nil,
          insets: nil, alignment: nil),
        .setScale(view: 1, 0.75),
        .setWidth(view: 1, -0.5),
        .arrange(
          container: 0, [.view(0), .view(3), .view(7), .view(3), .view(6), .view(3)],
          spacing: nil, insets: nil, alignment: .fill),
      ])
    expectNoDivergence(
      axes: [.horizontal, .vertical],
      [
        .setDirection(container: 0, rightToLeft: true),
        .setScale(view: 3, 0.75),
        .release(view: 4),
        .setHidden(view: 7, true),
        .setWidth(view: 3, 400),
        .setHidden(view: 0, true),
        .arrange(
          container: 0,
          [.view(0), .view(4), .view(2), .view(3), .view(1), .view(7), .view(5), .view(6)],
          spacing: nil, insets: nil, alignment: nil),
        .drop(view: 7),
        .setHidden(view: 6, true),
      ])
    expectNoDivergence(
      axes: [.horizontal, .vertical],
      [
        .setDirection(container: 0, rightToLeft: true),
        .setSticky(container: 0, view: 7, true),
        .arrange(
          container: 0, [.view(2), .view(5), .container, .container], spacing: 12.5, insets: nil,
          alignment: nil),
        .arrange(
          container: 0,
          [.view(2), .view(3), .view(1), .view(7), .view(4), .view(0), .view(6), .view(5)],
          spacing: nil, insets: nil, alignment: nil),
        .scroll(container: 0, 0),
        .scrollTo(container: 0, view: 1, .nearest, animated: true),
        .wait(milliseconds: 40),
        .setContentInset(container: 0, .init(top: 0, left: 16.5, bottom: 34, right: -5)),
        .setHidden(view: 2, true),
        .drop(view: 5),
      ])
  }

  // Regression: seed 8873 of the rows, shrunk. The arrangement stopped inside a batch forgets
  // the anchor the batch took: the arrangement that follows in it places its views anew.
  @Test("an arrangement stopped and arranged again in one batch follows no old anchor")
  func stopInBatchForgetsAnchor() {
    expectNoDivergence(
      axes: [.horizontal, .vertical],
      [
        .setScrollAnchoring(container: 0, true),
        .arrange(
          container: 0, [.view(5), .view(2), .view(7), .view(3), .view(6)], spacing: nil,
          insets: nil, alignment: nil),
        .scroll(container: 0, 120),
        .batch(
          container: 0,
          [
            .setInsets(container: 0, .init(top: 8, left: 16.5, bottom: 8, right: 16.5)),
            .stop(container: 0),
            .arrange(
              container: 0, [.view(5), .view(7), .view(0), .view(1)], spacing: nil, insets: nil,
              alignment: nil),
          ]),
      ])
  }

  // Regression: seed 1063 of the rows, shrunk. The axis changed and changed back in one
  // batch, with no pass between, leaves the options as they were; the layout for the column in
  // between forgot the length the row is mirrored within, so that the reflow read the offset
  // in a mirror of 0 and moved it to the row's first section.
  @Test("a right-to-left row whose axis changes and changes back in one batch keeps its offset")
  func axisRoundTripKeepsRowOffset() {
    expectNoDivergence(
      axes: [.horizontal, .vertical],
      [
        .setDirection(container: 0, rightToLeft: true),
        .arrange(
          container: 0, [.view(7), .view(0)], spacing: nil, insets: nil, alignment: nil),
        .scroll(container: 0, 0),
        .batch(
          container: 0,
          [.setAxis(container: 0, .vertical), .setAxis(container: 0, .horizontal)]),
      ])
  }

  // Regression: seed 1015619 of the long mode, shrunk. A row turned right to left inside a
  // batch, and visibility, watched from inside it, read the visible area in the new direction
  // before a pass laid the row out in it, where the engine reads it as the last pass left it.
  @Test(
    "a row turned right to left in a batch reads its visible area as laid out (a shrunk random sequence)"
  )
  func visibilityWhileTurningRightToLeft() {
    expectNoDivergence(
      axes: [.horizontal, .vertical],
      [
        .setSticky(container: 0, view: 4, true),
        .setVisibilityThreshold(container: 0, 0.5),
        .arrange(
          container: 0, [.view(4), .view(1), .view(5), .view(4), .view(5), .view(4)],
          spacing: nil, insets: nil, alignment: nil),
        .animate(
          container: 0, milliseconds: 100,
          [
            .setDirection(container: 0, rightToLeft: true),
            .batch(
              container: 0,
              [
                .scroll(container: 0, 300), .watchVisibility(container: 0, true),
                .setSticky(container: 0, view: 3, true), .setHidden(view: 6, false),
                .scrollTo(container: 0, view: 6, .top),
              ]),
          ]),
      ])
  }

  // Regression: seed 1004077 of the long mode, shrunk. A fitting view's sizes were cached by
  // the slot's length across the stack, whatever the axis: a row's measurement at a height of
  // 363.5 was taken, once the container turned vertical, for a measurement at a width of 363.5.
  @Test("a fitting view is measured again when its container turns to a slot of the same length")
  func fittingCacheAcrossAxes() {
    expectNoDivergence(
      axes: [.horizontal, .vertical],
      [
        // A row 400 high less the insets: its slot is 363.5 high.
        .setContainerHeight(container: 0, 400),
        .arrange(
          container: 0, [.view(1), .view(5)], spacing: nil,
          insets: .init(top: .nan, left: 0, bottom: 16.5, right: 0), alignment: .center),
        .setSizing(container: 0, .view(1), .systemLayoutSizeFitting),
        .setContentInset(container: 0, .init(top: 0, left: 8, bottom: 20, right: 16.5)),
        // A column 375 wide less the insets: its slot is 363.5 wide too.
        .setContentInset(container: 0, .init(top: 20, left: 16.5, bottom: 34, right: -5)),
        .setAxis(container: 0, .vertical),
      ])
  }

  // Regression: the sequence that seed 1 shrank to before nothing reflowed after `stop`.
  @Test("a width change after stop keeps the content size (a shrunk random sequence)")
  func widthChangeAfterStop() {
    expectNoDivergence([
      .stop(container: 1),
      .setContainerWidth(container: 1, 414),
    ])
  }

  // Regression: seed 1001580 of the long mode, shrunk. Arranging container 0 leaves out view
  // 7, which the app had moved into container 1, and takes view 5 from container 1, which
  // shrinks: view 7 has its flexible top margin back by then, and follows that edge.
  @Test(
    "a view left out has its mask back before its new container shrinks (a shrunk random sequence)")
  func leftOutMaskBackBeforeTakenViewLeaves() {
    expectNoDivergence([
      .setAutoresizingMask(view: 7, .init(rawValue: 13)),
      .arrange(
        container: 1, [.view(0), .view(2), .view(5)], spacing: -4,
        insets: .init(top: -5, left: 16.5, bottom: -5, right: 8), alignment: .fill),
      .arrange(
        container: 0, [.view(4), .view(7), .view(7), .view(3), .view(3), .view(4)],
        spacing: nil, insets: nil, alignment: .center),
      .addSubview(view: 7, container: 1),
      .arrange(
        container: 0, [.view(5)], spacing: -4,
        insets: .init(top: -5, left: 8, bottom: -5, right: 8), alignment: .fill),
    ])
  }

  // Regression: seed 1001889 of the long mode, shrunk. A text size change reflowed only from the
  // first fitting view still alive, so the entry of a deallocated fitting container stayed,
  // and its spacing with it, until another change.
  @Test("a text size change retires the entry of a fitting container that was deallocated")
  func textSizeChangeRetiresDeallocatedFittingView() {
    expectNoDivergence([
      .arrange(
        container: 0, [.nested, .view(1), .view(3), .view(7), .nested], spacing: -4,
        insets: nil, alignment: nil),
      .setSizing(container: 0, .nested, .fitting),
      .replaceContainer(container: 1),
      .setTextScale(100),
    ])
  }

  // Regression: the offset was marked as possibly past the end of the content only after the
  // reflow that a change of the container causes, so new insets that also narrow the content
  // left the offset past the end.
  @Test("a reflow caused by new insets that narrow the content keeps the offset inside it")
  func offsetAfterInsetsThatReflow() {
    expectNoDivergence([
      .setContentInset(container: 0, .init(top: 20, left: 16.5, bottom: 0, right: 8))
    ])
  }

  // A clamp deferred by a drag must not be lost when the drag ends after `stop`: the next
  // arrangement's reflow clamps.
  @Test("an arrangement after stop keeps an offset inside the content that a drag had deferred")
  func offsetDeferredAcrossStop() {
    expectNoDivergence([
      .scroll(container: 0, 50),
      .setDragging(container: 0, true),
      .setNeedsReflow(container: 0),
      .stop(container: 0),
      .setDragging(container: 0, false),
      .arrange(container: 0, [.view(0)], spacing: nil, insets: nil, alignment: nil),
    ])
  }

  // Regression: inside a batch, after a new arrangement, the engine searched the views by
  // positions that no pass had updated (a view new to the arrangement at 0), as it looked at
  // visibility or chose an anchor. A threshold set there made a view visible where the last
  // pass placed it disappear, and appear again when the batch ended; anchoring turned on
  // there followed a view below the first one on screen.
  @Test("a threshold set in a batch after a new arrangement reports only real changes")
  func visibilityInsideBatchAfterArrange() {
    expectNoDivergence([
      .arrange(container: 0, [.view(0)], spacing: nil, insets: nil, alignment: nil),
      .watchVisibility(container: 0, true),
      .batch(
        container: 0,
        [
          .arrange(
            container: 0, [.view(0), .view(1)], spacing: nil, insets: nil, alignment: nil),
          .setVisibilityThreshold(container: 0, 0.5),
        ]),
    ])
  }

  @Test("anchoring turned on in a batch that re-arranges follows the first view on screen")
  func anchorChosenAfterArrangeInBatch() {
    expectNoDivergence([
      .arrange(container: 0, [.view(3), .view(7)], spacing: nil, insets: nil, alignment: nil),
      .setContainerHeight(container: 0, 200),
      .scroll(container: 0, 50),
      .batch(
        container: 0,
        [
          .setScrollAnchoring(container: 0, true),
          .arrange(
            container: 0, [.view(7), .view(0), .view(3)], spacing: nil, insets: nil,
            alignment: nil),
        ]),
    ])
  }

  // Regression: seed 1023377 of the long mode, shrunk. Scrolled to the top of a section 0 high,
  // the view above it ends where the visible area starts, as the stack placed it, but its frame
  // reads back from its layer a last bit lower: it is not visible.
  @Test(
    "the view above a section scrolled to the top is not visible, whatever its frame's last bits")
  func viewEndingAtVisibleTopIsNotVisible() {
    expectNoDivergence([
      .watchVisibility(container: 0, true),
      .arrange(
        container: 0,
        [.view(6), .view(2), .view(3), .view(0), .view(7), .view(4), .view(1), .view(5)],
        spacing: nil, insets: nil, alignment: nil),
      .setHeight(view: 3, 700),
      .setInsets(container: 0, .init(top: 16.5, left: -5, bottom: -5, right: 16.5)),
      .scrollTo(container: 0, view: 2, .top),
    ])
  }

  // Regression: seed 1001366 of the long mode, shrunk. A fade was found by the address of its
  // view: the view put in the slot of a released one that was fading out of the container,
  // at the same address, read as fading.
  @Test("a view that takes the address of a released fading view is not fading")
  func fadeOfReleasedViewStaysItsOwn() {
    expectNoDivergence([
      .arrange(
        container: 1, [.view(3), .view(6), .view(4), .view(1), .view(5), .view(7)], spacing: nil,
        insets: nil, alignment: nil),
      .animate(container: 1, milliseconds: 100, [.drop(view: 6)]),
      .release(view: 6),
      .recreate(view: 6, fixed: false),
    ])
  }

  // Regression: seed 1000121 of the long mode, shrunk. A sticky view the app put back in its
  // slot was taken for no change, and the next scroll, which knew it pinned, left it there.
  @Test("a sticky view put back in its slot by the app is pinned again at the next scroll")
  func stickyViewPutBackInItsSlot() {
    expectNoDivergence([
      .setSticky(container: 0, view: 1, true),
      .scroll(container: 0, 400),
      .setSticky(container: 0, view: 7, true),
      .batch(
        container: 0,
        [
          .arrange(
            container: 0, [.view(7), .view(6), .view(5), .view(1), .view(0), .view(2), .view(4)],
            spacing: nil, insets: nil, alignment: nil),
          .setHeight(view: 4, 700),
        ]),
      .move(view: 7, CGPoint(x: 0, y: 0)),
      .scroll(container: 0, 400),
    ])
  }

  // Regression: seed 1001489 of the long mode, shrunk. A new sticky view forgot where the
  // others were pinned, so that the echo of one of them reflowed the stack.
  @Test("a view made sticky keeps the echoes of the others pinned no change")
  func newStickyViewKeepsEchoes() {
    expectNoDivergence([
      .arrange(
        container: 0, [.view(4), .view(6), .view(2), .view(5), .view(7), .view(0)], spacing: nil,
        insets: nil, alignment: nil),
      .setSticky(container: 0, view: 4, true),
      .scroll(container: 0, 400),
      .batch(container: 0, [.setSticky(container: 0, view: 7, true), .setHidden(view: 4, false)]),
    ])
  }

  // Regression: seed 1011922 of the long mode, shrunk. Once another arrangement took views,
  // the echo of a pinned sticky view was no longer known and reflowed the stack.
  @Test("a pinned sticky view's echo stays no change once the arrangement changed")
  func pinnedEchoAfterArrangementChange() {
    expectNoDivergence([
      .scroll(container: 0, 1200),
      .batch(
        container: 0,
        [
          .arrange(
            container: 0,
            [.view(6), .view(3), .view(7), .view(1), .view(0), .view(2), .view(5), .view(4)],
            spacing: nil, insets: nil, alignment: nil),
          .setHeight(view: 4, 700),
          .setSticky(container: 0, view: 6, true),
        ]),
      .batch(
        container: 0,
        [
          .arrange(
            container: 1, [.view(5), .view(2), .view(3)], spacing: nil, insets: nil,
            alignment: nil),
          .setHidden(view: 6, false),
        ]),
    ])
  }

  // Regression: seed 1018784 of the long mode, shrunk. The last section released, the end of
  // the content pushes the sticky view back up to its slot, where the pass had put it; the app
  // then moves it to the frame it was pinned at before, which is no longer where it pins.
  @Test("a sticky view moved to where it pinned before the content shrank goes back where it pins")
  func stickyViewMovedToFormerPin() {
    expectNoDivergence([
      .arrange(
        container: 0, [.view(1), .view(0), .view(6), .view(4), .view(3)], spacing: nil,
        insets: nil, alignment: nil),
      .setHidden(view: 1, true),
      .setHidden(view: 6, true),
      .setSticky(container: 0, view: 4, true),
      .arrange(container: 1, [.view(2), .view(0)], spacing: nil, insets: nil, alignment: .fill),
      .setInsets(container: 0, .init(top: -5, left: 0, bottom: -5, right: 8)),
      .release(view: 3),
      .move(view: 4, CGPoint(x: 0, y: 0)),
    ])
  }

  // Regression: seed 1002117 of the long mode, shrunk. A section arranged again while it faded
  // out of the container, then taken by another arrangement in the same animation, kept
  // fading out of the first.
  @Test("a section fading out, arranged again and then taken by another arrangement stops fading")
  func fadingSectionTakenAfterArrangedAgain() {
    expectNoDivergence([
      .arrange(
        container: 0, [.view(0), .view(4), .view(7), .view(2), .view(6)], spacing: nil,
        insets: nil, alignment: nil),
      .animate(
        container: 0, milliseconds: 100,
        [
          .arrange(
            container: 0, [.view(2), .view(5), .view(5), .view(0), .view(3)], spacing: nil,
            insets: nil, alignment: nil)
        ]),
      .animate(
        container: 0, milliseconds: 250,
        [
          .arrange(
            container: 0, [.view(7), .view(6), .view(2), .view(4), .view(1), .view(3)],
            spacing: nil, insets: nil, alignment: nil),
          .arrange(
            container: 1, [.view(1), .view(4), .view(6), .view(7)], spacing: nil, insets: nil,
            alignment: .center),
        ]),
    ])
  }

  // Regression: seed 1006254 of the long mode, shrunk. A section that one arrangement left out
  // and another took and left out too faded out of both containers.
  @Test("a section left out by two arrangements in turn fades out of the container it is in only")
  func sectionLeftOutTwiceFadesOutOfItsContainer() {
    expectNoDivergence([
      .arrange(
        container: 0, [.view(1), .view(6), .view(5), .view(4), .view(7), .view(3), .view(2)],
        spacing: nil, insets: nil, alignment: nil),
      .animate(
        container: 0, milliseconds: 100,
        [
          .arrange(
            container: 0, [.view(7), .view(3), .view(5)], spacing: nil, insets: nil,
            alignment: nil),
          .arrange(
            container: 1, [.view(2), .view(6), .view(4), .view(0), .view(7)], spacing: nil,
            insets: nil, alignment: .trailing),
          .animate(
            container: 1, milliseconds: 300,
            [
              .arrange(
                container: 1, [.view(1), .view(6)], spacing: nil, insets: nil, alignment: nil)
            ]),
        ]),
      .arrange(
        container: 0, [.view(6), .view(0), .view(7), .view(4), .view(1), .view(3)], spacing: nil,
        insets: nil, alignment: nil),
    ])
  }

  // Regression: seed 1020929 of the long mode, shrunk. A sticky section fading out, left out
  // and arranged again in one animation, keeps its slot; a scroll pins it and another puts it
  // back in its slot, a write of the arrangement's own, which was taken for the app showing
  // the section again and ended its fade.
  @Test("a scroll that pins a fading sticky section back in its slot leaves its fade alone")
  func pinningBackInSlotKeepsFade() {
    expectNoDivergence([
      .arrange(
        container: 0, [.view(2), .view(7), .view(0), .view(4), .view(1), .view(3)], spacing: nil,
        insets: nil, alignment: nil),
      .setSticky(container: 0, view: 4, true),
      .animate(container: 0, milliseconds: 250, [.setHidden(view: 4, true)]),
      .animate(
        container: 0, milliseconds: 300,
        [
          .arrange(
            container: 0,
            [.view(0), .view(1), .view(1), .view(0), .view(7), .nested, .view(6), .view(2)],
            spacing: -4, insets: nil, alignment: .fill),
          .arrange(
            container: 0,
            [.nested, .view(1), .view(7), .view(0), .view(7), .view(6), .view(4), .view(5)],
            spacing: nil, insets: .init(top: 8, left: 16.5, bottom: 0, right: .nan),
            alignment: .leading),
        ]),
      .scroll(container: 0, 800),
      .scroll(container: 0, 0),
    ])
  }

  // Regression: seed 1000489 of the long mode, shrunk. A nested container the app let go of
  // was still held by its world when the arrangement it was a section of let go of it too,
  // so that its visibility reported it gone instead of released.
  @Test("a nested container the app lets go of is released, not reported gone, by the reflow")
  func nestedContainerReleasedByReflow() {
    expectNoDivergence([
      .arrange(
        container: 1,
        [.nested, .view(2), .view(4), .view(0), .view(3), .nested, .view(4), .nested],
        spacing: .nan, insets: nil, alignment: nil),
      .watchVisibility(container: 0, true),
      .arrange(
        container: 0, [.view(0), .nested, .view(4), .view(4)], spacing: -4,
        insets: .init(top: 8, left: 0, bottom: 0, right: 8), alignment: nil),
      .replaceContainer(container: 1),
    ])
  }

  // Regression: seed 1001121 of the long mode, shrunk. A view the app let go of while
  // arranged, put back in its container by a re-arrangement, lives on there after `stop()`:
  // its container holds it.
  @Test("a released section put back in its container by an arrangement lives on in it")
  func releasedSectionHeldByContainer() {
    expectNoDivergence([
      .arrange(
        container: 0, [.view(2), .view(5), .view(6), .view(1), .view(3), .view(4)], spacing: nil,
        insets: nil, alignment: nil),
      .batch(
        container: 0,
        [
          .batch(
            container: 1,
            [
              .setSticky(container: 0, view: 4, true), .setContainerWidth(container: 0, 414),
              .watchVisibility(container: 1, true),
              .setInsets(container: 1, .init(top: 16.5, left: -5, bottom: 0, right: 8)),
              .release(view: 1),
            ]),
          .drop(view: 2),
        ]),
      .stop(container: 0),
    ])
  }

  // Regression: seed 1023332 of the long mode, shrunk. A view found out of the container was
  // reported after a fitting view below it reported its measurement.
  @Test("what a pass reports comes in the order of the views, a measurement's included")
  func diagnosticsInViewOrder() {
    expectNoDivergence([
      .arrange(
        container: 0,
        [.view(0), .view(1), .view(4), .view(7), .view(2), .view(3), .view(5), .view(6)],
        spacing: nil, insets: nil, alignment: nil),
      .setSizing(container: 0, .view(7), .sizeThatFits),
      .setBoundsHeight(view: 7, -0.5),
      .addSubview(view: 1, container: 1),
      .setInsets(container: 0, .init(top: 8, left: 16.5, bottom: 0, right: -5)),
    ])
  }

  // Regression: seed 1001532 of the long mode, shrunk. The sticky view (slot 0) is pinned in
  // its slot at y 133⅓, 44 high; a pass gives it 700, then the app gives it 44 again: a
  // change that moves the views below it, not the echo of the old pin.
  @Test("a sticky view set back to a frame it was pinned at before a pass reflows")
  func stickyFrameOfAnOldPinReflows() {
    expectNoDivergence([
      .arrange(
        container: 0, [.view(6), .view(3), .view(0), .view(5), .view(2), .view(4)], spacing: nil,
        insets: nil, alignment: nil),
      .setSticky(container: 0, view: 0, true),
      .scroll(container: 0, 150),
      .setHeight(view: 5, 100),
      .setHeight(view: 0, 700),
      .setHeight(view: 0, 44),
    ])
  }

  // Regression: seed 1001598 of the long mode, shrunk. An animated scroll runs past the end
  // of content that shrank; a scroll to a section in view stops it there, and the clamp that
  // waited applies at its next look on the clock, not within the look that stopped it.
  @Test("an animated scroll stopped past the end is clamped at the clamp's next look")
  func animatedScrollStoppedPastEnd() {
    expectNoDivergence([
      .setHeight(view: 4, 300),
      .scroll(container: 0, 400),
      .batch(
        container: 0,
        [
          .arrange(
            container: 0, [.view(3), .view(1), .view(4), .view(0), .view(5), .view(7)],
            spacing: nil, insets: nil, alignment: nil),
          .setHeight(view: 3, 700),
        ]),
      .scrollTo(container: 0, view: 1, .center, animated: true),
      .arrange(
        container: 0, [.view(3), .view(3), .view(2), .view(3)], spacing: nil, insets: nil,
        alignment: nil),
      .scrollTo(container: 0, view: 2, .nearest, animated: true),
      .wait(milliseconds: 100),
    ])
  }

  // Regression: seed 1011458 of the long mode, shrunk. A section left out inside `animate`
  // stays in its container to fade out; another arrangement takes it, and the app takes it
  // out of that container and releases it. The first arrangement held it strongly until the
  // animated changes ended, so the second found it alive and reported it as removed.
  @Test("a section left out in animate, taken and released meanwhile, is released at once")
  func leftOutSectionReleasedInAnimate() {
    expectNoDivergence([
      .arrange(
        container: 0, [.view(1), .view(7), .view(0), .view(5), .view(2), .view(3)], spacing: nil,
        insets: nil, alignment: nil),
      .animate(
        container: 0, milliseconds: 100,
        [
          .animate(
            container: 0, milliseconds: 0,
            [.arrange(container: 0, [], spacing: nil, insets: nil, alignment: nil)]),
          .arrange(
            container: 1, [.view(1), .view(1), .view(4), .view(3), .view(1), .view(4)],
            spacing: nil, insets: .init(top: 8, left: -5, bottom: 16.5, right: 16.5),
            alignment: .fill),
          .release(view: 3),
        ]),
    ])
  }
}
