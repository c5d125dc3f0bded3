import AutoStackSimulator
import Foundation
import Testing

@testable import AutoStack

/// Nothing keeps a container, an arrangement or a view alive, and nothing observes a view
/// that left: weak references that become `nil`.
@MainActor
@Suite struct LifetimeTests {}

extension LifetimeTests {
  private static func view(_ name: String, height: CGFloat = 10) -> SimulatedView {
    SimulatedView(name: name, frame: CGRect(x: 0, y: 0, width: 375, height: height))
  }

  private static func container() -> SimulatedView {
    SimulatedView(
      name: "container", frame: CGRect(x: 0, y: 0, width: 375, height: 667), scrolls: true)
  }

  @Test("the arrangement and its engine die with their container")
  func arrangementDiesWithContainer() {
    let views = (0..<3).map { Self.view("v\($0)") }
    weak var weakContainer: SimulatedView?
    weak var weakStack: SimulatedStack?
    weak var weakEngine: AutoStackEngine<SimulatedStack>?
    do {
      let container = Self.container()
      let stack = SimulatedStack.arrange(in: container, subviews: views)
      weakContainer = container
      weakStack = stack
      weakEngine = stack.engine
    }
    #expect(weakContainer == nil)
    #expect(weakStack == nil)
    #expect(weakEngine == nil)
    // The views outlive it, and changing them reaches nothing.
    views[0].frame.size.height = 100
    #expect(views.map(\.frame.minY) == [0, 10, 20] as [CGFloat])
    #expect(views.allSatisfy { $0.superview == nil })
  }

  @Test("an engine that outlives its host arranges nothing and holds no view")
  func engineWithoutHost() {
    var engine: AutoStackEngine<SimulatedStack>?
    do {
      let container = Self.container()
      engine = SimulatedStack.arrange(in: container, subviews: [Self.view("v0")]).engine
    }
    #expect(engine != nil && engine?.host == nil)
    let kept = (0..<2).map { Self.view("k\($0)") }
    weak var dropped: SimulatedView?
    do {
      let view = Self.view("d")
      dropped = view
      engine?.arrange(kept + [view])
    }
    #expect(dropped == nil)
    #expect(kept.allSatisfy { $0.superview == nil && $0.observerCount == 0 })
    #expect(kept.map(\.frame.minY) == [0, 0] as [CGFloat])
  }

  @Test("a container and its views die when the app drops them: no retain cycle")
  func noRetainCycle() {
    weak var weakContainer: SimulatedView?
    var weakViews: [Weak<SimulatedView>] = []
    do {
      let container = Self.container()
      let views = (0..<5).map { Self.view("v\($0)") }
      SimulatedStack.arrange(in: container, subviews: views, spacing: 4)
      views[1].isHidden = true
      weakContainer = container
      weakViews = views.map(Weak.init)
    }
    #expect(weakContainer == nil)
    #expect(weakViews.allSatisfy { $0.object == nil })
  }

  @Test("the container outlives its views when the app drops only the views")
  func viewsDieBeforeContainer() {
    let container = Self.container()
    weak var weakView: SimulatedView?
    let stack: SimulatedStack
    do {
      let views = (0..<3).map { Self.view("v\($0)") }
      stack = SimulatedStack.arrange(in: container, subviews: views)
      weakView = views[2]
      views[2].removeFromSuperview()
    }
    // Held by the arrangement, as `UIStackView` holds its arranged subviews, until the next
    // reflow finds it out of the container.
    #expect(weakView != nil)
    stack.engine.setNeedsReflow()
    #expect(weakView == nil)
    #expect(stack.engine.arrangedViews.count == 2)
  }

  @Test("views dropped from an arrangement are released and no longer observed")
  func droppedViewsReleased() {
    let container = Self.container()
    let kept = Self.view("kept")
    weak var weakDropped: SimulatedView?
    do {
      let dropped = Self.view("dropped")
      SimulatedStack.arrange(in: container, subviews: [kept, dropped])
      SimulatedStack.arrange(in: container, subviews: [kept])
      #expect(dropped.observerCount == 0)
      #expect(dropped.superview == nil)
      weakDropped = dropped
    }
    #expect(weakDropped == nil)
    #expect(kept.observerCount == 1)
  }

  @Test("a view the app removes and releases is held until the next pass, which lets go of it")
  func removedAndReleasedView() {
    let f = EngineFixture(heights: [10])
    weak var weakView: SimulatedView?
    do {
      let view = Self.view("temporary", height: 20)
      f.arrange([f.views[0], view])
      view.removeFromSuperview()
      weakView = view
    }
    #expect(weakView != nil)
    #expect(f.stack.observedCount == 2)
    f.engine.setNeedsReflow()
    #expect(weakView == nil)
    #expect(f.stack.observedCount == 1)
    #expect(f.engine.arrangedViews.map(\.name) == ["v0"])
    #expect(f.contentHeight == 10 as CGFloat)
    #expect(f.diagnostics == [.subviewRemovedFromContainer(index: 1)])
  }

