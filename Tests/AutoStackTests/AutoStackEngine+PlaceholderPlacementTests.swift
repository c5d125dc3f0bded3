import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// Where a placeholder goes, scrolling under it, the sections it leaves untouched, and
/// changes the app's code makes while AutoStack places it.
///
///     container  375 × 667 (a scroll view unless said otherwise)
///     v0, v1     200, 110 high: y 0, 200; content 310
///     empty 120, loading 80, failed 100 (their own heights, used in plain containers)
@MainActor
@Suite struct AutoStackEnginePlaceholderPlacementTests {}

// MARK: - Where a placeholder goes

extension AutoStackEnginePlaceholderPlacementTests {
  @Test("in a scroll view a placeholder covers the visible area, above the sections")
  func scrollPlacement() {
    let (f, views) = EngineFixture.withPlaceholders()
    f.engine.state = .failed
    #expect(views[.failed]?.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(f.subviewNames == ["v0", "v1", "failed"])
    #expect(f.container.contentSize == CGSize(width: 375, height: 200 + 110))  // unchanged
  }

  @Test("in a scroll view the placeholder follows the content offset")
  func afterScrolling() {
    let (f, views) = EngineFixture.withPlaceholders()
    f.container.contentOffset = CGPoint(x: 0, y: 150)
    f.engine.state = .failed
    #expect(views[.failed]?.frame == CGRect(x: 0, y: 150, width: 375, height: 667))
    f.engine.placeholderOptions.allowsScrolling = true
    f.container.contentOffset = CGPoint(x: 0, y: 40)
    #expect(views[.failed]?.frame == CGRect(x: 0, y: 40, width: 375, height: 667))
  }

  @Test("in a scroll view the placeholder lies inside the content inset, the layout's width")
  func contentInset() {
    let (f, views) = EngineFixture.withPlaceholders()
    f.container.contentInset = AutoStackInsets(top: 64, left: 20, bottom: 34, right: 20)
    f.container.contentOffset = CGPoint(x: -20, y: -64)  // scrolled to the top
    f.engine.state = .failed
    #expect(
      views[.failed]?.frame == CGRect(x: 0, y: -64 + 64, width: 375 - 40, height: 667 - 64 - 34))
  }

  @Test("in a plain container the placeholder sits at the top, at its own height")
  func plainPlacement() {
    let (f, views) = EngineFixture.withPlaceholders(scrolls: false)
    #expect(f.contentHeight == 200 + 110 as CGFloat)
    f.engine.state = .failed
    #expect(views[.failed]?.frame == CGRect(x: 0, y: 0, width: 375, height: 100))
    #expect(f.contentHeight == 310 as CGFloat)  // taller than the placeholder already
    f.engine.arrange([])
    #expect(f.contentHeight == 100 as CGFloat)  // at least the placeholder's height
    #expect(f.engine.contentSize == CGSize(width: 375, height: 100))
    f.engine.state = .content
    #expect(views[.empty]?.frame == CGRect(x: 0, y: 0, width: 375, height: 120))
    #expect(f.contentHeight == 120 as CGFloat)
    f.engine.setPlaceholder(nil, for: .empty)
    #expect(f.contentHeight == 0 as CGFloat)
    #expect(f.diagnostics.isEmpty)
  }

  @Test("in a plain container a placeholder the app resizes resizes the container")
  func plainPlaceholderResized() {
    let f = EngineFixture(heights: [], scrolls: false)
    f.arrange()
    let views = f.setPlaceholders()
    views[.empty]?.frame.size.height = 300
    #expect(f.contentHeight == 300 as CGFloat)
    #expect(views[.empty]?.frame == CGRect(x: 0, y: 0, width: 375, height: 300))
  }

  @Test("a placeholder that resizes with its container keeps its own height")
  func autoresizingPlaceholder() {
    let f = EngineFixture(heights: [], scrolls: false)
    f.arrange()
    let views = f.setPlaceholders(heights: [.empty: 120])
    views[.empty]?.autoresizingMask = [.flexibleHeight]
    f.engine.setPlaceholder(nil, for: .empty)
    f.engine.setPlaceholder(views[.empty], for: .empty)
    #expect(f.contentHeight == 120 as CGFloat)
    #expect(views[.empty]?.frame.size.height == 120 as CGFloat)
  }

  @Test("a new container width gives the placeholder the new width")
  func widthChange() {
    let (f, views) = EngineFixture.withPlaceholders()
    f.engine.state = .failed
    f.container.frame.size.width = 320
    #expect(views[.failed]?.frame == CGRect(x: 0, y: 0, width: 320, height: 667))
  }

  @Test("a section arranged while a placeholder shows goes below it")
  func staysOnTop() {
    let (f, _) = EngineFixture.withPlaceholders()
    f.engine.state = .failed
    let extra = SimulatedView(name: "extra", frame: CGRect(x: 0, y: 0, width: 375, height: 50))
    f.engine.arrange(f.views + [extra])
    #expect(f.subviewNames == ["v0", "v1", "extra", "failed"])
  }
}

