import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// After a reflow, a scroll view's offset is at most `max(−top, contentHeight + bottom −
/// visible height)`, once the user's scroll ends.
///
///     container  375 × 667, a scroll view
///     v0 … v3    500 each; content 2000, the end at 2000 − 667 = 1333
@MainActor
@Suite struct OffsetClampTests {
  let fixture = EngineFixture(heights: [500, 500, 500, 500])

  init() { fixture.arrange() }

  var offset: CGFloat { fixture.container.contentOffset.y }
}

extension OffsetClampTests {
  @Test("content shrinking under the offset lowers it to the end")
  func shrink() {
    fixture.container.contentOffset.y = 1333
    fixture.views[3].isHidden = true
    #expect(offset == 833)  // 1500 − 667
  }

  @Test("content shorter than the view puts the offset at the top")
  func shortContent() {
    fixture.container.contentOffset.y = 1333
    fixture.engine.performBatch { for view in fixture.views.dropFirst() { view.isHidden = true } }
    #expect(offset == 0)  // max(0, 500 − 667)
  }

  @Test("the insets count: the end is contentHeight + bottom − height, the top −top")
  func insets() {
    fixture.container.contentInset = AutoStackInsets(top: 64, bottom: 34)
    fixture.container.contentOffset.y = 1367  // 2000 + 34 − 667
    fixture.views[3].isHidden = true
    #expect(offset == 867)
    fixture.engine.performBatch { for view in fixture.views { view.isHidden = true } }
    #expect(offset == -64)
  }

  @Test("an offset within the content is left alone, and so is one pulled above the top")
  func leftAlone() {
    fixture.container.contentOffset.y = 400
    fixture.views[3].frame.size.height = 300
    #expect(offset == 400)
    fixture.container.contentOffset.y = -80  // pull to refresh
    fixture.views[3].isHidden = true
    #expect(offset == -80)
  }

  /// The user's scroll in one of its phases, as UIKit reports it.
  enum Phase: CaseIterable {
    case resting, dragging, decelerating
  }

  private func set(_ phase: Phase?) {
    fixture.container.isTracking = phase == .resting || phase == .dragging
    fixture.container.isDragging = phase == .dragging
    fixture.container.isDecelerating = phase == .decelerating
  }

  @Test(
    "nothing is clamped while a finger rests, drags or the view decelerates; the end clamps",
    arguments: Phase.allCases)
  func deferredWhileScrolling(phase: Phase) {
    fixture.container.contentOffset.y = 1333
    set(phase)
    fixture.views[3].isHidden = true
    #expect(offset == 1333)
    fixture.container.contentOffset.y = 1340  // the bounce goes on
    fixture.stack.clock.advance(by: 1)
    #expect(offset == 1340)
    set(nil)
    // UIKit reports no end of a scroll: the next look, at most 0.1 s later, finds it.
    #expect(offset == 1340)
    fixture.stack.clock.advance(by: 0.1)
    #expect(offset == 833)
    #expect(fixture.stack.clock.pendingCount == 0)
  }

  @Test("while the clamp waits, one look at the scroll is pending at a time, every 0.1 s")
  func oneLookAtATime() {
    fixture.container.contentOffset.y = 1333
    set(.resting)
    fixture.views[3].isHidden = true
    for _ in 0..<100 {  // ten seconds of a finger resting on the page
      #expect(fixture.stack.clock.pendingCount == 1)
      fixture.container.contentOffset.y = 1333  // scrolls meanwhile arm no more looks
      fixture.stack.clock.advance(by: 0.1)
    }
    #expect(offset == 1333)
    set(nil)
    fixture.stack.clock.advance(by: 0.1)
    #expect(offset == 833)
    #expect(fixture.stack.clock.pendingCount == 0)
  }

  @Test("a scroll that ends before the next look is clamped by the container's next change")
  func endReportedByAChange() {
    fixture.container.contentOffset.y = 1333
    set(.decelerating)
    fixture.views[3].isHidden = true
    set(nil)
    fixture.container.contentOffset.y = 1334  // the deceleration's last step
    #expect(offset == 833)
  }

  @Test("a scroll past the end by the app is not a reflow: it is left alone")
  func scrollPastTheEnd() {
    fixture.container.contentOffset.y = 1500
    #expect(offset == 1500)
    fixture.views[0].frame.size.height = 400  // content 1900: end 1233
    #expect(offset == 1233)
  }

  @Test("a plain container has no offset to keep")
  func plainContainer() {
    let plain = EngineFixture(heights: [500, 500], scrolls: false)
    plain.arrange()
    plain.views[1].isHidden = true
    #expect(plain.container.contentOffset.y == 0)
    #expect(plain.contentHeight == 500)
  }
}
