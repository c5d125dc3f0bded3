import AutoStack
import AutoStackSimulator
import Foundation

/// Placeholders for the fixture's container: one view per kind, named after it, 375 wide and
/// of the given heights, at y 0, not in any container.
///
///     empty    120
///     loading   80
///     failed   100
extension EngineFixture {
  /// A fixture with views 200 and 110 high (a scroll view unless `scrolls` is false),
  /// arranged, with a placeholder of each kind and the given times.
  static func withPlaceholders(
    grace: TimeInterval = 0, minimumShow: TimeInterval = 0, scrolls: Bool = true
  ) -> (EngineFixture, [AutoStackPlaceholderKind: SimulatedView]) {
    let fixture = EngineFixture(heights: [200, 110], scrolls: scrolls)
    fixture.arrange()
    fixture.engine.placeholderOptions = AutoStackPlaceholderOptions(
      graceTime: grace, minimumShowTime: minimumShow)
    let views = fixture.setPlaceholders()
    return (fixture, views)
  }

  /// Sets a placeholder of each kind and returns them, by kind.
  @discardableResult
  func setPlaceholders(
    heights: [AutoStackPlaceholderKind: CGFloat] = [.empty: 120, .loading: 80, .failed: 100]
  ) -> [AutoStackPlaceholderKind: SimulatedView] {
    var views: [AutoStackPlaceholderKind: SimulatedView] = [:]
    for kind in AutoStackPlaceholderKind.allCases {
      guard let height = heights[kind] else { continue }
      let view = SimulatedView(
        name: kind.rawValue, frame: CGRect(x: 0, y: 0, width: 375, height: height))
      engine.setPlaceholder(view, for: kind)
      views[kind] = view
    }
    return views
  }

  /// The fixture's clock, which the tests advance.
  var clock: SimulatedClock { stack.clock }

  /// Lets `milliseconds` pass on the clock.
  func wait(_ milliseconds: Double) {
    clock.advance(by: milliseconds / 1000)
  }

  /// The kind of the placeholder on screen.
  var shown: AutoStackPlaceholderKind? { engine.visiblePlaceholderKind }

  /// The names of the container's subviews, back to front.
  var subviewNames: [String] { container.subviews.map(\.name) }
}
