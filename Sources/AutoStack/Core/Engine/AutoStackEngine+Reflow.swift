import Foundation

extension AutoStackEngine {
  // MARK: Internal

  /// Whether work may run now: no batch is open and no flush is running.
  @inlinable var canRun: Bool { scheduler.batchDepth == 0 && !isFlushing }

  /// Whether every view is dirty and will be placed without another call: a change adds
  /// nothing.
  @inlinable var coversEveryView: Bool { scheduler.dirtyFrom == 0 && !canRun }

  /// Runs the waiting work, unless a batch or a flush under way will: the one loop that starts
  /// work, in rounds bounded by ``ReflowScheduler/roundLimit``.
  ///
  /// Passes from the dirty index down, each followed by the end of the reflow (the placeholder
  /// and the content size), then the features that read the result once the passes are done
  /// (anchoring and the clamp, the trace, visibility), whose handlers may ask for more; then a
  /// look at the end of a scroll, and a look at visibility.
  @inlinable func flush() {
    guard canRun, scheduler.hasWork else { return }
    isFlushing = true
    defer { isFlushing = false }
    var rounds = 0
    // Whether passes ran that the features have not looked at yet.
    var reflowed = false
    while scheduler.hasWork || reflowed {
      guard rounds < ReflowScheduler.roundLimit else {
        if let dirtyFrom = scheduler.dirtyFrom {
          diagnostics.report(.reflowLoop(passes: rounds, index: dirtyFrom))
        }
        // What is left to place waits for the next change.
        scheduler.clearRequests()
        break
      }
      rounds += 1
      if let start = scheduler.takeDirty() {
        // Nothing arranged, or the container gone: nothing to place.
        guard canReflow else { continue }
        if !reflowed {
          reflowWillBegin()
          reflowed = true
        }
        if runPass(from: start) { finishReflow() }
      } else if scheduler.take(.finish) {
        if canReflow { finishReflow() }
      } else if reflowed {
        reflowed = false
        reflowDidEnd()
      } else if scheduler.take(.scrollEndCheck) {
        checkScrollEnd()
      } else if scheduler.take(.visibility) {
        updateVisibility()
      }
    }
  }

  /// The container changed: the clamp that waited for a scroll to end, then visibility, or,
  /// during a batch or a flush, once it ends.
  ///
  /// The echo of the engine's own offset write is no change.
  @inlinable func viewportDidChange(host: Host) {
    if let container = host.container, log.isEcho(ofContainer: container) { return }
    anchoring.viewportDidChange(
      host: host, contentHeight: isArranging ? contentSize?.height : nil,
      orientation: layout.orientation, canAdjust: canRun)
    if canRun {
      updateVisibility(full: false, host: host)
      flush()
    } else {
      scheduler.request(.visibility)
    }
  }

  @inlinable var canReflow: Bool { isArranging && host != nil }

  /// Takes what the reflow after the first change of the outermost batch compares with.
  @usableFromInline func batchWillBegin() {
    guard let host else { return }
    tracer.batchWillBegin(
      entries: arrangement.entries, statistics: statistics, orientation: layout.orientation)
    anchoring.batchWillBegin(
      host: host, positions: positions, orientation: layout.orientation,
      isArranging: isArranging)
  }

  /// Forgets what the outermost batch took if no reflow used it.
  @usableFromInline func batchDidEnd() {
    tracer.batchDidEnd()
    anchoring.batchDidEnd()
  }

  @usableFromInline func updateVisibility() {
    if let host { updateVisibility(full: true, host: host) }
  }

  @usableFromInline func checkScrollEnd() {
    guard let host else { return }
    let height = isArranging ? contentSize?.height : nil
    if anchoring.checkScrollEnd(
      host: host, contentHeight: height, orientation: layout.orientation)
    {
      scheduler.request(.visibility)
    }
  }

  /// Looks at visibility: at every candidate (`full`), or at what a scroll changed.
  @inlinable func updateVisibility(full: Bool, host: Host) {
    sections.update(
      content: isArranging ? contentSize : nil, layout: layout,
      isInBatch: scheduler.batchDepth > 0)
    guard visibility.isWatching else { return }
    let requests = visibility.update(
      full: full,
      area: isArranging
        ? Visibility<View>.visibleArea(host: host, orientation: layout.orientation) : nil,
      positions: positions, generation: arrangement.generation)
    if !requests.isEmpty { request(requests) }
  }

  /// Where each view is, for searches by position.
  @usableFromInline var positions: ArrangedPositions<View> {
    ArrangedPositions(
      arrangement, layout: layout, sticky: sections.stickyFrames(orientation: layout.orientation))
  }

