import Foundation

// Apply: the frames that compute found different, written in order.

extension StackPass {
  // MARK: Internal

  /// Writes `writes` in order, each recorded in the log while its view's code runs, and reads
  /// each view back.
  ///
  /// Meanwhile every notification about another view is looked at as a change: the placements
  /// are all recorded. A view the engine marks dirty during a write is not written, nor is any
  /// view after it: its frame is the app's, and the next round places it. Nor is a view the
  /// app's code took out of the container meanwhile, which the next round finds gone.
  ///
  /// - Returns: `nil` once every write ran or a view was marked dirty, or the index at which a
  ///   view's code re-arranged the views or stopped the arrangement, and that view.
  @inlinable
  func apply(_ writes: PassWrites<Host.View>, host: Host, walk: inout Walk, dirtyFrom: () -> Int?)
    -> (index: Int, view: Host.View)?
  {
    let orientation = layout.orientation
    for position in 0..<writes.count {
      let write = writes.writes[position]
      if let dirty = dirtyFrom(), dirty <= write.index { return nil }
      let view = writes.views[position]
      // Taken out of the container by the app's code meanwhile: the next round retires it.
      guard host.contains(view) else {
        walk.markDirty(write.index)
        return nil
      }
      log.place(at: .max, view: ObjectIdentifier(view))
      walk.frameWrites += 1
      if walk.mayJoin, arrangement.joiningViews?.remove(ObjectIdentifier(view)) != nil {
        // Added inside `animate`: it appears in its slot, not growing from where it was.
        host.placeJoiningView(view, at: orientation.containerRect(write.target))
      } else {
        view.setUntransformedFrame(orientation.containerRect(write.target))
      }
      // The write ran the view's own code, which may have changed the arrangement.
      guard isIntact(walk) else { return (write.index, view) }
      var actual = orientation.stackRect(view.untransformedFrame)
      var isPlaced = true
      if !actual.isClose(to: write.target) {
        (actual, isPlaced) = settle(view, write, actual: actual, walk: &walk)
        // Settling may have written the view again, running its code again.
        guard isIntact(walk) else { return (write.index, view) }
      }
      // The frame as it reads back, in its last bits, or the target if the view's own code
      // moved it, so that the check below reflows it.
      if isPlaced, !actual.isIdentical(to: write.target) {
        arrangement.entries[write.index].placement?.frame = actual
      }
      // Its notifications while it was written were echoes, unless its own code or another
      // observer moved or hid it since: what it reads back tells.
      if !isPlaced || (write.isHiding || view.isHidden) != write.isHidden {
        walk.markDirty(write.index)
      }
    }
    return nil
  }

  // MARK: Private

  /// Where `view` settles when it reads back `actual` after `write`: a view that refused the
  /// width goes to the leading edge with the width it kept, which its entry remembers.
  ///
  /// A view that ends elsewhere was moved by its own code during the write; its placement
  /// stays the target, so that the check of what it reads back reflows it.
  ///
  /// - Returns: The frame the view reports now, and whether it is the view's placement.
  @inlinable
  func settle(_ view: Host.View, _ write: PassWrite, actual: CGRect, walk: inout Walk) -> (
    frame: CGRect, isPlaced: Bool
  ) {
    let target = write.target
    guard layout.alignment == .fill, !actual.size.width.isClose(to: target.size.width),
      actual.size.height.isClose(to: target.size.height), actual.size.isFinite
    else { return (actual, false) }
    arrangement.setRefusedWidth(
      (asked: target.size.width, kept: actual.size.width), at: write.index)
    let leading = layout.leadingFrame(for: actual.size, at: write.cursor)
    guard !actual.isClose(to: leading) else { return (actual, true) }
    walk.frameWrites += 1
    let orientation = layout.orientation
    view.setUntransformedFrame(orientation.containerRect(leading))
    return (orientation.stackRect(view.untransformedFrame), true)
  }
}
