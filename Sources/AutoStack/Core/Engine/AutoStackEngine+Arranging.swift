import Foundation

extension AutoStackEngine {
  // MARK: Package

  /// Arranges `views` top to bottom, in this order, replacing any earlier arrangement.
  ///
  /// New views join (added to the container, observed); views that stay keep their entry,
  /// their place among the container's subviews and their custom spacing; views left out
  /// leave (removed from the container, no longer observed); a view of another arrangement
  /// leaves that one. The container, placeholders and repeats are skipped and reported. Then
  /// every view is placed, writing only the frames that change. An engine that outlived its
  /// host has no container to arrange into, and takes no view.
  @inlinable package func arrange(_ views: [View], options: AutoStackOptions? = nil) {
    isArranging = true
    performBatch {
      tracer.noteArrange()
      if let options { self.options = options }
      guard let host else { return }
      let addedAny = arrangement.rearrange(
        views, owner: self, host: host, diagnostics: diagnostics,
        placeholders: placeholders.ids)
      if addedAny { placeholders.keepOnTop(host: host) }
      transitions.arrangementDidChange(host: host)
      // Every view, also one whose change no observation saw.
      reflow(from: 0)
    }
  }

  /// Arranges `views`, changing only the options given; `nil` keeps an option's value.
  @inlinable package func arrange(
    _ views: [View], spacing: CGFloat?, insets: AutoStackInsets?, alignment: AutoStackAlignment?,
    axis: AutoStackAxis? = nil
  ) {
    var options = options
    if let spacing { options.spacing = spacing }
    if let insets { options.insets = insets }
    if let alignment { options.alignment = alignment }
    if let axis { options.axis = axis }
    arrange(views, options: options)
  }

  /// Arranges `views`, each with `sizing`, in one reflow.
  package func arrange(_ views: [View], sizing: AutoStackSizing, options: AutoStackOptions? = nil) {
    performBatch {
      arrange(views, options: options)
      for view in arrangedViews { setSizing(sizing, for: view) }
    }
  }

  /// Ends the arrangement: every view stops being observed and stays where it is, the
  /// placeholder on screen goes at once and scrolling comes back; nothing reflows until the
  /// next `arrange`.
  package func stop() {
    isArranging = false
    transitions.finishAll(host: host)
    placeholders.hide(host: host)
    for entry in arrangement.entries {
      arrangement.forget(entry, owner: self, removeFromContainer: false, host: host)
    }
    arrangement.replaceEntries(with: [])
    scheduler.clearWork()
    anchoring.reset()
    if let host { updateVisibility(full: true, host: host) }
  }

  /// Sets the spacing after `view`, replacing the uniform spacing; `nil` takes it back.
  package func setCustomSpacing(_ spacing: CGFloat?, after view: View) {
    guard let index = index(of: view) else {
      diagnostics.report(.customSpacingForUnarrangedView)
      return
    }
    if let spacing, !spacing.isFinite { diagnostics.report(.invalidSpacing(spacing)) }
    arrangement.setCustomSpacing(spacing?.finiteOrZero, at: index)
    reflow(from: index)
  }

  /// The custom spacing after `view`, or `nil`.
  package func customSpacing(after view: View) -> CGFloat? {
    index(of: view).flatMap { arrangement.entries[$0].customSpacing }
  }
}

extension AutoStackEngine: ViewArranging {
  @usableFromInline var link: ArrangementLink { arrangementLink }

  @usableFromInline func relinquish(_ view: AnyObject) {
    guard let view = view as? View else { return }
    transitions.finishLeaving(view, host: host)
    guard let index = index(of: view) else { return }
    arrangement.forget(
      arrangement.entries[index], owner: self, removeFromContainer: false, host: host)
    arrangement.remove(at: index)
    transitions.arrangementDidChange(host: host)
    reflow(from: index)
  }

  @usableFromInline var stackingAxis: AutoStackAxis { options.axis }

  @usableFromInline func arrangedContentDidChange(of view: AnyObject, across: Bool) {
    guard let view = view as? View, !log.isPassView(view), let index = index(of: view) else {
      return
    }
    guard let fitting = arrangement.entries[index].fitting else { return }
    guard across else { return fitting.emptyCache() }
    // A row whose views need another width across it: its frame is not its fitting size any
    // more, and no change of it tells.
    fitting.invalidate()
    reflow(from: index)
  }
}
