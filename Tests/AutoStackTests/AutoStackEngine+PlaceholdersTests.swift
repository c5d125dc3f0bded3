import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// Placeholders through the simulator: which one shows and when.
///
/// Also in batches, after stop, on misuse, and how long they live. Where they go is in
/// `AutoStackEngine+PlaceholderPlacementTests`.
///
///     container  375 × 667 (a scroll view unless said otherwise)
///     v0, v1     200, 110 high: y 0, 200; content 310
///     empty 120, loading 80, failed 100 (their own heights, used in plain containers)
@MainActor
@Suite struct AutoStackEnginePlaceholdersTests {}

// MARK: - State failed

extension AutoStackEnginePlaceholdersTests {
  @Test("failed shows the failed placeholder at once, over visible sections")
  func failedAtOnce() {
    let (f, views) = EngineFixture.withPlaceholders(grace: 0.5, minimumShow: 1)
    #expect(f.shown == nil)
    f.engine.state = .failed
    #expect(f.shown == .failed)
    #expect(views[.failed]?.superview === f.container)
    f.engine.state = .content
    #expect(f.shown == nil)  // no minimum show time for failed
    #expect(views[.failed]?.superview == nil)
  }

  @Test("failed during the grace time shows at once, and loading never shows")
  func failedDuringGrace() {
    let (f, _) = EngineFixture.withPlaceholders(grace: 0.5)
    f.engine.state = .loading
    f.wait(200)
    f.engine.state = .failed
    #expect(f.shown == .failed)
    f.wait(1000)
    #expect(f.shown == .failed)
    #expect(f.clock.pendingCount == 0)
  }
}

// MARK: - State loading: the grace time

extension AutoStackEnginePlaceholdersTests {
  @Test("loading shows nothing during the grace time, then the loading placeholder")
  func graceTime() {
    let (f, _) = EngineFixture.withPlaceholders(grace: 0.3)
    f.engine.state = .loading
    #expect(f.shown == nil)
    f.wait(299)
    #expect(f.shown == nil)
    f.wait(1)
    #expect(f.shown == .loading)
  }

  @Test("during the grace time not even the empty placeholder shows")
  func nothingDuringGrace() {
    let (f, _) = EngineFixture.withPlaceholders(grace: 0.3)
    f.views[0].isHidden = true
    f.views[1].isHidden = true
    #expect(f.shown == .empty)
    f.engine.state = .loading
    #expect(f.shown == nil)
    f.wait(300)
    #expect(f.shown == .loading)
  }

  @Test("a load that ends within the grace time shows no loading placeholder at all")
  func loadWithinGrace() {
    let (f, _) = EngineFixture.withPlaceholders(grace: 0.3, minimumShow: 1)
    f.stack.calls = []
    f.engine.state = .loading
    f.wait(250)
    f.engine.state = .content
    f.wait(1000)
    #expect(f.shown == nil)
    #expect(!f.stack.calls.contains(.addPlaceholder("loading")))
    #expect(f.clock.pendingCount == 0)
  }

  @Test("loading that becomes content then loading again starts its grace time again")
  func graceRestarts() {
    let (f, _) = EngineFixture.withPlaceholders(grace: 0.3)
    f.engine.state = .loading
    f.wait(200)
    f.engine.state = .content
    f.engine.state = .loading
    f.wait(200)  // 400 ms since the first loading, 200 since this one
    #expect(f.shown == nil)
    f.wait(100)
    #expect(f.shown == .loading)
  }

  @Test("setting loading again while loading keeps the grace time running")
  func loadingAgain() {
    let (f, _) = EngineFixture.withPlaceholders(grace: 0.3)
    f.engine.state = .loading
    f.wait(200)
    f.engine.state = .loading
    f.wait(100)
    #expect(f.shown == .loading)
  }

  @Test("with no grace time, loading shows at once; the grace time splits across waits")
  func noGrace() {
    let (f, _) = EngineFixture.withPlaceholders()
    f.engine.state = .loading
    #expect(f.shown == .loading)
    let (g, _) = EngineFixture.withPlaceholders(grace: 0.1)
    g.engine.state = .loading
    g.wait(30)
    g.wait(70)  // 0.03 + 0.07 is a rounding error short of 0.1
    #expect(g.shown == .loading)
  }

  @Test("a shorter grace time set while waiting shows the placeholder at once")
  func graceShortened() {
    let (f, _) = EngineFixture.withPlaceholders(grace: 1)
    f.engine.state = .loading
    f.wait(400)
    f.engine.placeholderOptions.graceTime = 0.3
    #expect(f.shown == .loading)
  }
}

// MARK: - State loading: the minimum show time

extension AutoStackEnginePlaceholdersTests {
  @Test("content before the minimum show time is over waits for it")
  func minimumShowTime() {
    let (f, _) = EngineFixture.withPlaceholders(grace: 0.3, minimumShow: 0.8)
    f.engine.state = .loading
    f.wait(300)  // shows at 300
    f.wait(200)
    f.engine.state = .content  // at 500
    #expect(f.shown == .loading)
    f.wait(599)  // 1,099
    #expect(f.shown == .loading)
    f.wait(1)  // 1,100 = 300 + 800
    #expect(f.shown == nil)
  }

