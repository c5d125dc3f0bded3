import Foundation

/// Searches of the arranged views by position, over the cursors the last reflow left.
///
/// With spacings of 0 or more, positions never decrease down the stack: the bottom of the
/// last visible view up to each index (`cursorAfter.bottom`) and where each view starts (the
/// `next` of the cursor before it) are sorted, so a binary search finds the views near a
/// position. A negative spacing may overlap views and break that order: then every search is
/// a walk.
@usableFromInline
struct ArrangedPositions<View: Stackable> {
  @usableFromInline let entries: [ArrangedEntry<View>]
  /// Where the first view starts: the top inset.
  @usableFromInline let top: CGFloat
  /// Whether positions never decrease down the stack.
  @usableFromInline let isMonotonic: Bool
  /// The sticky views' frames as pinned, by index: visibility reads these, and none of them is
  /// the scroll anchor.
  @usableFromInline var sticky: [Int: CGRect] = [:]

  /// The positions of `arrangement`'s entries as the last pass left them with `layout`,
  /// sorted when no spacing is negative and every entry is placed.
  @MainActor @inlinable
  init(_ arrangement: Arrangement<View>, layout: StackLayout, sticky: [Int: CGRect] = [:]) {
    self.init(
      entries: arrangement.entries, top: layout.start.next,
      isMonotonic: arrangement.isSorted(spacing: layout.spacing),
      sticky: sticky)
  }

  @inlinable
  init(entries: [ArrangedEntry<View>], top: CGFloat, isMonotonic: Bool, sticky: [Int: CGRect] = [:])
  {
    self.entries = entries
    self.top = top
    self.isMonotonic = isMonotonic
    self.sticky = sticky
  }

  /// The indices of the views that may overlap `area` by more than ``Placement/tolerance``:
  /// a contiguous range when positions are sorted, in which only the first and last views may
  /// be partly outside the area; every index otherwise.
  func candidates(overlapping area: ClosedRange<CGFloat>) -> Range<Int> {
    guard isMonotonic else { return entries.indices }
    let lower = firstIndex(below: area.lowerBound)
    // The first view that starts at or below the area's bottom.
    let upper = partition { start(of: $0) >= area.upperBound }
    return lower..<max(lower, upper)
  }

  /// The first view whose bottom, or the bottom of a visible view above it, is below `y`.
  ///
  /// No visible view above it reaches below `y`. It is `0` when positions are not sorted.
  @inlinable func firstIndex(below y: CGFloat) -> Int {
    guard isMonotonic else { return 0 }
    return partition { entries[$0].cursorAfter.bottom > y }
  }

  /// The first index at which `isAfter` holds, given that it holds for
  /// every index after that one.
  // Inlined with its closure, which then reads the entries without looking their type up at
  // each probe when the engine is not specialized.
  @inlinable @inline(__always)
  func partition(_ isAfter: (Int) -> Bool) -> Int {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if isAfter(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// Where the view at `index` starts.
  private func start(of index: Int) -> CGFloat {
    index == 0 ? top : entries[index - 1].cursorAfter.next
  }
}
