import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// What reflows, and how little it writes: height, `isHidden` and width changes, echoes,
/// nested containers and the container's other subviews.
///
/// Unless a test says otherwise, the fixture is a scroll view 375 wide with five views:
///
///     v0   10    y   0
///     v1   20    y  10
///     v2   30    y  30
///     v3   40    y  60
///     v4   50    y 100      content height 150
@MainActor
@Suite struct AutoStackEngineReflowTests {}

extension AutoStackEngineReflowTests {
  private func arranged(options: AutoStackOptions? = nil) -> EngineFixture {
    let f = EngineFixture(heights: [10, 20, 30, 40, 50])
    f.arrange(options: options)
    return f
  }

  /// The frame sets and statistics that `change` causes.
  private func counting(
    _ f: EngineFixture, _ change: () -> Void
  ) -> (frameSets: [Int], writes: Int, reflows: Int) {
    let sets = f.frameSetCounts
    let statistics = f.engine.statistics
    change()
    return (
      zip(f.frameSetCounts, sets).map { $0 - $1 },
      f.engine.statistics.frameWrites - statistics.frameWrites,
      f.engine.statistics.reflows - statistics.reflows
    )
  }

  // MARK: - Height changes

  @Test("a height change at index k writes no frame above k, and only the frames that move")
  func heightChangeWritesBelowOnly() {
    let f = arranged()
    let work = counting(f) { f.views[2].frame.size.height = 35 }
    // v2's own count is the app's write; v3 and v4 move down by 5.
    #expect(work.frameSets == [0, 0, 1, 1, 1])
    #expect(work.writes == 2)
    #expect(work.reflows == 1)
    #expect(f.ys == [0, 10, 30, 30 + 35, 65 + 40] as [CGFloat])
    #expect(f.contentHeight == 105 + 50 as CGFloat)
  }

  @Test("a height change of the last view writes no frame and resizes the content")
  func lastViewHeightChange() {
    let f = arranged()
    let work = counting(f) { f.views[4].frame.size.height = 80 }
    #expect(work.frameSets == [0, 0, 0, 0, 1])
    #expect(work.writes == 0)
    #expect(work.reflows == 1)
    #expect(f.contentHeight == 100 + 80 as CGFloat)
  }

  @Test("a height change through bounds reflows too, and puts the view back in its place")
  func boundsHeightChange() {
    let f = arranged()
    // Like UIKit, bounds keeps the center: y becomes 45 - 50 / 2 = 20.
    let work = counting(f) { f.views[2].bounds.size.height = 50 }
    #expect(work.frameSets == [0, 0, 1 + 1, 1, 1])
    #expect(work.writes == 3)
    #expect(work.reflows == 1)
    #expect(f.views[2].frame == CGRect(x: 0, y: 30, width: 375, height: 50))
    #expect(f.ys == [0, 10, 30, 30 + 50, 80 + 40] as [CGFloat])
    #expect(f.contentHeight == 120 + 50 as CGFloat)
  }

  @Test("a change that moves nothing runs no pass")
  func noOpChange() {
    let f = arranged()
    let work = counting(f) {
      f.views[1].frame = f.views[1].frame
      f.views[1].bounds = f.views[1].bounds
      f.views[3].isHidden = false
    }
    #expect(work.writes == 0)
    #expect(work.reflows == 0)
  }

  @Test("the engine's own frame writes are echoes and run no pass")
  func echoesRunNoPass() {
    let f = EngineFixture(heights: [10, 20, 30, 40, 50])
    let work = counting(f) { f.arrange() }
    // Four views move and notify the engine of each write; only the arrangement's pass runs.
    #expect(work.writes == 4)
    #expect(work.reflows == 1)
    let widthWork = counting(f) { f.container.frame.size.width = 320 }
    #expect(widthWork.writes == 5)
    #expect(widthWork.reflows == 1)
  }

  @Test("a view moved by the app is put back")
  func movedViewIsPutBack() {
    let f = arranged()
    let work = counting(f) { f.views[3].frame.origin = CGPoint(x: 30, y: 500) }
    #expect(f.views[3].frame == CGRect(x: 0, y: 60, width: 375, height: 40))
    #expect(work.frameSets == [0, 0, 0, 1 + 1, 0])
  }

  // MARK: - Hiding and showing

  @Test("hiding a view moves the views below it up, and leaves it where it would appear")
  func hide() {
    let f = arranged(options: AutoStackOptions(spacing: 5))
    // ys with spacing 5: 0, 15, 40, 75, 120; content 170.
    let work = counting(f) { f.views[1].isHidden = true }
    #expect(f.ys == [0, 15, 15, 15 + 30 + 5, 50 + 40 + 5] as [CGFloat])
    #expect(f.contentHeight == 95 + 50 as CGFloat)
    #expect(work.frameSets == [0, 0, 1, 1, 1])
    #expect(work.reflows == 1)
  }

