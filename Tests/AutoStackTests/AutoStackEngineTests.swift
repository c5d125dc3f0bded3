import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// Arranging, re-arranging, stopping, custom spacing and options.
///
/// Unless a test says otherwise, the fixture is a scroll view 375 wide and three views:
///
///     v0   40
///     v1   60
///     v2   20
@MainActor
@Suite struct AutoStackEngineTests {}

extension AutoStackEngineTests {
  private func fixture(_ heights: [CGFloat] = [40, 60, 20]) -> EngineFixture {
    EngineFixture(heights: heights)
  }

  // MARK: - Arranging

  @Test("arranging stacks the views from the top in the order given")
  func arrangeInOrder() {
    let f = fixture()
    f.arrange([f.views[2], f.views[0], f.views[1]])
    #expect(f.ys == [20, 20 + 40, 0] as [CGFloat])
    #expect(f.contentHeight == 20 + 40 + 60 as CGFloat)
    #expect(f.engine.arrangedViews.map(\.name) == ["v2", "v0", "v1"])
    #expect(f.engine.contentSize == CGSize(width: 375, height: 120))
    #expect(f.diagnostics.isEmpty)
  }

  @Test("the content size is nil before the first arrangement")
  func contentSizeBeforeArranging() {
    let f = fixture()
    #expect(f.engine.contentSize == nil)
    #expect(f.engine.arrangedViews.isEmpty)
    #expect(f.engine.statistics == AutoStackStatistics())
  }

