import Foundation

// Arranging: the views of an `arrange` call kept, joining and leaving.

extension Arrangement {
  /// Replaces the entries with those of `views`.
  ///
  /// Views that stay keep their entry, new ones join, and the views left out leave (out of
  /// the container, no longer observed). The container, placeholders and repeats are skipped
  /// and reported.
  ///
  /// - Returns: Whether a view was added to the container.
  @inlinable
  func rearrange<Host: StackHost>(
    _ views: [View], owner: any ViewArranging, host: Host, diagnostics: DiagnosticSink,
    placeholders: PlaceholderIDs
  ) -> Bool where Host.View == View {
    let call = ArrangeCall.next()
    let link = owner.link
    let ownerID = link.id
    let container = host.container
    var newEntries: [ArrangedEntry<View>] = []
    newEntries.reserveCapacity(views.count)
    var addedAny = false
    // The views added inside `animate`, recorded once at the end: the arrangement's state is
    // not touched per view.
    var joined: [ObjectIdentifier]? = joiningViews == nil ? nil : []
    let axis = axis
    // The old entries kept.
    var kept = 0
    /// Keeps `view`, back in the container if it left it, or takes it in.
    func keepOrJoin(_ view: View, _ membership: AutoStackMembership) {
      // Compared by identity and checked against the entry: an arrangement that was
      // deallocated may have left its address to this one.
      if membership.ownerID == ownerID, id(at: membership.index) == ObjectIdentifier(view) {
        if putInContainer(view, host: host, joined: &joined) { addedAny = true }
        kept += 1
        newEntries.append(entries[membership.index])
        membership.index = newEntries.count - 1
      } else {
        addedAny = true
        join(
          view, membership: membership, into: &newEntries, owner: link, host: host, axis: axis,
          joined: &joined)
      }
    }
    // The views that wait, with their memberships.
    var waiting: [(position: Int, membership: AutoStackMembership)] = []
    for position in views.indices {
      let view = views[position]
      let skipped: AutoStackDiagnostic? =
        if view === container {
          .containerInSubviews(index: position)
        } else if placeholders.contains(ObjectIdentifier(view)) {
          .placeholderInSubviews(index: position)
        } else {
          nil
        }
      if let skipped {
        diagnostics.report(skipped)
        continue
      }
      guard let membership = view.autoStackMembership else {
        // A view never arranged joins at once, unless the views wait.
        let membership = AutoStackMembership(
          owner: waiting.isEmpty ? link : nil, index: newEntries.count, acceptedBy: call,
          at: position)
        view.autoStackMembership = membership
        if waiting.isEmpty {
          addedAny = true
          takeIn(view, into: &newEntries, host: host, axis: axis, joined: &joined)
        } else {
          waiting.append((position, membership))
        }
        continue
      }
      if membership.lastAcceptance.call == call {
        diagnostics.report(
          .duplicateSubview(index: position, firstIndex: membership.lastAcceptance.index))
        continue
      }
      membership.lastAcceptance = (call, position)
      // From the first view that another arrangement holds on, the views wait until the
      // views left out have left: taking that view reflows its arrangement at once, which
      // can resize the container a view left out was moved to, and that view must have its
      // autoresizing mask back by then.
      // The owner's identity first: its weak reference is loaded only for a view that
      // another arrangement may hold.
      guard waiting.isEmpty, membership.ownerID == ownerID || !membership.isOwned else {
        waiting.append((position, membership))
        continue
      }
      keepOrJoin(view, membership)
    }
    // Every old entry kept: none leaves, and none was a deallocated view's.
    if kept < entries.count {
      for entry in entries where entry.view?.autoStackMembership?.lastAcceptance.call != call {
        forget(entry, owner: owner, removeFromContainer: true, host: host)
      }
    }
    for (position, membership) in waiting { keepOrJoin(views[position], membership) }
    if let joined, !joined.isEmpty { joiningViews?.formUnion(joined) }
    // Each view was told its index as it was kept or joined.
    replaceEntries(with: newEntries, reindex: false)
    return addedAny
  }