  @Test("showing a hidden view again restores the layout")
  func show() {
    let f = arranged(options: AutoStackOptions(spacing: 5))
    f.views[1].isHidden = true
    let work = counting(f) { f.views[1].isHidden = false }
    #expect(f.ys == [0, 15, 40, 75, 120] as [CGFloat])
    #expect(f.contentHeight == 170 as CGFloat)
    #expect(work.frameSets == [0, 0, 1, 1, 1])
  }

  @Test("a hidden view's height change moves nothing but still runs a pass")
  func hiddenViewHeightChange() {
    let f = arranged()
    f.views[1].isHidden = true
    let work = counting(f) { f.views[1].frame.size.height = 200 }
    #expect(work.frameSets == [0, 1, 0, 0, 0])
    #expect(work.writes == 0)
    #expect(work.reflows == 1)
    #expect(f.ys == [0, 10, 10, 40, 80] as [CGFloat])
  }

  // MARK: - Container width

  @Test("a container width change re-lays out every view's width")
  func containerWidthChange() {
    let f = arranged(options: AutoStackOptions(insets: AutoStackInsets(left: 10, right: 10)))
    let work = counting(f) { f.container.frame.size.width = 320 }
    #expect(f.views.map(\.frame.size.width) == [300, 300, 300, 300, 300] as [CGFloat])
    #expect(f.ys == [0, 10, 30, 60, 100] as [CGFloat])
    #expect(f.container.contentSize == CGSize(width: 320, height: 150))
    #expect(work.frameSets == [1, 1, 1, 1, 1])
    #expect(work.writes == 5)
    #expect(work.reflows == 1)
  }

  @Test("a container width change through bounds re-lays out widths too")
  func containerBoundsWidthChange() {
    let f = arranged()
    f.container.bounds.size.width = 414
    #expect(f.views.map(\.frame.size.width) == [414, 414, 414, 414, 414] as [CGFloat])
  }

  @Test("a container width change re-centers centered views and leaves leading ones alone")
  func containerWidthChangeWithAlignment() {
    let f = EngineFixture(heights: [10, 20])
    f.views[0].frame.size.width = 100
    f.views[1].frame.size.width = 200
    f.arrange(options: AutoStackOptions(alignment: .center))
    f.container.frame.size.width = 300
    #expect(f.views.map(\.frame.origin.x) == [(300 - 100) / 2, (300 - 200) / 2] as [CGFloat])
    f.engine.options.alignment = .leading
    let work = counting(f) { f.container.frame.size.width = 500 }
    #expect(work.writes == 0)
    #expect(work.reflows == 1)
  }

  @Test("a change of the container's height alone runs no pass")
  func containerHeightChange() {
    let f = arranged()
    let work = counting(f) {
      f.container.frame.size.height = 100
      f.container.frame.origin.y = 64
    }
    #expect(work.reflows == 0)
  }

  // MARK: - Explicit reflows

  @Test("setNeedsReflow picks up a change no observation saw")
  func setNeedsReflowUnobservedChange() {
    let f = arranged()
    f.views[1].removeObserver(f.stack)  // as a custom setter that bypasses frame and bounds
    f.views[1].frame.size.height = 70
    #expect(f.ys[2] == 30 as CGFloat)
    let work = counting(f) { f.engine.setNeedsReflow() }
    #expect(f.ys == [0, 10, 10 + 70, 80 + 30, 110 + 40] as [CGFloat])
    #expect(work.frameSets == [0, 0, 1, 1, 1])
    #expect(work.reflows == 1)
  }

  @Test("setNeedsReflow writes nothing when nothing moved")
  func setNeedsReflowWritesNothing() {
    let f = arranged()
    let work = counting(f) { f.engine.setNeedsReflow() }
    #expect(work.frameSets == [0, 0, 0, 0, 0])
    #expect(work.reflows == 1)
  }

  @Test("a view the app removed from the container leaves the arrangement at the next reflow")
  func removedViewLeaves() {
    let f = arranged()
    f.views[1].removeFromSuperview()
    f.engine.setNeedsReflow()
    #expect(f.engine.arrangedViews.map(\.name) == ["v0", "v2", "v3", "v4"])
    #expect(f.ys == [0, 10, 10, 40, 80] as [CGFloat])
    #expect(f.views[1].observerCount == 0)
    #expect(f.diagnostics == [.subviewRemovedFromContainer(index: 1)])
  }

  // MARK: - Other subviews

