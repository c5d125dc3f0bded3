import AutoStackSimulator
import Foundation
import Testing

@testable import AutoStack

/// Loading asked for from a pull to refresh, during the user's drag: scrolling is turned off
/// only once the drag and the deceleration or bounce after it end, so that the pan is not
/// cancelled under the finger and the refresh control settles.
@MainActor
@Suite struct PullToRefreshTests {}

extension PullToRefreshTests {
  @Test("loading set during a drag shows at once, and turns scrolling off once the scroll ends")
  func scrollingOffAfterTheDrag() {
    let (f, _) = EngineFixture.withPlaceholders()
    f.container.isTracking = true
    f.container.isDragging = true
    f.container.contentOffset.y = -80  // the pull
    f.engine.state = .loading  // the refresh control's valueChanged, mid-drag
    #expect(f.shown == .loading)
    #expect(f.container.isScrollEnabled)
    f.stack.clock.advance(by: 0.5)
    #expect(f.container.isScrollEnabled)
    #expect(f.stack.clock.pendingCount == 1)  // one look pending at a time
    f.container.isDragging = false
    f.container.isTracking = false
    f.container.isDecelerating = true  // the bounce back: the pan is over, the scroll is not
    f.stack.clock.advance(by: 0.1)
    #expect(f.container.isScrollEnabled)
    #expect(f.stack.clock.pendingCount == 1)
    f.container.isDecelerating = false  // the refresh control settled
    f.stack.clock.advance(by: 0.1)
    #expect(!f.container.isScrollEnabled)
    f.engine.state = .content
    #expect(f.container.isScrollEnabled)
    #expect(f.stack.clock.pendingCount == 0)
  }

  @Test("content back before the drag ends leaves scrolling on, and nothing pending")
  func contentBackDuringTheDrag() {
    let (f, _) = EngineFixture.withPlaceholders()
    f.container.isTracking = true
    f.engine.state = .loading
    f.engine.state = .content
    f.stack.clock.advance(by: 0.1)
    f.container.isTracking = false
    f.stack.clock.advance(by: 0.1)
    #expect(f.container.isScrollEnabled)
    #expect(f.stack.clock.pendingCount == 0)
  }

  @Test("failed set while the content bounces back after the pull waits for the bounce to end")
  func failedDuringTheBounce() {
    let (f, _) = EngineFixture.withPlaceholders()
    f.container.isDecelerating = true  // released: the content bounces back
    f.container.contentOffset.y = -40
    f.engine.state = .failed
    #expect(f.shown == .failed)
    #expect(f.container.isScrollEnabled)
    f.container.contentOffset.y = 0
    f.stack.clock.advance(by: 0.3)
    #expect(f.container.isScrollEnabled)
    f.container.isDecelerating = false
    f.stack.clock.advance(by: 0.1)
    #expect(!f.container.isScrollEnabled)
    #expect(f.stack.clock.pendingCount == 0)
  }
}