// MARK: - Scrolling

extension AutoStackEnginePlaceholderPlacementTests {
  @Test("scrolling is off while the loading or failed placeholder shows, and restored after")
  func scrollingOff() {
    let (f, _) = EngineFixture.withPlaceholders()
    f.engine.state = .loading
    #expect(!f.container.isScrollEnabled)
    f.engine.state = .failed
    #expect(!f.container.isScrollEnabled)
    f.engine.state = .content
    #expect(f.container.isScrollEnabled)
  }

  @Test("the empty placeholder leaves scrolling on; so does allowsScrolling")
  func scrollingStaysOn() {
    let (f, _) = EngineFixture.withPlaceholders()
    f.engine.arrange([])
    #expect(f.shown == .empty)
    #expect(f.container.isScrollEnabled)
    f.engine.placeholderOptions.allowsScrolling = true
    f.engine.state = .failed
    #expect(f.container.isScrollEnabled)
    f.engine.placeholderOptions.allowsScrolling = false
    #expect(!f.container.isScrollEnabled)
    f.engine.placeholderOptions.allowsScrolling = true
    #expect(f.container.isScrollEnabled)
  }

  @Test("scrolling the app turned off stays off; turned on meanwhile, it stays on")
  func appScrolling() {
    let (f, _) = EngineFixture.withPlaceholders()
    f.container.isScrollEnabled = false
    f.engine.state = .failed
    f.engine.state = .content
    #expect(!f.container.isScrollEnabled)
    f.container.isScrollEnabled = true
    f.engine.state = .failed
    f.container.isScrollEnabled = true
    f.engine.state = .content
    #expect(f.container.isScrollEnabled)
  }

  @Test("scrolling stays off during the grace time's end and the minimum show time")
  func scrollingDuringMinimumShow() {
    let (f, _) = EngineFixture.withPlaceholders(grace: 0.3, minimumShow: 0.8)
    f.engine.state = .loading
    #expect(f.container.isScrollEnabled)  // nothing shows yet
    f.wait(300)
    #expect(!f.container.isScrollEnabled)
    f.engine.state = .content
    #expect(!f.container.isScrollEnabled)
    f.wait(800)
    #expect(f.container.isScrollEnabled)
  }
}

// MARK: - The sections are untouched

extension AutoStackEnginePlaceholderPlacementTests {
  @Test("showing and hiding placeholders never hides, moves or reflows a section")
  func sectionsUntouched() {
    let (f, views) = EngineFixture.withPlaceholders(grace: 0.3, minimumShow: 0.8)
    let before = f.engine.statistics
    let counts = f.frameSetCounts
    f.engine.state = .loading
    f.wait(300)
    f.engine.state = .failed
    f.wait(800)
    f.engine.state = .content
    #expect(f.views.allSatisfy { !$0.isHidden })
    #expect(f.frameSetCounts == counts)
    #expect(f.engine.statistics == before)
    #expect(f.ys == [0, 200])
    #expect(f.engine.arrangedViews.map(\.name) == ["v0", "v1"])
    #expect(views.values.allSatisfy { $0.superview == nil })
  }

  @Test("hiding every section leaves them hidden under the empty placeholder")
  func hiddenSectionsStayHidden() {
    let (f, _) = EngineFixture.withPlaceholders()
    for view in f.views { view.isHidden = true }
    f.engine.state = .loading
    f.engine.state = .content
    #expect(f.views.allSatisfy { $0.isHidden })
    #expect(f.shown == .empty)
  }

