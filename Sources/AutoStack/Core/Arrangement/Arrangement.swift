import Foundation

/// The arranged views of one container, top to bottom: their entries, the lookup of a view's
/// index, and the views joining and leaving.
///
/// It decides nothing about layout; the pass reads and updates the entries, and the engine
/// says which views join and leave.
@MainActor
@usableFromInline
final class Arrangement<View: Stackable> {
  // MARK: Internal

  /// The entries, top to bottom, hidden views and deallocated ones (until a pass retires
  /// them) included.
  @usableFromInline var entries: [ArrangedEntry<View>] = []
  /// Bumped whenever the entries are replaced or shortened, so that a pass interrupted by
  /// such a change from inside a view's code stops instead of walking stale indices.
  @usableFromInline var generation = 0
  /// Bumped by every pass and every change of the entries: what was read of the placements
  /// holds while it stays.
  @usableFromInline var placementChanges = 0
  /// Whether a negative custom spacing was ever set: positions may then decrease down the
  /// stack, and searches by position walk every view.
  @usableFromInline var mayOverlap = false
  /// Whether every entry's cursor is the one a pass left since the entries last changed: a
  /// search by position is only then a binary search.
  @usableFromInline var isPlaced = true
  /// The views left out of an arrangement that stay in the container for now, to fade out;
  /// `nil` when they leave it at once.
  @usableFromInline var leavingViews: [View]?
  /// The views added to the container during an animated batch whose first frame is still to
  /// be written, through ``StackHost/placeJoiningView(_:at:)``; `nil` outside `animate`.
  @usableFromInline var joiningViews: Set<ObjectIdentifier>?

  /// Whether positions never decrease down the stack with a uniform `spacing`, so that a
  /// search by position is a binary search.
  @inlinable func isSorted(spacing: CGFloat) -> Bool { spacing >= 0 && !mayOverlap && isPlaced }

  /// The index of `view`, if `owner` arranges it.
  ///
  /// Identities are compared, not the objects, which would be loaded from weak references: a
  /// view whose membership names `owner` is at its index unless an arrangement call is
  /// building new entries, when the view's own code may report a change.
  @inlinable func index(of view: View, owner: AnyObject) -> Int? {
    guard let membership = view.autoStackMembership,
      membership.ownerID == ObjectIdentifier(owner)
    else { return nil }
    let index = membership.index
    guard id(at: index) == ObjectIdentifier(view) else { return nil }
    return index
  }

  /// The identity of the view at `index`, or `nil` past the end.
  @inlinable func id(at index: Int) -> ObjectIdentifier? {
    index < entries.count ? entries[index].id : nil
  }

  /// The view at `index`, or `nil` once it was deallocated.
  @inlinable func view(at index: Int) -> View? { entries[index].view }

  /// What a pass reads of one entry.
  @usableFromInline
  struct PassInput {
    @usableFromInline let view: View?
    @usableFromInline let fitting: FittingState?
    @usableFromInline let refusedWidth: (asked: CGFloat, kept: CGFloat)?
    @usableFromInline let customSpacing: CGFloat?
    @usableFromInline let isHiding: Bool

    @inlinable init(_ entry: ArrangedEntry<View>) {
      view = entry.view
      isHiding = entry.isHiding
      fitting = entry.fitting
      refusedWidth = entry.refusedWidth
      customSpacing = entry.customSpacing
    }
  }

  /// What a pass reads of the entry at `index`.
  @inlinable func passInput(at index: Int) -> PassInput {
    PassInput(entries[index])
  }

  @usableFromInline
  var count: Int { entries.count }

  /// Records where a pass left the view at `index`, and the cursor after it.
  @inlinable
  func record(_ placement: Placement?, cursorAfter: StackCursor, at index: Int) {
    entries[index].record(placement, cursorAfter: cursorAfter)
  }

  /// Remembers the width the view at `index` kept when it was asked for another.
  @inlinable
  func setRefusedWidth(_ refused: (asked: CGFloat, kept: CGFloat), at index: Int) {
    entries[index].refusedWidth = refused
  }

  @inlinable
  func setCustomSpacing(_ spacing: CGFloat?, at index: Int) {
    entries[index].customSpacing = spacing
    if let spacing, spacing < 0 { mayOverlap = true }
  }

  @inlinable
  func setFitting(_ fitting: FittingState?, at index: Int) {
    entries[index].fitting = fitting
  }

  /// The views that are alive, top to bottom.
  @usableFromInline
  var views: [View] { entries.compactMap { $0.view } }

