import AutoStack
import AutoStackSimulator
import Foundation

/// The commands of scrolling: `viewport`, `scroll`, `offset`, `anchoring`, `watch`, `trace`,
/// `sticky`, `scroll-to`, `current` and `spy`.
extension ScenarioSession {
  func executeScrolling(_ command: ScenarioCommand) throws {
    let (container, stack) = try requireArrangement()
    let engine = stack.engine
    switch command {
    case .viewport(let height):
      try requireScrolling(container, "viewport").frame.size.height = height
    case .scroll(let y):
      try requireScrolling(container, "scroll").contentOffset.y = y
    case .scrollX(let x):
      try requireScrolling(container, "scroll-x").contentOffset.x = x
    case .offset:
      let offset = try requireScrolling(container, "offset").contentOffset
      print(
        "offset \(ScenarioNumber.format(engine.options.axis == .vertical ? offset.y : offset.x))")
    case .anchoring(let isOn):
      engine.isScrollAnchoringEnabled = isOn
    case .watch:
      engine.onVisibilityChange = { [weak self] view, isVisible in
        self?.print("\(isVisible ? "appear" : "disappear") \(view.name)")
      }
    case .trace(let isOn):
      engine.onReflow =
        isOn
        ? { [weak self, weak engine] trace in
          self?.print(Self.line(for: trace, axis: engine?.options.axis ?? .vertical))
        } : nil
    case .sticky(let name, let isOn):
      engine.setSticky(isOn, for: try view(named: name))
    case .scrollTo(let name, let position, let animated):
      _ = try requireScrolling(container, "scroll-to")
      engine.scroll(to: try view(named: name), at: position, animated: animated)
    case .current:
      print("current \(engine.sections.currentSection?.name ?? "none")")
    case .spy:
      engine.sections.onCurrentSectionChange = { [weak self] section in
        self?.print("current \(section?.name ?? "none")")
      }
    default:
      break
    }
  }

  /// `reflow CAUSE: moved N, writes W, content H[, offset Y]`; along x, its lengths are
  /// widths.
  static func line(
    for trace: AutoStackReflowTrace<SimulatedView>, axis: AutoStackAxis = .vertical
  ) -> String {
    let format = ScenarioNumber.format
    var effect =
      "moved \(trace.movedViewCount), writes \(trace.frameWriteCount), "
      + "content \(format(trace.contentHeight))"
    if let y = trace.contentOffsetY { effect += ", offset \(format(y))" }
    return "reflow \(cause(of: trace, axis: axis)): \(effect)"
  }

  // MARK: Private

  private static func cause(
    of trace: AutoStackReflowTrace<SimulatedView>, axis: AutoStackAxis
  ) -> String {
    let format = ScenarioNumber.format
    switch trace.cause {
    case .view(let view, let change):
      var parts: [String] = []
      if let wasHidden = change.wasHidden, wasHidden != change.isHidden {
        parts.append(change.isHidden ? "hidden" : "shown")
      }
      if let old = change.oldHeight, format(old) != format(change.newHeight) {
        let length = axis == .vertical ? "height" : "width"
        parts.append("\(length) \(format(old)) -> \(format(change.newHeight))")
      }
      return "\(view.name) " + (parts.isEmpty ? "moved" : parts.joined(separator: ", "))
    case .batch: return "batch"
    case .containerWidth(let old, let new):
      return "width \(old.map(format) ?? "none") -> \(format(new))"
    case .arrange: return "arrange"
    case .other: return "other"
    }
  }

  private func print(_ text: String) {
    output.append(ScenarioResult.Line(isError: false, text: text))
  }

  private func requireScrolling(_ container: SimulatedView, _ command: String) throws
    -> SimulatedView
  {
    guard container.scrolls else {
      throw fail("`\(command)` needs a scroll container: start with `container scroll WIDTH`")
    }
    return container
  }
}
