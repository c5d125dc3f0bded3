import Foundation

extension AutoStackEngine {
  // The path from the public entry points (`performBatch`, `viewDidChange`) to the pass is
  // `@inlinable`: a host in another module (the simulator, a custom host) then runs a pass
  // specialized for its view type, as `ContainerHost` does inside this module, instead of one
  // that looks up the view type's metadata several times per view (20% of a full reflow).

  /// Marks the views from `index` down for a reflow, and runs it unless it must wait.
  @inlinable
  func reflow(from index: Int) {
    scheduler.markDirty(from: index)
    flushIfPossible()
  }

  /// Runs passes until nothing is dirty, unless a batch is open, a pass is running already or
  /// nothing is arranged since ``stop()``; then decides the placeholder if a change waited for
  /// that.
  @inlinable
  func flushIfPossible() {
    if isArranging, scheduler.canFlush, let host { runPasses(host: host) }
    updatePlaceholderIfNeeded()
  }

  /// Decides the placeholder if a change waited for the end of a batch or a pass to do so.
  @usableFromInline
  func updatePlaceholderIfNeeded() {
    if placeholders.needsUpdate { placeholdersDidChange() }
  }

  /// Runs passes until nothing is dirty, at most ``ReflowScheduler/passLimit`` of them.
  @inlinable
  func runPasses(host: Host) {
    reflowWillBegin(host: host)
    // After the flush ends, so that a change made by the app's handlers reflows.
    defer { reflowDidEnd(host: host) }
    scheduler.beginFlush()
    defer { scheduler.endFlush() }
    var passes = 0
    while let start = scheduler.takeDirty() {
      guard passes < ReflowScheduler.passLimit else {
        // Keep what is left to place, so that the next change reflows it.
        scheduler.markDirty(from: start)
        report(.reflowLoop(passes: passes, index: start))
        break
      }
      passes += 1
      runPass(from: start, host: host)
    }
  }

  /// Places the views from `start` down.
  ///
  /// Writes the frames that differ by more than ``Placement/tolerance``, then the content
  /// size. See ``StackLayout`` for the rules.
  @inlinable
  func runPass(from start: Int, host: Host) {
    let generation = generation
    var index = min(start, entries.count)
    let width = host.containerWidth
    let isRightToLeft = host.isRightToLeft
    let widthChanged = observedWidth?.isSameValue(as: width) != true
    if widthChanged || isRightToLeft != layout.isRightToLeft {
      if widthChanged, !width.isValidLength { report(.invalidContainerWidth(width)) }
      observedWidth = width
      layout = StackLayout(options: options, containerWidth: width, isRightToLeft: isRightToLeft)
      index = 0
    }
    work.reflows += 1
    var cursor = index == 0 ? layout.start : entries[index - 1].cursorAfter
    var firstRetired: Int?
    while index < entries.count {
      scheduler.position = index
      guard let view = entries[index].view(as: View.self), host.contains(view) else {
        if entries[index].view != nil { report(.subviewRemovedFromContainer(index: index)) }
        retireEntry(at: index)
        entries[index].cursorAfter = cursor
        firstRetired = firstRetired ?? index
        index += 1
        continue
      }
      let frame = view.untransformedFrame
      let isHidden = view.isHidden
      // A fitting view's size comes from its measurement (see `AutoStackEngine+Sizing`).
      var size = frame.size
      if !fitting.isEmpty {
        size = fittedSize(of: view, at: index, current: size, isHidden: isHidden)
        // The measurement ran the view's code, which may have re-arranged: as after a write.
        guard generation == self.generation else {
          if isArranging { scheduler.markDirty(from: index) }
          return
        }
      }
      reportInvalidSize(size, at: index)
      var target = layout.frame(for: size, at: cursor)
      // A view that kept another width when given this one (a control of fixed size) goes at
      // the leading edge with its own width, while it would refuse this one again.
      if let refused = entries[index].refusedWidth, refused.asked.isClose(to: target.size.width),
        refused.kept.isClose(to: size.width)
      {
        target = layout.leadingFrame(for: size, at: cursor)
      }
      // Where the view stands after this pass, recorded with the cursor after it, in one access
      // to the entries.
      var placement = Placement(frame: target, isHidden: isHidden)
      // The frame the view reports after a write, and whether it is the placement.
      var written: (frame: CGRect, isPlaced: Bool)?
      // A frame that is not finite is never written (a layer raises on the NaN it leads to):
      // a view whose height, or unfilled width, is not finite stays where it is.
      if !target.isFinite {
        placement.frame = frame
      } else if !frame.isClose(to: target) {
        work.frameWrites += 1
        view.setUntransformedFrame(target)
        // The write ran the view's own code, which may have changed the arrangement.
        guard generation == self.generation else { return passWasInterrupted(at: index, by: view) }
        let actual = view.untransformedFrame
        if actual.isClose(to: target) {
          // What the view reports, which may differ from the target in its last bits.
          written = (actual, true)
        } else {
          written = settle(view, at: index, actual: actual, target: target, cursor: cursor)
          // Settling may have written the view again, running its code again.
          guard generation == self.generation else {
            return passWasInterrupted(at: index, by: view)
          }
        }
        if let written, written.isPlaced { placement.frame = written.frame }
      }
      // This view notified a change while the pass placed it (see `viewDidChange(_:)`): an
      // echo of the write, unless its own code or another observer moved it since.
      if scheduler.takePositionNotification() {
        let isEcho =
          if let written, written.isPlaced {
            view.isHidden == isHidden
          } else {
            placement.matches(written?.frame ?? view.untransformedFrame, isHidden: view.isHidden)
          }
        if !isEcho { scheduler.markDirty(from: index) }
      }
      cursor = layout.advance(
        cursor, height: size.height, isHidden: isHidden,
        customSpacing: entries[index].customSpacing)
      entries[index].placement = placement
      entries[index].cursorAfter = cursor
      index += 1
    }
    scheduler.position = Int.max
    if let firstRetired { removeRetiredEntries(from: firstRetired) }
    stackContent = (layout.contentSize(after: cursor), cursor.hasVisibleView)
    finishLayout(host: host)
  }

