import AutoStack
import Foundation

/// One thing an app does to its containers and views: the one vocabulary of random
/// operations, which ``RandomOperationRunner`` applies to a ``StackWorld`` (the real engine)
/// and a ``StackModel`` (the documented behaviour) alike, for `swift test`'s random tests,
/// their long mode and the fuzzer.
///
/// Views are named by their slot in a small pool (`view: 3`) and containers by their index
/// (`container: 0` is a scroll view, `container: 1` a plain view), so that any subsequence
/// of operations is valid too: an operation on a released view does nothing. The
/// description is the Swift literal, so that a failing sequence can be pasted into a test.
public indirect enum RandomOperation: CustomStringConvertible, Sendable {
  /// An element of the array given to `arrange`.
  public enum Element: CustomStringConvertible, Sendable {
    /// The view in this slot, skipped if it was released.
    case view(Int)
    /// The container being arranged itself (a misuse).
    case container
    /// The plain container 1, nested in the scroll container 0: a section that is itself a
    /// stack. Skipped when container 1 is the one arranged.
    case nested

    public var description: String {
      switch self {
      case .view(let slot): ".view(\(slot))"
      case .container: ".container"
      case .nested: ".nested"
      }
    }
  }

  /// `SimulatedStack.arrange(in:subviews:spacing:insets:alignment:)`: arranges or
  /// re-arranges; an option left `nil` keeps its value.
  case arrange(
    container: Int, [Element], spacing: CGFloat?, insets: AutoStackInsets?,
    alignment: AutoStackAlignment?)
  /// Re-arranges the view's container without it, keeping the options.
  case drop(view: Int)
  case setHidden(view: Int, Bool)
  /// Sets the view's frame height.
  case setHeight(view: Int, CGFloat)
  /// Sets the view's bounds height, which keeps its center, as in UIKit.
  case setBoundsHeight(view: Int, CGFloat)
  case setWidth(view: Int, CGFloat)
  /// Moves the view's frame.
  case move(view: Int, CGPoint)
  /// Sets the container's frame width.
  case setContainerWidth(container: Int, CGFloat)
  case setSpacing(container: Int, CGFloat)
  case setInsets(container: Int, AutoStackInsets)
  case setAlignment(container: Int, AutoStackAlignment)
  case setCustomSpacing(container: Int, view: Int, CGFloat?)
  /// Removes the view from its superview, then asks that container for a reflow.
  case removeFromSuperview(view: Int)
  /// Removes the view from its superview and drops the app's last reference to it, then
  /// asks that container for a reflow.
  case release(view: Int)
  /// Puts a new view in the slot of a released one: 44 high, or a control that keeps its
  /// own size (51 × 31, a `UISwitch`'s) whatever is written.
  case recreate(view: Int, fixed: Bool)
  case stop(container: Int)
  case setNeedsReflow(container: Int)
  /// Runs the operations inside one batch of the container's engine.
  case batch(container: Int, [RandomOperation])
  /// Runs the operations inside `SimulatedStack.animate`, which batches them as the iOS
  /// observer's `animate` does.
  case animate(container: Int, [RandomOperation])
  /// The app adds the view to the container itself, taking it from wherever it was; no
  /// observation reports it.
  case addSubview(view: Int, container: Int)
  /// The app lets go of the container: its arrangement ends with it, its subviews are left
  /// without a superview, and a new container of the same kind takes its place. Nothing,
  /// inside a batch or an animation, whose arrangement would outlive the container.
  case replaceContainer(container: Int)
  /// Sets the view's autoresizing mask, which UIKit applies when its superview resizes;
  /// without its vertical flags while the view is arranged, which AutoStack owns then (a
  /// flexible height set then grows the view with its container, without end).
  case setAutoresizingMask(view: Int, AutoStackAutoresizingMask)
  /// Sets the view's transform to a scale about its center; `1` is the identity.
  case setScale(view: Int, CGFloat)
  /// Sets the scroll container's horizontal content inset.
  case setContentInset(container: Int, left: CGFloat, right: CGFloat)
  /// Sets the container's layout direction.
  case setDirection(container: Int, rightToLeft: Bool)
  /// Sets a scroll container's content offset's y, as scrolling does; nothing for a plain
  /// one.
  case scroll(container: Int, CGFloat)

  /// The number of operations: one, plus those inside a batch.
  public var count: Int {
    switch self {
    case .batch(_, let operations), .animate(_, let operations):
      1 + operations.map(\.count).reduce(0, +)
    default: 1
    }
  }

  public var description: String {
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
    case .setCustomSpacing(let container, let view, let spacing):
      ".setCustomSpacing(container: \(container), view: \(view), \(Self.literal(spacing)))"
    case .removeFromSuperview(let view): ".removeFromSuperview(view: \(view))"
    case .release(let view): ".release(view: \(view))"
    case .recreate(let view, let fixed): ".recreate(view: \(view), fixed: \(fixed))"
    case .stop(let container): ".stop(container: \(container))"
    case .setNeedsReflow(let container): ".setNeedsReflow(container: \(container))"
    case .batch(let container, let operations):
      ".batch(container: \(container), \(Self.list(operations)))"
    case .animate(let container, let operations):
      ".animate(container: \(container), \(Self.list(operations)))"
    case .addSubview(let view, let container):
      ".addSubview(view: \(view), container: \(container))"
    case .replaceContainer(let container): ".replaceContainer(container: \(container))"
    case .setAutoresizingMask(let view, let mask):
      ".setAutoresizingMask(view: \(view), .init(rawValue: \(mask.rawValue)))"
    case .setScale(let view, let scale): ".setScale(view: \(view), \(Self.literal(scale)))"
    case .setContentInset(let container, let left, let right):
      ".setContentInset(container: \(container), left: \(Self.literal(left)), "
        + "right: \(Self.literal(right)))"
    case .setDirection(let container, let rightToLeft):
      ".setDirection(container: \(container), rightToLeft: \(rightToLeft))"
    case .scroll(let container, let y):
      ".scroll(container: \(container), \(Self.literal(y)))"
    }
  }

  // MARK: Private

  private static func literal(_ value: CGFloat) -> String {
    if value.isNaN { return ".nan" }
    if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
    return value == value.rounded() ? String(Int(value)) : "\(value)"
  }

  private static func literal(_ value: CGFloat?) -> String { value.map(literal) ?? "nil" }

  private static func list(_ values: [some CustomStringConvertible]) -> String {
    "[\(values.map(\.description).joined(separator: ", "))]"
  }

  private static func literal(_ insets: AutoStackInsets) -> String {
    let values = [insets.top, insets.left, insets.bottom, insets.right].map(literal)
    return ".init(top: \(values[0]), left: \(values[1]), bottom: \(values[2]), right: \(values[3]))"
  }
}
