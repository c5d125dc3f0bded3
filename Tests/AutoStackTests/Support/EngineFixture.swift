import AutoStack
import AutoStackSimulator
import Foundation

/// A container and views of the given heights, with the container's ``SimulatedStack``,
/// which records the engine's calls.
///
/// The fixture collects every diagnostic from the start. Nothing is arranged until a test
/// says so.
///
///     container  375 wide, a scroll view unless `scrolls` is false
///     views      "v0", "v1", … (or another prefix): 375 wide, of the given heights, at y 0
@MainActor
final class EngineFixture {
  // MARK: Lifecycle

  init(heights: [CGFloat], width: CGFloat = 375, scrolls: Bool = true, prefix: String = "v") {
    container = SimulatedView(
      name: "container", frame: CGRect(x: 0, y: 0, width: width, height: 667), scrolls: scrolls)
    views = heights.enumerated().map { index, height in
      SimulatedView(
        name: "\(prefix)\(index)", frame: CGRect(x: 0, y: 0, width: 375, height: height))
    }
    stack = SimulatedStack.attached(to: container)
    stack.recordsCalls = true
    engine = stack.engine
    engine.onDiagnostic = { [weak self] in self?.diagnostics.append($0) }
  }

  // MARK: Internal

  let container: SimulatedView
  let views: [SimulatedView]
  let stack: SimulatedStack
  let engine: AutoStackEngine<SimulatedStack>
  /// Every diagnostic the engine reported, in order.
  var diagnostics: [AutoStackDiagnostic] = []

  /// Arranges `views` (all of the fixture's by default).
  func arrange(_ views: [SimulatedView]? = nil, options: AutoStackOptions? = nil) {
    engine.arrange(views ?? self.views, options: options)
  }

  /// The `y` of each view, in the fixture's order.
  var ys: [CGFloat] { views.map(\.frame.origin.y) }

  /// The content size given: a scroll view's content size, a plain view's height.
  var contentHeight: CGFloat {
    container.scrolls ? container.contentSize.height : container.frame.size.height
  }

  /// How many times each view's frame was set, in the fixture's order.
  var frameSetCounts: [Int] { views.map(\.frameSetCount) }
}
