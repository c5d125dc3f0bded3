import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// Scrolling to a section, from its slot, then clamped inside the content.
///
/// On the page of `EngineFixture.tabBarPage()`: a tab bar at y 100 and a second sticky header
/// at y 550.
@MainActor
@Suite struct ScrollToSectionTests {
  /// The page of `EngineFixture.tabBarPage()`.
  let fixture = EngineFixture.tabBarPage()

  var offset: CGFloat { fixture.container.contentOffset.y }

  func scroll(to index: Int, at position: AutoStackScrollPosition, animated: Bool = false) {
    fixture.engine.scroll(to: fixture.views[index], at: position, animated: animated)
  }
}

extension ScrollToSectionTests {
  @Test(".top puts the slot at the visible top, below the sticky view that pins above it")
  func top() {
    scroll(to: 2, at: .top)
    #expect(offset == 50)  // 150 − 50 (the tabs) − 50 (the inset)
    #expect(fixture.views[1].frame.origin.y == 100)
    scroll(to: 4, at: .top)
    #expect(offset == 500)  // 600 − 50 (h2) − 50
  }

  @Test(".top with no sticky view above puts the slot at the visible top")
  func topWithoutSticky() {
    fixture.container.contentOffset.y = 300
    scroll(to: 0, at: .top)
    #expect(offset == -50)
  }

  @Test(".center puts the slot's middle at the middle of the visible area")
  func center() {
    scroll(to: 4, at: .center)
    #expect(offset == 541.5)  // 900 − 617 / 2 − 50
  }

  @Test(".bottom puts the slot's bottom at the bottom of the visible area")
  func bottom() {
    scroll(to: 4, at: .bottom)
    #expect(offset == 533)  // 1200 − 617 − 50
  }

  @Test("the offset is clamped to the content, the adjusted insets included")
  func clamped() {
    scroll(to: 6, at: .top)
    #expect(offset == 933)  // 1300 − 50 − 50 = 1200, past 933
    scroll(to: 2, at: .bottom)
    #expect(offset == -50)  // 550 − 617 − 50 = −117, above −50
  }

  @Test(".nearest does nothing for a section wholly visible below what is pinned")
  func nearestVisible() {
    scroll(to: 2, at: .nearest)
    #expect(offset == -50)
    fixture.container.contentOffset.y = 50  // the tabs pin at 100…150, a starts at 150
    scroll(to: 2, at: .nearest)
    #expect(offset == 50)
  }

  @Test(".nearest scrolls a section partly under a pinned view to .top")
  func nearestUnderPin() {
    fixture.container.contentOffset.y = 60  // the tabs pin at 110…160, over a's top
    scroll(to: 2, at: .nearest)
    #expect(offset == 50)
  }

  @Test(".nearest takes whichever of .top and .bottom is closer, once clamped")
  func nearestCloser() {
    scroll(to: 5, at: .nearest)
    #expect(offset == 633)  // .bottom: 1300 − 617 − 50; .top: 933
    fixture.container.contentOffset.y = 900
    scroll(to: 2, at: .nearest)
    #expect(offset == 50)  // .top: 50; .bottom: −50
  }

  @Test("inside a batch, the scroll waits for the batch's reflow")
  func batchDeferral() {
    fixture.engine.performBatch {
      scroll(to: 4, at: .top)
      #expect(offset == -50)
      fixture.views[0].frame.size.height = 200
    }
    #expect(offset == 600)  // b now at 700: 700 − 50 − 50
  }

  @Test("inside a batch that watches visibility, the scroll still waits for the batch's reflow")
  func batchDeferralWithVisibility() {
    let page = EngineFixture(heights: [300, 500, 900])
    page.arrange([page.views[0]])
    page.engine.performBatch {
      page.arrange()
      page.engine.scroll(to: page.views[2], at: .top, animated: false)
      // Looks at visibility now, before any reflow has placed the views just arranged.
      page.engine.onVisibilityChange = { _, _ in }
    }
    #expect(page.container.contentOffset.y == 800)  // v2 at 300 + 500
    #expect(page.diagnostics == [])
  }

  @Test(".top counts no sticky view above of a negative height: it takes no space")
  func topBelowStickyOfNegativeHeight() {
    fixture.views[1].frame.size.height = -10
    scroll(to: 2, at: .top)
    #expect(fixture.views[2].frame.origin.y == 100)
    #expect(offset == 50)  // 100 at the visible top: 100 − 50 (the inset), no tabs
  }

  @Test("a hidden or unarranged view scrolls nothing and is reported")
  func unavailable() {
    fixture.views[4].isHidden = true
    scroll(to: 4, at: .top)
    let stray = SimulatedView(name: "stray", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    fixture.engine.scroll(to: stray, at: .top, animated: false)
    #expect(offset == -50)
    #expect(fixture.diagnostics == [.scrollToUnavailableSection, .scrollToUnavailableSection])
  }

  @Test("after stop, a scroll to a section scrolls nothing and is reported")
  func afterStop() {
    fixture.engine.stop()
    scroll(to: 4, at: .top)
    #expect(offset == -50)
    #expect(fixture.diagnostics == [.scrollToUnavailableSection])
  }

  @Test("the scroll goes through setContentOffset(_:animated:), animated or not")
  func animated() {
    fixture.stack.calls = []
    scroll(to: 4, at: .top, animated: true)
    fixture.stack.clock.advance(by: 0.3)
    #expect(offset == 500)
    scroll(to: 2, at: .top)
    #expect(
      fixture.stack.calls == [
        .scrollToSection(CGPoint(x: 0, y: 500), animated: true),
        .scrollToSection(CGPoint(x: 0, y: 50), animated: false),
      ])
  }

  @Test("a plain container scrolls nothing")
  func plainContainer() {
    let plain = EngineFixture(heights: [100, 50, 400], scrolls: false)
    plain.arrange()
    plain.engine.scroll(to: plain.views[2], at: .top, animated: false)
    #expect(plain.container.contentOffset == .zero)
    #expect(plain.diagnostics.isEmpty)
  }
}
