import AutoStack
import Foundation

/// The obvious layout, written independently of the engine: each view's `y` is the top inset
/// plus the height and following spacing of every visible view before it.
///
/// Tests compare the engine against this after every operation.
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
  func layout(_ items: [Item]) -> (frames: [CGRect], contentSize: CGSize) {
    let insets = options.insets
    let width = containerWidth.isFinite && containerWidth > 0 ? containerWidth : 0
    let available = max(0, width - insets.left - insets.right)
    func space(_ item: Item) -> CGFloat {
      item.height.isFinite && item.height > 0 ? item.height : 0
    }
    func gap(_ item: Item) -> CGFloat { item.customSpacing ?? options.spacing }
    var frames: [CGRect] = []
    for (index, item) in items.enumerated() {
      let above = items[..<index].filter { !$0.isHidden }
      let y = insets.top + above.map { space($0) + gap($0) }.reduce(0, +)
      let itemWidth = item.width.isFinite && item.width > 0 ? item.width : 0
      let x: CGFloat =
        switch options.alignment {
        case .fill, .leading: insets.left
        case .center: insets.left + (available - itemWidth) / 2
        case .trailing: insets.left + available - itemWidth
        }
      frames.append(
        CGRect(
          x: x, y: y, width: options.alignment == .fill ? available : item.width,
          height: item.height))
    }
    let visible = items.indices.filter { !items[$0].isHidden }
    let contentHeight =
      visible.last.map { frames[$0].minY + space(items[$0]) + insets.bottom }
      ?? insets.top + insets.bottom
    return (frames, CGSize(width: width, height: contentHeight))
  }
}
