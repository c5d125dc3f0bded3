import Foundation

/// What the engine keeps for one fitting view: how it is measured, the sizes it measured at
/// recent slot widths, and the layout its frame last took from a measurement.
struct FittingState {
  /// The slot width and whether the layout fills it, as a measurement was last applied.
  struct AppliedLayout {
    var slotWidth: CGFloat
    var fills: Bool
  }

  /// The most widths a cache holds: portrait, landscape and two split-view widths; the
  /// oldest goes first.
  static let cacheCapacity = 4

  let sizing: AutoStackSizing
  /// Whether the view must be measured at its next placement, even at a cached width: it
  /// is new, or the app or Dynamic Type invalidated it.
  var needsMeasurement = true
  /// The layout the frame took its size from, or `nil` before the first measurement; the
  /// frame is left as the app sets it while the layout stays the same.
  var applied: AppliedLayout?
  /// Measured sizes, oldest first.
  private(set) var cache: [(slotWidth: CGFloat, size: CGSize)] = []

  init(sizing: AutoStackSizing) {
    self.sizing = sizing
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

  /// Keeps `size`, measured at `slotWidth`, replacing an older size at that width.
  mutating func store(_ size: CGSize, at slotWidth: CGFloat) {
    cache.removeAll { $0.slotWidth.isClose(to: slotWidth) }
    if cache.count == Self.cacheCapacity { cache.removeFirst() }
    cache.append((slotWidth, size))
  }

  /// Forgets every measurement: the content or the fonts changed.
  mutating func invalidate() {
    cache.removeAll()
    needsMeasurement = true
  }

  /// Forgets the sizes measured, keeping the frame as it is: a nested container whose
  /// content changed has its new height already, at this width only.
  mutating func emptyCache() {
    cache.removeAll()
  }
}
