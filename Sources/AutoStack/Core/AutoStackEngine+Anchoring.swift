import Foundation

extension AutoStackEngine {
  // MARK: Scroll Anchoring

  /// Whether a scroll container keeps its first visible view where it is on screen when the
  /// views above it change, as browsers do (CSS `overflow-anchor`).
  ///
  /// The anchor is chosen from the frames of the last reflow, before the change (before the
  /// first change of a batch): when the content offset is past the top, the first arranged
  /// view that is not hidden, is higher than 0 and whose bottom is below the top of the
  /// visible area. After the reflow the offset moves by exactly how far the anchor's top
  /// moved, but never above the top. At the top, nothing is anchored; an anchor that becomes
  /// hidden or leaves the arrangement moves nothing. Inside an animation the offset animates
  /// with the frames.
  ///
  ///     engine.isScrollAnchoringEnabled = true
  ///     // offset 900, the comments at y 1000 show 100 points below the top of the screen
  ///     header.frame.size.height += 120
  ///     // the comments move to y 1120, the offset to 1020: still 100 points below the top
  ///
  /// The default value is `false`, AASubviews' behaviour: the views below a change move on
  /// screen. Whatever its value, the offset is kept inside the content after each reflow:
  /// it is lowered to `max(-top, contentHeight + bottom - bounds height)` (top and bottom
  /// being the adjusted content insets) when the content shrinks under it, once the user's
  /// drag and deceleration end; an offset pulled above the top is left alone.
  public var isScrollAnchoringEnabled: Bool {
    get { viewport.isAnchoringEnabled }
    set { viewport.isAnchoringEnabled = newValue }
  }

  // MARK: Internal

  /// Where each view is, for searches by position.
  var arrangedPositions: ArrangedPositions {
    ArrangedPositions(
      entries: entries, top: layout.start.next,
      isMonotonic: options.spacing.finiteOrZero >= 0 && !viewport.mayOverlap)
  }

  /// Takes what the reflow after the first change of the outermost batch compares with.
  @usableFromInline
  func batchWillBegin() {
    guard viewport.capturesReflows, scheduler.batchDepth == 0, !scheduler.isFlushing else {
      return
    }
    viewport.pendingCause = nil
    viewport.capture = makeCapture(isBatch: true)
  }

  /// Drops what the outermost batch took if no reflow used it, and looks at visibility if a
  /// scroll inside the batch asked for it.
  @usableFromInline
  func batchDidEnd() {
    guard scheduler.batchDepth == 0, !scheduler.isFlushing else { return }
    if viewport.capturesReflows { viewport.capture = nil }
    if viewport.needsVisibilityUpdate { updateVisibility(full: true) }
  }

  /// Called as a flush starts: takes what the reflow compares with, unless a batch did.
  @usableFromInline
  func reflowWillBegin(host: Host) {
    guard viewport.capturesReflows else { return }
    if viewport.capture == nil { viewport.capture = makeCapture(isBatch: false) }
    viewport.pendingCause = nil
    guard viewport.isTracing, var capture = viewport.capture else { return }
    if case .arrange? = capture.cause {
    } else if observedWidth?.isSameValue(as: host.containerWidth) != true {
      capture.cause = .containerWidth(old: observedWidth, new: host.containerWidth)
    }
    viewport.capture = capture
  }

  /// Called as a flush ends: anchors and clamps the offset, reports the trace, then
  /// visibility.
  @usableFromInline
  func reflowDidEnd(host: Host) {
    if let height = contentSize?.height {
      if let checked = viewport.checkedContentHeight, height < checked {
        viewport.mayBePastEnd = true
      }
      viewport.checkedContentHeight = height
    }
    // Without anchoring nor a trace, no capture is made or copied (it holds a weak reference).
    guard viewport.capturesReflows, let capture = viewport.capture else {
      if viewport.mayBePastEnd { adjustOffset(host: host, anchorMove: nil) }
      if viewport.isWatchingVisibility { updateVisibility(full: true) }
      return
    }
    viewport.capture = nil
    viewport.pendingCause = nil
    let offsetY = adjustOffset(host: host, anchorMove: anchorMove(of: capture.anchor))
    if let onReflow = viewport.reflowHandler as? (AutoStackReflowTrace<View>) -> Void {
      onReflow(trace(of: capture, offsetY: offsetY))
    }
    if viewport.isWatchingVisibility { updateVisibility(full: true) }
  }

  /// Notes the change of `view`, which is about to reflow, for the trace: from the height and
  /// `isHidden` the last pass left it with, `nil` if none placed it.
  @usableFromInline
  func noteChange(of view: View, oldHeight: CGFloat?, wasHidden: Bool?) {
    // Inside a batch the cause is the batch; during a pass, the pass's cause.
    guard viewport.isTracing, !scheduler.isFlushing, scheduler.batchDepth == 0 else {
      return
    }
    let frame = view.untransformedFrame
    viewport.pendingCause = .view(
      view,
      AutoStackViewChange(
        oldHeight: oldHeight, newHeight: frame.size.height, wasHidden: wasHidden,
        isHidden: view.isHidden))
  }

  /// Notes that ``arrange(_:options:)`` causes the next reflow, unless the app's own batch
  /// does.
  @usableFromInline
  func noteArrange() {
    guard scheduler.batchDepth == 1 else { return }
    viewport.capture?.cause = .arrange
  }

