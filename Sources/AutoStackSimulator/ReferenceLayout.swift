import AutoStack
import Foundation

/// The obvious layout, written from the documented rules and independently of the engine:
/// the one reference that the tests, the random operations, the fuzzer and the benchmarks
/// compare AutoStack with.
///
/// Walking the items top to bottom, each item's `y` is the top inset plus the height and the
/// following spacing of every visible item above it; the content height is the bottom of the
/// last visible item plus the bottom inset (`top + bottom` when none is visible). Odd values
/// follow the documented rules: a height or width that is negative or not finite takes no
/// space, a spacing or inset that is not finite counts as `0`, and a container width that
/// is negative or not finite counts as `0`. Leading and trailing swap sides right to left.
public struct ReferenceLayout {
  // MARK: Lifecycle

  public init(
    options: AutoStackOptions = AutoStackOptions(), containerWidth: CGFloat,
    isRightToLeft: Bool = false
  ) {
    self.options = options
    self.containerWidth = containerWidth
    self.isRightToLeft = isRightToLeft
  }

  // MARK: Public

  /// What the layout reads of one view.
  public struct Item {
    public var height: CGFloat
    public var width: CGFloat
    public var isHidden: Bool
    public var customSpacing: CGFloat?

    public init(height: CGFloat, width: CGFloat, isHidden: Bool, customSpacing: CGFloat? = nil) {
      self.height = height
      self.width = width
      self.isHidden = isHidden
      self.customSpacing = customSpacing
    }
  }

  public var options: AutoStackOptions
  public var containerWidth: CGFloat
  public var isRightToLeft: Bool

  /// The reference for `stack` now: its options, width and direction.
  @MainActor
  public init(of stack: SimulatedStack) {
    self.init(
      options: stack.engine.options, containerWidth: stack.containerWidth,
      isRightToLeft: stack.isRightToLeft)
  }

  /// The expected frames, in order, and the expected content size.
  ///
  /// - Complexity: O(*n*), so that it can check 100,000 views too.
  public func layout(_ items: [Item]) -> (frames: [CGRect], contentSize: CGSize) {
    let insets = options.insets
    let top = Self.finite(insets.top)
    let left = Self.finite(insets.left)
    let width = Self.length(containerWidth)
    let available = max(0, width - left - Self.finite(insets.right))
    var y = top
    var lastVisibleBottom: CGFloat?
    var frames: [CGRect] = []
    frames.reserveCapacity(items.count)
    for item in items {
      let slack = available - Self.length(item.width)
      let leading = isRightToLeft ? left + slack : left
      let trailing = isRightToLeft ? left : left + slack
      let x: CGFloat =
        switch options.alignment {
        case .fill: left
        case .leading: leading
        case .center: left + slack / 2
        case .trailing: trailing
        }
      let frameWidth = options.alignment == .fill ? available : item.width
      frames.append(CGRect(x: x, y: y, width: frameWidth, height: item.height))
      guard !item.isHidden else { continue }
      let bottom = y + Self.length(item.height)
      lastVisibleBottom = bottom
      y = bottom + Self.finite(item.customSpacing ?? options.spacing)
    }
    let contentHeight = (lastVisibleBottom ?? top) + Self.finite(insets.bottom)
    return (frames, CGSize(width: width, height: contentHeight))
  }

  /// The first difference between where `stack`'s views and content are and where the
  /// reference puts them, described; `nil` if they agree.
  @MainActor
  public static func difference(in stack: SimulatedStack) -> String? {
    guard let container = stack.container else { return nil }
    let engine = stack.engine
    return ReferenceLayout(of: stack).difference(
      in: engine.arrangedViews, of: container, customSpacing: engine.customSpacing(after:))
  }

  /// The first difference between where `views` and `container`'s content are and where
  /// this layout puts them, described; `nil` if they agree.
  @MainActor
  public func difference(
    in views: [SimulatedView], of container: SimulatedView,
    customSpacing: (SimulatedView) -> CGFloat? = { _ in nil }
  ) -> String? {
    let expected = layout(views.map { Item($0, customSpacing: customSpacing($0)) })
    for (index, view) in views.enumerated()
    where !view.frame.isIdentical(to: expected.frames[index]) {
      return "\(view.name) is at \(view.frame), the reference says \(expected.frames[index])"
    }
    let content = container.scrolls ? container.contentSize : container.frame.size
    guard content.height.isIdentical(to: expected.contentSize.height) else {
      return "the content height is \(content.height), the reference says "
        + "\(expected.contentSize.height)"
    }
    return nil
  }

  // MARK: Private

  /// The space a height or width takes: itself if finite and not negative, else `0`.
  private static func length(_ value: CGFloat) -> CGFloat {
    value.isFinite && value >= 0 ? value : 0
  }

  /// A spacing or inset as laid out: itself if finite, else `0`.
  private static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
}

extension ReferenceLayout.Item {
  /// The item for `view` as it is now.
  @MainActor
  public init(_ view: SimulatedView, customSpacing: CGFloat? = nil) {
    self.init(
      height: view.frame.size.height, width: view.frame.size.width, isHidden: view.isHidden,
      customSpacing: customSpacing)
  }
}

extension CGRect {
  /// Field-by-field equality in which NaN equals NaN, for views given NaN on purpose.
  ///
  /// `==` on `CGRect` is not used: it may standardize rectangles of negative size.
  public func isIdentical(to other: CGRect) -> Bool {
    origin.x.isIdentical(to: other.origin.x) && origin.y.isIdentical(to: other.origin.y)
      && size.width.isIdentical(to: other.size.width)
      && size.height.isIdentical(to: other.size.height)
  }
}

extension CGFloat {
  /// Equality in which NaN equals NaN.
  public func isIdentical(to other: CGFloat) -> Bool { self == other || (isNaN && other.isNaN) }
}