  @Test("content after the minimum show time hides the loading placeholder at once")
  func afterMinimumShowTime() {
    let (f, _) = EngineFixture.withPlaceholders(minimumShow: 0.8)
    f.engine.state = .loading
    f.wait(900)
    f.engine.state = .content
    #expect(f.shown == nil)
  }

  @Test("failed during the minimum show time shows once it is over")
  func failedDuringMinimumShow() {
    let (f, _) = EngineFixture.withPlaceholders(minimumShow: 0.8)
    f.engine.state = .loading
    f.wait(100)
    f.engine.state = .failed
    #expect(f.shown == .loading)
    f.wait(700)
    #expect(f.shown == .failed)
  }

  @Test("empty during the minimum show time shows once it is over")
  func emptyDuringMinimumShow() {
    let (f, _) = EngineFixture.withPlaceholders(minimumShow: 0.8)
    f.engine.state = .loading
    f.engine.arrange([])
    f.engine.state = .content
    #expect(f.shown == .loading)
    f.wait(800)
    #expect(f.shown == .empty)
  }

  @Test("loading again during the minimum show time keeps the placeholder, without a flicker")
  func loadingAgainDuringMinimumShow() {
    let (f, _) = EngineFixture.withPlaceholders(grace: 0.3, minimumShow: 0.8)
    f.engine.state = .loading
    f.wait(300)
    f.stack.calls = []
    f.engine.state = .content
    f.wait(100)
    f.engine.state = .loading
    f.wait(2000)
    #expect(f.shown == .loading)
    #expect(
      !f.stack.calls.contains {
        $0 == .addPlaceholder("loading") || $0 == .removePlaceholder("loading")
      })
  }

  @Test("the minimum show time counts from when the placeholder appears, not from loading")
  func minimumShowFromAppearance() {
    let (f, _) = EngineFixture.withPlaceholders(grace: 0.5, minimumShow: 0.5)
    f.engine.state = .loading
    f.wait(600)  // shows at 500
    f.engine.state = .content
    #expect(f.shown == .loading)
    f.wait(399)  // 999
    #expect(f.shown == .loading)
    f.wait(1)  // 1,000 = 500 + 500
    #expect(f.shown == nil)
  }
}

// MARK: - State content: the empty placeholder

extension AutoStackEnginePlaceholdersTests {
  @Test("empty shows at once when nothing is arranged")
  func emptyWhenNothingArranged() {
    let (f, _) = EngineFixture.withPlaceholders(grace: 1, minimumShow: 1)
    f.engine.arrange([])
    #expect(f.shown == .empty)
    f.engine.arrange(f.views)
    #expect(f.shown == nil)
  }

  @Test("empty shows at once when every section is hidden, and hides when one shows")
  func emptyWhenAllHidden() {
    let (f, _) = EngineFixture.withPlaceholders(grace: 1, minimumShow: 1)
    f.views[0].isHidden = true
    #expect(f.shown == nil)
    f.views[1].isHidden = true
    #expect(f.shown == .empty)
    f.views[1].isHidden = false
    #expect(f.shown == nil)
  }

  @Test("empty shows when every visible section is 0 high, whatever the spacing")
  func emptyWhenAllZeroHeight() {
    let (f, _) = EngineFixture.withPlaceholders()
    f.engine.options.spacing = 8
    f.views[0].frame.size.height = 0
    f.views[1].isHidden = true
    #expect(f.shown == .empty)
    f.views[0].frame.size.height = 1
    #expect(f.shown == nil)
  }

  @Test("a visible section with content shows no placeholder")
  func noPlaceholder() {
    let (f, views) = EngineFixture.withPlaceholders()
    #expect(f.shown == nil)
    #expect(views.values.allSatisfy { $0.superview == nil })
  }

  @Test("the empty placeholder set while the stack is empty shows at once")
  func emptySetLater() {
    let f = EngineFixture(heights: [])
    f.arrange()
    #expect(f.shown == nil)
    f.setPlaceholders(heights: [.empty: 120])
    #expect(f.shown == .empty)
    f.engine.setPlaceholder(nil, for: .empty)
    #expect(f.shown == nil)
    #expect(f.subviewNames.isEmpty)
  }

  @Test("one view may serve several kinds: it stays on screen from one to the other")
  func oneViewSeveralKinds() {
    let f = EngineFixture(heights: [])
    f.arrange()
    let message = SimulatedView(name: "message", frame: CGRect(x: 0, y: 0, width: 375, height: 50))
    f.engine.setPlaceholder(message, for: .empty)
    f.engine.setPlaceholder(message, for: .failed)
    f.stack.calls = []
    f.engine.state = .failed
    #expect(f.shown == .failed)
    #expect(f.stack.calls.isEmpty)
  }

