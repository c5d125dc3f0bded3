import AutoStackSimulator
import Foundation

/// The views of the nested-stacks operation: ``StackFixture/innerStackCount`` plain
/// containers, each holding ``StackFixture/innerCount`` of the fixture's views, stacked in an
/// outer scroll view.
///
/// The operation changes the height of the middle view of the middle inner stack: its inner
/// stack reflows, the inner container's height changes, and the outer stack reflows in turn.
@MainActor
struct NestedViews {
  // MARK: Lifecycle

  init(fixture: StackFixture) {
    self.fixture = fixture
    outer = SimulatedView.makeContainer()
    inner = (0..<StackFixture.innerStackCount).map { _ in
      SimulatedView(frame: CGRect(x: 0, y: 0, width: StackFixture.width, height: 0))
    }
    views = inner.map { _ in SimulatedView.makeViews(count: fixture.innerCount) }
  }

  // MARK: Internal

  /// The scroll view the inner containers are stacked in.
  let outer: SimulatedView
  /// The inner containers, plain views whose height is their content's.
  let inner: [SimulatedView]
  /// The views of each inner container.
  let views: [[SimulatedView]]

  /// Every view that may move: the inner containers and their views.
  var all: [SimulatedView] { inner + views.flatMap(\.self) }

  /// The app's change: the height of the middle view of the middle inner stack.
  func changeHeight(iteration: Int) {
    views[StackFixture.changedInnerStack].changeHeight(
      at: fixture.innerMiddle, iteration: iteration)
  }

  /// The first view or content height out of place, inner stacks first; `nil` if all agree
  /// with the reference layout.
  func layoutError() -> String? {
    for (container, views) in zip(inner, views) {
      if let error = StackFixture.layoutError(of: views, in: container) {
        return "inner stack: " + error
      }
    }
    return StackFixture.layoutError(of: inner, in: outer).map { "outer stack: " + $0 }
  }

  // MARK: Private

  private let fixture: StackFixture
}
