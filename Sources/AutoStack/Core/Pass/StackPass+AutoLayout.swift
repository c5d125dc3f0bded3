import Foundation

// Compute for a view that Auto Layout positions: placed where it is, never written.

extension StackPass {
  /// Computes the view of `entry`, at the walk's index, which Auto Layout positions: its frame
  /// is its constraints', so the pass never writes it (a frame written would be put back at the
  /// container's next layout pass, and written again at the next reflow, on every pass) and
  /// never measures it; the stack goes on below a slot of the height the constraints gave it.
  ///
  /// Reported once while it is arranged, from the first pass that finds it so.
  ///
  /// - Returns: The cursor after it.
  @inlinable
  func computeUnderAutoLayout(
    _ entry: inout ArrangedEntry<Host.View>, _ view: Host.View, at cursor: StackCursor,
    walk: inout Walk
  ) -> StackCursor {
    // With `translatesAutoresizingMaskIntoConstraints` false, Auto Layout calculates the
    // view's size and position; `frame` sets them only while it is true.
    if !entry.reportedAutoLayout {
      entry.reportedAutoLayout = true
      walk.diagnostics.append(.subviewUsesAutoLayout(index: walk.index))
    }
    entry.isUnderAutoLayout = true
    // Its frame is anywhere its constraints put it: searches by position walk every view.
    arrangement.mayOverlap = true
    let frame = layout.orientation.stackRect(view.untransformedFrame)
    let isHidden = entry.isHiding || view.isHidden
    if !frame.size.height.isValidLength || !frame.size.width.isValidLength {
      reportInvalidSize(
        frame.size, previous: entry.placement?.frame.size, at: walk.index, walk: &walk)
    }
    let next = layout.advance(
      cursor, height: frame.size.height, isHidden: isHidden, customSpacing: entry.customSpacing)
    entry.record(Placement(frame: frame, isHidden: isHidden), cursorAfter: next)
    return next
  }
}
