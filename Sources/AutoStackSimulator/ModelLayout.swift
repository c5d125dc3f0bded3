import AutoStack
import Foundation

/// The obvious layout, written from the documented rules and independently of the engine:
/// the one reference layout of ``StackModel``, which the tests, the random operations, the
/// fuzzer and the benchmarks compare AutoStack with.
///
/// Walking the items top to bottom, each item's `y` is the top inset plus the height and the
/// following spacing of every visible item above it; the content height is the bottom of the
/// last visible item plus the bottom inset (`top + bottom` when none is visible). Odd values
/// follow the documented rules: a height or width that is negative or not finite takes no
/// space, a spacing or inset that is not finite counts as `0`, and a container width that
/// is negative or not finite counts as `0`. Leading and trailing swap sides right to left.
///
/// Along x (``AutoStackAxis/horizontal``) it is the same walk with the axes swapped: each
/// item's width takes its height's part, the left inset the top's (the right one right to
/// left), the top inset the left's; `containerWidth` is then the container's height, and a
/// right-to-left row is the left-to-right one mirrored within the content's width.
package struct ModelLayout {
  // MARK: Lifecycle

  package init(
    options: AutoStackOptions = AutoStackOptions(), containerWidth: CGFloat,
    isRightToLeft: Bool = false
  ) {
    self.options = options
    self.containerWidth = containerWidth
    self.isRightToLeft = isRightToLeft
  }

  // MARK: Package

  /// What the layout reads of one view.
  package struct Item {
    package var height: CGFloat
    package var width: CGFloat
    package var isHidden: Bool
    package var customSpacing: CGFloat?
    /// Whether the view keeps its width when given the fill width, like `UISwitch`: it then
    /// sits at the leading edge with its own width.
    package var refusesWidth: Bool

    package init(
      height: CGFloat, width: CGFloat, isHidden: Bool, customSpacing: CGFloat? = nil,
      refusesWidth: Bool = false
    ) {
      self.height = height
      self.width = width
      self.isHidden = isHidden
      self.customSpacing = customSpacing
      self.refusesWidth = refusesWidth
    }
  }

  /// How far, in points, a frame AutoStack wrote may read back from the layout's: its
  /// documented tolerance.
  package static let tolerance: CGFloat = 0.001

  package var options: AutoStackOptions
  package var containerWidth: CGFloat
  package var isRightToLeft: Bool

  /// The reference for `stack` now: its options, width (or height along x) and direction.
  @MainActor
  package init(of stack: SimulatedStack) {
    let options = stack.engine.options
    let size = stack.layoutSize
    self.init(
      options: options,
      containerWidth: options.axis == .vertical ? size.width : size.height,
      isRightToLeft: stack.isRightToLeft)
  }

  /// The length that fill gives every view across the stack: its width less the side insets,
  /// or along x its height less the top and bottom ones.
  package var fillWidth: CGFloat {
    let insets = options.insets
    let across =
      options.axis == .vertical ? (insets.left, insets.right) : (insets.top, insets.bottom)
    return max(0, Self.length(containerWidth) - Self.finite(across.0) - Self.finite(across.1))
  }

  /// Where a view that refuses the fill length across the stack sits, keeping `size`.
  ///
  /// At the leading edge, with the place along the stack of `frame`; along x, the leading
  /// edge is the top inset in either direction.
  package func leadingFrame(keeping size: CGSize, at frame: CGRect) -> CGRect {
    guard options.axis == .vertical else {
      return CGRect(
        x: frame.origin.x, y: Self.finite(options.insets.top), width: frame.size.width,
        height: size.height)
    }
    let slack = fillWidth - Self.length(size.width)
    return CGRect(
      x: isRightToLeft ? left + slack : left, y: frame.origin.y, width: size.width,
      height: frame.size.height)
  }

  /// The expected frames, in order, and the expected content size.
  ///
  /// - Complexity: O(*n*), so that it can check 100,000 views too.
  package func layout(_ items: [Item]) -> (frames: [CGRect], contentSize: CGSize) {
    guard options.axis == .horizontal else { return layoutTopToBottom(items) }
    let turned = stackLayout(items)
    let length = turned.contentSize.height
    let frames = turned.frames.map { frame in
      CGRect(
        x: isRightToLeft ? length - frame.origin.y - frame.size.height : frame.origin.y,
        y: frame.origin.x, width: frame.size.height, height: frame.size.width)
    }
    return (frames, CGSize(width: length, height: turned.contentSize.width))
  }

  /// The expected frames in stack terms, in order, and the content's size in them: along y
  /// as ``layout(_:)``; along x the column this row would be, turned a quarter, its first
  /// view leading in either direction (y runs along the row, x across it; the content's
  /// width is its size across, its height its length).
  package func stackLayout(_ items: [Item]) -> (frames: [CGRect], contentSize: CGSize) {
    guard options.axis == .horizontal else { return layoutTopToBottom(items) }
    var column = self
    let insets = options.insets
    column.options.axis = .vertical
    column.options.insets = AutoStackInsets(
      top: isRightToLeft ? insets.right : insets.left, left: insets.top,
      bottom: isRightToLeft ? insets.left : insets.right, right: insets.bottom)
    column.isRightToLeft = false
    return column.layoutTopToBottom(
      items.map {
        Item(
          height: $0.width, width: $0.height, isHidden: $0.isHidden,
          customSpacing: $0.customSpacing, refusesWidth: $0.refusesWidth)
      })
  }

  /// ``layout(_:)`` along y.
  private func layoutTopToBottom(_ items: [Item]) -> (frames: [CGRect], contentSize: CGSize) {
    let top = Self.finite(options.insets.top)
    let available = fillWidth
    var y = top
    var lastVisibleBottom: CGFloat?
    var frames: [CGRect] = []
    frames.reserveCapacity(items.count)
    for item in items {
      let slack = available - Self.length(item.width)
      let frame: CGRect
      switch options.alignment {
      case .fill where item.refusesWidth, .leading:
        frame = leadingFrame(
          keeping: CGSize(width: item.width, height: 0),
          at: CGRect(x: 0, y: y, width: 0, height: item.height))
      case .fill: frame = CGRect(x: left, y: y, width: available, height: item.height)
      case .center:
        frame = CGRect(x: left + slack / 2, y: y, width: item.width, height: item.height)
      case .trailing:
        frame = CGRect(
          x: isRightToLeft ? left : left + slack, y: y, width: item.width, height: item.height)
      }
      frames.append(frame)
      guard !item.isHidden else { continue }
      let bottom = y + Self.length(item.height)
      lastVisibleBottom = bottom
      y = bottom + Self.finite(item.customSpacing ?? options.spacing)
    }
    let contentHeight = (lastVisibleBottom ?? top) + Self.finite(options.insets.bottom)
    return (frames, CGSize(width: Self.length(containerWidth), height: contentHeight))
  }

  /// The first difference between where `stack`'s views and content are and where the
  /// reference puts them, described; `nil` if they agree.
  @MainActor
  package static func difference(in stack: SimulatedStack) -> String? {
    guard let container = stack.container else { return nil }
    let engine = stack.engine
    return ModelLayout(of: stack).difference(
      in: engine.arrangedViews, of: container, customSpacing: engine.customSpacing(after:))
  }

  /// The first difference between where `views` and `container`'s content are and where
  /// this layout puts them, described; `nil` if they agree.
  @MainActor
  package func difference(
    in views: [SimulatedView], of container: SimulatedView,
    customSpacing: (SimulatedView) -> CGFloat? = { _ in nil }
  ) -> String? {
    let expected = layout(views.map { Item($0, customSpacing: customSpacing($0)) })
    for (index, view) in views.enumerated() {
      // A frame that is not finite is never written: the view stays where it is.
      let frame = expected.frames[index]
      guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.size.width.isFinite,
        frame.size.height.isFinite
      else { continue }
      if !view.untransformedFrame.isClose(to: frame) {
        return "\(view.name) is at \(view.untransformedFrame), the reference says \(frame)"
      }
    }
    let content = container.scrolls ? container.contentSize : container.frame.size
    if options.axis == .horizontal {
      guard content.width.isClose(to: expected.contentSize.width) else {
        return "the content width is \(content.width), the reference says "
          + "\(expected.contentSize.width)"
      }
      return nil
    }
    guard content.height.isClose(to: expected.contentSize.height) else {
      return "the content height is \(content.height), the reference says "
        + "\(expected.contentSize.height)"
    }
    return nil
  }

  // MARK: Internal

  /// The space a height or width takes: itself if finite and not negative, else `0`.
  static func length(_ value: CGFloat) -> CGFloat {
    value.isFinite && value >= 0 ? value : 0
  }

  /// A spacing or inset as laid out: itself if finite, else `0`.
  static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }

  // MARK: Private

  private var left: CGFloat { Self.finite(options.insets.left) }
}