  // Regression: a view released while arranged stayed observed by its host (a
  // key-value observation on iOS) when the arrangement was replaced or stopped before a
  // pass reached it.
  @Test("a view released while arranged is no longer observed once the arrangement changes")
  func releasedViewForgottenByRearrangeAndStop() {
    for stops in [false, true] {
      let f = EngineFixture(heights: [10])
      do {
        let view = Self.view("temporary")
        f.arrange([f.views[0], view])
        view.removeFromSuperview()
      }
      if stops { f.engine.stop() } else { f.arrange([f.views[0]]) }
      #expect(f.stack.observedCount == (stops ? 0 : 1))
    }
  }

  @Test("nothing leaks after 10,000 arrange / re-arrange / stop cycles")
  func noLeakAfterManyCycles() {
    let longLived = (0..<4).map { Self.view("long\($0)") }
    let other = Self.container()
    var weakObjects: [Weak<AnyObject>] = []
    for cycle in 0..<10_000 {
      let container = Self.container()
      let fresh = (0..<3).map { Self.view("fresh\($0)") }
      let stack = SimulatedStack.arrange(in: container, subviews: longLived + fresh)
      stack.engine.setCustomSpacing(8, after: fresh[0])
      fresh[1].isHidden = true
      SimulatedStack.arrange(in: container, subviews: [fresh[2]] + longLived.reversed())
      SimulatedStack.arrange(in: other, subviews: [longLived[cycle % 4]])
      stack.engine.performBatch { longLived[0].frame.size.height = CGFloat(cycle % 7) }
      stack.engine.stop()
      SimulatedStack.arrange(in: container, subviews: fresh)
      fresh[0].removeFromSuperview()
      stack.engine.setNeedsReflow()
      stack.engine.stop()
      other.stack?.engine.stop()
      if cycle % 1_000 == 0 {
        weakObjects +=
          [Weak(container), Weak(stack), Weak(stack.engine)] + fresh.map { Weak<AnyObject>($0) }
      }
    }
    #expect(weakObjects.allSatisfy { $0.object == nil })
    #expect(longLived.allSatisfy { $0.observerCount == 0 })
    #expect(other.stack?.engine.arrangedViews.isEmpty == true)
    // Every arrangement let its views go.
    #expect(longLived.allSatisfy { $0.autoStackMembership?.owner == nil })
  }

  @Test("arrangements that die without being stopped leave nothing alive")
  func noLeakWithoutStop() {
    var weakObjects: [Weak<AnyObject>] = []
    let survivor = Self.view("survivor")
    for cycle in 0..<1_000 {
      let container = Self.container()
      let views = (0..<3).map { Self.view("v\($0)") } + [survivor]
      let stack = SimulatedStack.arrange(in: container, subviews: views)
      views[cycle % 3].isHidden = true
      if cycle % 100 == 0 {
        weakObjects +=
          [Weak(container), Weak(stack), Weak(stack.engine)]
          + views.dropLast().map { Weak<AnyObject>($0) }
      }
    }
    #expect(weakObjects.allSatisfy { $0.object == nil })
    #expect(survivor.autoStackMembership?.owner == nil)
  }
}

extension LifetimeTests {
  @Test("a stack whose container is gone contains no view, not even one without a superview")
  func containerGoneContainsNothing() {
    var container: SimulatedView? = SimulatedView(
      name: "page", frame: CGRect(x: 0, y: 0, width: 100, height: 0))
    let stack = SimulatedStack.arrange(in: container!, subviews: [])
    let loose = SimulatedView(name: "loose")
    #expect(!stack.contains(loose))
    container = nil
    #expect(stack.container == nil)
    #expect(!stack.contains(loose))
  }
}

extension LifetimeTests {
  @Test("a change whose reflow makes a view's own code drop the container ends safely")
  func containerDroppedDuringReflow() {
    let views = (0..<4).map { Self.view("v\($0)") }
    weak var weakContainer: SimulatedView?
    weak var weakEngine: AutoStackEngine<SimulatedStack>?
    var container: SimulatedView? = Self.container()
    do {
      let stack = SimulatedStack.arrange(in: container!, subviews: views)
      weakContainer = container
      weakEngine = stack.engine
    }
    // The app's last reference goes while the pass moves v2: the arrangement and its
    // engine outlive the pass and the notification that ran it, then go.
    views[2].addObserver(views[2]) { _ in container = nil }
    views[0].frame.size.height = 20
    #expect(weakContainer == nil)
    #expect(weakEngine == nil)
    // v3 was placed before the container went: its frame is written where the pass placed it.
    #expect(views.map(\.frame.minY) == [0, 20, 30, 40] as [CGFloat])
  }
}

