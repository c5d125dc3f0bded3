import Foundation

extension StackPass {
  /// Places `view`, at `index`, which Auto Layout positions: its frame is its constraints',
  /// so the pass never writes it (a frame written would be put back at the container's next
  /// layout pass, and written again at the next reflow, on every pass) and never measures
  /// it; the stack goes on below a slot of the height the constraints gave it.
  ///
  /// Reported once while it is arranged, from the first pass that finds it so.
  ///
  /// - Returns: The cursor after it.
  @inlinable
  func placeUnderAutoLayout(
    _ view: Host.View, _ entry: Arrangement<Host.View>.PassInput, at cursor: StackCursor,
    index: Int
  ) -> StackCursor {
    // With `translatesAutoresizingMaskIntoConstraints` false, Auto Layout calculates the
    // view's size and position; `frame` sets them only while it is true.
    if !arrangement.entries[index].reportedAutoLayout {
      arrangement.entries[index].reportedAutoLayout = true
      diagnostics.report(.subviewUsesAutoLayout(index: index))
    }
    if !entry.isUnderAutoLayout { arrangement.entries[index].isUnderAutoLayout = true }
    // Its frame is anywhere its constraints put it: searches by position walk every view.
    arrangement.mayOverlap = true
    let frame = view.untransformedFrame
    let isHidden = entry.isHiding || view.isHidden
    reportInvalidSize(frame.size, at: index)
    let next = layout.advance(
      cursor, height: frame.size.height, isHidden: isHidden, customSpacing: entry.customSpacing)
    arrangement.record(Placement(frame: frame, isHidden: isHidden), cursorAfter: next, at: index)
    return next
  }
}