  @Test("the engine's calls: a placeholder is added, observed, announced, stopped and removed")
  func calls() {
    let (f, _) = EngineFixture.withPlaceholders()
    f.stack.calls = []
    f.engine.state = .failed
    f.engine.state = .content
    #expect(
      f.stack.calls == [
        .addPlaceholder("failed"), .observe("failed"), .layoutChanged("failed"), .stopObserving,
        .removePlaceholder("failed"), .layoutChanged("v0"),
      ])
  }
}

// MARK: - Re-entrancy

extension AutoStackEnginePlaceholderPlacementTests {
  @Test("a section the app resizes when a placeholder moves is reflowed once it is placed")
  func sectionResizedByPlaceholder() {
    let (f, views) = EngineFixture.withPlaceholders(scrolls: false)
    // Whenever AutoStack places the empty placeholder, the app grows the first section.
    views[.empty]?.frame.size.width = 100
    views[.empty]?.addObserver(f.views[0]) { [unowned first = f.views[0]] _ in
      first.frame.size.height = 250
    }
    f.engine.arrange([f.views[0]])
    f.views[0].isHidden = true
    #expect(f.shown == .empty)
    #expect(views[.empty]?.frame == CGRect(x: 0, y: 0, width: 375, height: 120))
    #expect(f.views[0].frame.size.height == 250)
    #expect(f.contentHeight == 120 as CGFloat)  // the hidden section takes no space
    f.views[0].isHidden = false
    #expect(f.shown == nil)
    #expect(f.contentHeight == 250 as CGFloat)
  }

  @Test("a placeholder the app changes while AutoStack places it ends where the app says")
  func placeholderChangedWhilePlaced() {
    let (f, views) = EngineFixture.withPlaceholders(scrolls: false)
    let empty = views[.empty]!
    empty.frame.size.width = 100
    var changes = 0
    empty.addObserver(f.container) { view in
      changes += 1
      if changes == 1 { view.frame.size.height = 200 }
    }
    f.engine.arrange([])
    #expect(empty.frame == CGRect(x: 0, y: 0, width: 375, height: 200))
    #expect(f.contentHeight == 200 as CGFloat)
  }
}

extension AutoStackEnginePlaceholderPlacementTests {
  @Test("a section the app resizes as a state change places a placeholder reflows after it")
  func sectionResizedByStateChange() {
    let (f, views) = EngineFixture.withPlaceholders(scrolls: false)
    views[.failed]?.frame.size.width = 100
    views[.failed]?.addObserver(f.views[0]) { [unowned first = f.views[0]] _ in
      first.frame.size.height = 20
    }
    f.engine.state = .failed
    #expect(f.ys == [0, 20])
    #expect(views[.failed]?.frame == CGRect(x: 0, y: 0, width: 375, height: 100))
    #expect(f.contentHeight == 20 + 110 as CGFloat)  // taller than the placeholder's 100
    f.engine.state = .content
    #expect(f.contentHeight == 20 + 110 as CGFloat)
  }

  @Test("a placeholder the app resizes while AutoStack places it keeps its new height")
  func placeholderResizedWhilePlaced() {
    let f = EngineFixture(heights: [], scrolls: false)
    f.arrange()
    let failed = f.setPlaceholders(heights: [.failed: 120])[.failed]!
    f.engine.state = .failed
    #expect(f.contentHeight == 120 as CGFloat)
    // When AutoStack puts it back at x 0, the app makes it taller, once.
    var resized = false
    failed.addObserver(f.container) { view in
      guard view.frame.origin.x == 0, !resized else { return }
      resized = true
      view.frame.size.height = 200
    }
    failed.frame.origin.x = 10
    #expect(failed.frame == CGRect(x: 0, y: 0, width: 375, height: 200))
    #expect(f.contentHeight == 200 as CGFloat)
  }
}

extension AutoStackEnginePlaceholderPlacementTests {
  @Test("an arrangement the app's code stops as a placeholder shows stays stopped")
  func stoppedWhilePlaced() {
    let (f, views) = EngineFixture.withPlaceholders(scrolls: false)
    views[.failed]?.frame.size.width = 100
    views[.failed]?.addObserver(f.views[0]) { [unowned f] _ in
      f.engine.stop()
      f.views[0].frame.size.height = 20
    }
    f.engine.state = .failed
    #expect(f.shown == nil)
    #expect(views[.failed]?.superview == nil)
    #expect(f.ys == [0, 200])  // not reflowed after the stop
    #expect(f.clock.pendingCount == 0)
  }
}
