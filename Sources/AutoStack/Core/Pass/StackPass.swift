import Foundation

/// One walk over the entries with a ``StackLayout``: the views from a start index down, each
/// sized (its frame, or a fitting view's measurement) and placed.
///
/// Writing, it moves the views whose frames differ and records each view's placement with the
/// cursor after it; measuring (a nested container's fitting size), it writes nothing and only
/// adds up the heights. Either way it calls out to the views' code (a frame write, a
/// measurement), which may re-arrange the views: the pass then ends early, and says where.
///
/// It records in the ``WriteLog`` the view it places, whose notifications meanwhile are the
/// echoes of its write, and reads the view back once the write returns: a view that is not
/// where it was placed is returned as dirty, for the engine to mark. The scheduler's state is
/// the engine's alone.
@MainActor
@usableFromInline
struct StackPass<Host: StackHost> {
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
  @usableFromInline
  let layout: StackLayout
  /// The engine, whose memberships the views that left give up.
  @usableFromInline
  let owner: AnyObject

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

  /// Places the views from `start` down, writing the frames that differ by more than
  /// ``Placement/tolerance``, then returns the content size.
  @inlinable
  func place(from start: Int, host: Host) -> Outcome {
    defer { log.endPass() }
    arrangement.placementChanges &+= 1
    var walk = Walk(
      generation: arrangement.generation, index: min(start, arrangement.count))
    walk.mayJoin = arrangement.joiningViews?.isEmpty == false
    var cursor = walk.index == 0 ? layout.start : arrangement.entries[walk.index - 1].cursorAfter
    var firstRetired: Int?
    while walk.index < arrangement.count {
      let index = walk.index
      // What the pass reads of the entry, in one access to the entries.
      let entry = arrangement.passInput(at: index)
      log.place(at: index, view: entry.id)
      guard let view = entry.view, host.contains(view) else {
        if entry.view != nil { diagnostics.report(.subviewRemovedFromContainer(index: index)) }
        arrangement.forget(
          arrangement.entries[index], owner: owner, removeFromContainer: false, host: host)
        arrangement.retire(at: index)
        arrangement.record(arrangement.entries[index].placement, cursorAfter: cursor, at: index)
        firstRetired = firstRetired ?? index
        walk.index += 1
        continue
      }
      guard let next = placeView(view, entry, at: cursor, walk: &walk, host: host) else {
        return .interrupted(
          at: min(index, walk.dirtyFrom ?? index), view: walk.writingView,
          frameWrites: walk.frameWrites, measurements: walk.measurements)
      }
      cursor = next
      walk.index += 1
    }
    arrangement.isPlaced = true
    if let firstRetired { arrangement.removeRetiredEntries(from: firstRetired) }
    return .completed(
      PassResult(
        contentSize: layout.contentSize(after: cursor), hasVisibleView: cursor.hasVisibleView,
        frameWrites: walk.frameWrites, measurements: walk.measurements,
        dirtyFrom: walk.dirtyFrom, firstRetired: firstRetired))
  }

  /// The content size at this pass's layout, writing nothing: every visible view at its
  /// frame's height, a fitting one at its cached or measured height.
  ///
  /// - Returns: The size and the number of views measured, or `nil` for the size if a
  ///   measurement re-arranged the views.
  @inlinable
  func measureContent() -> (size: CGSize?, measurements: Int) {
    var walk = Walk(generation: arrangement.generation, index: 0)
    var cursor = layout.start
    while walk.index < arrangement.count {
      let index = walk.index
      walk.index += 1
      let entry = arrangement.passInput(at: index)
      guard let view = entry.view, !view.isHidden, !entry.isHiding else { continue }
      var size = view.untransformedFrame.size
      // Auto Layout gives a view under it its size: it is not measured.
      if let fitting = arrangement.entries[index].fitting, !view.usesAutoLayout {
        size = self.size(of: view, fitting, at: index, current: size, walk: &walk, applies: false)
        guard walk.generation == arrangement.generation else { return (nil, walk.measurements) }
      }
      cursor = layout.advance(
        cursor, height: size.height, isHidden: false,
        customSpacing: arrangement.entries[index].customSpacing)
    }
    return (layout.contentSize(after: cursor), walk.measurements)
  }

  // MARK: Private

  /// Where a walk stands, and what it did so far.
  @usableFromInline
  struct Walk {
    @usableFromInline
    let generation: Int
    @usableFromInline
    var index: Int
    @usableFromInline
    var frameWrites = 0
    @usableFromInline
    var measurements = 0
    /// Whether views joined inside `animate` may be written, read once rather than at each
    /// write.
    @usableFromInline
    var mayJoin = false
    /// The view whose write the walk is in, when a write interrupts it.
    @usableFromInline
    var writingView: Host.View?
    /// The first view the walk placed that was not where it placed it once its code returned.
    @usableFromInline
    var dirtyFrom: Int?

    @inlinable
    init(generation: Int, index: Int) {
      self.generation = generation
      self.index = index
    }
  }

