import AutoStackSimulator
import Foundation
import Testing

@testable import AutoStack

/// A view belongs to one arrangement at a time.
///
/// Two scroll views 375 wide; the first arranges its views, the second starts empty:
///
///     first            second
///       v0   10          w0   5
///       v1   20
///       v2   30
@MainActor
@Suite struct ViewOwnershipTests {}

extension ViewOwnershipTests {
  private func fixtures() -> (first: EngineFixture, second: EngineFixture) {
    let first = EngineFixture(heights: [10, 20, 30])
    let second = EngineFixture(heights: [5], prefix: "w")
    first.arrange()
    second.arrange()
    return (first, second)
  }

  @Test("a view arranged into a second container leaves the first one's arrangement")
  func moveToSecondContainer() {
    let (first, second) = fixtures()
    let v1 = first.views[1]
    second.arrange([second.views[0], v1])
    #expect(first.engine.arrangedViews.map(\.name) == ["v0", "v2"])
    #expect(first.ys[2] == 10 as CGFloat)
    #expect(first.contentHeight == 10 + 30 as CGFloat)
    #expect(v1.superview === second.container)
    #expect(v1.frame.minY == 5 as CGFloat)
    #expect(second.contentHeight == 5 + 20 as CGFloat)
    #expect(first.container.subviews.map(\.name) == ["v0", "v2"])
    #expect(first.diagnostics.isEmpty && second.diagnostics.isEmpty)
  }

  @Test("new views listed after a view of another arrangement join in their order, once each")
  func newViewsAfterTakenView() {
    let (first, second) = fixtures()
    let fresh = [10, 15].map {
      SimulatedView(name: "n\($0)", frame: CGRect(x: 0, y: 0, width: 375, height: CGFloat($0)))
    }
    second.arrange([first.views[1], fresh[0], second.views[0], fresh[0], fresh[1]])
    #expect(second.engine.arrangedViews.map(\.name) == ["v1", "n10", "w0", "n15"])
    #expect(second.engine.arrangedViews.map(\.frame.minY) == [0, 20, 30, 35] as [CGFloat])
    #expect(second.contentHeight == 20 + 10 + 5 + 15 as CGFloat)
    #expect(fresh.allSatisfy { $0.superview === second.container && $0.observerCount == 1 })
    #expect(second.diagnostics == [.duplicateSubview(index: 3, firstIndex: 1)])
    #expect(first.engine.arrangedViews.map(\.name) == ["v0", "v2"])
  }

  @Test("a view moved to a second container is observed by that container only")
  func movedViewObservedByNewContainerOnly() {
    let (first, second) = fixtures()
    let v1 = first.views[1]
    second.arrange([second.views[0], v1])
    #expect(v1.observerCount == 1)
    #expect(first.stack.observedCount == 2)
    #expect(second.stack.observedCount == 2)
    let firstReflows = first.engine.statistics.reflows
    let secondReflows = second.engine.statistics.reflows
    v1.frame.size.height = 50
    #expect(first.engine.statistics.reflows == firstReflows)
    #expect(second.engine.statistics.reflows == secondReflows + 1)
    #expect(second.contentHeight == 5 + 50 as CGFloat)
  }

  @Test("the first container reflows when the view leaves it, writing only below it")
  func firstContainerReflowsOnce() {
    let (first, second) = fixtures()
    let reflows = first.engine.statistics.reflows
    let sets = first.frameSetCounts
    second.arrange([first.views[1]])
    #expect(first.engine.statistics.reflows == reflows + 1)
    // v1 is written once, by the second container; v2 moves up in the first.
    #expect(zip(first.frameSetCounts, sets).map { $0 - $1 } == [0, 1, 1])
  }

  @Test("a view moved back and forth ends in the last container that arranged it")
  func moveBackAndForth() {
    let (first, second) = fixtures()
    let v1 = first.views[1]
    for _ in 0..<10 {
      second.arrange([second.views[0], v1])
      first.arrange()
    }
    #expect(first.engine.arrangedViews.map(\.name) == ["v0", "v1", "v2"])
    #expect(second.engine.arrangedViews.map(\.name) == ["w0"])
    #expect(v1.superview === first.container)
    #expect(v1.observerCount == 1)
    #expect(first.ys == [0, 10, 30] as [CGFloat])
    #expect(second.contentHeight == 5 as CGFloat)
    #expect(v1.autoStackMembership?.owner === first.engine)
  }

  @Test("the ownership table knows each view's arrangement and forgets views that leave")
  func ownerOfView() {
    let (first, second) = fixtures()
    #expect(first.views[0].autoStackMembership?.owner === first.engine)
    #expect(second.views[0].autoStackMembership?.owner === second.engine)
    first.arrange([first.views[0], first.views[2]])
    #expect(first.views[1].autoStackMembership?.owner == nil)
    first.engine.stop()
    #expect(first.views[0].autoStackMembership?.owner == nil)
  }

  @Test("re-arranging a view in its own container does not take it from itself")
  func rearrangeSameContainer() {
    let (first, _) = fixtures()
    let reflows = first.engine.statistics.reflows
    first.arrange([first.views[2], first.views[1], first.views[0]])
    #expect(first.engine.statistics.reflows == reflows + 1)
    #expect(first.views[1].autoStackMembership?.owner === first.engine)
    #expect(first.views.map(\.observerCount) == [1, 1, 1])
  }

  @Test("a view of a stopped arrangement is arranged elsewhere without touching the stopped one")
  func moveFromStoppedArrangement() {
    let (first, second) = fixtures()
    first.engine.stop()
    let statistics = first.engine.statistics
    second.arrange([first.views[1]])
    #expect(first.engine.statistics == statistics)
    #expect(first.ys == [0, 0, 30] as [CGFloat])  // v1 is at the top of the second container
    #expect(first.views[1].superview === second.container)
  }

  @Test("a view taken from a container inside a batch reflows it when the batch ends")
  func moveFromBatchedContainer() {
    let (first, second) = fixtures()
    first.engine.performBatch {
      second.arrange([first.views[0]])
      #expect(first.ys[1] == 10 as CGFloat)
    }
    #expect(Array(first.ys[1...]) == [0, 20] as [CGFloat])
  }

  @Test("a view whose arrangement died is free to be arranged elsewhere")
  func ownerDied() {
    let view = SimulatedView(name: "view", frame: CGRect(x: 0, y: 0, width: 375, height: 10))
    weak var firstEngine: AutoStackEngine<SimulatedStack>?
    do {
      let first = EngineFixture(heights: [])
      first.arrange([view])
      firstEngine = first.engine
    }
    #expect(firstEngine == nil)
    #expect(view.autoStackMembership?.owner == nil)
    let second = EngineFixture(heights: [])
    second.arrange([view])
    #expect(view.autoStackMembership?.owner === second.engine)
    #expect(view.superview === second.container)
  }
}
