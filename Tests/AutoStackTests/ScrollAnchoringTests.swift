import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// Scroll anchoring keeps the first visible view where it is on screen.
///
///     container  375 × 667, a scroll view
///     v0 header  200     y 0
///     v1 body    600     y 200
///     v2 comments 800    y 800
///     v3 footer  100     y 1600; content 1700
@MainActor
@Suite struct ScrollAnchoringTests {
  let fixture = EngineFixture(heights: [200, 600, 800, 100])

  init() {
    fixture.arrange()
    fixture.engine.isScrollAnchoringEnabled = true
  }

  var offset: CGFloat { fixture.container.contentOffset.y }
}

extension ScrollAnchoringTests {
  @Test("a view above the anchor grows: the offset moves with the anchor, which stays put")
  func growthAbove() {
    fixture.container.contentOffset.y = 850  // anchor: the comments, 50 points above the top
    fixture.views[0].frame.size.height = 320
    #expect(fixture.views[2].frame.origin.y == 920)  // 800 + 120
    #expect(offset == 970)  // 850 + 120: the comments still start 50 points above the top
  }

  @Test("without anchoring, the offset stays and the comments jump")
  func anchoringOff() {
    fixture.engine.isScrollAnchoringEnabled = false
    fixture.container.contentOffset.y = 850
    fixture.views[0].frame.size.height = 320
    #expect(offset == 850)
  }

  @Test("the anchor itself grows: its top does not move, nor does the offset")
  func growthInside() {
    fixture.container.contentOffset.y = 850
    fixture.views[2].frame.size.height = 1000
    #expect(offset == 850)
    #expect(fixture.views[3].frame.origin.y == 1800)
  }

  @Test("a view below the anchor changes: the offset stays")
  func changeBelow() {
    fixture.container.contentOffset.y = 850
    fixture.views[3].isHidden = true
    #expect(offset == 850)  // content 1600: 850 is still within 1600 − 667 = 933
  }

  @Test("a hidden anchor hands over to the next view, which stays put")
  func hiddenAnchor() {
    fixture.container.contentOffset.y = 850
    fixture.engine.performBatch {
      fixture.views[0].frame.size.height = 320
      fixture.views[2].isHidden = true
    }
    #expect(fixture.views[3].frame.origin.y == 920)  // 320 + 600
    // The footer anchors instead: 850 + (920 − 1600), within 1020 − 667 = 353.
    #expect(offset == 170)
  }

  @Test("a batch anchors from the frames before its first change")
  func batch() {
    fixture.container.contentOffset.y = 850
    fixture.engine.performBatch {
      fixture.views[0].frame.size.height = 320  // comments to 920
      fixture.views[1].isHidden = true  // comments to 320
    }
    #expect(fixture.views[2].frame.origin.y == 320)
    #expect(offset == 370)  // 850 + (320 − 800)
  }

  @Test("inside animate, the offset lands with the frames")
  func animation() {
    fixture.container.contentOffset.y = 850
    fixture.stack.animate { fixture.views[1].frame.size.height = 400 }
    #expect(offset == 650)  // 850 − 200
  }

  @Test("at offset 0 nothing is anchored: the top stays the top")
  func atTheTop() {
    fixture.views[0].frame.size.height = 320
    #expect(offset == 0)
  }

  @Test("the first view taller than 0 whose bottom is below the top anchors, not one ending at it")
  func anchorChoice() {
    fixture.container.contentOffset.y = 800  // the body ends at 800, the top: the comments anchor
    fixture.views[1].frame.size.height = 700
    #expect(offset == 900)
  }

  @Test("the offset never goes above the top")
  func neverAboveTheTop() {
    let fixture = EngineFixture(heights: [100, 100, 2000])
    fixture.arrange(options: AutoStackOptions(spacing: 30))
    fixture.engine.isScrollAnchoringEnabled = true
    fixture.container.contentOffset.y = 240  // v1 ends at 230: v2, at 260, anchors
    fixture.engine.performBatch {
      fixture.views[0].isHidden = true
      fixture.views[1].isHidden = true
    }
    // v2 moves from 260 to 0: 240 − 260 = −20, held at the top, 0.
    #expect(fixture.container.contentOffset.y == 0)
  }

  @Test("with a top content inset, the visible area starts below it")
  func contentInset() {
    fixture.container.contentInset = AutoStackInsets(top: 64)
    fixture.container.contentOffset.y = 750  // visible from 814: the comments anchor
    fixture.views[1].frame.size.height = 650
    #expect(offset == 800)
  }
}