  @Test("arranging adds the views after the container's own subviews, in order")
  func arrangeAddsViews() {
    let f = fixture()
    let indicator = SimulatedView(name: "indicator")
    f.container.addSubview(indicator)
    f.arrange()
    #expect(f.container.subviews.map(\.name) == ["indicator", "v0", "v1", "v2"])
    #expect(
      f.stack.calls.filter { if case .addSubview = $0 { true } else { false } } == [
        .addSubview("v0"), .addSubview("v1"), .addSubview("v2"),
      ])
  }

  @Test("a view already in the container is arranged where it is, without being added again")
  func arrangeKeepsSubviewPosition() {
    let f = fixture()
    f.container.addSubview(f.views[1])
    f.arrange()
    #expect(f.container.subviews.map(\.name) == ["v1", "v0", "v2"])
    #expect(!f.stack.calls.contains(.addSubview("v1")))
    #expect(f.ys == [0, 40, 40 + 60] as [CGFloat])
  }

  @Test("the first arrangement runs one pass and writes only the frames that differ")
  func firstArrangementWritesDifferences() {
    let f = fixture()
    f.arrange()
    // v0 is at y 0 and 375 wide already.
    #expect(f.frameSetCounts == [0, 1, 1])
    #expect(f.engine.statistics.frameWrites == 2)
    #expect(f.engine.statistics.reflows == 1)
  }

  @Test("every arranged view is observed once")
  func arrangeObserves() {
    let f = fixture()
    f.arrange()
    #expect(f.views.map(\.observerCount) == [1, 1, 1])
    #expect(f.stack.observedCount == 3)
  }

  @Test("the content size is given once per new size")
  func contentSizeOncePerChange() {
    let f = fixture()
    f.arrange()
    f.engine.setNeedsReflow()
    f.views[2].frame.size.height = 20  // the same height
    f.views[2].frame.size.height = 30
    let sizes = f.stack.calls.compactMap {
      if case .setContentSize(let size) = $0 { size } else { nil }
    }
    #expect(sizes == [CGSize(width: 375, height: 120), CGSize(width: 375, height: 120 - 20 + 30)])
  }

  @Test("a plain container gets its frame height set to the content height")
  func plainContainer() {
    let f = EngineFixture(heights: [40, 60], scrolls: false)
    f.arrange()
    #expect(f.container.frame.size == CGSize(width: 375, height: 40 + 60))
    #expect(f.container.contentSize == .zero)
  }

  // MARK: - Re-arranging

  @Test("re-arranging places the views in the new order in one pass")
  func rearrangeNewOrder() {
    let f = fixture()
    f.arrange()
    f.arrange([f.views[1], f.views[2], f.views[0]])
    #expect(f.ys == [60 + 20, 0, 60] as [CGFloat])
    #expect(f.contentHeight == 120 as CGFloat)
    #expect(f.engine.statistics.reflows == 1 + 1)
    // Every view moved: 2 writes for the first arrangement, 3 for the second.
    #expect(f.engine.statistics.frameWrites == 2 + 3)
  }

  @Test("views kept by a re-arrangement stay in the subviews: not removed, not added again")
  func rearrangeKeepsSubviews() {
    let f = fixture()
    let indicator = SimulatedView(name: "indicator")
    f.container.addSubview(indicator)
    f.arrange()
    let before = f.container.subviews
    f.stack.calls = []
    f.arrange([f.views[2], f.views[1], f.views[0]])
    #expect(f.container.subviews.count == before.count)
    #expect(zip(f.container.subviews, before).allSatisfy { $0 === $1 })
    #expect(f.stack.calls.allSatisfy { if case .setContentSize = $0 { true } else { false } })
    #expect(f.views.map(\.observerCount) == [1, 1, 1])
  }

  @Test("views dropped by a re-arrangement leave the container and are no longer observed")
  func rearrangeDropsViews() {
    let f = fixture()
    f.arrange()
    f.arrange([f.views[0], f.views[2]])
    #expect(f.views[1].superview == nil)
    #expect(f.views[1].observerCount == 0)
    #expect(f.stack.observedCount == 2)
    #expect(f.ys[2] == 40 as CGFloat)
    #expect(f.contentHeight == 40 + 20 as CGFloat)
    let reflows = f.engine.statistics.reflows
    f.views[1].frame.size.height = 500
    #expect(f.engine.statistics.reflows == reflows)
  }

  @Test("a dropped view the app moved to another superview stays there")
  func rearrangeLeavesMovedView() {
    let f = fixture()
    let elsewhere = SimulatedView(name: "elsewhere")
    f.arrange()
    elsewhere.addSubview(f.views[1])
    f.arrange([f.views[0], f.views[2]])
    #expect(f.views[1].superview === elsewhere)
    #expect(!f.stack.calls.contains(.removeSubview("v1")))
  }

  @Test("new views of a re-arrangement are added after the current subviews and observed")
  func rearrangeAddsViews() {
    let f = fixture([40, 60, 20, 10])
    f.arrange([f.views[0], f.views[1]])
    f.arrange([f.views[3], f.views[0], f.views[2]])
    #expect(f.container.subviews.map(\.name) == ["v0", "v3", "v2"])
    #expect(f.ys[3] == 0 as CGFloat)
    #expect(f.ys[0] == 10 as CGFloat)
    #expect(f.ys[2] == 10 + 40 as CGFloat)
    #expect(f.views.map(\.observerCount) == [1, 0, 1, 1])
  }

  @Test("a kept view that the app removed from the container is added back")
  func rearrangeAddsBackRemovedView() {
    let f = fixture()
    f.arrange()
    f.views[1].removeFromSuperview()
    f.arrange()
    #expect(f.views[1].superview === f.container)
    #expect(f.ys == [0, 40, 100] as [CGFloat])
  }

  @Test("re-arranging with options replaces them; without, it keeps them")
  func rearrangeOptions() {
    let f = fixture()
    f.arrange(options: AutoStackOptions(spacing: 10))
    f.arrange([f.views[1], f.views[0]])
    #expect(f.engine.options.spacing == 10 as CGFloat)
    #expect(f.ys[0] == 60 + 10 as CGFloat)
    f.arrange([f.views[1], f.views[0]], options: AutoStackOptions())
    #expect(f.ys[0] == 60 as CGFloat)
  }

  @Test("re-arranging with the same views in the same order writes nothing")
  func rearrangeSameWritesNothing() {
    let f = fixture()
    f.arrange()
    let writes = f.engine.statistics.frameWrites
    f.arrange()
    #expect(f.engine.statistics.frameWrites == writes)
    #expect(f.frameSetCounts == [0, 1, 1])
  }

  // MARK: - Stopping

  @Test("stopping leaves the views, their frames and the content size where they are")
  func stopLeavesEverything() {
    let f = fixture()
    f.arrange(options: AutoStackOptions(spacing: 5))
    f.engine.stop()
    #expect(f.ys == [0, 45, 45 + 65] as [CGFloat])
    #expect(f.contentHeight == 40 + 5 + 60 + 5 + 20 as CGFloat)
    #expect(f.views.allSatisfy { $0.superview === f.container })
    #expect(f.views.map(\.observerCount) == [0, 0, 0])
    #expect(f.stack.observedCount == 0)
    #expect(f.engine.arrangedViews.isEmpty)
  }

  @Test("after stopping, a change of a view moves nothing")
  func stopIgnoresViewChanges() {
    let f = fixture()
    f.arrange()
    f.engine.stop()
    let statistics = f.engine.statistics
    f.views[0].isHidden = true
    f.views[1].frame.size.height = 300
    #expect(f.ys == [0, 40, 100] as [CGFloat])
    #expect(f.contentHeight == 120 as CGFloat)
    #expect(f.engine.statistics == statistics)
  }

  // Regression: a width change, new options or setNeedsReflow after `stop` used to run a
  // pass over no views, which set the content height to the insets (0 by default).
  @Test("after stopping, a container width change moves nothing and keeps the content size")
  func stopIgnoresContainerChanges() {
    let f = fixture()
    f.arrange()
    f.engine.stop()
    let statistics = f.engine.statistics
    f.container.frame.size.width = 320
    #expect(f.contentHeight == 120 as CGFloat)
    #expect(f.container.contentSize.width == 375 as CGFloat)
    #expect(f.views.map(\.frame.size.width) == [375, 375, 375] as [CGFloat])
    #expect(f.engine.statistics == statistics)
  }

  @Test("after stopping, new options or a reflow request move nothing")
  func stopIgnoresOptionsAndReflowRequests() {
    let f = EngineFixture(heights: [40, 60], scrolls: false)
    f.arrange()
    f.engine.stop()
    let statistics = f.engine.statistics
    f.engine.options.spacing = 50
    f.engine.setNeedsReflow()
    #expect(f.container.frame.size.height == 100 as CGFloat)
    #expect(f.ys == [0, 40] as [CGFloat])
    #expect(f.engine.statistics == statistics)
  }

  @Test("arranging after stopping starts a new arrangement, with the current heights")
  func arrangeAfterStop() {
    let f = fixture()
    f.arrange()
    f.engine.stop()
    f.views[0].frame.size.height = 100
    f.arrange([f.views[0], f.views[2]])
    #expect(f.ys[2] == 100 as CGFloat)
    #expect(f.contentHeight == 100 + 20 as CGFloat)
    #expect(f.views.map(\.observerCount) == [1, 0, 1])
    // v1 was no longer arranged: it is not removed from the container.
    #expect(f.views[1].superview === f.container)
    #expect(f.diagnostics.isEmpty)
  }

  @Test("stopping before arranging, or twice, does nothing")
  func stopTwice() {
    let f = fixture()
    f.engine.stop()
    f.arrange()
    f.engine.stop()
    f.engine.stop()
    #expect(f.ys == [0, 40, 100] as [CGFloat])
    #expect(f.engine.statistics.reflows == 1)
    #expect(f.diagnostics.isEmpty)
  }

  // MARK: - Custom spacing

  @Test("a custom spacing replaces the uniform spacing after its view")
  func customSpacing() {
    let f = fixture()
    f.arrange(options: AutoStackOptions(spacing: 8))
    f.engine.setCustomSpacing(30, after: f.views[0])
    #expect(f.ys == [0, 40 + 30, 70 + 60 + 8] as [CGFloat])
    #expect(f.contentHeight == 138 + 20 as CGFloat)
    #expect(f.engine.customSpacing(after: f.views[0]) == 30 as CGFloat)
    #expect(f.engine.customSpacing(after: f.views[1]) == nil)
  }

  @Test("setting a custom spacing writes only the frames below its view")
  func customSpacingWritesBelow() {
    let f = fixture()
    f.arrange()
    f.engine.setCustomSpacing(30, after: f.views[1])
    #expect(f.frameSetCounts == [0, 1, 1 + 1])
    #expect(f.ys[2] == 40 + 60 + 30 as CGFloat)
  }

  @Test("a nil custom spacing restores the uniform spacing")
  func customSpacingReset() {
    let f = fixture()
    f.arrange(options: AutoStackOptions(spacing: 8))
    f.engine.setCustomSpacing(30, after: f.views[0])
    f.engine.setCustomSpacing(nil, after: f.views[0])
    #expect(f.ys == [0, 40 + 8, 48 + 60 + 8] as [CGFloat])
    #expect(f.engine.customSpacing(after: f.views[0]) == nil)
  }

  @Test("a custom spacing after a hidden view takes no space")
  func customSpacingAfterHiddenView() {
    let f = fixture()
    f.arrange(options: AutoStackOptions(spacing: 8))
    f.engine.setCustomSpacing(30, after: f.views[1])
    f.views[1].isHidden = true
    #expect(f.ys == [0, 48, 40 + 8] as [CGFloat])
  }

  @Test("a custom spacing reaches past hidden views to the next visible one")
  func customSpacingPastHiddenView() {
    let f = fixture()
    f.arrange(options: AutoStackOptions(spacing: 8))
    f.engine.setCustomSpacing(30, after: f.views[0])
    f.views[1].isHidden = true
    #expect(f.ys == [0, 40 + 30, 70] as [CGFloat])
  }

  @Test("a custom spacing after the last visible view is not part of the content")
  func customSpacingAfterLastView() {
    let f = fixture()
    f.arrange()
    f.engine.setCustomSpacing(30, after: f.views[2])
    #expect(f.contentHeight == 120 as CGFloat)
  }

  @Test("re-arranging keeps the custom spacing of kept views and forgets that of dropped ones")
  func customSpacingAcrossRearrangements() {
    let f = fixture()
    f.arrange()
    f.engine.setCustomSpacing(30, after: f.views[0])
    f.engine.setCustomSpacing(10, after: f.views[1])
    f.arrange([f.views[1], f.views[2], f.views[0]])
    #expect(f.engine.customSpacing(after: f.views[1]) == 10 as CGFloat)
    #expect(f.ys == [60 + 10 + 20, 0, 70] as [CGFloat])
    f.arrange([f.views[1], f.views[2]])
    f.arrange([f.views[0], f.views[1]])
    #expect(f.engine.customSpacing(after: f.views[0]) == nil)
  }

  // MARK: - Options

  @Test("a new spacing reflows every view")
  func spacingChange() {
    let f = fixture()
    f.arrange()
    f.engine.options.spacing = 12
    #expect(f.ys == [0, 40 + 12, 52 + 60 + 12] as [CGFloat])
    #expect(f.contentHeight == 124 + 20 as CGFloat)
    #expect(f.engine.statistics.reflows == 1 + 1)
  }

  @Test("setting the options they already have runs no pass")
  func sameOptions() {
    let f = fixture()
    f.arrange(options: AutoStackOptions(spacing: 4))
    f.engine.options = AutoStackOptions(spacing: 4)
    f.engine.options.alignment = .fill
    #expect(f.engine.statistics.reflows == 1)
  }

  @Test("insets move every view in and add to the content height")
  func insets() {
    let f = fixture()
    f.arrange(
      options: AutoStackOptions(
        spacing: 8, insets: AutoStackInsets(top: 10, left: 16, bottom: 20, right: 24)))
    #expect(
      f.views.map(\.frame) == [
        CGRect(x: 16, y: 10, width: 375 - 16 - 24, height: 40),
        CGRect(x: 16, y: 10 + 40 + 8, width: 335, height: 60),
        CGRect(x: 16, y: 58 + 60 + 8, width: 335, height: 20),
      ])
    #expect(f.contentHeight == 126 + 20 + 20 as CGFloat)
  }

  @Test("an arrangement with no visible view is as tall as both insets")
  func insetsWithoutVisibleViews() {
    let f = fixture()
    f.arrange(options: AutoStackOptions(spacing: 8, insets: AutoStackInsets(top: 10, bottom: 20)))
    for view in f.views { view.isHidden = true }
    #expect(f.contentHeight == 10 + 20 as CGFloat)
    #expect(f.ys == [10, 10, 10] as [CGFloat])
  }

  @Test("leading, center and trailing keep each view's width and place it between the insets")
  func alignments() {
    let f = fixture()
    f.views[0].frame.size.width = 100
    f.views[1].frame.size.width = 375
    f.views[2].frame.size.width = 0
    let insets = AutoStackInsets(left: 10, right: 20)  // 375 - 10 - 20 = 345 between them
    f.arrange(options: AutoStackOptions(insets: insets, alignment: .leading))
    #expect(f.views.map(\.frame.origin.x) == [10, 10, 10] as [CGFloat])
    f.engine.options.alignment = .center
    #expect(
      f.views.map(\.frame.origin.x) == [10 + (345 - 100) / 2, 10 + (345 - 375) / 2, 10 + 345 / 2]
        as [CGFloat])
    f.engine.options.alignment = .trailing
    #expect(
      f.views.map(\.frame.origin.x) == [10 + 345 - 100, 10 + 345 - 375, 10 + 345] as [CGFloat])
    #expect(f.views.map(\.frame.size.width) == [100, 375, 0] as [CGFloat])
    #expect(f.ys == [0, 40, 100] as [CGFloat])
  }

  @Test("switching back to fill stretches every view between the insets again")
  func alignmentBackToFill() {
    let f = fixture()
    f.views[0].frame.size.width = 100
    f.arrange(options: AutoStackOptions(alignment: .center))
    f.engine.options.alignment = .fill
    #expect(f.views.map(\.frame.size.width) == [375, 375, 375] as [CGFloat])
    #expect(f.views.map(\.frame.origin.x) == [0, 0, 0] as [CGFloat])
  }

  @Test("with an alignment other than fill, a view's width change moves it across")
  func widthChangeWithAlignment() {
    let f = fixture()
    f.arrange(options: AutoStackOptions(alignment: .trailing))
    f.views[1].frame.size.width = 75
    #expect(f.views[1].frame.origin.x == 375 - 75 as CGFloat)
    #expect(f.frameSetCounts == [0, 1 + 1 + 1, 1])
  }

  @Test("with fill, a view's width change is undone")
  func widthChangeWithFill() {
    let f = fixture()
    f.arrange()
    f.views[1].frame.size.width = 75
    #expect(f.views[1].frame.size.width == 375 as CGFloat)
  }
}