extension ModelLayout.Item {
  /// The item for `view` as it is now.
  @MainActor
  package init(_ view: SimulatedView, customSpacing: CGFloat? = nil) {
    let size = view.untransformedFrame.size
    self.init(
      height: size.height, width: size.width, isHidden: view.isHidden,
      customSpacing: customSpacing, refusesWidth: view.fixedSize != nil)
  }
}

extension CGRect {
  /// Field-by-field equality in which NaN equals NaN, for views given NaN on purpose.
  ///
  /// `==` on `CGRect` is not used: it may standardize rectangles of negative size.
  // Always inlined, as the field comparison below: every write of a simulated view's
  // untransformed frame compares with it.
  @inline(__always) package func isIdentical(to other: CGRect) -> Bool {
    origin.x.isIdentical(to: other.origin.x) && origin.y.isIdentical(to: other.origin.y)
      && size.width.isIdentical(to: other.size.width)
      && size.height.isIdentical(to: other.size.height)
  }
}

extension CGRect {
  /// Field-by-field equality within ``ModelLayout/tolerance``, in which NaN equals NaN:
  /// what AutoStack promises of a frame it wrote, which reads back from its center and bounds.
  package func isClose(to other: CGRect) -> Bool {
    origin.x.isClose(to: other.origin.x) && origin.y.isClose(to: other.origin.y)
      && size.width.isClose(to: other.size.width) && size.height.isClose(to: other.size.height)
  }
}

extension CGFloat {
  /// Equality in which NaN equals NaN.
  @inline(__always) package func isIdentical(to other: CGFloat) -> Bool {
    self == other || (isNaN && other.isNaN)
  }

  /// Equality within ``ModelLayout/tolerance``, in which NaN equals NaN.
  package func isClose(to other: CGFloat) -> Bool {
    Swift.abs(self - other) <= ModelLayout.tolerance || isIdentical(to: other)
  }
}

extension CGPoint {
  /// This point with `value` along `axis`: its y, or its x.
  package func with(_ value: CGFloat, along axis: AutoStackAxis) -> CGPoint {
    axis == .vertical ? CGPoint(x: x, y: value) : CGPoint(x: value, y: y)
  }
}

extension AutoStackAxis {
  /// The autoresizing flags AutoStack owns along the axis while a view is arranged.
  package var autoresizingFlags: AutoStackAutoresizingMask {
    self == .vertical
      ? [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
      : [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
  }
}