  // MARK: The runner's steps

  /// Runs one pass from `start`, with a new layout and from the top when the width or the
  /// direction changed.
  ///
  /// - Returns: Whether it completed; a pass that a view's code interrupted has marked what
  ///   is left dirty.
  @inlinable func runPass(from start: Int) -> Bool {
    guard let host else { return false }
    var start = start
    let width = host.stackWidth(axis: options.axis)
    let isRightToLeft = host.isRightToLeft
    let grid = PixelGrid(scale: host.displayScale)
    let widthChanged = observedWidth?.isSameValue(as: width) != true
    if widthChanged || isRightToLeft != layout.isRightToLeft || grid != layout.grid {
      if widthChanged, !width.isValidLength { diagnostics.report(.invalidContainerWidth(width)) }
      // Measurements were rounded up to the old scale's pixels.
      if grid != layout.grid { _ = arrangement.invalidateFittingSizes() }
      observedWidth = width
      layout = StackLayout(
        options: options, containerWidth: width, isRightToLeft: isRightToLeft, grid: grid,
        contentLength: layout.orientation.mirrorLength)
      start = 0
    }
    work.add(reflows: 1)
    var pass = StackPass<Host>(
      arrangement: arrangement, log: log, diagnostics: diagnostics, layout: layout, owner: self)
    switch pass.place(from: start, host: host, dirtyFrom: { scheduler.dirtyFrom }) {
    case .completed(let result):
      work.add(frameWrites: result.frameWrites, measurements: result.measurements)
      if let dirty = result.dirtyFrom { scheduler.markDirty(from: dirty) }
      // A change noted during the pass below the first entry it retired now sits at a lower
      // index.
      if let retired = result.firstRetired, let dirty = scheduler.dirtyFrom, dirty > retired {
        scheduler.markDirty(from: retired)
      }
      lastPass = result
      layout.orientation = pass.layout.orientation
      return true
    case .interrupted(let index, let view, let frameWrites, let measurements):
      work.add(frameWrites: frameWrites, measurements: measurements)
      // The view being written: its notifications were the write's, looked at as any change is.
      if let view { viewDidChange(view) }
      if isArranging { scheduler.markDirty(from: index) }
      return false
    }
  }

  /// Decides the placeholder, gives the container its content size (a plain container at
  /// least the placeholder's height), then places the placeholder.
  @usableFromInline func finishReflow() {
    guard let host, let lastPass else { return }
    var size = lastPass.contentSize
    var placeholder: (view: View, frame: CGRect)?
    if placeholders.isInUse {
      placeholder = placeholders.update(
        host: host, hasVisibleView: lastPass.hasVisibleView, layout: layout,
        sections: arrangement.entries)
      if let placeholder, host.visibleContentRect == nil {
        size.height = max(size.height, placeholder.frame.size.height)
      }
    }
    setContentSize(size, host: host)
    // After the container's new height: UIKit may have resized the placeholder by its
    // autoresizing mask meanwhile, which this puts right.
    if let placeholder,
      placeholders.place(
        placeholder.view, at: placeholder.frame, orientation: layout.orientation, host: host,
        log: log)
    {
      scheduler.request(.finish)
    }
    checkAppliedContentHeight()
  }

  /// Takes what the reflow compares with, unless the batch did.
  @usableFromInline func reflowWillBegin() {
    guard let host else { return }
    let width = host.stackWidth(axis: options.axis)
    let widthChanged = observedWidth?.isSameValue(as: width) != true
    tracer.reflowWillBegin(
      entries: arrangement.entries, statistics: statistics, orientation: layout.orientation,
      widthChange: widthChanged ? (observedWidth, width) : nil)
    anchoring.reflowWillBegin(
      host: host, positions: positions, orientation: layout.orientation,
      isArranging: isArranging)
  }

  /// After the passes: anchors and clamps the offset, reports the trace, then visibility.
  @usableFromInline func reflowDidEnd() {
    guard let host else { return }
    let offsetY = anchoring.reflowDidEnd(
      host: host, contentHeight: isArranging ? contentSize?.height : nil,
      orientation: layout.orientation, readsOffset: tracer.isTracing
    ) { [arrangement] view in
      arrangement.index(of: view, owner: self).flatMap { arrangement.entries[$0].placement }
    }
    tracer.reflowDidEnd(
      entries: arrangement.entries, statistics: statistics, orientation: layout.orientation,
      contentHeight: contentSize?.height ?? 0, offsetY: offsetY)
    updateVisibility(full: true, host: host)
  }
}
