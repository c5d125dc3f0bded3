import Foundation

extension AutoStackEngine {
  // MARK: Sizing Views

  /// Arranges `views` as ``arrange(_:options:)`` does, each with `sizing`, in one reflow.
  ///
  ///     engine.arrange([title, body, buttons], sizing: .fitting)
  ///     // each measured once at the slot width, then placed
  ///
  /// - Parameters:
  ///   - views: The views, top to bottom.
  ///   - sizing: The sizing of every view in `views`.
  ///   - options: New spacing, insets and alignment, or `nil` to keep the current ones.
  public func arrange(_ views: [View], sizing: AutoStackSizing, options: AutoStackOptions? = nil) {
    performBatch {
      arrange(views, options: options)
      // The views arranged: without the container, placeholders and repeats, skipped.
      let arranged = arrangedViews
      for index in arranged.indices { setSizing(sizing, for: arranged[index]) }
    }
  }

  /// Sets how `view` gets its height: fixed, or measured at its slot width.
  ///
  /// A view made fitting is measured at its next placement, at once or when the current batch
  /// ends; one made fixed keeps the frame it has. The sizing is kept while `view` stays in a
  /// new ``arrange(_:options:)`` and forgotten when it leaves. A view that is not arranged is
  /// reported as ``AutoStackDiagnostic/sizingOfUnarrangedView``.
  ///
  /// - Parameters:
  ///   - sizing: The new sizing. Every view starts ``AutoStackSizing/fixed``.
  ///   - view: An arranged view.
  public func setSizing(_ sizing: AutoStackSizing, for view: View) {
    guard let index = index(of: view) else {
      report(.sizingOfUnarrangedView)
      return
    }
    let id = entries[index].id
    guard sizing != (fitting[id]?.sizing ?? .fixed) else { return }
    guard sizing.isFitting else {
      fitting[id] = nil
      return
    }
    fitting[id] = FittingState(sizing: sizing)
    reflow(from: index)
  }

  /// The sizing of `view`: ``AutoStackSizing/fixed`` unless it was set, or if `view` is not
  /// arranged.
  public func sizing(for view: View) -> AutoStackSizing {
    index(of: view).flatMap { fitting[entries[$0].id]?.sizing } ?? .fixed
  }

  /// Tells the engine that the content of `view` changed, so that its size must be measured
  /// again, as `invalidateIntrinsicContentSize()` tells Auto Layout.
  ///
  /// Call it after setting a label's text or its number of lines. The view's cached sizes
  /// are forgotten, and it is measured and reflowed at once, or when the current batch ends:
  /// several invalidations in one batch or animation measure each view once, in one reflow.
  /// A ``AutoStackSizing/fixed`` view is not measured, and nothing happens. An invalidation
  /// that the view's own measurement makes is ignored, so that a measurement that invalidates
  /// itself cannot loop. A view that is not arranged is reported as
  /// ``AutoStackDiagnostic/sizingOfUnarrangedView``.
  ///
  /// - Parameter view: An arranged view.
  public func invalidateSize(of view: View) {
    guard let index = index(of: view) else {
      report(.sizingOfUnarrangedView)
      return
    }
    let id = entries[index].id
    guard fitting[id] != nil, measuringView != id else { return }
    fitting[id]?.invalidate()
    reflow(from: index)
  }

  /// Tells the engine that the content size category or the Bold Text setting changed, once
  /// the views have their new fonts.
  ///
  /// Every fitting view's cache is emptied, and every visible fitting view is measured again
  /// in one reflow, at once or when the current batch ends. On iOS the observer calls it by
  /// itself; hosts of other views call it when their text size changes.
  public func contentSizeCategoryDidChange() {
    guard !fitting.isEmpty else { return }
    var first: Int?
    for index in entries.indices where fitting[entries[index].id] != nil {
      fitting[entries[index].id]?.invalidate()
      first = first ?? index
    }
    if let first { reflow(from: first) }
  }

