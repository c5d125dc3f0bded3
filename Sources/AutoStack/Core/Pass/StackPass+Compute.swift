import Foundation

// Compute: the placements, as values, and the frames to write.

extension StackPass {
  // MARK: Internal

  /// Walks the views from the walk's index down, recording each one's placement and the
  /// cursor after it, and appends the frames that differ to `writes`; retires the entries of
  /// views that are gone or left the container.
  ///
  /// The entries are taken out of the arrangement meanwhile, so that the walk reads and
  /// records them as plain values; they go back before a fitting view is measured, the one
  /// step that runs a view's code.
  ///
  /// - Returns: The cursor after the last view, or `nil` if a measurement's code re-arranged
  ///   the views, at the walk's index.
  @inlinable
  func compute(host: Host, walk: inout Walk, writes: inout PassWrites<Host.View>) -> StackCursor? {
    var cursor =
      walk.index == 0 ? layout.start : arrangement.entries[walk.index - 1].cursorAfter
    while true {
      var entries = arrangement.takeEntries()
      let measuring = computeEntries(
        &entries, cursor: &cursor, host: host, walk: &walk, writes: &writes)
      arrangement.restoreEntries(entries)
      guard let (fitting, sizing) = measuring else { return cursor }
      // What the views above it had to report comes first, in their order.
      guard reportFound(&walk) else { return nil }
      // Measured with the entries in place, its code free to call in; the next round of
      // the loop finds the size in the cache. Views below it are read by this pass anyway.
      if let view = arrangement.entries[walk.index].view {
        log.place(at: walk.index, view: ObjectIdentifier(view))
      }
      measure(fitting, sizing: sizing, walk: &walk)
      log.endPass()
      guard isIntact(walk) else { return nil }
    }
  }

  // MARK: Private

  /// The slot a fitting view is measured for in this layout.
  @usableFromInline
  var slot: FittingState.AppliedLayout {
    FittingState.AppliedLayout(slotWidth: layout.availableWidth, fills: layout.alignment == .fill)
  }

  /// Computes the entries from the walk's index down, moving `cursor` past each one.
  ///
  /// - Returns: `nil` once every entry is computed, or the fitting state of the view at the
  ///   walk's index, which needs a measurement, and how to measure it.
  @inlinable
  func computeEntries(
    _ entries: inout [ArrangedEntry<Host.View>], cursor: inout StackCursor, host: Host,
    walk: inout Walk, writes: inout PassWrites<Host.View>
  ) -> (FittingState, AutoStackSizing)? {
    let slot = slot
    // Read once: the loop reads every view through it.
    let orientation = layout.orientation
    while walk.index < entries.count {
      let index = walk.index
      guard let view = entries[index].view, host.contains(view) else {
        if entries[index].view != nil {
          walk.diagnostics.append(.subviewRemovedFromContainer(index: index))
        }
        arrangement.forget(entries[index], owner: owner, removeFromContainer: false, host: host)
        entries[index].retire()
        entries[index].cursorAfter = cursor
        walk.firstRetired = min(walk.firstRetired ?? index, index)
        walk.index += 1
        continue
      }
      if view.usesAutoLayout {
        cursor = computeUnderAutoLayout(&entries[index], view, at: cursor, walk: &walk)
        walk.index += 1
        continue
      }
      if entries[index].isUnderAutoLayout { entries[index].isUnderAutoLayout = false }
      let frame = orientation.stackRect(view.untransformedFrame)
      // A section fading out takes no space.
      let isHidden = entries[index].isHiding || view.isHidden
      var size = frame.size
      if !isHidden, let fitting = entries[index].fitting {
        switch fitting.source(for: slot) {
        case .current: break
        case .cached(let cached):
          size = cached
          fitting.applied = slot
        case .measurement(let sizing):
          // A slot of no width (a container not laid out yet) measures nothing: Auto Layout
          // would break constraints there, and the real width measures again anyway.
          if slot.slotWidth > 0 { return (fitting, sizing) }
        }
      }
      cursor = computeEntry(
        &entries[index], view, frame: frame, size: size, isHidden: isHidden, at: cursor,
        walk: &walk, writes: &writes)
      walk.index += 1
    }
    return nil
  }

  /// Places the view of `entry`, at the walk's index, at `cursor` with `size`, records its
  /// placement, and appends its frame to `writes` if it differs from `frame`.
  ///
  /// - Returns: The cursor after it.
  @inlinable
  func computeEntry(
    _ entry: inout ArrangedEntry<Host.View>, _ view: Host.View, frame: CGRect, size: CGSize,
    isHidden: Bool, at cursor: StackCursor, walk: inout Walk, writes: inout PassWrites<Host.View>
  ) -> StackCursor {
    let index = walk.index
    if !size.height.isValidLength || !size.width.isValidLength {
      reportInvalidSize(size, previous: entry.placement?.frame.size, at: index, walk: &walk)
    }
    var target = layout.frame(for: size, at: cursor)
    // A view that kept another width when given this one (a control of fixed size) goes at
    // the leading edge with its own width, while it would refuse this one again.
    if let refused = entry.refusedWidth,
      refused.asked.isClose(to: target.size.width), refused.kept.isClose(to: size.width)
    {
      target = layout.leadingFrame(for: size, at: cursor)
    }
    var placement = Placement(frame: target, isHidden: isHidden)
    // A frame that is not finite is never written (a layer raises on the NaN it leads to):
    // a view whose height, or unfilled width, is not finite stays where it is.
    if !target.isFinite {
      placement.frame = frame
    } else if !frame.isClose(to: target) {
      if isHidden, !frame.size.isClose(to: target.size) {
        // A size the measurement did not give: the frame no longer holds the layout the
        // fitting state remembers, and showing the view takes its size again.
        entry.fitting?.applied = nil
      }
      writes.append(
        PassWrite(
          index: index, target: target, cursor: cursor, isHidden: isHidden,
          isHiding: entry.isHiding),
        of: view)
    }
    var next = layout.advance(
      cursor, height: size.height, isHidden: isHidden, customSpacing: entry.customSpacing)
    // A visible fitting view not measured yet (a slot of no width) counts as content: its
    // height is unknown, not 0, and the empty placeholder must not show for it.
    if !isHidden, let fitting = entry.fitting, fitting.isUnmeasured { next.hasVisibleView = true }
    entry.record(placement, cursorAfter: next)
    return next
  }
}
