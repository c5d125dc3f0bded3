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

  /// The entries, top to bottom, hidden views and views out of the container (until a pass
  /// retires them) included.
  @usableFromInline var entries: [ArrangedEntry<View>] = []
  /// Bumped whenever the entries are replaced or shortened, so that a pass interrupted by
  /// such a change from inside a view's code stops instead of walking stale indices.
  ///
  /// Not inlined, and kept private: the compiler then sees every access to it and checks none
  /// at run time, though a pass reads it after each write.
  @usableFromInline var generation: Int { storedGeneration }
  /// Bumped by every pass and every change of the entries: what was read of the placements
  /// holds while it stays.
  @usableFromInline var placementChanges = 0
  /// Whether a negative custom spacing was ever set, or a view placed under Auto Layout:
  /// positions may then decrease down the stack, and searches by position walk every view.
  @usableFromInline var mayOverlap = false
  /// The axis whose autoresizing flags the arranged views have cleared.
  @usableFromInline var axis = AutoStackAxis.vertical
  /// Whether every entry's cursor is the one a pass left since the entries last changed: a
  /// search by position is only then a binary search.
  @usableFromInline var isPlaced = true
  /// The views left out of an arrangement that stay in the container for now, to fade out;
  /// `nil` when they leave it at once.
  ///
  /// Held weakly: one the app takes out of the container and releases meanwhile is
  /// deallocated, as it would be without the fade (UIKit's `removeFromSuperview()`: the
  /// superview releases the view, which no one else then holds).
  @usableFromInline var leavingViews: [LeavingView]?
  /// The views added to the container during an animated batch whose first frame is still to
  /// be written, through ``StackHost/placeJoiningView(_:at:)``; `nil` outside `animate`.
  @usableFromInline var joiningViews: Set<ObjectIdentifier>?
  /// The room of the last pass's writes, empty between passes.
  @usableFromInline var writeBuffer = PassWrites<View>()

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

  /// A view left out that stays in the container for now, held weakly.
  @usableFromInline
  struct LeavingView {
    @usableFromInline weak var view: View?

    @inlinable init(_ view: View) { self.view = view }
  }

  @usableFromInline
  var count: Int { entries.count }

  /// Takes the entries out, for a pass to compute them as plain values; nothing may read the
  /// arrangement until ``restoreEntries(_:)`` gives them back.
  @inlinable
  func takeEntries() -> [ArrangedEntry<View>] {
    var taken: [ArrangedEntry<View>] = []
    swap(&taken, &entries)
    return taken
  }

  /// Gives back the entries ``takeEntries()`` took.
  @inlinable
  func restoreEntries(_ taken: consuming [ArrangedEntry<View>]) {
    entries = taken
  }

  /// The buffer a pass lists its writes in, empty, with the room the last pass left.
  @inlinable
  func takeWrites() -> PassWrites<View> {
    var writes = PassWrites<View>()
    swap(&writes, &writeBuffer)
    return writes
  }

  /// Keeps `writes`' room for the next pass, letting go of its views.
  @inlinable
  func keepWrites(_ writes: inout PassWrites<View>) {
    writes.removeAll()
    swap(&writes, &writeBuffer)
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

  /// Replaces every entry, telling each view its new index unless it was told already.
  @inlinable
  func replaceEntries(with newEntries: [ArrangedEntry<View>], reindex: Bool = true) {
    entries = newEntries
    structureDidChange(reindexFrom: reindex ? 0 : entries.count)
  }

  /// Removes the entry at `index`.
  @inlinable
  func remove(at index: Int) {
    entries.remove(at: index)
    structureDidChange(reindexFrom: index)
  }

  /// Removes the entries without a view from `start` on.
  @inlinable
  func removeRetiredEntries(from start: Int) {
    entries[start...].removeAll { $0.view == nil }
    structureDidChange(reindexFrom: start)
  }

  // MARK: Private

  private var storedGeneration = 0

  @usableFromInline
  func nextGeneration() { storedGeneration += 1 }

  /// Tells each live view from `start` on its new index.
  @inlinable
  func structureDidChange(reindexFrom start: Int) {
    nextGeneration()
    placementChanges &+= 1
    isPlaced = false
    for index in start..<entries.count {
      entries[index].view?.autoStackMembership?.index = index
    }
  }
}
