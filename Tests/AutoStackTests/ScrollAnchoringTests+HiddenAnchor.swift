import AutoStack
import AutoStackSimulator
import Foundation
import Testing

// MARK: - The anchor hidden, or leaving the arrangement

/// An anchor hidden or gone in the change hands over to the next view that qualified as an
/// anchor (its bottom below the visible top, not hidden, higher than 0, not sticky) and is
/// still arranged, alive and not hidden: the offset moves by how far that view's top moved.
///
///     container  375 wide, a scroll view, 200 high, scrolled to 150
///     v0  100     y 0
///     v1  100     y 100    the anchor, half scrolled past
///     v2  1000    y 200    50 points below the visible top; content 1200
extension ScrollAnchoringTests {
  /// The views of `heights`, arranged in a scroll view `viewport` high, scrolled to `offset`,
  /// anchoring on.
  private func page(
    _ heights: [CGFloat], viewport: CGFloat = 200, offset: CGFloat,
    options: AutoStackOptions? = nil
  ) -> EngineFixture {
    let fixture = EngineFixture(heights: heights)
    fixture.arrange(options: options)
    fixture.container.frame.size.height = viewport
    fixture.engine.isScrollAnchoringEnabled = true
    fixture.container.contentOffset.y = offset
    return fixture
  }

  @Test("the anchor hidden: the next view keeps its place on screen, and the offset follows it")
  func hiddenAnchorHandsOver() {
    let f = page([100, 100, 1000], offset: 150)
    let onScreen = f.views[2].frame.origin.y - f.container.contentOffset.y  // 200 − 150
    f.views[1].isHidden = true
    #expect(f.views[2].frame.origin.y == 100)  // 200 − 100
    #expect(f.container.contentOffset.y == 50)  // 150 + (100 − 200)
    #expect(f.views[2].frame.origin.y - f.container.contentOffset.y == onScreen)
    #expect(onScreen == 50)
    #expect(f.contentHeight == 1100)
  }

  @Test("the anchor left out of a new arrangement: the next view anchors")
  func anchorLeftOut() {
    let f = page([100, 100, 1000], offset: 150)
    f.arrange([f.views[0], f.views[2]])
    #expect(f.views[2].frame.origin.y == 100)
    #expect(f.container.contentOffset.y == 50)  // 150 + (100 − 200)
  }

