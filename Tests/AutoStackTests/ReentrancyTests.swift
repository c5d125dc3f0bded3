import AutoStackSimulator
import Foundation
import Testing

@testable import AutoStack

/// Changes made from inside a reflow, by the views' own code: the final layout always equals
/// the reference layout.
///
/// Unless a test says otherwise, the fixture is a scroll view 375 wide with five views:
///
///     v0   10    y   0
///     v1   20    y  10
///     v2   30    y  30
///     v3   40    y  60
///     v4   50    y 100      content height 150
@MainActor
@Suite struct ReentrancyTests {}

extension ReentrancyTests {
  private func arranged() -> EngineFixture {
    let f = EngineFixture(heights: [10, 20, 30, 40, 50])
    f.arrange()
    return f
  }

  /// Calls `action` each time `view`'s frame moves, as a view's own code might.
  ///
  /// The view keeps `action`: one that uses the fixture takes it `unowned`, or the fixture,
  /// its views and `action` keep each other alive (the address sanitizer reports the leak).
  private func whenMoved(_ view: SimulatedView, _ action: @escaping (SimulatedView) -> Void) {
    var last = view.frame.origin
    view.addObserver(view) { view in
      guard view.frame.origin != last else { return }
      last = view.frame.origin
      action(view)
    }
  }

  // MARK: - Views that resize each other

  @Test("a view that resizes a view below it when it moves costs one more pass, not overwritten")
  func resizeBelowWhenMoved() {
    let f = arranged()
    whenMoved(f.views[2]) { [unowned f] _ in f.views[4].frame.size.height = 5 }
    let reflows = f.engine.statistics.reflows
    let sets = f.frameSetCounts
    f.views[0].frame.size.height = 15
    #expect(f.views[4].frame.size.height == 5 as CGFloat)
    #expect(f.engine.statistics.reflows == reflows + 2)
    // The app's set of v0 and v4; the pass's writes of v1 to v3, then v4 moved once, by the
    // next pass, with the height the app gave it.
    #expect(zip(f.frameSetCounts, sets).map { $0 - $1 } == [1, 1, 1, 1, 2])
    expectReferenceLayout(of: f.stack)
  }

  @Test("a view that resizes a view above it when it moves costs one more pass")
  func resizeAboveWhenMoved() {
    let f = arranged()
    whenMoved(f.views[3]) { [unowned f] _ in f.views[1].frame.size.height = 25 }
    let reflows = f.engine.statistics.reflows
    f.views[2].frame.size.height = 35
    #expect(f.views[1].frame.size.height == 25 as CGFloat)
    #expect(f.engine.statistics.reflows == reflows + 2)
    #expect(f.ys == [0, 10, 35, 70, 110] as [CGFloat])
    expectReferenceLayout(of: f.stack)
  }

  @Test("a view that resizes itself when it moves is placed with its new height")
  func resizeSelfWhenMoved() {
    let f = arranged()
    whenMoved(f.views[3]) { view in view.frame.size.height = 44 }
    f.views[0].frame.size.height = 12
    #expect(f.views[3].frame.size.height == 44 as CGFloat)
    expectReferenceLayout(of: f.stack)
  }

  @Test("a view that hides another when it moves is picked up")
  func hideWhenMoved() {
    let f = arranged()
    whenMoved(f.views[4]) { [unowned f] _ in f.views[1].isHidden = true }
    f.views[3].frame.size.height = 100
    #expect(f.ys == [0, 10, 10, 40, 140] as [CGFloat])
    expectReferenceLayout(of: f.stack)
  }

  // Regression: stopping at the pass limit dropped the range left to place, so the next
  // change reflowed only from itself down.
  @Test(
    "views that keep resizing each other stop after the pass limit, and the next change reflows all"
  )
  func reflowLoop() {
    let f = arranged()
    var growing = true
    whenMoved(f.views[3]) { [unowned f] _ in if growing { f.views[0].frame.size.height += 1 } }
    f.views[1].frame.size.height = 21
    #expect(f.diagnostics == [.reflowLoop(passes: ReflowScheduler.roundLimit, index: 0)])
    growing = false
    f.views[4].frame.size.height = 51
    expectReferenceLayout(of: f.stack)
  }

  // MARK: - Batches

  @Test("a change inside a batch inside a batch, made from inside a pass, is not lost")
  func batchInBatchFromPass() {
    let f = arranged()
    whenMoved(f.views[2]) { [unowned f] _ in
      f.engine.performBatch {
        f.engine.performBatch { f.views[0].frame.size.height = 30 }
        f.views[4].isHidden = true
      }
    }
    f.views[1].frame.size.height = 25
    #expect(f.views[4].isHidden)
    expectReferenceLayout(of: f.stack)
  }

  @Test("toggling a view many times from inside a pass ends in its last state")
  func toggleFromPass() {
    let f = arranged()
    var once = true
    whenMoved(f.views[3]) { [unowned f] _ in
      guard once else { return }
      once = false
      f.engine.performBatch { for _ in 0..<11 { f.views[1].isHidden.toggle() } }
    }
    f.views[2].frame.size.height = 31
    #expect(f.views[1].isHidden)
    #expect(f.ys == [0, 10, 10, 41, 81] as [CGFloat])
    expectReferenceLayout(of: f.stack)
  }

