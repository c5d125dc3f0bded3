import AutoStack
import AutoStackSimulator
import Foundation

/// The text of `print`, `placeholder` and `stats`, shared by scenarios and the story so that both print
/// the same numbers the same way.
@MainActor
enum FrameReport {
  /// `NAME X Y W H [hidden] [alpha A]` for each of `views`, in order (the alpha while it is not
  /// 1), then `content W H` for `container`.
  static func lines(for views: [SimulatedView], in container: SimulatedView) -> [String] {
    let frames = views.map { view in
      // The raw origin and size: `minY` and `width` would standardize a negative height.
      let frame = view.frame
      let numbers = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
      let hidden = view.isHidden ? ["hidden"] : []
      let alpha = view.alpha == 1 ? [] : ["alpha", ScenarioNumber.format(view.alpha)]
      return ([view.name] + numbers.map(ScenarioNumber.format) + hidden + alpha)
        .joined(separator: " ")
    }
    let content = container.stackContentSize
    return frames + [
      "content \(ScenarioNumber.format(content.width)) \(ScenarioNumber.format(content.height))"
    ]
  }

  /// `placeholder KIND X Y W H` for the placeholder on screen, or `placeholder none`.
  static func placeholder(of engine: AutoStackEngine<SimulatedStack>) -> String {
    guard let kind = engine.visiblePlaceholderKind, let view = engine.placeholder(for: kind) else {
      return "placeholder none"
    }
    let frame = view.frame
    let numbers = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
    return "placeholder \(kind.rawValue) "
      + numbers.map(ScenarioNumber.format).joined(separator: " ")
  }

  /// `writes N reflows M measures K`: the work done between `baseline` and `now`.
  static func statistics(_ now: AutoStackStatistics, since baseline: AutoStackStatistics)
    -> String
  {
    "writes \(now.frameWrites - baseline.frameWrites) reflows \(now.reflows - baseline.reflows)"
      + " measures \(now.measurements - baseline.measurements)"
  }
}
