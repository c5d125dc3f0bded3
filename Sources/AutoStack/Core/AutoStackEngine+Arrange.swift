import Foundation

extension AutoStackEngine {
  // MARK: Arranging Views

  /// Arranges `views` top to bottom, in this order, replacing any earlier arrangement.
  ///
  /// New views are added to the container and observed. Views that stay keep their place in
  /// the container's subviews (they are not removed and added again) and their custom
  /// spacing. Views that are left out are removed from the container and no longer observed.
  /// A view that belongs to another container's arrangement leaves it. Views are then placed
  /// at once, writing only the frames that change.
  ///
  /// A view that appears twice is arranged at its first position, and the container itself
  /// and the arrangement's placeholders are skipped; each is reported as an
  /// ``AutoStackDiagnostic``. An empty array leaves
  /// nothing arranged and a content height of `top + bottom` inset.
  ///
  /// - Parameters:
  ///   - views: The views, top to bottom.
  ///   - options: New spacing, insets and alignment, or `nil` to keep the current ones.
  /// - Complexity: O(*n*), where *n* is the number of views before and after.
  @inlinable
  public func arrange(_ views: [View], options: AutoStackOptions? = nil) {
    isArranging = true
    performBatch {
      noteArrange()
      if let options { self.options = options }
      replaceEntries(with: views)
    }
  }

  /// Arranges `views` as ``arrange(_:options:)`` does, changing only the options given.
  ///
  /// This is what `AutoStack.arrange(in:subviews:spacing:insets:alignment:)` calls on iOS:
  /// an option left `nil` keeps its current value, which for a new arrangement is the
  /// default of ``AutoStackOptions``.
  ///
  ///     engine.arrange([header, body], spacing: 8, insets: nil, alignment: nil)
  ///     engine.arrange([body, header], spacing: nil, insets: nil, alignment: .center)
  ///     // spacing 8 still, now centered
  ///
  /// - Parameters:
  ///   - views: The views, top to bottom.
  ///   - spacing: The new ``AutoStackOptions/spacing``, or `nil` to keep it.
  ///   - insets: The new ``AutoStackOptions/insets``, or `nil` to keep them.
  ///   - alignment: The new ``AutoStackOptions/alignment``, or `nil` to keep it.
  @inlinable
  public func arrange(
    _ views: [View], spacing: CGFloat?, insets: AutoStackInsets?, alignment: AutoStackAlignment?
  ) {
    var options = options
    if let spacing { options.spacing = spacing }
    if let insets { options.insets = insets }
    if let alignment { options.alignment = alignment }
    arrange(views, options: options)
  }

  /// Ends the arrangement, leaving the views and the content size as they are, also when the
  /// container's width or the options change afterwards.
  ///
  /// Every view stops being observed and stays in the container; custom spacings are
  /// forgotten. The placeholder that shows is removed at once, and scrolling is restored; the
  /// placeholders, the state and the placeholder options are kept. Calling
  /// ``arrange(_:options:)`` again starts a new arrangement.
  public func stop() {
    isArranging = false
    hidePlaceholder()
    for entry in entries { forget(entry, removeFromContainer: false) }
    entries = []
    scheduler.clearDirty()
    structureDidChange(dirtyFrom: nil)
    updateVisibility(full: true)
  }

  /// Sets the spacing after `view`, replacing the uniform spacing there.
  ///
  /// The spacing applies only while `view` and a later view are both visible. It is kept when
  /// `view` stays in a new ``arrange(_:options:)``. A view that is not arranged is reported as
  /// ``AutoStackDiagnostic/customSpacingForUnarrangedView``; a value that is not finite is
  /// laid out as `0` and reported as ``AutoStackDiagnostic/invalidSpacing(_:)``.
  ///
  /// - Parameters:
  ///   - spacing: The space below `view`, or `nil` to use ``AutoStackOptions/spacing`` again.
  ///   - view: An arranged view.
  public func setCustomSpacing(_ spacing: CGFloat?, after view: View) {
    guard let index = index(of: view) else {
      report(.customSpacingForUnarrangedView)
      return
    }
    if let spacing, !spacing.isFinite { report(.invalidSpacing(spacing)) }
    entries[index].customSpacing = spacing?.finiteOrZero
    if let spacing, spacing < 0 { viewport.mayOverlap = true }
    reflow(from: index)
  }

  /// The custom spacing after `view`, or `nil` if it uses the uniform spacing or is not
  /// arranged.
  public func customSpacing(after view: View) -> CGFloat? {
    index(of: view).flatMap { entries[$0].customSpacing }
  }

  // MARK: Internal

  /// Lets the view of `entry` go: no longer owned or observed.
  ///
  /// The view also leaves the container if asked and still there. A view that is gone still
  /// has its observation ended, so that the host does not keep it (a key-value observation on
  /// iOS) for the container's lifetime.
  @usableFromInline
  func forget(_ entry: ArrangedEntry, removeFromContainer: Bool) {
    host?.stopObserving(entry.view(as: View.self), id: entry.id)
    fitting[entry.id] = nil
    guard let view = entry.view(as: View.self) else { return }
    if entry.membership.owner === self { entry.membership.owner = nil }
    // The mask back as it was, unless the app has set one of its own since.
    if let saved = entry.savedMask, view.stackingAutoresizingMask == saved.cleared {
      view.stackingAutoresizingMask = saved.original
    }
    if removeFromContainer, let host, host.contains(view) { host.removeSubview(view) }
  }