extension LifetimeTests {
  @Test("an observer notified before the arrangement that drops the container ends safely")
  func containerDroppedByEarlierObserver() {
    let view = Self.view("v")
    weak var weakEngine: AutoStackEngine<SimulatedStack>?
    var container: SimulatedView? = Self.container()
    var dropsContainer = false
    // The app's observer comes first, so the arrangement is notified after it, from the
    // observers as they were when the change began.
    view.addObserver(view) { _ in if dropsContainer { container = nil } }
    weakEngine = SimulatedStack.arrange(in: container!, subviews: [view]).engine
    dropsContainer = true
    view.frame.size.height = 20
    #expect(container == nil)
    #expect(weakEngine == nil)
  }
}

extension LifetimeTests {
  @Test("a view's own code that drops the container a view is taken from ends safely")
  func containerDroppedWhileViewTaken() {
    let views = (0..<3).map { Self.view("v\($0)") }
    weak var weakEngine: AutoStackEngine<SimulatedStack>?
    var container: SimulatedView? = Self.container()
    weakEngine = SimulatedStack.arrange(in: container!, subviews: views).engine
    // The first arrangement closes the gap v0 leaves, which moves v1, whose code drops it.
    views[1].addObserver(views[1]) { _ in container = nil }
    let other = Self.container()
    SimulatedStack.arrange(in: other, subviews: [views[0]])
    #expect(container == nil)
    #expect(weakEngine == nil)
    #expect(views[0].superview === other)
    #expect(views[0].frame.minY == 0)
  }
}

extension LifetimeTests {
  /// Arranges a section in place of one the app removed and released, as a page that
  /// replaces its ad does, and returns the new section.
  private static func replaceReleasedSection(
    in container: SimulatedView, header: SimulatedView, comments: SimulatedView
  ) -> SimulatedView {
    do {
      let ad = view("ad", height: 70)
      SimulatedStack.arrange(in: container, subviews: [header, ad, comments])
      ad.removeFromSuperview()
    }
    let replacement = view("ad2", height: 90)
    SimulatedStack.arrange(in: container, subviews: [header, replacement, comments])
    return replacement
  }

  // Regression: observations kept in a table keyed by a view's address were ended for the
  // view arranged in place of a released one when it reused the address, so that its hiding
  // and resizing were never seen. Observations now belong to the views' entries.
  @Test("a section arranged in place of a released one keeps being observed, at its address too")
  func replacementKeepsObservation() {
    // Several rounds: glibc's allocator usually gives the replacement the released address,
    // which the address sanitizer's quarantine never does; both must keep observing.
    for _ in 0..<20 {
      let container = Self.container()
      let header = Self.view("header", height: 200)
      let comments = Self.view("comments", height: 240)
      let replacement = Self.replaceReleasedSection(
        in: container, header: header, comments: comments)
      #expect(comments.frame.minY == 200 + 90 as CGFloat)
      replacement.isHidden = true
      #expect(comments.frame.minY == 200 as CGFloat)
      replacement.isHidden = false
      replacement.frame.size.height = 120
      #expect(comments.frame.minY == 200 + 120 as CGFloat)
      #expect(container.contentSize.height == 200 + 120 + 240 as CGFloat)
      #expect(container.stack?.observedCount == 3)
    }
  }
}

extension LifetimeTests {
  /// Holds a view for a queue of the app's, as a closure that captured it would.
  private final class Captured: @unchecked Sendable {
    init(_ view: SimulatedView) { self.view = view }
    // Touched by one thread at a time: the main actor, then the background queue.
    var view: SimulatedView?
  }

  @Test(
    "a section the app removed and lets go of on a background thread is released on the main thread"
  )
  func releasedOffTheMainThread() async {
    let f = EngineFixture(heights: [10, 20])
    let captured = Captured(Self.view("section", height: 30))
    weak let weakView = captured.view
    f.arrange(f.views + [captured.view].compactMap { $0 })
    captured.view?.removeFromSuperview()
    // The app's reference goes on another thread; the arrangement's is the last one.
    await Task.detached { captured.view = nil }.value
    #expect(weakView != nil)
    #expect(f.engine.arrangedViews.map(\.name) == ["v0", "v1", "section"])
    f.engine.setNeedsReflow()  // the next reflow, on the main thread, retires it and lets go
    #expect(weakView == nil)
    #expect(f.stack.observedCount == 2)
    #expect(f.contentHeight == 10 + 20 as CGFloat)
  }
}
