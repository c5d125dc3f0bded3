import AutoStack
import Foundation

/// What the documented sizing rules keep of one fitting view in ``StackModel``: how it is
/// measured, the sizes measured at its last four slot widths since it was last invalidated,
/// and the layout its frame last took a size from.
///
/// A view takes a size when it has none yet, or its slot width or alignment (filled or not)
/// changed since: the size cached at the slot width, or else a measurement. Otherwise it keeps
/// its frame, a height the app wrote included.
struct ModelFitting {
  /// Where the size for a layout comes from.
  enum Source {
    case current
    case cached(CGSize)
    case measurement
  }

  init(sizing: AutoStackSizing) { self.sizing = sizing }

  let sizing: AutoStackSizing
  /// The slot width and whether the layout fills it, as the frame last took a size.
  var applied: (slotWidth: CGFloat, fills: Bool)?

  /// Whether the view has no size of its own yet: no measurement since it was arranged or
  /// invalidated (a slot of no width measures nothing), and no layout taken.
  var isUnmeasured: Bool { applied == nil && cache.isEmpty }

  func source(slotWidth: CGFloat, fills: Bool) -> Source {
    if let applied, applied.fills == fills, applied.slotWidth.isClose(to: slotWidth) {
      return .current
    }
    let cached = cache.first { $0.slotWidth.isClose(to: slotWidth) }
    return cached.map { .cached($0.size) } ?? .measurement
  }

  /// Keeps `size`, measured at `slotWidth`, forgetting the oldest width past four.
  mutating func store(_ size: CGSize, at slotWidth: CGFloat) {
    if let index = cache.firstIndex(where: { $0.slotWidth.isClose(to: slotWidth) }) {
      cache[index].size = size
      return
    }
    if cache.count == 4 { cache.removeFirst() }
    cache.append((slotWidth, size))
  }

  /// The content or the text size changed: every size is measured again.
  mutating func invalidate() {
    cache = []
    applied = nil
  }

  /// A nested container's content changed: its frame has the new height, other widths are
  /// measured again.
  mutating func emptyCache() { cache = [] }

  /// Sizes measured, oldest first.
  private var cache: [(slotWidth: CGFloat, size: CGSize)] = []
}