  /// Ends a pass that a write interrupted by re-arranging or stopping this arrangement, or by
  /// giving one of its views to another: the view at `index`, whose write it was, and the
  /// ones below it are placed again by one more pass.
  @usableFromInline
  func passWasInterrupted(at index: Int, by view: View) {
    if scheduler.takePositionNotification() { checkChange(of: view) }
    if isArranging { scheduler.markDirty(from: index) }
  }

  /// Decides the placeholder, if any is in use, then gives the container its content size
  /// and places the placeholder: what ends every pass, and every placeholder change.
  @usableFromInline
  func finishLayout(host: Host) {
    guard let stackContent else { return }
    var size = stackContent.size
    var placeholder: (view: View, frame: CGRect)?
    if placeholders.isInUse {
      placeholders.needsUpdate = false
      updatePlaceholder(host: host, hasVisibleView: stackContent.hasVisibleView)
      placeholder = placeholderPlacement(host: host)
      // A plain container is at least as high as its placeholder.
      if let placeholder, host.visibleContentRect == nil {
        size.height = max(size.height, placeholder.frame.size.height)
      }
    }
    if size != contentSize {
      contentSize = size
      host.setContentSize(size)
      // A container arranged in another arrangement, which may have measured it.
      if let container = host.container, let owner = container.autoStackMembership?.owner {
        owner.arrangedContentDidChange(of: container)
      }
    }
    // After the container's new height: UIKit may have resized the placeholder by its
    // autoresizing mask meanwhile, which this puts right.
    if let placeholder { place(placeholder.view, at: placeholder.frame, host: host) }
    checkAppliedContentHeight()
  }

  /// Where the view at `index` settles after being written `target` at `cursor`, when it
  /// reads back `actual`, not the target.
  ///
  /// A view that refused the width settles at the leading edge with the width it kept, which
  /// the entry then remembers. The pass handles the usual case, a view that reads back as
  /// written within the tolerance, itself.
  ///
  /// A view that ends elsewhere was moved by its own code during the write; its placement
  /// stays the target, so that the check of its notification reflows it.
  ///
  /// - Returns: The frame the view reports now, and whether it is the view's placement.
  @usableFromInline
  func settle(
    _ view: View, at index: Int, actual: CGRect, target: CGRect, cursor: StackCursor
  ) -> (frame: CGRect, isPlaced: Bool) {
    var actual = actual
    if layout.alignment == .fill, !actual.size.width.isClose(to: target.size.width),
      actual.size.height.isClose(to: target.size.height), actual.size.isFinite
    {
      entries[index].refusedWidth = (asked: target.size.width, kept: actual.size.width)
      let leading = layout.leadingFrame(for: actual.size, at: cursor)
      if !actual.isClose(to: leading) {
        work.frameWrites += 1
        view.setUntransformedFrame(leading)
        actual = view.untransformedFrame
      }
      return (actual, true)
    }
    return (actual, false)
  }

  /// Reports a height (or, when the width matters, a width) that cannot take space, once
  /// per new value.
  @inlinable @inline(__always)
  func reportInvalidSize(_ size: CGSize, at index: Int) {
    // The usual case, settled before reading the entry and the options.
    guard !size.height.isValidLength || !size.width.isValidLength else { return }
    let previous = entries[index].placement?.frame.size
    if !size.height.isValidLength, previous?.height.isSameValue(as: size.height) != true {
      report(.invalidHeight(index: index, height: size.height))
    }
    if options.alignment != .fill, !size.width.isValidLength,
      previous?.width.isSameValue(as: size.width) != true
    {
      report(.invalidWidth(index: index, width: size.width))
    }
  }

  /// Ends the arrangement of the view at `index`, whose view is gone or left the container,
  /// keeping its entry in place, without a view, until the pass ends.
  ///
  /// Entries are removed once per pass, not one by one: a pass that finds many views gone
  /// (the app emptied the container) would otherwise rebuild the index once per view.
  @usableFromInline
  func retireEntry(at index: Int) {
    forget(entries[index], removeFromContainer: false)
    entries[index].view = nil
  }

  /// Removes the entries without a view from `start` on, all of which the pass that just
  /// ended placed as taking no space.
  @usableFromInline
  func removeRetiredEntries(from start: Int) {
    var kept = start
    for index in start..<entries.count where entries[index].view != nil {
      entries[kept] = entries[index]
      kept += 1
    }
    entries.removeLast(entries.count - kept)
    structureDidChange(dirtyFrom: nil, reindexFrom: start)
    // A change noted during the pass below `start` now sits at a lower index.
    if let dirty = scheduler.dirtyFrom, dirty > start { scheduler.markDirty(from: start) }
  }
}
