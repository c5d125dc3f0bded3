import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// The current section: the last one, not sticky, whose slot is at or above the visible top
/// plus what the pinned sticky views cover.
///
/// On the page of `EngineFixture.tabBarPage()`: a tab bar at y 100 and a second sticky header
/// at y 550.
@MainActor
@Suite struct CurrentSectionTests {
  /// The page of `EngineFixture.tabBarPage()`.
  let fixture = EngineFixture.tabBarPage()

  var current: String? { fixture.engine.sections.currentSection?.name }

  func scroll(to y: CGFloat) { fixture.container.contentOffset.y = y }
}

extension CurrentSectionTests {
  @Test("at the top, the first section is current")
  func atTop() {
    #expect(current == "v0")
  }

  @Test("the line is the visible top plus the height of the pinned sticky view")
  func lineWithPin() {
    scroll(to: 49)  // visible top 99: the tabs, at 100, do not cover it
    #expect(current == "v0")
    scroll(to: 50)  // visible top 100, the tabs cover 100…150: the line is 150
    #expect(current == "v2")
  }

  @Test("a section within half a point below the line is reached")
  func halfPoint() {
    fixture.views[1].isHidden = true  // no tabs: a starts at 100
    scroll(to: 49.4)  // the line is 99.4
    #expect(current == "v0")
    scroll(to: 49.6)  // the line is 99.6, a at 100
    #expect(current == "v2")
  }

  @Test("a pushed sticky view that still covers the visible top counts")
  func pushedCovers() {
    scroll(to: 470)  // visible top 520: the tabs pushed to 500…550, the line 550
    #expect(current == "v2")
  }

  @Test("at the largest offset, the last section is current")
  func atEnd() {
    scroll(to: 933)  // the line is 1033: b, but the end is reached
    #expect(current == "v6")
    scroll(to: 932.6)
    #expect(current == "v6")
    scroll(to: 932)
    #expect(current == "v4")
  }

  @Test("when no section reaches the line, the first one is current")
  func noneReached() {
    var options = AutoStackOptions()
    options.insets.top = 20
    fixture.engine.options = options
    #expect(fixture.views[0].frame.origin.y == 20)
    #expect(current == "v0")
  }

  @Test("hidden sections, sticky views and sections of no height are never current")
  func skipped() {
    fixture.views[0].isHidden = true
    #expect(current == "v2")
    fixture.views[2].frame.size.height = 0
    #expect(current == "v4")
  }

  @Test("a section removed and released stays current until the next reflow lets go of it")
  func releasedSection() {
    let container = SimulatedView(
      name: "container", frame: CGRect(x: 0, y: 0, width: 375, height: 667), scrolls: true)
    func section(_ name: String) -> SimulatedView {
      SimulatedView(name: name, frame: CGRect(x: 0, y: 0, width: 375, height: 400))
    }
    let first = section("first")
    var second: SimulatedView? = section("second")
    let third = section("third")
    let stack = SimulatedStack.arrange(
      in: container, subviews: [first, second, third].compactMap { $0 })
    container.contentOffset.y = 450  // the line at 450, second at 400, third at 800
    #expect(stack.engine.sections.currentSection?.name == "second")
    weak let released = second
    second?.removeFromSuperview()
    second = nil  // no reflow yet: the arrangement holds it, where it was
    #expect(stack.engine.sections.currentSection?.name == "second")
    stack.engine.setNeedsReflow()  // third moves up to 400
    #expect(released == nil)
    #expect(stack.engine.sections.currentSection?.name == "third")
  }

  @Test("the callback reports no section once the section it reported was deallocated")
  func reportedSectionDeallocated() {
    let container = SimulatedView(
      name: "container", frame: CGRect(x: 0, y: 0, width: 375, height: 667), scrolls: true)
    var only: SimulatedView? = SimulatedView(
      name: "only", frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    let stack = SimulatedStack.arrange(in: container, subviews: [only].compactMap { $0 })
    var reported: [String?] = []
    stack.engine.sections.onCurrentSectionChange = { reported.append($0?.name) }
    only?.removeFromSuperview()
    only = nil
    stack.engine.setNeedsReflow()
    #expect(reported == ["only", nil])
  }

  @Test("set inside a batch that re-arranged, the callback reports from the last reflow's slots")
  func callbackSetInBatchAfterArrange() {
    let page = EngineFixture(heights: [300, 400, 500])
    page.arrange()
    var reported: [String?] = []
    page.engine.performBatch {
      page.arrange(page.views.reversed())
      // v0 is still at 0, v2 at 700 until the reflow, which puts v2 at 0.
      page.engine.sections.onCurrentSectionChange = { reported.append($0?.name) }
    }
    #expect(reported == ["v0", "v2"])
  }

  @Test("the callback runs at once when set, then once per change")
  func callback() {
    var reported: [String?] = []
    fixture.engine.sections.onCurrentSectionChange = { reported.append($0?.name) }
    #expect(reported == ["v0"])
    scroll(to: 10)
    scroll(to: 20)
    #expect(reported == ["v0"])
    scroll(to: 50)
    scroll(to: 60)
    #expect(reported == ["v0", "v2"])
    fixture.views[0].frame.size.height = 300  // a reflow: a now starts at 350
    #expect(reported == ["v0", "v2", "v0"])
    fixture.arrange(Array(fixture.views.suffix(3)))  // an arrangement: c and d
    #expect(reported == ["v0", "v2", "v0", "v4"])
  }

  @Test("scrolling to a section at the top makes it current")
  func scrollToTop() {
    for index in [2, 4] {
      fixture.engine.scroll(to: fixture.views[index], at: .top, animated: false)
      #expect(current == fixture.views[index].name)
    }
  }

  @Test("the clamp can stop a scroll to the top before its section is current")
  func clampStops() {
    fixture.engine.scroll(to: fixture.views[0], at: .top, animated: false)
    #expect(current == "v0")
    fixture.engine.scroll(to: fixture.views[6], at: .top, animated: false)
    #expect(current == "v6")  // at the end: the last section
  }

  @Test("once the arrangement stops, no section is current")
  func stopped() {
    var reported: [String?] = []
    fixture.engine.sections.onCurrentSectionChange = { reported.append($0?.name) }
    fixture.engine.stop()
    #expect(current == nil)
    #expect(reported == ["v0", nil])
  }
}
