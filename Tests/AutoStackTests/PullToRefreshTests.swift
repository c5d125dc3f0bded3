import AutoStackSimulator
import Foundation
import Testing

@testable import AutoStack

/// Loading asked for from a pull to refresh, during the user's drag: scrolling is turned off
/// only once the drag ends, so that the pan is not cancelled under the finger.
@MainActor
@Suite struct PullToRefreshTests {}

extension PullToRefreshTests {
  @Test("loading set during a drag shows at once, and turns scrolling off once the drag ends")
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
    f.container.isDecelerating = true  // the bounce back: the pan is over
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
}
