import Foundation

/// One pass over the entries with a ``StackLayout``: compute, then apply.
///
/// **Compute** walks the views from a start index down, reads each one's frame and `isHidden`,
/// sizes it (its frame, or a fitting view's cached measurement) and records its placement with
/// the cursor after it; the frames that differ become the pass's writes, a list of values. It
/// runs no view's code: it works on the entries taken out of the ``Arrangement``, and stops
/// only to measure a fitting view, with the entries back in place. **Apply** then writes the
/// frames in order, each recorded in the ``WriteLog``, and reads each view back: a view that
/// refused its width (a control of fixed size) settles at the leading edge, and one that is
/// not where it was placed is returned as dirty.
///
/// A measurement or a write runs the view's code, which may re-arrange the views: the pass then
/// ends early, and says where. A change the app makes to a view meanwhile is marked dirty by
/// the engine's notification, and the pass applies nothing from that view on: the next round of
/// the flush places it. The pass writes no state of the scheduler's.
///
/// Measuring (a nested container's fitting size), it writes nothing and only adds up the
/// heights.
@MainActor
@usableFromInline
struct StackPass<Host: StackHost> {
  // MARK: Lifecycle

  @inlinable
  init(
    arrangement: Arrangement<Host.View>, log: WriteLog, diagnostics: DiagnosticSink,
    layout: StackLayout, owner: AnyObject
  ) {
    self.arrangement = arrangement
    self.log = log
    self.diagnostics = diagnostics
    self.layout = layout
    self.owner = owner
  }

  // MARK: Internal

  /// How a pass ended.
  @usableFromInline
  enum Outcome {
    case completed(PassResult)
    /// A view's code re-arranged the views or stopped the arrangement during the pass, at
    /// `index` or a view above it that was moved meanwhile; `view` is the one being written, if
    /// it was a write.
    case interrupted(at: Int, view: Host.View?, frameWrites: Int, measurements: Int)
  }

  @usableFromInline
  let arrangement: Arrangement<Host.View>
  @usableFromInline
  let log: WriteLog
  @usableFromInline
  let diagnostics: DiagnosticSink
  /// The layout; a mirrored stack's changes to the content length it mirrors within.
  @usableFromInline
  var layout: StackLayout
  /// The engine, whose memberships the views that left give up.
  @usableFromInline
  let owner: AnyObject

  /// Places the views from `start` down: computes every placement, then writes the frames
  /// that differ by more than ``Placement/tolerance``.
  ///
  /// - Parameters:
  ///   - start: The first index to place.
  ///   - host: The container's host.
  ///   - dirtyFrom: The first index the engine has marked dirty, read before each write: a
  ///     view the app changed meanwhile is placed by the next round, not overwritten.
  /// - Returns: The pass's result, or where a view's code interrupted it.
  @inlinable
  mutating func place(from start: Int, host: Host, dirtyFrom: () -> Int?) -> Outcome {
    defer { log.endPass() }
    arrangement.placementChanges &+= 1
    var walk = Walk(generation: arrangement.generation, index: min(start, arrangement.count))
    walk.mayJoin = arrangement.joiningViews?.isEmpty == false
    // The writes' buffer is the arrangement's, kept from pass to pass: a pass allocates
    // nothing once it has grown.
    var writes = arrangement.takeWrites()
    defer { arrangement.keepWrites(&writes) }
    // Room for every view from the dirty index at once, rather than grown write by write.
    writes.reserveCapacity(arrangement.count - walk.index)
    guard let end = compute(host: host, walk: &walk, writes: &writes) else {
      return interrupted(at: walk.index, walk)
    }
    guard reportFound(&walk) else { return interrupted(at: start, walk) }
    let length = layout.contentSize(after: end).height
    let remirrors = layout.orientation.remirrors(to: length)
    layout.orientation.mirror(within: length)
    if remirrors {
      // A right-to-left row of another length: every view keeps its distance to the right
      // end, so the views above the change move too. The placements stay; which frames
      // differ is read again in the new mirror.
      listWrites(&writes, host: host, walk: &walk)
    }
    if let stop = apply(writes, host: host, walk: &walk, dirtyFrom: dirtyFrom) {
      return interrupted(at: stop.index, walk, writing: stop.view)
    }
    arrangement.isPlaced = true
    if let firstRetired = walk.firstRetired { arrangement.removeRetiredEntries(from: firstRetired) }
    return .completed(
      PassResult(
        contentSize: layout.contentSize(after: end), hasVisibleView: end.hasVisibleView,
        frameWrites: walk.frameWrites, measurements: walk.measurements,
        dirtyFrom: walk.dirtyFrom, firstRetired: walk.firstRetired))
  }