  @Test("the anchor removed from the container and released: the next view anchors")
  func anchorReleased() {
    let fixture = EngineFixture(heights: [100, 1000])
    var anchor: SimulatedView? = SimulatedView(
      name: "anchor", frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    weak let released = anchor
    fixture.arrange([fixture.views[0], anchor!, fixture.views[1]])
    fixture.container.frame.size.height = 200
    fixture.engine.isScrollAnchoringEnabled = true
    fixture.container.contentOffset.y = 150
    anchor?.removeFromSuperview()
    anchor = nil
    fixture.engine.setNeedsReflow()
    #expect(released == nil)
    #expect(fixture.views[1].frame.origin.y == 100)
    #expect(fixture.container.contentOffset.y == 50)  // 150 + (100 − 200)
  }

  @Test("a batch takes the anchor and the views after it as it opens")
  func batchHandsOver() {
    let f = page([100, 100, 1000], offset: 150)
    f.engine.performBatch {
      f.views[0].frame.size.height = 150  // v1 to 150, v2 to 250
      f.views[1].isHidden = true  // v2 to 150
    }
    #expect(f.views[2].frame.origin.y == 150)
    #expect(f.container.contentOffset.y == 100)  // 150 + (150 − 200)
  }

  @Test("an anchor hidden and shown again in one batch still anchors")
  func anchorShownAgain() {
    let f = page([100, 100, 1000], offset: 150)
    f.engine.performBatch {
      f.views[1].isHidden = true
      f.views[0].frame.size.height = 130
      f.views[1].isHidden = false
    }
    #expect(f.container.contentOffset.y == 180)  // 150 + (130 − 100), v1's own move
  }

  @Test("a view hidden before the change is skipped, even if the change shows it")
  func candidateHiddenBefore() {
    let f = page([100, 100, 100, 1000], offset: 150)
    f.views[2].isHidden = true  // v3 at 200
    f.engine.performBatch {
      f.views[1].isHidden = true
      f.views[2].isHidden = false  // v2 at 100, v3 still at 200
    }
    #expect(f.views[3].frame.origin.y == 200)
    #expect(f.container.contentOffset.y == 150)  // v3 did not move
  }

  @Test("a view hidden in the change is skipped")
  func candidateHiddenAfter() {
    let f = page([300, 100, 100, 1000], offset: 350)
    f.engine.performBatch {
      f.views[1].isHidden = true
      f.views[2].isHidden = true
    }
    #expect(f.views[3].frame.origin.y == 300)  // 500 − 100 − 100
    #expect(f.container.contentOffset.y == 150)  // 350 + (300 − 500)
  }

  @Test("a view 0 high is skipped")
  func candidateOfZeroHeight() {
    let f = page([300, 100, 0, 1000], offset: 350)
    f.engine.performBatch {
      f.views[1].isHidden = true  // v2 from 400 to 300
      f.views[2].frame.size.height = 50  // v3 from 400 to 350
    }
    #expect(f.container.contentOffset.y == 300)  // 350 + (350 − 400), v3's move
  }

  @Test("a view whose bottom is above the visible top is skipped")
  func candidateAboveTheTop() {
    // A spacing of −100 after v1 puts v2 at 300 to 340, above the visible top, 350.
    let f = page([300, 100, 40, 1000], offset: 350)
    f.engine.setCustomSpacing(-100, after: f.views[1])
    #expect(f.views[3].frame.origin.y == 340)
    f.engine.performBatch {
      f.views[1].isHidden = true  // its spacing goes with it: v2 stays at 300
      f.views[2].frame.size.height = 20  // v3 from 340 to 320
    }
    #expect(f.views[2].frame.origin.y == 300)
    #expect(f.container.contentOffset.y == 330)  // 350 + (320 − 340), v3's move
  }

  @Test("a sticky view is skipped")
  func stickyCandidate() {
    let f = page([300, 100, 50, 1000], offset: 350)
    f.engine.setSticky(true, for: f.views[2])  // at 400, not pinned
    f.engine.performBatch {
      f.views[1].isHidden = true  // v2 from 400 to 300
      f.views[2].frame.size.height = 30  // v3 from 450 to 330
    }
    #expect(f.views[3].frame.origin.y == 330)
    #expect(f.container.contentOffset.y == 230)  // 350 + (330 − 450), v3's move
    #expect(f.views[3].frame.origin.y - f.container.contentOffset.y == 100)  // 450 − 350
  }

  @Test("no view to hand over to: the offset stays")
  func noCandidate() {
    // A bottom inset of 500 keeps the content long enough for the offset to stay inside it.
    let f = page(
      [1000, 100, 0, 100], offset: 1050,
      options: AutoStackOptions(insets: AutoStackInsets(top: 0, left: 0, bottom: 500, right: 0)))
    f.engine.performBatch {
      f.views[1].isHidden = true  // v2, 0 high, is skipped
      f.views[3].isHidden = true
    }
    #expect(f.contentHeight == 1500)  // 1000 + 500
    #expect(f.container.contentOffset.y == 1050)
  }
}

// MARK: - Against the model

extension ScrollAnchoringTests {
  /// A page of the eight views scrolled past the top with anchoring on, then a batch that
  /// hides, shows, resizes, removes, releases and leaves out views: the offset, the frames
  /// and every event match the model after each operation.
  @Test("seeded batches that hide or remove anchors match the model", arguments: 1...300)
  func randomHandovers(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let slots = RandomOperation.Element.self
    let order = (0..<8).shuffled(using: &generator)
    var operations: [RandomOperation] = [
      .arrange(
        container: 0, order.map { slots.view($0) },
        spacing: [0, 8, -4].randomElement(using: &generator),
        insets: nil, alignment: nil),
      .setContainerHeight(container: 0, [60, 100, 150].randomElement(using: &generator)!),
      .setScrollAnchoring(container: 0, true),
      .watchVisibility(container: 0, true),
    ]
    for view in 0..<8 where Int.random(in: 0..<4, using: &generator) == 0 {
      operations.append(.setHidden(view: view, true))
    }
    operations.append(.scroll(container: 0, CGFloat(Int.random(in: 5...240, using: &generator))))
    var changes: [RandomOperation] = []
    for _ in 0..<Int.random(in: 1...5, using: &generator) {
      let view = Int.random(in: 0..<8, using: &generator)
      let change: RandomOperation =
        switch Int.random(in: 0..<6, using: &generator) {
        case 0, 1: .setHidden(view: view, true)
        case 2: .setHidden(view: view, false)
        case 3: .setHeight(view: view, [0, 30, 120].randomElement(using: &generator)!)
        case 4: .drop(view: view)
        case _ where Bool.random(using: &generator): .release(view: view)
        default: .removeFromSuperview(view: view)
        }
      changes.append(change)
    }
    operations.append(.batch(container: 0, changes))
    let divergence = RandomOperationRunner.run(operations)
    #expect(
      divergence == nil,
      "seed \(seed), operation \((divergence?.step ?? 0) + 1): \(divergence?.difference ?? "")")
  }
}
