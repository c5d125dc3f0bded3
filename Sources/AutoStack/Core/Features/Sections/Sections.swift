import Foundation

/// Sticky sections, scrolling to a section and the current section: a feature of the engine,
/// for scroll views.
///
/// It looks at the sections after each scroll and each reflow, when the engine looks at
/// visibility (``update(content:layout:)``), reading the placements the last pass left and the
/// scroll geometry: it carries out a scroll asked for meanwhile (or moves the target of an
/// animated one under way to where its section is now), pins the sticky views,
/// writing only their frames, then reports the current section. A change of the sticky views
/// or a scroll asked for waits for the engine's next look, so that inside a batch a scroll
/// waits for the batch's reflow.
///
/// A scroll reads what it needs from a ``ScrollPlan`` made after the last pass: it pins the
/// sticky views in one walk over them, writes only the frames that move, and looks for the
/// current section only once the line leaves the lines at which the one reported stays
/// current, a few views from it.
@MainActor
@usableFromInline
package final class Sections<Host: AutoStackHost> {
  // MARK: Lifecycle

  init(arrangement: Arrangement<Host.View>, log: WriteLog, diagnostics: DiagnosticSink) {
    self.arrangement = arrangement
    self.log = log
    self.diagnostics = diagnostics
  }

  // MARK: Package

  @usableFromInline package typealias View = Host.View

  /// Makes `view` stick to the top of the visible area once scrolled past, until the next
  /// sticky view pushes it up; it is drawn above the other sections.
  ///
  /// - Returns: Whether it changed, so that the sections are looked at again.
  func setSticky(_ isSticky: Bool, for view: View, orientation: StackOrientation) -> Bool {
    guard sticky.set(isSticky, for: view) else { return false }
    // The frames the sticky views were pinned at stay known, so that their echoes stay none.
    updatePlan(keepingFrames: true)
    if isSticky {
      needsRaise = true
    } else if let index = index(of: view), let slot = arrangement.entries[index].placement,
      slot.frame.isFinite, !orientation.stackRect(view.untransformedFrame).isClose(to: slot.frame)
    {
      // Back to its slot, which its placement holds: the echo is no change.
      writesBefore += 1
      view.setUntransformedFrame(orientation.containerRect(slot.frame))
    }
    return true
  }

  /// Whether `view` is sticky.
  func isSticky(_ view: View) -> Bool { sticky.contains(view) }

  // MARK: Internal

  /// What the last look read of the arrangement: where the first view starts, whether
  /// positions are sorted, the content height and the end of the last section.
  @usableFromInline
  struct Context {
    @usableFromInline let top: CGFloat
    @usableFromInline let isMonotonic: Bool
    @usableFromInline let contentHeight: CGFloat
    @usableFromInline let end: CGFloat
    @usableFromInline let orientation: StackOrientation

    @usableFromInline
    init(
      top: CGFloat, isMonotonic: Bool, contentHeight: CGFloat, end: CGFloat,
      orientation: StackOrientation
    ) {
      self.top = top
      self.isMonotonic = isMonotonic
      self.contentHeight = contentHeight
      self.end = end
      self.orientation = orientation
    }
  }

  /// The scroll view.
  @usableFromInline weak var host: Host?
  /// The engine, whose memberships name the arranged views.
  weak var owner: AnyObject?
  /// The frames of sticky views written, for the engine's statistics.
  var frameWrites: Int { writesBefore + plan.writes }
  @usableFromInline let arrangement: Arrangement<View>
  @usableFromInline var spy = CurrentSection<View>()
  /// `nil` while nothing is arranged.
  @usableFromInline private(set) var context: Context?
  /// What a scroll reads, as the last pass placed the sections; made again when it is out of
  /// date.
  @usableFromInline var plan = ScrollPlan.none

  /// Whether the view at `index`, at `frame` and not where its `placement` says, is where
  /// a look last pinned it, both shown: the echo of that write, or that frame set again,
  /// also once the arrangement changed since.
  @inlinable func isPinnedEcho(
    at index: Int, frame: CGRect, isHidden: Bool, placement: Placement?
  ) -> Bool {
    !isHidden && placement?.isHidden == false
      && plan.isPinned(arrangement.entries[index].id, frame: frame)
  }

  /// Records that the view at `index` is at `frame`, which moves nothing in the stack: a
  /// sticky view put back in its slot by the app is pinned again at the next look.
  @inlinable func viewWasSet(at index: Int, to frame: CGRect) {
    if !plan.indices.isEmpty { plan.record(frame, of: arrangement.entries[index].id) }
  }

  /// The sticky views that are arranged, by index, at their frames as pinned.
  func stickyFrames(orientation: StackOrientation) -> [Int: CGRect] {
    guard !sticky.isEmpty else { return [:] }
    var frames: [Int: CGRect] = [:]
    for member in members() {
      frames[member.index] = orientation.stackRect(member.view.untransformedFrame)
    }
    return frames
  }

  /// After a scroll or a reflow: the scroll asked for, the sticky views' frames, then the
  /// current section, while a callback wants it; inside a batch (visibility may look there),
  /// only the current section.
  ///
  /// Without sticky views, scroll or callback, it only keeps what the current section is
  /// found from.
  ///
  /// - Parameters:
  ///   - content: The content size, or `nil` when nothing is arranged.
  ///   - layout: The layout of the last pass, whose bottom inset lies below the last section.
  ///   - isInBatch: Whether a batch is open, whose changes the slots do not show yet.
  @inlinable func update(content: CGSize?, layout: StackLayout, isInBatch: Bool) {
    guard let host, let contentHeight = content?.height else {
      context = nil
      replacePlan(with: .none)
      // Nothing is arranged: neither is the view to scroll to.
      if pendingScroll != nil { diagnostics.report(.scrollToUnavailableSection) }
      pendingScroll = nil
      runningScroll = nil
      setCurrent(nil)
      return
    }
    context = Context(
      top: layout.start.next, isMonotonic: arrangement.isSorted(spacing: layout.spacing),
      contentHeight: contentHeight, end: contentHeight - layout.bottom,
      orientation: layout.orientation)
    let isSpied = spy.handler != nil
    let end = contentHeight - layout.bottom
    // The slots are the last reflow's until the batch's: a pin would undo the app's changes.
    guard !isInBatch else {
      if isSpied {
        reportCurrent(
          in: SectionViewport.reading(
            host: host, contentHeight: contentHeight, orientation: layout.orientation),
          end: end)
      }
      return
    }
    if pendingScroll != nil || runningScroll != nil { scrollAsked(host: host) }
    guard isSpied || !sticky.isEmpty else { return }
    guard
      let viewport = SectionViewport.reading(
        host: host, contentHeight: contentHeight, orientation: layout.orientation)
    else {
      updatePlan()
      if isSpied { reportCurrent(in: nil, end: end) }
      return
    }
    let (top, isAtEnd) = viewport
    var changes = arrangement.placementChanges
    var look = plan.look(visibleTop: top, end: end, isAtEnd: isAtEnd, ifMadeAt: changes)
    if look == nil {
      changes = updatePlan()
      look = plan.look(visibleTop: top, end: end, isAtEnd: isAtEnd, ifMadeAt: changes)
    }
    guard let look else { return }
    if !look.isRaised { raise(host: host) }
    // A write whose view's code reflowed the views leaves the line to be read again.
    let isPlaced =
      look.move.map {
        writeTargets(from: $0, changes: changes, orientation: layout.orientation)
      } ?? true
    if isSpied, !isPlaced || !look.isCurrent {
      reportCurrent(in: viewport, end: end, line: isPlaced ? look.line : nil)
    }
  }

  /// Makes the plan again if the arrangement or its placements changed since it was made, or
  /// at once for new sticky views, keeping the frames the old plan knew its views at.
  ///
  /// - Returns: The arrangement's ``Arrangement/placementChanges`` now.
  @discardableResult
  @usableFromInline func updatePlan(keepingFrames: Bool = false) -> Int {
    let changes = arrangement.placementChanges
    guard keepingFrames || plan.placementChanges != changes else { return changes }
    let members = members()
    plansMade += 1
    var newPlan = ScrollPlan(
      serial: plansMade, placementChanges: changes, indices: members.map(\.index),
      ids: members.map { ObjectIdentifier($0.view) }, slots: members.map(\.slot))
    if keepingFrames { newPlan.takeFrames(of: plan) }
    replacePlan(with: newPlan)
    return changes
  }

  /// Replaces the plan, keeping the count of the frames it wrote.
  @usableFromInline func replacePlan(with newPlan: ScrollPlan) {
    writesBefore += plan.writes
    plan = newPlan
  }

  @usableFromInline let log: WriteLog
  @usableFromInline let diagnostics: DiagnosticSink
  @usableFromInline var sticky = StickySections()
  /// The scroll to a section asked for, carried out at the next look.
  @usableFromInline var pendingScroll: ScrollRequest?
  /// The animated scroll to a section under way, which each look moves to its section's slot.
  @usableFromInline var runningScroll: RunningScroll?

  /// The index of `view`, if it is arranged.
  func index(of view: View) -> Int? {
    owner.flatMap { arrangement.index(of: view, owner: $0) }
  }

  /// Puts the sticky views above the other sections, when one became sticky or the
  /// arrangement changed since they last went there; looked at once per plan, as either
  /// makes a new one.
  @usableFromInline func raise(host: Host) {
    plan.isRaised = true
    guard needsRaise || raisedGeneration != arrangement.generation else { return }
    needsRaise = false
    raisedGeneration = arrangement.generation
    for member in members() { host.bringToFront(member.view) }
  }

  /// Writes the plan's targets that differ from where the views are, from `move` on: the
  /// plan knows each target before it is written, and so tells its echo.
  ///
  /// A view is where it was last given or found at, if the plan knows it: moving it
  /// otherwise would have reflowed, and made the plan again. Only a view it does not know
  /// is read before it is written.
  ///
  /// - Returns: Whether the views are placed as before, and the plan the same: a write runs
  ///   the view's code, which may re-arrange or reflow them or change which are sticky, and
  ///   the look that runs then pins them again.
  @inlinable func writeTargets(
    from move: ScrollPlan.Move, changes: Int, orientation: StackOrientation
  ) -> Bool {
    var next: ScrollPlan.Move? = move
    while let move = next {
      guard let view = arrangement.view(at: move.index) else {
        next = plan.nextMove(from: move.position + 1)
        continue
      }
      var actual = move.known ?? orientation.stackRect(view.untransformedFrame)
      let writes = !actual.isClose(to: move.target)
      if writes {
        // Its echo finds the view at the target: another frame is a change of the app's.
        let target = orientation.containerRect(move.target)
        log.write(to: view, expecting: target) { view.setUntransformedFrame(target) }
        guard arrangement.placementChanges == changes else {
          writesBefore += 1
          return false
        }
        actual = orientation.stackRect(view.untransformedFrame)
      }
      let settled = plan.settle(actual, of: move, wrote: writes)
      guard settled.isOfPlan else {
        if writes { writesBefore += 1 }
        return false
      }
      next = settled.next
    }
    return true
  }

  /// The frames of sticky views written by the plans before this one.
  @usableFromInline var writesBefore = 0

  // MARK: Private

  /// The plans made, which tells each from the next.
  private var plansMade = 0
  /// Whether the sticky views go above the other sections at the next look: one became
  /// sticky, or the arrangement changed since they last went there.
  private var needsRaise = false
  private var raisedGeneration: Int?

  /// The sticky views arranged; one that the last pass found under Auto Layout keeps the
  /// frame its constraints give it, and does not pin.
  private func members() -> [StickySections.Member<View>] {
    guard !sticky.isEmpty else { return [] }
    return sticky.members(index: index(of:)) { [arrangement] in
      let entry = arrangement.entries[$0]
      return entry.isUnderAutoLayout ? nil : entry.placement
    }
  }
}
