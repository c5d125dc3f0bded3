import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// An animated scroll to a section: the simulator steps it over 0.3 s of its clock, as
/// `setContentOffset(_:animated:)` moves a scroll view's offset at a constant velocity; the
/// engine follows the section's slot until the scroll ends, and leaves the offset to it
/// meanwhile.
///
/// On the page of `EngineFixture.tabBarPage()`: `.top` of b (y 600) is 600 − 50 (h2) − 50
/// (the inset) = 500, from an offset of −50.
extension ScrollToSectionTests {
  var clock: SimulatedClock { fixture.stack.clock }

  /// The animated scrolls the engine asked for, by their target's y.
  var animatedTargets: [CGFloat] {
    fixture.stack.calls.compactMap {
      guard case .scrollToSection(let point, animated: true) = $0 else { return nil }
      return point.y
    }
  }

  @Test("an animated scroll steps at a constant velocity for 0.3 s, then ends at its target")
  func animatedSteps() {
    scroll(to: 4, at: .top, animated: true)
    #expect(offset == -50)
    #expect(fixture.container.isScrollAnimating)
    clock.advance(by: 0.15)
    #expect(offset == 225)  // −50 + 550 × 15 / 30
    clock.advance(by: 0.15)
    #expect(offset == 500)
    #expect(!fixture.container.isScrollAnimating)
    #expect(fixture.engine.sections.currentSection === fixture.views[4])
  }

  @Test("a reflow that moves the section mid-scroll moves the target to its new slot")
  func animatedFollowsSlot() {
    fixture.stack.calls = []
    scroll(to: 4, at: .top, animated: true)
    clock.advance(by: 0.1)
    let before = offset  // −50 + 550 × 10 / 30
    // An image above loads: the header grows by 200, and b moves to 800.
    fixture.views[0].frame.size.height = 300
    #expect(offset == before)
    #expect(animatedTargets == [500, 700])
    clock.advance(by: 0.3)
    #expect(offset == 700)
    #expect(fixture.engine.sections.currentSection === fixture.views[4])
  }

  @Test("anchoring writes no offset while an animated scroll runs, which lands on its section")
  func animatedLeftAloneByAnchoring() {
    fixture.engine.isScrollAnchoringEnabled = true
    scroll(to: 4, at: .top, animated: true)
    clock.advance(by: 0.1)
    let before = offset
    let sets = fixture.container.frameSetCount
    // Anchoring alone would move the offset by 200 to keep a where it is on screen; the
    // scroll's next step would then undo it, and the scroll would land on b's old slot.
    fixture.views[0].frame.size.height = 300
    #expect(offset == before)
    #expect(fixture.container.frameSetCount == sets)
    clock.advance(by: 0.3)
    #expect(offset == 700)
    #expect(fixture.views[4].frame.origin.y == 800)
  }

  @Test("the clamp leaves an animated scroll alone; the scroll goes on to the content's end")
  func animatedClampWaits() {
    fixture.stack.calls = []
    scroll(to: 6, at: .top, animated: true)  // d: 1300 − 50 − 50, clamped to 933
    clock.advance(by: 0.25)
    let before = offset  // −50 + 983 × 25 / 30, about 769
    // b 300 shorter: the end is now 1300 − 617 − 50 = 633, above the offset, and d's slot is
    // at 1000, whose .top (900) is clamped to that end too.
    fixture.views[4].frame.size.height = 300
    #expect(offset == before)
    #expect(animatedTargets == [933, 633])
    clock.advance(by: 0.3)
    #expect(offset == 633)
    #expect(!fixture.container.isScrollAnimating)
  }

  @Test("a section hidden mid-scroll: the scroll goes on where it went, inside the content")
  func animatedSectionHidden() {
    fixture.stack.calls = []
    scroll(to: 6, at: .top, animated: true)
    clock.advance(by: 0.15)
    #expect(offset == 441.5)  // −50 + 983 × 15 / 30
    fixture.views[6].isHidden = true  // the end: 1300 − 617 − 50 = 633
    #expect(animatedTargets == [933, 633])
    clock.advance(by: 0.3)
    #expect(offset == 633)
  }

  @Test("the user's touch stops an animated scroll, which then follows its section no more")
  func animatedStoppedByTouch() {
    fixture.stack.calls = []
    scroll(to: 4, at: .top, animated: true)
    clock.advance(by: 0.1)
    let before = offset
    fixture.container.isTracking = true
    #expect(!fixture.container.isScrollAnimating)
    fixture.views[0].frame.size.height = 300
    clock.advance(by: 0.3)
    #expect(offset == before)
    #expect(animatedTargets == [500])
  }

  @Test("a scroll not animated, or to a section in view, stops the animated one under way")
  func animatedStoppedByScroll() {
    scroll(to: 4, at: .top, animated: true)
    clock.advance(by: 0.1)
    scroll(to: 2, at: .top)
    #expect(offset == 50)
    clock.advance(by: 0.3)
    #expect(offset == 50)
    scroll(to: 0, at: .top, animated: true)
    clock.advance(by: 0.01)
    let before = offset  // 50 − 100 / 30: the visible top above the tabs' slot
    scroll(to: 2, at: .nearest)  // a shows whole: no scroll, and the one under way stops
    clock.advance(by: 0.3)
    #expect(offset == before)
    #expect(!fixture.container.isScrollAnimating)
  }
}
