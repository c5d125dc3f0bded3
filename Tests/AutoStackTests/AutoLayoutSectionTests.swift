import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// A section positioned by Auto Layout, `translatesAutoresizingMaskIntoConstraints` false.
///
/// Its frame is its constraints', which the container's layout pass puts back
/// (`SimulatedView.layoutSubviews()`). AutoStack never writes it, stacks the other views
/// around its height, and reports it once while it is arranged.
///
///     v0  40     y 0
///     v1  60     under Auto Layout: its constraints give it (0, 200, 375, 80)
///     v2  30
@MainActor
@Suite struct AutoLayoutSectionTests {
  init() {
    fixture.views[1].usesAutoLayout = true
    fixture.views[1].constraintFrame = CGRect(x: 0, y: 200, width: 375, height: 80)
  }

  let fixture = EngineFixture(heights: [40, 60, 30])

  var container: SimulatedView { fixture.container }
  var statistics: AutoStackStatistics { fixture.engine.statistics }
}

extension AutoLayoutSectionTests {
  @Test("a section under Auto Layout is never written; the others stack around its height")
  func neverWritten() {
    fixture.arrange()
    #expect(fixture.views[1].frame == CGRect(x: 0, y: 0, width: 375, height: 60))
    #expect(fixture.views[1].frameSetCount == 0)
    #expect(fixture.ys == [0, 0, 100])  // v2 after a slot of 60 at 40
    #expect(fixture.contentHeight == 130)
    // The layout pass gives v1 its constraints' frame: v2 moves once, below 80.
    container.layoutSubviews()
    #expect(fixture.views[1].frame == CGRect(x: 0, y: 200, width: 375, height: 80))
    #expect(fixture.ys == [0, 200, 120])
    #expect(fixture.contentHeight == 150)
  }

  @Test("layout passes no longer fight AutoStack: no write and no reflow after the first")
  func noLoopAcrossLayoutPasses() {
    fixture.arrange()
    container.layoutSubviews()
    let (writes, reflows) = (statistics.frameWrites, statistics.reflows)
    let sets = fixture.frameSetCounts
    for _ in 0..<5 {
      // A pass the container runs for any reason: its size, a subview, a scroll.
      container.layoutSubviews()
      fixture.engine.setNeedsReflow()
    }
    #expect(statistics.frameWrites == writes)
    #expect(statistics.reflows == reflows + 5)  // the five asked for, writing nothing
    #expect(fixture.frameSetCounts == sets)
    for _ in 0..<5 { container.layoutSubviews() }
    #expect(statistics.reflows == reflows + 5)
  }

  @Test("reported once while arranged, also when it turns to Auto Layout later, and on rejoining")
  func reportedOncePerArrangement() {
    fixture.arrange()
    container.layoutSubviews()
    fixture.engine.setNeedsReflow()
    #expect(fixture.diagnostics == [.subviewUsesAutoLayout(index: 1)])
    // v2 is given constraints after it joined: the next pass that reaches it reports it.
    fixture.views[2].usesAutoLayout = true
    fixture.engine.setNeedsReflow()
    fixture.engine.setNeedsReflow()
    #expect(
      fixture.diagnostics == [.subviewUsesAutoLayout(index: 1), .subviewUsesAutoLayout(index: 2)])
    // v1 leaves and joins again: reported again; v2, arranged all along, is not.
    fixture.arrange([fixture.views[0], fixture.views[2]])
    fixture.arrange()
    #expect(fixture.diagnostics.count == 3)
    #expect(fixture.diagnostics.last == .subviewUsesAutoLayout(index: 1))
  }

  @Test("a section back to frames is placed again at the next pass that reaches it")
  func backToFrames() {
    fixture.arrange()
    container.layoutSubviews()
    fixture.views[1].usesAutoLayout = false
    fixture.engine.setNeedsReflow()
    #expect(fixture.views[1].frame == CGRect(x: 0, y: 40, width: 375, height: 80))
    #expect(fixture.ys == [0, 40, 120])
  }

  @Test("a fitting section under Auto Layout is never measured")
  func notMeasured() {
    fixture.views[1].text = SimulatedText(characters: 300, scaleHundredths: 100)
    fixture.engine.arrange(fixture.views, sizing: .fitting)
    #expect(fixture.views[1].measurementCount == 0)
    #expect(fixture.views[0].measurementCount == 1)
  }

  @Test("a sticky section under Auto Layout does not pin")
  func stickyDoesNotPin() {
    fixture.arrange()
    container.layoutSubviews()
    fixture.engine.setSticky(true, for: fixture.views[1])
    container.contentOffset.y = 300
    #expect(fixture.views[1].frame.origin.y == 200)
    #expect(fixture.views[1].frameSetCount == 1)  // the layout pass's only
  }
}