  @Test("a placeholder replaced while it shows is swapped on screen")
  func replacedWhileShown() {
    let (f, views) = EngineFixture.withPlaceholders()
    f.engine.state = .failed
    let other = SimulatedView(name: "other", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    f.engine.setPlaceholder(other, for: .failed)
    #expect(views[.failed]?.superview == nil)
    #expect(other.superview === f.container)
    #expect(f.engine.placeholder(for: .failed) === other)
  }
}

// MARK: - Batches and stop

extension AutoStackEnginePlaceholdersTests {
  @Test("changes in a batch are decided once, at its end")
  func batch() {
    let (f, _) = EngineFixture.withPlaceholders()
    f.stack.calls = []
    f.engine.performBatch {
      f.engine.state = .failed
      #expect(f.shown == nil)
      f.engine.arrange([])
      f.engine.state = .content
    }
    #expect(f.shown == .empty)
    #expect(
      f.stack.calls.filter { if case .addPlaceholder = $0 { true } else { false } } == [
        .addPlaceholder("empty")
      ])
  }

  @Test("stop removes the placeholder at once and restores scrolling; arranging shows it again")
  func stop() {
    let (f, views) = EngineFixture.withPlaceholders(minimumShow: 1)
    f.engine.state = .loading
    f.engine.stop()
    #expect(f.shown == nil)
    #expect(views[.loading]?.superview == nil)
    #expect(f.container.isScrollEnabled)
    #expect(f.clock.pendingCount == 0)
    f.engine.state = .failed
    #expect(f.shown == nil)
    f.arrange()
    #expect(f.shown == .failed)
  }

  @Test("nothing shows before the first arrangement")
  func beforeArranging() {
    let f = EngineFixture(heights: [200])
    f.setPlaceholders()
    f.engine.state = .failed
    #expect(f.shown == nil)
    f.arrange()
    #expect(f.shown == .failed)
  }

  @Test("without a clock, the times count as 0")
  func noClock() {
    let (f, _) = EngineFixture.withPlaceholders(grace: 1, minimumShow: 1)
    f.engine.clock = nil
    f.engine.state = .loading
    #expect(f.shown == .loading)
    f.engine.state = .content
    #expect(f.shown == nil)
  }
}

// MARK: - Misuse

extension AutoStackEnginePlaceholdersTests {
  @Test("a placeholder given to arrange is skipped and reported")
  func placeholderArranged() {
    let (f, views) = EngineFixture.withPlaceholders()
    f.engine.arrange([f.views[0], views[.empty]!, f.views[1]])
    #expect(f.diagnostics == [.placeholderInSubviews(index: 1)])
    #expect(f.engine.arrangedViews.map(\.name) == ["v0", "v1"])
  }

  @Test("an arranged view or the container as a placeholder is ignored and reported")
  func invalidPlaceholder() {
    let (f, views) = EngineFixture.withPlaceholders()
    f.engine.setPlaceholder(f.views[0], for: .failed)
    f.engine.setPlaceholder(f.container, for: .empty)
    #expect(f.diagnostics == [.invalidPlaceholder(.failed), .invalidPlaceholder(.empty)])
    #expect(f.engine.placeholder(for: .failed) === views[.failed])
    #expect(f.engine.placeholder(for: .empty) === views[.empty])
  }
}

// MARK: - Lifetime

extension AutoStackEnginePlaceholdersTests {
  @Test("the arrangement keeps its placeholders, and releases them with itself")
  func placeholdersReleasedWithArrangement() {
    weak var weakPlaceholder: SimulatedView?
    weak var weakShown: SimulatedView?
    weak var weakEngine: AutoStackEngine<SimulatedStack>?
    let clock = SimulatedClock()
    do {
      let container = SimulatedView(
        name: "container", frame: CGRect(x: 0, y: 0, width: 375, height: 667), scrolls: true)
      let stack = SimulatedStack.attached(to: container)
      stack.clock = clock
      stack.engine.arrange([])
      stack.engine.placeholderOptions.graceTime = 1
      do {
        let empty = SimulatedView(name: "empty")
        let loading = SimulatedView(name: "loading")
        stack.engine.setPlaceholder(empty, for: .empty)
        stack.engine.setPlaceholder(loading, for: .loading)
        weakShown = empty
        weakPlaceholder = loading
      }
      #expect(weakPlaceholder != nil && weakShown != nil)  // kept by the arrangement
      stack.engine.state = .loading  // a timer pending on the clock
      weakEngine = stack.engine
    }
    #expect(weakEngine == nil)
    #expect(weakPlaceholder == nil)
    #expect(weakShown == nil)
    clock.advance(by: 2)  // the pending timer reaches nothing
  }

  @Test("a placeholder replaced or removed is released")
  func replacedPlaceholderReleased() {
    let (f, _) = EngineFixture.withPlaceholders()
    weak var weakView: SimulatedView?
    do {
      let view = SimulatedView(name: "retry")
      f.engine.setPlaceholder(view, for: .failed)
      f.engine.state = .failed
      weakView = view
    }
    f.engine.setPlaceholder(nil, for: .failed)
    #expect(weakView == nil)
    #expect(f.stack.observedCount == 2)
  }
}