  @Test("subviews of the container that were not arranged are never touched")
  func unarrangedSubviewsUntouched() {
    let f = EngineFixture(heights: [10, 20, 30])
    let indicator = SimulatedView(
      name: "indicator", frame: CGRect(x: 369, y: 4, width: 3, height: 40))
    let banner = SimulatedView(name: "banner", frame: CGRect(x: 0, y: -60, width: 375, height: 60))
    f.container.addSubview(indicator)
    f.arrange()
    f.container.addSubview(banner)
    f.views[0].frame.size.height = 25
    f.views[1].isHidden = true
    f.container.frame.size.width = 320
    f.engine.options = AutoStackOptions(spacing: 3, insets: AutoStackInsets(top: 5))
    f.engine.setNeedsReflow()
    f.arrange([f.views[2], f.views[0]])
    f.engine.stop()
    #expect(indicator.frame == CGRect(x: 369, y: 4, width: 3, height: 40))
    #expect(banner.frame == CGRect(x: 0, y: -60, width: 375, height: 60))
    #expect(indicator.frameSetCount == 0)
    #expect(banner.frameSetCount == 0)
    #expect(indicator.observerCount == 0)
    #expect(f.container.subviews.first === indicator)
    #expect(banner.superview === f.container)
  }

  // MARK: - Nested containers

  /// An outer scroll view with a plain container between two views.
  ///
  ///     outer (scroll view, 375 wide)
  ///       top     100
  ///       inner   plain view: a 30, b 40
  ///       bottom   50
  @MainActor
  private struct Nested {
    let outer = SimulatedView(
      name: "outer", frame: CGRect(x: 0, y: 0, width: 375, height: 667), scrolls: true)
    let top = SimulatedView(name: "top", frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    let inner = SimulatedView(name: "inner", frame: CGRect(x: 0, y: 0, width: 375, height: 0))
    let bottom = SimulatedView(name: "bottom", frame: CGRect(x: 0, y: 0, width: 375, height: 50))
    let a = SimulatedView(name: "a", frame: CGRect(x: 0, y: 0, width: 375, height: 30))
    let b = SimulatedView(name: "b", frame: CGRect(x: 0, y: 0, width: 375, height: 40))

    @discardableResult
    func arrangeInner() -> SimulatedStack {
      SimulatedStack.arrange(in: inner, subviews: [a, b])
    }

    @discardableResult
    func arrangeOuter() -> SimulatedStack {
      SimulatedStack.arrange(in: outer, subviews: [top, inner, bottom])
    }
  }

  @Test("a plain container arranged inside another one reflows its parent when it grows")
  func nestedPropagation() {
    let n = Nested()
    let innerStack = n.arrangeInner()
    let outerStack = n.arrangeOuter()
    #expect(n.inner.frame == CGRect(x: 0, y: 100, width: 375, height: 30 + 40))
    #expect(n.bottom.frame.minY == 100 + 70 as CGFloat)
    let innerReflows = innerStack.engine.statistics.reflows
    let outerReflows = outerStack.engine.statistics.reflows
    let bottomSets = n.bottom.frameSetCount
    n.b.frame.size.height = 100
    #expect(n.inner.frame.size.height == 30 + 100 as CGFloat)
    #expect(n.bottom.frame.minY == 100 + 130 as CGFloat)
    #expect(n.outer.contentSize.height == 230 + 50 as CGFloat)
    #expect(innerStack.engine.statistics.reflows == innerReflows + 1)
    #expect(outerStack.engine.statistics.reflows == outerReflows + 1)
    #expect(n.bottom.frameSetCount == bottomSets + 1)
    #expect(n.top.frameSetCount == 0)
  }

  @Test("a nested container arranged after its parent reflows the parent too")
  func nestedPropagationOtherOrder() {
    let n = Nested()
    n.arrangeOuter()
    #expect(n.bottom.frame.minY == 100 as CGFloat)
    n.arrangeInner()
    #expect(n.bottom.frame.minY == 100 + 70 as CGFloat)
    n.a.isHidden = true
    #expect(n.bottom.frame.minY == 100 + 40 as CGFloat)
    #expect(n.outer.contentSize.height == 140 + 50 as CGFloat)
  }

  @Test("a width change of the outer container reaches the views of the nested one")
  func nestedWidthChange() {
    let n = Nested()
    n.arrangeInner()
    n.arrangeOuter()
    n.outer.frame.size.width = 320
    #expect(n.inner.frame.size.width == 320 as CGFloat)
    #expect([n.a, n.b].map(\.frame.size.width) == [320, 320] as [CGFloat])
    #expect(n.bottom.frame.minY == 170 as CGFloat)
  }
}