  /// The slot a fitting view is measured for in this layout.
  @usableFromInline
  var slot: FittingState.AppliedLayout {
    FittingState.AppliedLayout(slotWidth: layout.availableWidth, fills: layout.alignment == .fill)
  }

  /// Sizes and places `view`, at the walk's index, at `cursor`.
  ///
  /// - Returns: The cursor after it, or `nil` if the view's code interrupted the pass.
  @inlinable
  func placeView(
    _ view: Host.View, _ entry: Arrangement<Host.View>.PassInput, at cursor: StackCursor,
    walk: inout Walk, host: Host
  ) -> StackCursor? {
    let index = walk.index
    if view.usesAutoLayout { return placeUnderAutoLayout(view, entry, at: cursor, index: index) }
    if entry.isUnderAutoLayout { arrangement.entries[index].isUnderAutoLayout = false }
    let frame = view.untransformedFrame
    let isHidden = entry.isHiding || view.isHidden  // A section fading out takes no space.
    var size = frame.size
    if !isHidden, let fitting = entry.fitting {
      size = self.size(of: view, fitting, at: index, current: size, walk: &walk, applies: true)
      // The measurement ran the view's code, which may have re-arranged: as after a write.
      guard walk.generation == arrangement.generation else { return nil }
    }
    reportInvalidSize(size, at: index)
    var target = layout.frame(for: size, at: cursor)
    // A view that kept another width when given this one (a control of fixed size) goes at
    // the leading edge with its own width, while it would refuse this one again.
    if let refused = entry.refusedWidth,
      refused.asked.isClose(to: target.size.width), refused.kept.isClose(to: size.width)
    {
      target = layout.leadingFrame(for: size, at: cursor)
    }
    var placement = Placement(frame: target, isHidden: isHidden)
    // The frame the view reports after a write, and whether it is the placement.
    var written: (frame: CGRect, isPlaced: Bool)?
    // A frame that is not finite is never written (a layer raises on the NaN it leads to):
    // a view whose height, or unfilled width, is not finite stays where it is.
    if !target.isFinite {
      placement.frame = frame
    } else if !frame.isClose(to: target) {
      if isHidden, !frame.size.isClose(to: target.size) {
        // A size the measurement did not give: the frame no longer holds the layout the
        // fitting state remembers, and showing the view takes its size again.
        arrangement.entries[index].fitting?.applied = nil
      }
      walk.writingView = view
      walk.frameWrites += 1
      if walk.mayJoin, arrangement.joiningViews?.remove(ObjectIdentifier(view)) != nil {
        // Added inside `animate`: it appears in its slot, not growing from where it was.
        host.placeJoiningView(view, at: target)
      } else {
        view.setUntransformedFrame(target)
      }
      // The write ran the view's own code, which may have changed the arrangement.
      guard walk.generation == arrangement.generation else { return nil }
      let actual = view.untransformedFrame
      written =
        actual.isClose(to: target)
        ? (actual, true)
        : settle(view, at: index, actual: actual, target: target, cursor: cursor, walk: &walk)
      // Settling may have written the view again, running its code again.
      guard walk.generation == arrangement.generation else { return nil }
      walk.writingView = nil
      if let written, written.isPlaced { placement.frame = written.frame }
    }
    // Its notifications while the pass placed it were echoes of the write, unless its own
    // code or another observer moved it since: what it reads back tells.
    if !placement.matches(
      written?.frame ?? view.untransformedFrame, isHidden: entry.isHiding || view.isHidden)
    {
      walk.dirtyFrom = walk.dirtyFrom ?? index
    }
    var next = layout.advance(
      cursor, height: size.height, isHidden: isHidden,
      customSpacing: entry.customSpacing)
    // A visible fitting view not measured yet (a slot of no width) counts as content: its
    // height is unknown, not 0, and the empty placeholder must not show for it.
    if !isHidden, let fitting = entry.fitting, fitting.isUnmeasured { next.hasVisibleView = true }
    arrangement.record(placement, cursorAfter: next, at: index)
    return next
  }

  /// Where the view at `index` settles after being written `target`, when it reads back `actual`: a
  /// view that refused the width goes to the leading edge with the width it kept, which its entry
  /// remembers.
  ///
  /// A view that ends elsewhere was moved by its own code during the write; its placement stays the
  /// target, so that the check of its notification reflows it.
  ///
  /// - Returns: The frame the view reports now, and whether it is the view's placement.
  @inlinable
  func settle(
    _ view: Host.View, at index: Int, actual: CGRect, target: CGRect, cursor: StackCursor,
    walk: inout Walk
  ) -> (frame: CGRect, isPlaced: Bool) {
    guard layout.alignment == .fill, !actual.size.width.isClose(to: target.size.width),
      actual.size.height.isClose(to: target.size.height), actual.size.isFinite
    else { return (actual, false) }
    arrangement.setRefusedWidth((asked: target.size.width, kept: actual.size.width), at: index)
    let leading = layout.leadingFrame(for: actual.size, at: cursor)
    guard !actual.isClose(to: leading) else { return (actual, true) }
    walk.frameWrites += 1
    view.setUntransformedFrame(leading)
    return (view.untransformedFrame, true)
  }
}