  /// Applies the clamp deferred while the user scrolled, once the scroll ended, then looks
  /// at visibility.
  ///
  /// Called for every change of the container.
  func viewportDidChange() {
    guard !viewport.isSettingOffset, let host else { return }
    viewport.mayBePastEnd = true
    guard !scheduler.isFlushing, scheduler.batchDepth == 0 else {
      // The pass or the batch looks once it ends.
      viewport.needsVisibilityUpdate = true
      return
    }
    if viewport.isClampDeferred, !host.isTrackingOrDecelerating {
      adjustOffset(host: host, anchorMove: nil)
    }
    updateVisibility(full: false)
  }

  /// Moves the offset of a scroll container after a reflow: by `anchorMove`, how far the
  /// anchor's top moved, then down to the end of the content, unless the user is scrolling.
  ///
  /// - Returns: The offset's y, or `nil` for a container that does not scroll.
  @discardableResult
  func adjustOffset(host: Host, anchorMove: CGFloat?) -> CGFloat? {
    guard isArranging, let visible = host.visibleContentRect, let height = contentSize?.height
    else {
      viewport.mayBePastEnd = false
      return nil
    }
    let offset = host.contentOffset
    var y = offset.y
    // The adjusted top inset: the visible area starts that far below the offset.
    let top = (visible.origin.y - offset.y).finiteOrZero
    if let anchorMove { y = max(-top, y + anchorMove) }
    // max(-top, contentHeight + bottom - bounds height), the bounds being the visible area
    // and both insets.
    let end = max(-top, height - visible.size.height - top)
    viewport.isClampDeferred = false
    viewport.mayBePastEnd = false
    if y > end + Placement.tolerance {
      if host.isTrackingOrDecelerating {
        viewport.isClampDeferred = true
        viewport.mayBePastEnd = true
        host.notifyWhenScrollingEnds()
      } else {
        y = end
      }
    }
    if y.isFinite, !y.isClose(to: offset.y) {
      viewport.isSettingOffset = true
      host.setContentOffset(CGPoint(x: offset.x, y: y))
      viewport.isSettingOffset = false
    }
    return y
  }

  // MARK: Private

  /// How far the top of `anchor` moved since it was chosen, or `nil` if it is gone, hidden
  /// or not placed.
  private func anchorMove(of anchor: ViewportState.Anchor?) -> CGFloat? {
    guard let anchor, let view = anchor.view.map({ unsafeDowncast($0, to: View.self) }),
      let index = index(of: view), let placement = entries[index].placement,
      !placement.isHidden, placement.frame.origin.y.isFinite
    else { return nil }
    return placement.frame.origin.y - anchor.y
  }

  /// What the next reflow compares with, or `nil` when nothing needs it.
  private func makeCapture(isBatch: Bool) -> ViewportState.Capture? {
    let anchor = viewport.isAnchoringEnabled ? chooseAnchor() : nil
    let isTracing = viewport.isTracing
    guard anchor != nil || isTracing else { return nil }
    var capture = ViewportState.Capture(anchor: anchor, isBatch: isBatch)
    if isTracing {
      capture.cause = viewport.pendingCause
      capture.origins = Dictionary(
        entries.compactMap { entry in entry.placement.map { (entry.id, $0.frame.origin) } },
        uniquingKeysWith: { first, _ in first })
      capture.frameWrites = work.frameWrites
      capture.reflows = work.reflows
    }
    return capture
  }

  /// The first view that is not hidden, is higher than 0 and whose bottom is below the top of
  /// the visible area, as the last reflow placed it, when the offset is past the top.
  private func chooseAnchor() -> ViewportState.Anchor? {
    guard isArranging, let host, let visible = host.visibleContentRect,
      visible.origin.y > Placement.tolerance
    else { return nil }
    let top = visible.origin.y
    for index in arrangedPositions.firstIndex(below: top)..<entries.count {
      guard let placement = entries[index].placement, !placement.isHidden else { continue }
      let frame = placement.frame
      guard frame.size.height.isValidLength, frame.size.height > 0,
        frame.origin.y + frame.size.height > top
      else { continue }
      return ViewportState.Anchor(view: entries[index].view, y: frame.origin.y)
    }
    return nil
  }

  /// The trace of the reflow that `capture` was taken for.
  private func trace(of capture: ViewportState.Capture, offsetY: CGFloat?)
    -> AutoStackReflowTrace<View>
  {
    var moved = 0
    let origins = capture.origins ?? [:]
    for entry in entries {
      guard let origin = entry.placement?.frame.origin else { continue }
      if let old = origins[entry.id], old.x.isClose(to: origin.x), old.y.isClose(to: origin.y) {
        continue
      }
      moved += 1
    }
    let cause: AutoStackReflowTrace<View>.Cause =
      switch capture.cause ?? (capture.isBatch ? .batch : .other) {
      case .view(let view, let change): .view(unsafeDowncast(view, to: View.self), change)
      case .batch: .batch
      case .containerWidth(let old, let new): .containerWidth(old: old, new: new)
      case .arrange: .arrange
      case .other: .other
      }
    return AutoStackReflowTrace(
      cause: cause, movedViewCount: moved,
      frameWriteCount: work.frameWrites - capture.frameWrites,
      passCount: work.reflows - capture.reflows, contentHeight: contentSize?.height ?? 0,
      contentOffsetY: offsetY)
  }
}