  /// Replaces the entries with those of `views`.
  ///
  /// Views that stay keep their entry, new ones join, and the views left out leave (out of
  /// the container, no longer observed). The container, placeholders and repeats are skipped
  /// and reported.
  ///
  /// - Returns: Whether a view was added to the container.
  @inlinable
  func rearrange<Host: StackHost>(
    _ views: [View], owner: any ViewArranging, host: Host?, diagnostics: DiagnosticSink,
    isPlaceholder: (View) -> Bool
  ) -> Bool where Host.View == View {
    let call = ArrangeCall.next()
    let ownerID = ObjectIdentifier(owner)
    let container = host?.container
    var newEntries: [ArrangedEntry<View>] = []
    newEntries.reserveCapacity(views.count)
    var addedAny = false
    /// Keeps `view`, back in the container if it left it, or takes it in.
    func keepOrJoin(_ view: View, _ membership: AutoStackMembership) {
      // Compared by identity and checked against the entry: an arrangement that was
      // deallocated may have left its address to this one.
      if membership.ownerID == ownerID, id(at: membership.index) == ObjectIdentifier(view) {
        if let host, !host.contains(view) {
          host.addSubview(view)
          joiningViews?.insert(ObjectIdentifier(view))
          addedAny = true
        }
        newEntries.append(entries[membership.index])
        membership.index = newEntries.count - 1
      } else {
        addedAny = true
        if view.usesAutoLayout {
          diagnostics.report(.subviewUsesAutoLayout(index: newEntries.count))
        }
        newEntries.append(
          join(view, membership: membership, at: newEntries.count, owner: owner, host: host))
      }
    }
    var waiting: [Int] = []
    for position in views.indices {
      let view = views[position]
      let skipped: AutoStackDiagnostic? =
        if view === container {
          .containerInSubviews(index: position)
        } else if isPlaceholder(view) {
          .placeholderInSubviews(index: position)
        } else {
          nil
        }
      if let skipped {
        diagnostics.report(skipped)
        continue
      }
      let membership = membership(of: view)
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
      guard waiting.isEmpty, membership.owner == nil || membership.owner === owner else {
        waiting.append(position)
        continue
      }
      keepOrJoin(view, membership)
    }
    for entry in entries where entry.view?.autoStackMembership?.lastAcceptance.call != call {
      forget(entry, owner: owner, removeFromContainer: true, host: host)
    }
    for position in waiting { keepOrJoin(views[position], membership(of: views[position])) }
    replaceEntries(with: newEntries)
    return addedAny
  }

  /// Forgets every fitting view's measurements.
  ///
  /// - Returns: The index of the first fitting entry, if any, a deallocated view's included:
  ///   the reflow from there retires it.
  @usableFromInline
  func invalidateFittingSizes() -> Int? {
    var first: Int?
    for (index, entry) in entries.enumerated() {
      guard let fitting = entry.fitting else { continue }
      fitting.invalidate()
      first = first ?? index
    }
    return first
  }

  /// Takes `view` in as a new entry: from the arrangement it belonged to, into the container,
  /// under observation, its vertical autoresizing flags cleared.
  ///
  /// - Returns: The entry, to append to the new entries at `index`.
  @inlinable
  func join<Host: StackHost>(
    _ view: View, membership: AutoStackMembership, at index: Int, owner: any ViewArranging,
    host: Host?
  ) -> ArrangedEntry<View> where Host.View == View {
    if let fading = membership.fadingOutOf, fading !== owner { fading.relinquish(view) }
    membership.owner?.relinquish(view)
    membership.setOwner(owner)
    membership.index = index
    if let host, !host.contains(view) {
      host.addSubview(view)
      joiningViews?.insert(ObjectIdentifier(view))
    }
    var entry = ArrangedEntry(view: view, observation: host?.observe(view))
    // AutoStack owns the vertical geometry: UIKit would otherwise resize the view when the
    // container's height changes, which changes the content height again, without end.
    let mask = view.stackingAutoresizingMask
    let cleared = mask.subtracting(.vertical)
    if cleared != mask {
      view.stackingAutoresizingMask = cleared
      entry.savedMask = (original: mask, cleared: cleared)
    }
    return entry
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
    if leavingViews != nil { leavingViews?.append(view) } else { host.removeSubview(view) }
  }

  /// Replaces every entry, telling each view its new index.
  @inlinable
  func replaceEntries(with newEntries: [ArrangedEntry<View>]) {
    entries = newEntries
    structureDidChange(reindexFrom: 0)
  }

  /// Removes the entry at `index`.
  @inlinable
  func remove(at index: Int) {
    entries.remove(at: index)
    structureDidChange(reindexFrom: index)
  }

  /// Ends the entry at `index`, whose view is gone or left the container: it stays in place,
  /// without a view, until ``removeRetiredEntries(from:)``, so that a pass that finds many
  /// views gone rebuilds the indices once.
  @inlinable
  func retire(at index: Int) {
    entries[index].view = nil
    entries[index].observation = nil
  }

  /// Removes the entries without a view from `start` on.
  @inlinable
  func removeRetiredEntries(from start: Int) {
    entries[start...].removeAll { $0.view == nil }
    structureDidChange(reindexFrom: start)
  }

  // MARK: Private

  /// The membership `view` keeps, created the first time it is arranged.
  @inlinable
  func membership(of view: View) -> AutoStackMembership {
    if let membership = view.autoStackMembership { return membership }
    let membership = AutoStackMembership()
    view.autoStackMembership = membership
    return membership
  }

  /// Tells each live view from `start` on its new index.
  @inlinable
  func structureDidChange(reindexFrom start: Int) {
    generation += 1
    placementChanges &+= 1
    isPlaced = false
    for index in start..<entries.count {
      entries[index].view?.autoStackMembership?.index = index
    }
  }
}