  // MARK: - The container

  @Test("a container whose width changes during a pass is laid out in its final width")
  func widthChangeDuringPass() {
    let f = arranged()
    whenMoved(f.views[2]) { [unowned f] _ in f.container.frame.size.width = 320 }
    f.views[0].frame.size.height = 20
    #expect(f.views.map(\.frame.size.width) == [320, 320, 320, 320, 320] as [CGFloat])
    #expect(f.container.contentSize == CGSize(width: 320, height: 160))
    expectReferenceLayout(of: f.stack)
  }

  @Test("a plain container whose growth hides a view is laid out again")
  func contentSizeChangeHidesView() {
    let f = EngineFixture(heights: [10, 20, 30], scrolls: false)
    f.arrange()
    f.container.addObserver(f.views[0]) { [unowned f] container in
      if container.frame.size.height > 70 { f.views[1].isHidden = true }
    }
    f.views[2].frame.size.height = 60
    #expect(f.views[1].isHidden)
    #expect(f.container.frame.size.height == 10 + 60 as CGFloat)
    expectReferenceLayout(of: f.stack)
  }

  // MARK: - The arrangement

  @Test("a re-arrangement made from inside a frame write is laid out in full")
  func rearrangeFromWrite() {
    let f = arranged()
    var once = true
    whenMoved(f.views[2]) { [unowned f] _ in
      guard once else { return }
      once = false
      f.arrange([f.views[4], f.views[2], f.views[0]])
    }
    f.views[1].frame.size.height = 25
    #expect(f.engine.arrangedViews.map(\.name) == ["v4", "v2", "v0"])
    #expect(f.views[1].superview == nil && f.views[3].superview == nil)
    expectReferenceLayout(of: f.stack)
  }

  // Regression: a view that refuses its width is written a second time, at the leading edge,
  // and a re-arrangement made from that write left the pass recording the view at an index
  // that no longer existed.
  @Test("a re-arrangement made from the second write of a view that refuses its width is laid out")
  func rearrangeFromSettlingWrite() {
    let f = EngineFixture(heights: [40, 60])
    // Right to left, the leading edge is not where the view kept its size: a second write.
    f.container.isRightToLeft = true
    let toggle = SimulatedView(
      name: "switch", frame: CGRect(x: 0, y: 0, width: 51, height: 31),
      fixedSize: CGSize(width: 51, height: 31))
    var moves = 0
    whenMoved(toggle) { [unowned f] _ in
      moves += 1
      if moves == 2 { f.arrange([f.views[0]]) }
    }
    f.arrange([f.views[0], f.views[1], toggle])
    #expect(moves >= 2)
    #expect(f.engine.arrangedViews.map(\.name) == ["v0"])
    expectReferenceLayout(of: f.stack)
  }

  @Test("stopping from inside a frame write ends the pass and keeps the views where they are")
  func stopFromWrite() {
    let f = arranged()
    whenMoved(f.views[2]) { [unowned f] _ in f.engine.stop() }
    f.views[1].frame.size.height = 25
    #expect(f.engine.arrangedViews.isEmpty)
    #expect(f.ys == [0, 10, 35, 60, 100] as [CGFloat])
    #expect(f.contentHeight == 150 as CGFloat)
  }

  // Regression: the views between the one being written and the one taken away
  // were never placed.
  @Test("a view taken by another container from inside a frame write leaves a complete layout")
  func moveToOtherContainerFromWrite() {
    let f = arranged()
    let other = EngineFixture(heights: [])
    var once = true
    whenMoved(f.views[1]) { [unowned f] _ in
      guard once else { return }
      once = false
      other.arrange([f.views[4]])
    }
    f.views[0].frame.size.height = 20
    #expect(f.engine.arrangedViews.map(\.name) == ["v0", "v1", "v2", "v3"])
    #expect(Array(f.ys[..<4]) == [0, 20, 40, 70] as [CGFloat])
    #expect(f.contentHeight == 70 + 40 as CGFloat)
    expectReferenceLayout(of: f.stack)
    expectReferenceLayout(of: other.stack)
  }

  @Test(
    "a view above taken by another container from inside a frame write leaves a complete layout")
  func moveAboveToOtherContainerFromWrite() {
    let f = arranged()
    let other = EngineFixture(heights: [])
    var once = true
    whenMoved(f.views[3]) { [unowned f] _ in
      guard once else { return }
      once = false
      other.arrange([f.views[0]])
    }
    f.views[1].frame.size.height = 25
    #expect(f.engine.arrangedViews.map(\.name) == ["v1", "v2", "v3", "v4"])
    expectReferenceLayout(of: f.stack)
  }

  @Test("a view removed from the container inside a frame write leaves at the next reflow")
  func removeFromWrite() {
    let f = arranged()
    whenMoved(f.views[2]) { [unowned f] _ in f.views[3].removeFromSuperview() }
    f.views[0].frame.size.height = 15
    #expect(f.diagnostics == [.subviewRemovedFromContainer(index: 3)])
    #expect(f.engine.arrangedViews.map(\.name) == ["v0", "v1", "v2", "v4"])
    expectReferenceLayout(of: f.stack)
  }
}
