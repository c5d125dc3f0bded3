import Foundation

// A pass's sizes: a fitting view's measurement, the content size a nested container measures,
// and the sizes that cannot take space.

extension StackPass {
  /// Measures the fitting view at the walk's index in the slot, and caches its size (counted,
  /// sanitized, reported if invalid).
  ///
  /// The view's code runs: a view that re-arranges the views meanwhile changes the
  /// arrangement's generation, which the caller checks.
  @inlinable
  func measure(_ fitting: FittingState, sizing: AutoStackSizing, walk: inout Walk) {
    let index = walk.index
    guard let view = arrangement.entries[index].view else { return }
    let slotWidth = layout.availableWidth
    walk.measurements += 1
    let orientation = layout.orientation
    let measured = log.measure(view) {
      orientation.isVertical
        ? view.measuredSize(fittingWidth: slotWidth, sizing: sizing)
        : orientation.transposed(view.measuredSize(fittingHeight: slotWidth, sizing: sizing))
    }
    // Up to the next pixel, so that a label keeps its last row of pixels.
    let grid = layout.grid
    let size = CGSize(
      width: min(grid.roundUp(measured.width.validLengthOrZero), slotWidth),
      height: grid.roundUp(measured.height.validLengthOrZero))
    fitting.store(size, at: slotWidth)
    if !measured.height.isValidLength
      || (layout.alignment != .fill && !measured.width.isValidLength)
    {
      diagnostics.report(
        .invalidMeasurement(index: index, size: layout.orientation.transposed(measured)))
    }
  }

  /// The content size at this pass's layout, writing nothing: every visible view at its
  /// frame's height, a fitting one at its cached or measured height.
  ///
  /// - Returns: The size and the number of views measured, or `nil` for the size if a
  ///   measurement re-arranged the views.
  @inlinable
  func measureContent() -> (size: CGSize?, measurements: Int) {
    var walk = Walk(generation: arrangement.generation, index: 0)
    var cursor = layout.start
    let slot = slot
    while walk.index < arrangement.count {
      let index = walk.index
      guard let view = arrangement.entries[index].view, !view.isHidden,
        !arrangement.entries[index].isHiding
      else {
        walk.index += 1
        continue
      }
      var size = layout.orientation.transposed(view.untransformedFrame.size)
      // Auto Layout gives a view under it its size: it is not measured.
      if let fitting = arrangement.entries[index].fitting, !view.usesAutoLayout {
        switch fitting.source(for: slot) {
        case .current: break
        case .cached(let cached): size = cached
        case .measurement(let sizing):
          guard slot.slotWidth > 0 else { break }
          measure(fitting, sizing: sizing, walk: &walk)
          guard isIntact(walk) else { return (nil, walk.measurements) }
          // Sized again from the cache.
          continue
        }
      }
      cursor = layout.advance(
        cursor, height: size.height, isHidden: false,
        customSpacing: arrangement.entries[index].customSpacing)
      walk.index += 1
    }
    return (layout.contentSize(after: cursor), walk.measurements)
  }

  /// The width across the stack that its visible views need, with the insets there.
  ///
  /// The widest one as it is: under fill, the width the views were given.
  func widestView() -> CGFloat {
    var widest: CGFloat = 0
    for entry in arrangement.entries where !entry.isHiding {
      guard let view = entry.view, !view.isHidden else { continue }
      let width = layout.orientation.transposed(view.untransformedFrame.size).width
      widest = max(widest, width.validLengthOrZero)
    }
    return layout.grid.roundUp(widest + layout.crossInsets)
  }

  /// Notes a height (or, when the width matters, a width) that cannot take space, once per
  /// new value, to report once compute ends.
  @inlinable
  func reportInvalidSize(_ size: CGSize, previous: CGSize?, at index: Int, walk: inout Walk) {
    let isVertical = layout.orientation.isVertical
    if !size.height.isValidLength, previous?.height.isSameValue(as: size.height) != true {
      walk.diagnostics.append(
        isVertical
          ? .invalidHeight(index: index, height: size.height)
          : .invalidWidth(index: index, width: size.height))
    }
    if layout.alignment != .fill, !size.width.isValidLength,
      previous?.width.isSameValue(as: size.width) != true
    {
      walk.diagnostics.append(
        isVertical
          ? .invalidWidth(index: index, width: size.width)
          : .invalidHeight(index: index, height: size.width))
    }
  }
}
