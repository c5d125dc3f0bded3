import Foundation

extension AutoStackEngine {
  /// Marks the views from `index` down for a reflow, and runs it unless it must wait.
  func reflow(from index: Int) {
    scheduler.markDirty(from: index)
    flushIfPossible()
  }

  /// Runs passes until nothing is dirty, unless a batch is open, a pass is running already or
  /// nothing is arranged since ``stop()``.
  func flushIfPossible() {
    guard isArranging, scheduler.canFlush, let host else { return }
    scheduler.beginFlush()
    defer { scheduler.endFlush() }
    var passes = 0
    while let start = scheduler.takeDirty() {
      guard passes < ReflowScheduler.passLimit else {
        // Keep what is left to place, so that the next change reflows it.
        scheduler.markDirty(from: start)
        report(.reflowLoop(passes: passes))
        break
      }
      passes += 1
      runPass(from: start, host: host)
    }
  }

  /// Places the views from `start` down.
  ///
  /// Writes the frames that differ, then the content size. See ``StackLayout`` for the rules.
  private func runPass(from start: Int, host: Host) {
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
      let frame = view.frame
      let isHidden = view.isHidden
      reportInvalidSize(frame.size, at: index)
      let target = layout.frame(for: frame.size, at: cursor)
      let placement = Placement(frame: target, isHidden: isHidden)
      entries[index].placement = placement
      if !frame.isSameRect(as: target) {
        work.frameWrites += 1
        view.frame = target
        // The write ran the view's own code, which may have re-arranged or stopped this
        // arrangement, or given one of its views to another: then this view and the ones
        // below it are placed again by one more pass.
        guard generation == self.generation else {
          if scheduler.takePositionNotification() { checkChange(of: view) }
          if isArranging { scheduler.markDirty(from: index) }
          return
        }
      }
      // This view notified a change while the pass placed it (see `viewDidChange(_:)`): an
      // echo of the write, unless its own code or another observer moved it since.
      if scheduler.takePositionNotification(),
        !placement.matches(frame: view.frame, isHidden: view.isHidden)
      {
        scheduler.markDirty(from: index)
      }
      cursor = layout.advance(
        cursor, height: frame.size.height, isHidden: isHidden,
        customSpacing: entries[index].customSpacing)
      entries[index].cursorAfter = cursor
      index += 1
    }
    scheduler.position = Int.max
    if let firstRetired { removeRetiredEntries(from: firstRetired) }
    let size = layout.contentSize(after: cursor)
    if size != contentSize {
      contentSize = size
      host.setContentSize(size)
    }
  }

  /// Reports a height (or, when the width matters, a width) that cannot take space, once
  /// per new value.
  private func reportInvalidSize(_ size: CGSize, at index: Int) {
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
  private func retireEntry(at index: Int) {
    forget(entries[index], removeFromContainer: false)
    entries[index].view = nil
  }

  /// Removes the entries without a view from `start` on, all of which the pass that just
  /// ended placed as taking no space.
  private func removeRetiredEntries(from start: Int) {
    var kept = start
    for index in start..<entries.count where entries[index].view != nil {
      entries[kept] = entries[index]
      kept += 1
    }
    entries.removeLast(entries.count - kept)
    structureDidChange(dirtyFrom: nil)
    // A change noted during the pass below `start` now sits at a lower index.
    if let dirty = scheduler.dirtyFrom, dirty > start { scheduler.markDirty(from: start) }
  }
}
