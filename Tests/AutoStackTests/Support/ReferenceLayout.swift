import AutoStack
import AutoStackSimulator
import Foundation

/// The obvious layout, written from the documented rules and independently of the engine.
///
/// Walking the items top to bottom, each item's `y` is the top inset plus the height and the
/// following spacing of every visible item above it; the content height is the bottom of the
/// last visible item plus the bottom inset (`top + bottom` when none is visible). Odd values
/// follow the documented rules: a height or width that is negative or not finite takes no
/// space, a spacing or inset that is not finite counts as `0`, and a container width that
/// is negative or not finite counts as `0`. Tests compare the engine against this after
/// every operation.
struct ReferenceLayout {
  struct Item {
    var height: CGFloat
    var width: CGFloat
    var isHidden: Bool
    var customSpacing: CGFloat?
  }

  var options = AutoStackOptions()
  var containerWidth: CGFloat

  /// The expected frames, in order, and the expected content size.
  ///
  /// - Complexity: O(*n*), so that it can check 100,000 views too.
  func layout(_ items: [Item]) -> (frames: [CGRect], contentSize: CGSize) {
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
      let x: CGFloat =
        switch options.alignment {
        case .fill, .leading: left
        case .center: left + slack / 2
        case .trailing: left + slack
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

  /// The space a height or width takes: itself if finite and not negative, else `0`.
  static func length(_ value: CGFloat) -> CGFloat { value.isFinite && value >= 0 ? value : 0 }

  /// A spacing or inset as laid out: itself if finite, else `0`.
  static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
}

extension ReferenceLayout.Item {
  /// The item for `view` as it is now.
  @MainActor
  init(_ view: SimulatedView, customSpacing: CGFloat? = nil) {
    self.init(
      height: view.frame.size.height, width: view.frame.size.width, isHidden: view.isHidden,
      customSpacing: customSpacing)
  }
}
