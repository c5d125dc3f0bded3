import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// Visibility events: which views appear and disappear, when, and in which order.
///
///     container  375 × 667, a scroll view
///     v0 … v9    300 each: v0 at 0, v1 at 300, v2 at 600, …; content 3000
@MainActor
@Suite struct VisibilityTests {
  let fixture = EngineFixture(heights: Array(repeating: 300, count: 10))
  let recorder = Recorder()

  init() {
    fixture.arrange()
  }

  func watch(threshold: CGFloat = 0) {
    fixture.engine.visibilityThreshold = threshold
    fixture.engine.onVisibilityChange = { [recorder] view, isVisible in
      recorder.events.append("\(isVisible ? "appear" : "disappear") \(view.name)")
    }
  }

  /// The events since the last call.
  func events() -> [String] {
    defer { recorder.events = [] }
    return recorder.events
  }

  @MainActor
  final class Recorder {
    var events: [String] = []
  }
}

extension VisibilityTests {
  @Test("starting to watch reports the views visible then, top to bottom")
  func startWatching() {
    watch()
    #expect(events() == ["appear v0", "appear v1", "appear v2"])  // 0 ..< 667
    #expect(fixture.engine.visibleViews.map(\.name) == ["v0", "v1", "v2"])
  }

  @Test("a scroll reports first what disappeared, in its order, then what appeared")
  func scroll() {
    watch()
    _ = events()
    fixture.container.contentOffset.y = 700  // 700 ..< 1367: v2 … v4
    #expect(events() == ["disappear v0", "disappear v1", "appear v3", "appear v4"])
    fixture.container.contentOffset.y = 2500  // 2500 ..< 3167: v8, v9
    #expect(events() == ["disappear v2", "disappear v3", "disappear v4", "appear v8", "appear v9"])
    fixture.container.contentOffset.y = 2510
    #expect(events() == [])
  }

  @Test("touching edges are not an overlap: y < offset + height and y + height > offset")
  func edges() {
    watch()
    _ = events()
    fixture.container.contentOffset.y = 300  // 300 ..< 967: v0 ends at 300, v3 starts at 900
    #expect(events() == ["disappear v0", "appear v3"])
    fixture.container.contentOffset.y = 533  // 533 ..< 1200: v4 starts at 1200
    #expect(events() == [])
    fixture.container.contentOffset.y = 534
    #expect(events() == ["appear v4"])
  }

  @Test("a threshold asks for that fraction of the view's height")
  func threshold() {
    watch(threshold: 0.5)
    #expect(events() == ["appear v0", "appear v1"])  // v2 shows 67 of 300
    fixture.container.contentOffset.y = 90  // v0 shows 210, v2 157: both at least 150
    #expect(events() == ["appear v2"])
    fixture.container.contentOffset.y = 160  // v0 shows 140
    #expect(events() == ["disappear v0"])
  }

  @Test("reflows report net changes, after the anchoring and the clamp")
  func reflow() {
    watch()
    fixture.container.contentOffset.y = 700
    _ = events()
    fixture.engine.isScrollAnchoringEnabled = true
    // v2 anchors: v0 grows, the offset follows, and nothing visible changes.
    fixture.views[0].frame.size.height = 500
    #expect(fixture.container.contentOffset.y == 900)
    #expect(events() == [])
    // Without anchoring, v1 growing pushes v2 … v4 down: v1 shows, v4 leaves.
    fixture.engine.isScrollAnchoringEnabled = false
    fixture.views[1].frame.size.height = 600
    #expect(events() == ["disappear v4", "appear v1"])
  }

  @Test("hiding, resizing to 0 and leaving the arrangement make a view disappear")
  func hiddenAndRemoved() {
    watch()
    _ = events()
    fixture.views[1].isHidden = true  // v2 and v3 move up into view
    #expect(events() == ["disappear v1", "appear v3"])
    fixture.views[0].frame.size.height = 0
    #expect(events() == ["disappear v0", "appear v4"])
    fixture.arrange([fixture.views[4], fixture.views[2]])
    #expect(events() == ["disappear v3"])
    fixture.engine.stop()
    #expect(events() == ["disappear v4", "disappear v2"])
  }

