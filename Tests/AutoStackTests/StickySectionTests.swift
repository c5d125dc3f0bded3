import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// Sticky sections pin to the visible top and are pushed up by the next sticky section.
///
///     container  375 × 667, a scroll view
///     v0 header  100     y 0
///     v1 tabs     50     y 100    sticky
///     v2 a       400     y 150
///     v3 h2       50     y 550    sticky
///     v4 b       600     y 600
///     v5 c       100     y 1200
///     v6 d       300     y 1300; content 1600
@MainActor
@Suite struct StickySectionTests {
  let fixture = EngineFixture(heights: [100, 50, 400, 50, 600, 100, 300])

  init() {
    fixture.arrange()
    fixture.engine.setSticky(true, for: fixture.views[1])
    fixture.engine.setSticky(true, for: fixture.views[3])
  }

  var tabs: SimulatedView { fixture.views[1] }
  var h2: SimulatedView { fixture.views[3] }

  func scroll(to y: CGFloat) { fixture.container.contentOffset.y = y }
}

extension StickySectionTests {
  @Test("a sticky view stays in its slot until scrolled past, then pins to the visible top")
  func pinning() {
    scroll(to: 60)
    #expect(tabs.frame == CGRect(x: 0, y: 100, width: 375, height: 50))
    scroll(to: 300)
    #expect(tabs.frame == CGRect(x: 0, y: 300, width: 375, height: 50))
    #expect(h2.frame.origin.y == 550)
  }

  @Test("the next sticky view pushes the pinned one up, then pins in its place")
  func pushing() {
    scroll(to: 520)
    #expect(tabs.frame.origin.y == 500)  // limit 550 − 50
    #expect(h2.frame.origin.y == 550)
    scroll(to: 700)
    #expect(tabs.frame.origin.y == 500)
    #expect(h2.frame.origin.y == 700)
  }

  @Test("a height set inside a batch is kept by a pinned view, also when visibility looks there")
  func heightInBatchWithVisibility() {
    scroll(to: 300)
    fixture.engine.performBatch {
      tabs.frame.size.height = 80
      // Looks at visibility now: the slots are still the last reflow's.
      fixture.engine.onVisibilityChange = { _, _ in }
    }
    #expect(tabs.frame == CGRect(x: 0, y: 300, width: 375, height: 80))
    #expect(fixture.views[2].frame.origin.y == 180)  // 100 + 80
  }

  @Test("no other view moves when a sticky view pins: its slot stays")
  func slotStays() {
    scroll(to: 700)
    #expect(fixture.ys == [0, 500, 150, 700, 600, 1200, 1300])
    #expect(fixture.contentHeight == 1600)
  }

  @Test("the last sticky view stops at the end of the last section, above the bottom inset")
  func lastLimit() {
    var options = AutoStackOptions()
    options.insets.bottom = 20
    fixture.engine.options = options
    #expect(fixture.contentHeight == 1620)
    scroll(to: 1580)  // pulled past the end
    #expect(h2.frame.origin.y == 1550)  // 1600 − 50
  }

  @Test("a hidden sticky view stays in its slot, like any hidden view")
  func hiddenStays() {
    scroll(to: 300)
    tabs.isHidden = true
    #expect(tabs.frame.origin.y == 100)
    scroll(to: 320)
    #expect(tabs.frame.origin.y == 100)
    #expect(fixture.views[2].frame.origin.y == 100)
  }

  @Test("showing a sticky view that was written at its slot before is a change, not an echo")
  func showAgain() {
    scroll(to: 300)
    scroll(to: 60)  // the tabs written back at their slot, 100
    tabs.isHidden = true
    #expect(fixture.views[2].frame.origin.y == 100)
    tabs.isHidden = false
    #expect(fixture.views[2].frame.origin.y == 150)
  }

  @Test("a hidden sticky view does not limit the one above it")
  func hiddenDoesNotPush() {
    h2.isHidden = true
    scroll(to: 800)
    #expect(tabs.frame.origin.y == 800)
  }

  @Test("a scroll runs no reflow and writes only the sticky views it moves")
  func scrollWritesOnlySticky() {
    scroll(to: 10)
    let before = fixture.engine.statistics
    scroll(to: 300)
    #expect(fixture.engine.statistics.reflows == before.reflows)
    #expect(fixture.engine.statistics.frameWrites == before.frameWrites + 1)
    scroll(to: 700)
    #expect(fixture.engine.statistics.frameWrites == before.frameWrites + 3)
    #expect(fixture.engine.statistics.reflows == before.reflows)
    #expect(fixture.frameSetCounts[4] == fixture.frameSetCounts[5])
  }

  @Test("the echo of a pinned frame, or that frame set again, is no change")
  func pinnedEcho() {
    scroll(to: 300)
    let before = fixture.engine.statistics
    tabs.frame = CGRect(x: 0, y: 300, width: 375, height: 50)
    #expect(fixture.engine.statistics == before)
  }

