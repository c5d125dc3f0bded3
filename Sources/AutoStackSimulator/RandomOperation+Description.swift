import AutoStack
import Foundation

extension RandomOperation {
  /// The Swift literal of the operation, so that a failing sequence can be pasted into a test.
  package var description: String {
    switch self {
    case .arrange(let container, let elements, let spacing, let insets, let alignment):
      ".arrange(container: \(container), \(Self.list(elements)), spacing: \(Self.literal(spacing)), "
        + "insets: \(insets.map(Self.literal) ?? "nil"), "
        + "alignment: \(alignment.map { ".\($0)" } ?? "nil"))"
    case .drop(let view): ".drop(view: \(view))"
    case .setHidden(let view, let isHidden): ".setHidden(view: \(view), \(isHidden))"
    case .setHeight(let view, let height): ".setHeight(view: \(view), \(Self.literal(height)))"
    case .setBoundsHeight(let view, let height):
      ".setBoundsHeight(view: \(view), \(Self.literal(height)))"
    case .setWidth(let view, let width): ".setWidth(view: \(view), \(Self.literal(width)))"
    case .move(let view, let origin):
      ".move(view: \(view), CGPoint(x: \(Self.literal(origin.x)), y: \(Self.literal(origin.y))))"
    case .setContainerWidth(let container, let width):
      ".setContainerWidth(container: \(container), \(Self.literal(width)))"
    case .setSpacing(let container, let spacing):
      ".setSpacing(container: \(container), \(Self.literal(spacing)))"
    case .setInsets(let container, let insets):
      ".setInsets(container: \(container), \(Self.literal(insets)))"
    case .setAlignment(let container, let alignment):
      ".setAlignment(container: \(container), .\(alignment))"
    case .setAxis(let container, let axis): ".setAxis(container: \(container), .\(axis))"
    case .setCustomSpacing(let container, let view, let spacing):
      ".setCustomSpacing(container: \(container), view: \(view), \(Self.literal(spacing)))"
    case .removeFromSuperview(let view): ".removeFromSuperview(view: \(view))"
    case .release(let view): ".release(view: \(view))"
    case .recreate(let view, let fixed): ".recreate(view: \(view), fixed: \(fixed))"
    case .stop(let container): ".stop(container: \(container))"
    case .setNeedsReflow(let container): ".setNeedsReflow(container: \(container))"
    case .batch(let container, let operations):
      ".batch(container: \(container), \(Self.list(operations)))"
    case .animate(let container, let milliseconds, let operations):
      ".animate(container: \(container), milliseconds: \(milliseconds), \(Self.list(operations)))"
    case .addSubview(let view, let container):
      ".addSubview(view: \(view), container: \(container))"
    case .replaceContainer(let container, let axis):
      axis == .vertical
        ? ".replaceContainer(container: \(container))"
        : ".replaceContainer(container: \(container), axis: .\(axis))"
    case .setAutoresizingMask(let view, let mask):
      ".setAutoresizingMask(view: \(view), .init(rawValue: \(mask.rawValue)))"
    case .setScale(let view, let scale): ".setScale(view: \(view), \(Self.literal(scale)))"
    case .setContentInset(let container, let insets):
      ".setContentInset(container: \(container), \(Self.literal(insets)))"
    case .setDirection(let container, let rightToLeft):
      ".setDirection(container: \(container), rightToLeft: \(rightToLeft))"
    case .scroll(let container, let y):
      ".scroll(container: \(container), \(Self.literal(y)))"
    case .setState(let container, let state): ".setState(container: \(container), .\(state))"
    case .setPlaceholder(let container, let kind, let isSet):
      ".setPlaceholder(container: \(container), .\(kind), \(isSet))"
    case .setPlaceholderOptions(let container, let grace, let minimum, let allowsScrolling):
      ".setPlaceholderOptions(container: \(container), graceTime: \(grace), "
        + "minimumShowTime: \(minimum), allowsScrolling: \(allowsScrolling))"
    case .wait(let milliseconds): ".wait(milliseconds: \(milliseconds))"
    case .setScrollEnabled(let container, let isEnabled):
      ".setScrollEnabled(container: \(container), \(isEnabled))"
    case .setScrollAnchoring(let container, let isEnabled):
      ".setScrollAnchoring(container: \(container), \(isEnabled))"
    case .setDragging(let container, let isDragging):
      ".setDragging(container: \(container), \(isDragging))"
    case .releaseDrag(let container): ".releaseDrag(container: \(container))"
    case .setContainerHeight(let container, let height):
      ".setContainerHeight(container: \(container), \(Self.literal(height)))"
    case .setInWindow(let container, let isInWindow):
      ".setInWindow(container: \(container), \(isInWindow))"
    case .watchVisibility(let container, let isOn):
      ".watchVisibility(container: \(container), \(isOn))"
    case .setVisibilityThreshold(let container, let threshold):
      ".setVisibilityThreshold(container: \(container), \(Self.literal(threshold)))"
    case .setSizing(let container, let view, let sizing):
      ".setSizing(container: \(container), \(view), .\(sizing))"
    case .invalidateSize(let container, let view):
      ".invalidateSize(container: \(container), \(view))"
    case .setText(let view, let characters):
      ".setText(view: \(view), characters: \(characters.map(String.init) ?? "nil"))"
    case .setTextScale(let scale): ".setTextScale(\(scale))"
    case .setSticky(let container, let view, let isSticky):
      ".setSticky(container: \(container), view: \(view), \(isSticky))"
    case .scrollTo(let container, let view, let position, let animated):
      ".scrollTo(container: \(container), view: \(view), .\(position)"
        + (animated ? ", animated: true)" : ")")
    case .watchCurrentSection(let container, let isOn):
      ".watchCurrentSection(container: \(container), \(isOn))"
    case .constrain(let view, let frame):
      ".constrain(view: \(view), \(frame.map(Self.literal) ?? "nil"))"
    case .layout(let container): ".layout(container: \(container))"
    }
  }

  // MARK: Private

  private static func literal(_ value: CGFloat) -> String {
    if value.isNaN { return ".nan" }
    if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
    return value == value.rounded() ? String(Int(value)) : "\(value)"
  }

  private static func literal(_ value: CGFloat?) -> String { value.map(literal) ?? "nil" }

  private static func literal(_ frame: CGRect) -> String {
    let values = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map(literal)
    return "CGRect(x: \(values[0]), y: \(values[1]), width: \(values[2]), height: \(values[3]))"
  }

  private static func list(_ values: [some CustomStringConvertible]) -> String {
    "[\(values.map(\.description).joined(separator: ", "))]"
  }

  private static func literal(_ insets: AutoStackInsets) -> String {
    let values = [insets.top, insets.left, insets.bottom, insets.right].map(literal)
    return ".init(top: \(values[0]), left: \(values[1]), bottom: \(values[2]), right: \(values[3]))"
  }
}