  /// The size the arrangement would take in a container `width` wide: `width`, and the content
  /// height, with every fitting view measured at the slot width that `width` leaves.
  ///
  /// Nothing is written: this is how a nested arranged container is measured, without
  /// changing its width. Measurements are counted and cached, so that the pass at that width
  /// reuses them. A view that is hidden or has a fixed sizing counts with its current height.
  ///
  /// - Parameter width: A container width; one that is negative, NaN or infinite counts as `0`.
  /// - Returns: The content size at `width`, or the current one if a measurement re-arranged
  ///   the views; `nil` when nothing is arranged (before the first ``arrange(_:options:)`` or
  ///   after ``stop()``).
  public func fittingSize(forWidth width: CGFloat) -> CGSize? {
    guard isArranging else { return nil }
    let layout = StackLayout(
      options: options, containerWidth: width, isRightToLeft: self.layout.isRightToLeft)
    let generation = generation
    var cursor = layout.start
    for index in entries.indices {
      guard let view = entries[index].view(as: View.self), !view.isHidden else { continue }
      var height = view.untransformedFrame.size.height
      let slot = FittingState.AppliedLayout(
        slotWidth: layout.availableWidth, fills: layout.alignment == .fill)
      switch fitting[entries[index].id]?.source(for: slot) {
      case nil, .current?: break
      case .cached(let size)?: height = size.height
      case .measurement(let sizing)?:
        height = measure(view, at: index, slotWidth: slot.slotWidth, sizing: sizing).height
        guard generation == self.generation else { return contentSize }
      }
      cursor = layout.advance(
        cursor, height: height, isHidden: false, customSpacing: entries[index].customSpacing)
    }
    return layout.contentSize(after: cursor)
  }

  // MARK: Internal

  /// The size the pass lays the view at `index` out with: `current`, or for a fitting view
  /// that must take a size (new, invalidated, or at a new slot width or alignment) the size
  /// cached at the slot width or measured there.
  ///
  /// A hidden view keeps `current` and is measured once it shows.
  @usableFromInline
  func fittedSize(of view: View, at index: Int, current: CGSize, isHidden: Bool) -> CGSize {
    guard !isHidden else { return current }
    let slot = FittingState.AppliedLayout(
      slotWidth: layout.availableWidth, fills: layout.alignment == .fill)
    // No copy of the state is kept across the calls below, so that storing into its cache
    // does not copy the cache.
    guard let source = fitting[entries[index].id]?.source(for: slot) else { return current }
    let size: CGSize
    switch source {
    case .current: return current
    case .cached(let cached): size = cached
    case .measurement(let sizing):
      size = measure(view, at: index, slotWidth: slot.slotWidth, sizing: sizing)
    }
    // Looked up again: the measurement ran the view's code, which may have changed it.
    fitting[ObjectIdentifier(view)]?.applied = slot
    return size
  }

  /// Forgets the sizes measured for `view`, a nested arranged container whose content size
  /// changed: its new height is the one its own arrangement set, and other widths measure it
  /// again.
  ///
  /// A change while this engine writes the container's frame is the measured size arriving,
  /// and keeps the cache.
  @usableFromInline
  func arrangedContentDidChange(of view: AnyObject) {
    guard let view = view as? View, let index = index(of: view), scheduler.position != index
    else { return }
    fitting[entries[index].id]?.emptyCache()
  }

  // MARK: Private

  /// The size of the fitting view at `index`, measured at `slotWidth` in the way `sizing`
  /// says, sanitized and cached.
  private func measure(_ view: View, at index: Int, slotWidth: CGFloat, sizing: AutoStackSizing)
    -> CGSize
  {
    let id = ObjectIdentifier(view)
    work.measurements += 1
    let outerMeasuring = measuringView
    measuringView = id
    let measured = view.measuredSize(fittingWidth: slotWidth, sizing: sizing)
    measuringView = outerMeasuring
    let size = CGSize(
      width: min(measured.width.validLengthOrZero, slotWidth),
      height: measured.height.validLengthOrZero)
    if !measured.height.isValidLength
      || (layout.alignment != .fill && !measured.width.isValidLength)
    {
      report(.invalidMeasurement(index: index, size: measured))
    }
    fitting[id]?.store(size, at: slotWidth)
    return size
  }
}