  /// Lists the write of every placed view whose frame differs from its placement.
  ///
  /// After the placements, for a mirror that changed. A view under Auto Layout is placed
  /// where its constraints put it, read in the new mirror.
  @inlinable
  func listWrites(_ writes: inout PassWrites<Host.View>, host: Host, walk: inout Walk) {
    writes.removeAll()
    var cursor = layout.start
    for (index, entry) in arrangement.entries.enumerated() {
      defer { cursor = entry.cursorAfter }
      guard let view = entry.view, let placement = entry.placement else { continue }
      if entry.isUnderAutoLayout {
        let frame = layout.orientation.stackRect(view.untransformedFrame)
        arrangement.entries[index].placement?.frame = frame
        continue
      }
      guard placement.frame.isFinite else { continue }
      // Out of the container since the last pass: the next round retires it.
      guard host.contains(view) else {
        walk.markDirty(index)
        continue
      }
      guard !layout.orientation.stackRect(view.untransformedFrame).isClose(to: placement.frame)
      else { continue }
      writes.append(
        PassWrite(
          index: index, target: placement.frame, cursor: cursor, isHidden: placement.isHidden,
          isHiding: entry.isHiding),
        of: view)
    }
  }

  // MARK: Walk

  /// Where a walk stands, and what it did so far.
  @usableFromInline
  struct Walk {
    @usableFromInline let generation: Int
    @usableFromInline var index: Int
    @usableFromInline var frameWrites = 0
    @usableFromInline var measurements = 0
    /// Whether views joined inside `animate` may be written, read once rather than at each
    /// write.
    @usableFromInline var mayJoin = false
    /// The first view the walk placed that was not where it placed it once its code returned.
    @usableFromInline var dirtyFrom: Int?
    /// The first entry retired, whose view was gone or left the container.
    @usableFromInline var firstRetired: Int?
    /// What compute found to report, reported once it ends: the app's handler runs code.
    @usableFromInline var diagnostics: [AutoStackDiagnostic] = []

    @inlinable
    init(generation: Int, index: Int) {
      self.generation = generation
      self.index = index
    }

    /// Notes that the view at `index` is not where the pass placed it.
    @inlinable
    mutating func markDirty(_ index: Int) { dirtyFrom = min(dirtyFrom ?? index, index) }
  }

  /// Reports what compute found, with the entries back in place: the app's handler may
  /// re-arrange.
  ///
  /// - Returns: Whether the arrangement is still as the walk found it.
  @inlinable
  func reportFound(_ walk: inout Walk) -> Bool {
    guard !walk.diagnostics.isEmpty else { return true }
    for diagnostic in walk.diagnostics { diagnostics.report(diagnostic) }
    walk.diagnostics.removeAll()
    return isIntact(walk)
  }

  /// Whether the views' code left the arrangement as the walk found it.
  @inlinable
  func isIntact(_ walk: Walk) -> Bool { walk.generation == arrangement.generation }

  /// The outcome of a pass that a view's code interrupted at `index`, writing `view` if it was
  /// a write.
  @inlinable
  func interrupted(at index: Int, _ walk: Walk, writing view: Host.View? = nil) -> Outcome {
    .interrupted(
      at: min(index, walk.dirtyFrom ?? index), view: view,
      frameWrites: walk.frameWrites, measurements: walk.measurements)
  }
}