  // MARK: Private

  // Arranging passes closures only to this module's own functions: one passed from main-actor
  // code to the standard library's checks the executor on every call.

  @inlinable
  func replaceEntries(with views: [View]) {
    let call = ArrangeCall.next()
    // Read once: the host is held weakly, and loading it costs a side-table access.
    let host = host
    let container = host?.container
    let hasPlaceholders = placeholdersAreInUse
    var newEntries: [ArrangedEntry] = []
    newEntries.reserveCapacity(views.count)
    var addedAny = false
    // One walk validates, keeps and joins each view while it is at hand (a view's fields span
    // several cache lines, which a second walk would load again).
    // The views are not retained: the list, which the caller keeps, holds them.
    views.forEachUnretained { position, view in
      guard
        let membership = acceptedMembership(
          of: view, at: position, call: call, container: container,
          hasPlaceholders: hasPlaceholders)
      else { return }
      if membership.owner === self {
        // Optional chaining, as in `join`, so that the host is not retained.
        if host?.contains(view) == false {
          host?.addSubview(view)
          addedAny = true
        }
        newEntries.append(entries[membership.index])
        membership.index = newEntries.count - 1
      } else {
        addedAny = true
        join(view, membership: membership, into: &newEntries, host: host)
      }
    }
    // The views left out, found by their memberships: not accepted by this call.
    for entry in entries where entry.view == nil || entry.membership.lastAcceptance.call != call {
      forget(entry, removeFromContainer: true)
    }
    if addedAny { keepPlaceholderOnTop() }
    entries = newEntries
    // Every view was given its new index above.
    structureDidChange(dirtyFrom: 0, reindexFrom: entries.count)
  }

  /// The membership of `view`, at `position` in the list given to `arrange`, marked as
  /// accepted by `call`; or `nil`, reported, for the container, a placeholder or a repeat.
  @inlinable
  func acceptedMembership(
    of view: View, at position: Int, call: ArrangeCall, container: View?, hasPlaceholders: Bool
  ) -> AutoStackMembership? {
    if view === container {
      report(.containerInSubviews(index: position))
      return nil
    }
    if hasPlaceholders, isPlaceholder(view) {
      report(.placeholderInSubviews(index: position))
      return nil
    }
    let membership = membership(of: view)
    if membership.lastAcceptance.call == call {
      report(.duplicateSubview(index: position, firstIndex: membership.lastAcceptance.index))
      return nil
    }
    membership.lastAcceptance = (call, position)
    return membership
  }

  /// The membership `view` keeps, created the first time it is arranged.
  @inlinable
  func membership(of view: View) -> AutoStackMembership {
    if let membership = view.autoStackMembership { return membership }
    let membership = AutoStackMembership(viewID: ObjectIdentifier(view))
    view.autoStackMembership = membership
    return membership
  }

  /// Takes `view` into this arrangement at the end of `newEntries`: from another one if
  /// needed, into the container, under observation, its vertical autoresizing cleared.
  // Always inlined into the walk that arranges: called apart, it took the view and its
  // membership once more (two reference counts each: 7% of the instructions arranging a
  // fresh view).
  @inlinable @inline(__always)
  func join(
    _ view: View, membership: AutoStackMembership, into newEntries: inout [ArrangedEntry],
    host: Host?
  ) {
    let index = newEntries.count
    membership.owner?.relinquish(view)
    membership.owner = self
    membership.index = index
    // Optional chaining, not `if let`: binding the host copies it, and retaining a host,
    // which the engine references weakly and so has a side table, takes the slow path.
    if host?.contains(view) == false { host?.addSubview(view) }
    host?.observe(view)
    if view.usesAutoLayout { report(.subviewUsesAutoLayout(index: index)) }
    var entry = ArrangedEntry(view: view, membership: membership)
    // AutoStack owns the vertical geometry: UIKit would otherwise resize the view when the
    // container's height changes, which changes the content height again, without end.
    let mask = view.stackingAutoresizingMask
    let cleared = mask.subtracting(.vertical)
    if cleared != mask {
      view.stackingAutoresizingMask = cleared
      entry.savedMask = (original: mask, cleared: cleared)
    }
    newEntries.append(entry)
  }
}

extension AutoStackEngine: ViewArranging {
  @usableFromInline
  func relinquish(_ view: AnyObject) {
    guard let view = view as? View, let index = index(of: view) else { return }
    forget(entries[index], removeFromContainer: false)
    entries.remove(at: index)
    structureDidChange(dirtyFrom: index, reindexFrom: index)
  }

  @usableFromInline
  nonisolated func memberDidDeallocate(_ membership: AutoStackMembership) {
    let index = membership.index
    guard index < entries.count, entries[index].id == membership.viewID else { return }
    // Retired, unobserved and removed by the next pass that reaches it.
    entries[index].view = nil
  }
}