  @Test("leaving the window makes the visible views disappear; coming back, appear")
  func window() {
    watch()
    _ = events()
    fixture.container.isInWindow = false
    #expect(events() == ["disappear v0", "disappear v1", "disappear v2"])
    fixture.container.contentOffset.y = 900
    #expect(events() == [])
    fixture.container.isInWindow = true
    #expect(events() == ["appear v3", "appear v4", "appear v5"])
  }

  @Test("a batch reports once, at its end")
  func batch() {
    watch()
    _ = events()
    fixture.engine.performBatch {
      fixture.views[0].isHidden = true
      fixture.container.contentOffset.y = 300
      #expect(events() == [])
      fixture.views[0].isHidden = false
    }
    #expect(events() == ["disappear v0", "appear v3"])
  }

  @Test("the viewport and the insets change what is visible")
  func viewport() {
    watch()
    _ = events()
    fixture.container.frame.size.height = 1000
    #expect(events() == ["appear v3"])
    fixture.container.contentInset = AutoStackInsets(top: 300)
    #expect(events() == ["disappear v0"])
  }

  @Test("with a negative spacing, overlapping views are still found")
  func negativeSpacing() {
    let fixture = EngineFixture(heights: [300, 10, 300, 300])
    fixture.arrange()
    fixture.engine.setCustomSpacing(-305, after: fixture.views[2])  // v3 starts at 305, over v2
    var events: [String] = []
    fixture.engine.onVisibilityChange = { view, isVisible in
      events.append("\(isVisible ? "appear" : "disappear") \(view.name)")
    }
    fixture.container.contentOffset.y = 400  // 400 ..< 1067: v2 (310 ..< 610), v3 (305 ..< 605)
    #expect(
      events == [
        "appear v0", "appear v1", "appear v2", "appear v3", "disappear v0",
        "disappear v1",
      ])
  }

  @Test("a handler that changes a view is told about it after the current change")
  func reentrantHandler() {
    var events: [String] = []
    // Unowned: the engine keeps its handler, which must not keep the fixture that owns it.
    fixture.engine.onVisibilityChange = { [unowned fixture] view, isVisible in
      events.append("\(isVisible ? "appear" : "disappear") \(view.name)")
      if view === fixture.views[3], isVisible { fixture.views[4].isHidden = true }
    }
    events = []
    fixture.container.contentOffset.y = 700
    #expect(
      events == [
        "disappear v0", "disappear v1", "appear v3", "appear v4", "disappear v4",
        "appear v5",
      ])
  }

  @Test("a scroll writes no frame and runs no reflow")
  func scrollIsFree() {
    watch()
    let before = fixture.engine.statistics
    for y in stride(from: 0, through: 2000, by: 50) {
      fixture.container.contentOffset.y = CGFloat(y)
    }
    #expect(fixture.engine.statistics == before)
  }

  @Test("a plain container shows every view that is not hidden and higher than 0")
  func plainContainer() {
    let plain = EngineFixture(heights: [300, 0, 300], scrolls: false)
    plain.arrange()
    var names: [String] = []
    plain.engine.onVisibilityChange = { view, _ in names.append(view.name) }
    #expect(names == ["v0", "v2"])
  }

  @Test("setting the handler to nil stops watching, without events")
  func stopWatching() {
    watch()
    fixture.engine.onVisibilityChange = nil
    #expect(fixture.engine.visibleViews.isEmpty)
    fixture.container.contentOffset.y = 900
    #expect(events() == ["appear v0", "appear v1", "appear v2"])
  }

  @Test("a threshold below 0 or not finite counts as 0, above 1 as 1")
  func oddThresholds() {
    watch(threshold: -1)
    #expect(events() == ["appear v0", "appear v1", "appear v2"])  // v2 shows 67 of 300
    fixture.engine.visibilityThreshold = .nan
    #expect(events() == [])
    fixture.engine.visibilityThreshold = 2
    #expect(events() == ["disappear v2"])  // v0 and v1 show whole
    fixture.container.contentOffset.y = 1
    #expect(events() == ["disappear v0"])
  }
}
