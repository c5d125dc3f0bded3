import AutoStackSimulator
import Foundation

@testable import AutoStack

extension EngineFixture {
  /// A page with a tab bar and a second sticky header, arranged.
  ///
  ///
  ///     container  375 × 667, a scroll view with a top content inset of 50: visible height 617,
  ///                offsets from −50 to 1600 − 617 − 50 = 933
  ///     v0 header  100     y 0
  ///     v1 tabs     50     y 100    sticky
  ///     v2 a       400     y 150
  ///     v3 h2       50     y 550    sticky
  ///     v4 b       600     y 600
  ///     v5 c       100     y 1200
  ///     v6 d       300     y 1300; content 1600
  static func tabBarPage() -> EngineFixture {
    let fixture = EngineFixture(heights: [100, 50, 400, 50, 600, 100, 300])
    fixture.container.contentInset.top = 50
    fixture.container.contentOffset.y = -50
    fixture.arrange()
    fixture.engine.setSticky(true, for: fixture.views[1])
    fixture.engine.setSticky(true, for: fixture.views[3])
    return fixture
  }
}
