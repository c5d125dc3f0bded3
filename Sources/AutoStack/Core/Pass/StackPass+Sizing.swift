import Foundation

// A pass's sizes: a fitting view's measurement, and the sizes that cannot take space.

extension StackPass {
  /// The size a fitting view is laid out with: `current` while its frame took the layout already,
  /// else the size cached at the slot width, else a measurement (counted, sanitized, reported if
  /// invalid, cached).
  ///
  /// When the pass `applies` the size, the state remembers the layout its frame took.
  @inlinable
  func size(
    of view: Host.View, _ fitting: FittingState, at index: Int, current: CGSize,
    walk: inout Walk, applies: Bool
  ) -> CGSize {
    let slot = slot
    let size: CGSize
    switch fitting.source(for: slot) {
    case .current: return current
    case .cached(let cached): size = cached
    case .measurement(let sizing):
      // A slot of no width (a container not laid out yet) measures nothing: Auto Layout
      // would break constraints there, and the real width measures again anyway.
      guard slot.slotWidth > 0 else { return current }
      walk.measurements += 1
      let measured = log.measure(view) {
        view.measuredSize(fittingWidth: slot.slotWidth, sizing: sizing)
      }
      // Up to the next pixel, so that a label keeps its last row of pixels.
      let grid = layout.grid
      size = CGSize(
        width: min(grid.roundUp(measured.width.validLengthOrZero), slot.slotWidth),
        height: grid.roundUp(measured.height.validLengthOrZero))
      if !measured.height.isValidLength
        || (layout.alignment != .fill && !measured.width.isValidLength)
      {
        diagnostics.report(.invalidMeasurement(index: index, size: measured))
      }
      fitting.store(size, at: slot.slotWidth)
    }
    if applies { fitting.applied = slot }
    return size
  }

  /// Reports a height (or, when the width matters, a width) that cannot take space, once per
  /// new value.
  @inlinable
  func reportInvalidSize(_ size: CGSize, at index: Int) {
    guard !size.height.isValidLength || !size.width.isValidLength else { return }
    let previous = arrangement.entries[index].placement?.frame.size
    if !size.height.isValidLength, previous?.height.isSameValue(as: size.height) != true {
      diagnostics.report(.invalidHeight(index: index, height: size.height))
    }
    if layout.alignment != .fill, !size.width.isValidLength,
      previous?.width.isSameValue(as: size.width) != true
    {
      diagnostics.report(.invalidWidth(index: index, width: size.width))
    }
  }
}
