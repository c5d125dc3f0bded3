import Foundation

/// What the engine keeps for one fitting view: how it is measured, the sizes it measured at
/// recent slot widths, and the layout its frame last took from a measurement.
///
/// Kept in the view's entry; a class, so that the pass updates it between calls out to the
/// view's code without holding an access to the entries.
@usableFromInline
final class FittingState {
  // MARK: Lifecycle

  @inlinable
  init(sizing: AutoStackSizing) {
    self.sizing = sizing
    // Room for every width from the start: a cache that grew would allocate on a reflow.
    cache.reserveCapacity(Self.cacheCapacity)
  }

  // MARK: Internal

  /// The slot width and whether the layout fills it, as a measurement was last applied.
  @usableFromInline
  struct AppliedLayout {
    @usableFromInline
    var slotWidth: CGFloat
    @usableFromInline
    var fills: Bool
  }

  /// Where the size for a layout comes from.
  @usableFromInline
  enum Source {
    /// The frame as it is: the layout is the one last applied.
    case current
    /// A size measured at the slot width before.
    case cached(CGSize)
    /// A measurement, in this way.
    case measurement(AutoStackSizing)
  }

  /// The most widths a cache holds: portrait, landscape and two split-view widths; the
  /// oldest goes first.
  @usableFromInline
  static let cacheCapacity = 4

  @usableFromInline
  let sizing: AutoStackSizing
  /// The layout the frame took its size from, or `nil`.
  ///
  /// `nil` before the first placement and after an invalidation. The frame is left as the
  /// app sets it while the layout stays the same.
  @usableFromInline
  var applied: AppliedLayout?

  /// Whether the view has no size of its own yet: never measured since it was arranged or
  /// invalidated, as in a slot of no width, and so no frame took a measurement.
  @inlinable
  var isUnmeasured: Bool { applied == nil && cache.isEmpty }

  /// Where the size for `layout` comes from: the frame while the layout is the one applied,
  /// else the cache, else a measurement.
  @inlinable
  func source(for layout: AppliedLayout) -> Source {
    if let applied, applied.fills == layout.fills,
      applied.slotWidth.isClose(to: layout.slotWidth)
    {
      return .current
    }
    for entry in cache where entry.slotWidth.isClose(to: layout.slotWidth) {
      return .cached(entry.size)
    }
    return .measurement(sizing)
  }

  /// Keeps `size`, measured at `slotWidth`, replacing an older size at that width.
  @inlinable
  func store(_ size: CGSize, at slotWidth: CGFloat) {
    for index in cache.indices where cache[index].slotWidth.isClose(to: slotWidth) {
      cache[index].size = size
      return
    }
    if cache.count == Self.cacheCapacity { cache.removeFirst() }
    cache.append((slotWidth, size))
  }

  /// Forgets every measurement and the layout applied: the content or the fonts changed, so
  /// the next placement measures.
  @inlinable
  func invalidate() {
    cache.removeAll(keepingCapacity: true)
    applied = nil
  }

  /// Forgets the sizes measured, keeping the frame as it is: a nested container whose
  /// content changed has its new height already, at this width only.
  @inlinable
  func emptyCache() {
    cache.removeAll(keepingCapacity: true)
  }

  // MARK: Private

  /// Measured sizes, oldest first; only sizes measured since the last invalidation.
  @usableFromInline
  var cache: [(slotWidth: CGFloat, size: CGSize)] = []
}
