import Foundation

/// What the engine keeps for one fitting view: how it is measured, the sizes it measured at
/// recent slot widths, and the layout its frame last took from a measurement.
///
/// A class, so that a pass updates it through the engine's table without a dictionary's
/// in-place mutation, which allocates when the engine runs unspecialized (another module's
/// view type): three allocations per view and pass, measured.
final class FittingState {
  /// The slot width and whether the layout fills it, as a measurement was last applied.
  struct AppliedLayout {
    var slotWidth: CGFloat
    var fills: Bool
  }

  /// The most widths a cache holds: portrait, landscape and two split-view widths; the
  /// oldest goes first.
  static let cacheCapacity = 4

  let sizing: AutoStackSizing
  // Unchecked, as the engine's own storage: each access is a plain read or write that calls
  // nothing out, so the run-time exclusivity check a class's properties pay could never fail.
  /// Whether the view must be measured at its next placement, even at a cached width: it
  /// is new, or the app or Dynamic Type invalidated it.
  @exclusivity(unchecked) var needsMeasurement = true
  /// The layout the frame took its size from, or `nil` before the first measurement; the
  /// frame is left as the app sets it while the layout stays the same.
  @exclusivity(unchecked) var applied: AppliedLayout?
  /// Measured sizes, oldest first.
  @exclusivity(unchecked) private(set) var cache: [(slotWidth: CGFloat, size: CGSize)] = []

  /// Where the size for a layout comes from.
  enum Source {
    /// The frame as it is: the layout is the one last applied.
    case current
    /// A size measured at the slot width before.
    case cached(CGSize)
    /// A measurement, in this way.
    case measurement(AutoStackSizing)
  }

  init(sizing: AutoStackSizing) {
    self.sizing = sizing
    // Room for every width from the start: a cache that grew would allocate on a reflow.
    cache.reserveCapacity(Self.cacheCapacity)
  }

  /// Where the size for `layout` comes from.
  func source(for layout: AppliedLayout) -> Source {
    guard needsSize(for: layout) else { return .current }
    if let size = cachedSize(at: layout.slotWidth) { return .cached(size) }
    return .measurement(sizing)
  }

  /// Whether the frame must take a size from a measurement or the cache for `layout`.
  func needsSize(for layout: AppliedLayout) -> Bool {
    guard !needsMeasurement, let applied else { return true }
    return applied.fills != layout.fills || !applied.slotWidth.isClose(to: layout.slotWidth)
  }

  /// The size measured at `slotWidth`, unless the view must be measured again.
  func cachedSize(at slotWidth: CGFloat) -> CGSize? {
    guard !needsMeasurement else { return nil }
    for entry in cache where entry.slotWidth.isClose(to: slotWidth) { return entry.size }
    return nil
  }

  /// Keeps `size`, measured at `slotWidth`, replacing an older size at that width, and marks
  /// the view measured.
  func store(_ size: CGSize, at slotWidth: CGFloat) {
    needsMeasurement = false
    for index in cache.indices where cache[index].slotWidth.isClose(to: slotWidth) {
      cache[index].size = size
      return
    }
    if cache.count == Self.cacheCapacity { cache.removeFirst() }
    cache.append((slotWidth, size))
  }

  /// Forgets every measurement: the content or the fonts changed.
  func invalidate() {
    cache.removeAll(keepingCapacity: true)
    needsMeasurement = true
  }

  /// Forgets the sizes measured, keeping the frame as it is: a nested container whose
  /// content changed has its new height already, at this width only.
  func emptyCache() {
    cache.removeAll(keepingCapacity: true)
  }
}