  /// Takes `view` in as a new entry at the end of `newEntries`, from the arrangement it belonged
  /// to or the fade it was in.
  @inlinable
  func join<Host: StackHost>(
    _ view: View, membership: AutoStackMembership, into newEntries: inout [ArrangedEntry<View>],
    owner: ArrangementLink, host: Host, axis: AutoStackAxis, joined: inout [ObjectIdentifier]?
  ) where Host.View == View {
    if let fading = membership.fadingOutOf, fading.link !== owner { fading.relinquish(view) }
    if membership.isOwned { membership.owner?.relinquish(view) }
    membership.setOwner(owner)
    membership.index = newEntries.count
    takeIn(view, into: &newEntries, host: host, axis: axis, joined: &joined)
  }

  /// Takes `view`, whose membership names this arrangement, in as a new entry at the end of
  /// `newEntries`: into the container, under observation, its autoresizing flags along the
  /// axis cleared.
  @inlinable
  func takeIn<Host: StackHost>(
    _ view: View, into newEntries: inout [ArrangedEntry<View>], host: Host, axis: AutoStackAxis,
    joined: inout [ObjectIdentifier]?
  ) where Host.View == View {
    putInContainer(view, host: host, joined: &joined)
    let observation = host.observe(view)
    newEntries.append(
      ArrangedEntry(
        view: view, observation: observation, savedMask: ownAutoresizing(of: view, along: axis)))
  }

  /// Adds `view` to the container unless it is there, noting it in `joined`, the views added
  /// inside `animate`, if there is such a list.
  ///
  /// - Returns: Whether the view was added.
  // Always inlined: as a call, arranging 1,000 views ran 28,000 more instructions.
  @inlinable @inline(__always) @discardableResult
  func putInContainer<Host: StackHost>(
    _ view: View, host: Host, joined: inout [ObjectIdentifier]?
  ) -> Bool where Host.View == View {
    guard !host.contains(view) else { return false }
    host.addSubview(view)
    joined?.append(ObjectIdentifier(view))
    return true
  }

  /// Clears the autoresizing flags of `view` along `axis`.
  ///
  /// AutoStack owns the geometry along the axis: UIKit would otherwise resize the view when
  /// the container's length changes, which changes the content's length again, without end.
  ///
  /// - Returns: What to give back when the view leaves, if a flag was cleared.
  @inlinable
  func ownAutoresizing(of view: View, along axis: AutoStackAxis) -> ArrangedEntry<View>.SavedMask? {
    let mask = view.stackingAutoresizingMask
    let cleared = mask.subtracting(
      axis == .vertical ? AutoStackAutoresizingMask.vertical : .horizontal)
    guard cleared != mask else { return nil }
    view.stackingAutoresizingMask = cleared
    return (original: mask, cleared: cleared)
  }

  /// Gives every view the flags it had, unless the app set others since, then clears those
  /// along `axis`, which the arrangement owns from now on.
  func ownAutoresizing(along axis: AutoStackAxis) {
    self.axis = axis
    for index in entries.indices {
      guard let view = entries[index].view else { continue }
      if let saved = entries[index].savedMask, view.stackingAutoresizingMask == saved.cleared {
        view.stackingAutoresizingMask = saved.original
      }
      entries[index].savedMask = ownAutoresizing(of: view, along: axis)
    }
  }

  /// Lets the view of `entry` go: no longer observed nor owned by `owner`, its autoresizing
  /// mask given back unless the app set one since, and out of the container if asked.
  @inlinable
  func forget<Host: StackHost>(
    _ entry: ArrangedEntry<View>, owner: AnyObject, removeFromContainer: Bool, host: Host?
  ) where Host.View == View {
    entry.observation?.invalidate()
    guard let view = entry.view else { return }
    if let membership = view.autoStackMembership, membership.ownerID == ObjectIdentifier(owner) {
      membership.setOwner(nil)
    }
    if let saved = entry.savedMask, view.stackingAutoresizingMask == saved.cleared {
      view.stackingAutoresizingMask = saved.original
    }
    guard removeFromContainer, let host, host.contains(view) else { return }
    if leavingViews != nil {
      leavingViews?.append(LeavingView(view))
    } else {
      host.removeSubview(view)
    }
  }
}