  @Test("a pinned sticky view that grows reflows the views below its slot")
  func pinnedGrows() {
    scroll(to: 300)
    tabs.frame.size.height = 80
    #expect(fixture.views[2].frame.origin.y == 180)
    #expect(tabs.frame == CGRect(x: 0, y: 300, width: 375, height: 80))
  }

  @Test("a sticky view whose own code reflows the views as it is pinned ends pinned by the rule")
  func reflowDuringPin() {
    var reported: [String?] = []
    fixture.engine.sections.onCurrentSectionChange = { reported.append($0?.name) }
    let header = fixture.views[0]
    tabs.addObserver(header) { tabs in
      if tabs.frame.origin.y > 100, header.frame.size.height == 100 {
        header.frame.size.height = 120
      }
    }
    scroll(to: 300)
    #expect(header.frame.size.height == 120)
    #expect(tabs.frame == CGRect(x: 0, y: 300, width: 375, height: 50))  // its slot now 120
    #expect(fixture.views[2].frame.origin.y == 170)  // 120 + 50
    // The line, 300 + 50 that the tabs cover, is past a's slot, 170, and before h2's.
    #expect(reported == ["v0", "v2"])
  }

  @Test("a sticky view whose own code unsticks another as it is pinned ends pinned by the rule")
  func unstickDuringPin() {
    scroll(to: 300)
    // Weakly, as an app's handler on an arranged view must: the engine holds the view.
    h2.addObserver(tabs) { [tabs, weak engine = fixture.engine] h2 in
      guard let engine, h2.frame.origin.y > 550, engine.isSticky(tabs) else { return }
      engine.setSticky(false, for: tabs)
    }
    scroll(to: 700)  // the tabs pushed up to 500, then h2 pinned at 700, which unsticks them
    #expect(tabs.frame.origin.y == 100)  // back to their slot
    #expect(h2.frame.origin.y == 700)
  }

  @Test("a reflow keeps a pinned view pinned")
  func reflowKeepsPin() {
    scroll(to: 300)
    fixture.views[0].frame.size.height = 120
    #expect(tabs.frame.origin.y == 300)
    #expect(fixture.views[2].frame.origin.y == 170)
  }

  @Test("a sticky view is never the scroll anchor")
  func neverAnchor() {
    fixture.engine.isScrollAnchoringEnabled = true
    scroll(to: 120)  // the tabs' slot 100…150 is under the visible top
    tabs.frame.size.height = 80  // a moves down 30; the tabs' slot does not move
    #expect(fixture.container.contentOffset.y == 150)
  }

  @Test("visibility sees a sticky view where it is pinned")
  func visibilityUsesPin() {
    var events: [String] = []
    fixture.engine.onVisibilityChange = { view, isVisible in
      events.append("\(isVisible ? "+" : "-")\(view.name)")
    }
    events = []
    scroll(to: 300)
    #expect(events == ["-v0"])
    #expect(fixture.engine.visibleViews.map(\.name) == ["v1", "v2", "v3", "v4"])
    scroll(to: 700)  // the tabs are pushed out, above the visible top
    #expect(events == ["-v0", "-v1", "-v2", "+v5", "+v6"])
  }

  @Test("a sticky view is drawn above the other arranged views, also after an arrangement")
  func drawnAbove() {
    #expect(fixture.container.subviews.suffix(2).map(\.name) == ["v1", "v3"])
    let late = SimulatedView(name: "late", frame: CGRect(x: 0, y: 0, width: 375, height: 10))
    fixture.arrange(fixture.views + [late])
    #expect(fixture.container.subviews.suffix(3).map(\.name) == ["late", "v1", "v3"])
  }

  @Test("a view no longer sticky goes back to its slot")
  func unstick() {
    scroll(to: 300)
    fixture.engine.setSticky(false, for: tabs)
    #expect(tabs.frame.origin.y == 100)
    #expect(!fixture.engine.isSticky(tabs))
    #expect(fixture.engine.isSticky(h2))
  }

  @Test("in a plain container, stickiness changes nothing")
  func plainContainer() {
    let plain = EngineFixture(heights: [100, 50, 400], scrolls: false)
    plain.arrange()
    plain.engine.setSticky(true, for: plain.views[1])
    #expect(plain.ys == [0, 100, 150])
  }
}

extension StickySectionTests {
  @Test(
    "a section made sticky while a placeholder shows goes below the placeholder, which covers it")
  func stickyBelowPlaceholder() {
    fixture.setPlaceholders()
    fixture.engine.state = .loading
    #expect(fixture.subviewNames.last == "loading")
    fixture.engine.setSticky(true, for: fixture.views[5])
    fixture.container.contentOffset.y = 10
    #expect(fixture.subviewNames.suffix(2) == [fixture.views[5].name, "loading"])
  }
}
