import Foundation

/// Sticky sections, scrolling to a section and the current section: a feature of the engine,
/// for scroll views.
///
/// It looks at the sections after each scroll and each reflow, when the engine looks at
/// visibility (``update(content:layout:)``), reading the placements the last pass left and the
/// scroll geometry: it carries out a scroll asked for meanwhile, pins the sticky views,
/// writing only their frames, then reports the current section. It asks for work only
/// through the scheduler, so that inside a batch a scroll waits for the batch's reflow.
///
/// A scroll reads what it needs from a ``ScrollPlan`` made after the last pass: it pins the
/// sticky views in one walk over them, writes only the frames that move, and looks for the
/// current section only once the line leaves the lines at which the one reported stays
/// current, a few views from it.
@MainActor
@usableFromInline
package final class Sections<Host: AutoStackHost> {
  // MARK: Lifecycle

  init(arrangement: Arrangement<Host.View>, scheduler: ReflowScheduler, diagnostics: DiagnosticSink)
  {
    self.arrangement = arrangement
    self.scheduler = scheduler
    self.diagnostics = diagnostics
  }

  // MARK: Package

  @usableFromInline package typealias View = Host.View

  /// Makes `view` stick to the top of the visible area once scrolled past, until the next
  /// sticky view pushes it up; it is drawn above the other sections.
  package func setSticky(_ isSticky: Bool, for view: View) {
    guard sticky.set(isSticky, for: view) else { return }
    stickyChanges += 1
    if isSticky {
      needsRaise = true
    } else if let index = index(of: view), let slot = arrangement.entries[index].placement,
      slot.frame.isFinite, !view.untransformedFrame.isClose(to: slot.frame)
    {
      // Back to its slot, which its placement holds: the echo is no change.
      frameWrites += 1
      view.setUntransformedFrame(slot.frame)
    }
    requestUpdate()
  }

  /// Whether `view` is sticky.
  package func isSticky(_ view: View) -> Bool { sticky.contains(view) }

  /// Scrolls so that `view`'s slot is at `position` in the visible area, then keeps the offset
  /// inside the content; inside a batch, once the batch's reflow ran.
  ///
  /// A hidden or unarranged view scrolls nothing and is reported.
  package func scroll(to view: View, at position: AutoStackScrollPosition, animated: Bool) {
    pendingScroll = ScrollRequest(view: view, position: position, animated: animated)
    requestUpdate()
  }

  // MARK: Internal

  /// What the last look read of the arrangement: where the first view starts, whether
  /// positions are sorted, the content height and the end of the last section.
  struct Context {
    let top: CGFloat
    let isMonotonic: Bool
    let contentHeight: CGFloat
    let end: CGFloat
  }

  /// The scroll view.
  weak var host: Host?
  /// The engine, whose memberships name the arranged views.
  weak var owner: AnyObject?
  /// The frames of sticky views written, for the engine's statistics.
  private(set) var frameWrites = 0
  let arrangement: Arrangement<View>
  var spy = CurrentSection<View>()
  /// `nil` while nothing is arranged.
  private(set) var context: Context?
  /// What a scroll reads, as the last pass placed the sections; made again when it is out of
  /// date.
  var plan = ScrollPlan.none

  /// What the plan is made from now.
  var version: ScrollPlan.Version {
    ScrollPlan.Version(
      generation: arrangement.generation, passes: arrangement.passCount, sticky: stickyChanges)
  }

  /// Whether `view`, which is not where its `placement` says, is where AutoStack pinned it,
  /// both shown.
  @usableFromInline func isPinnedEcho(of view: View, placement: Placement?) -> Bool {
    guard placement?.isHidden == false, let frame = sticky.writtenFrame(of: view) else {
      return false
    }
    return !view.isHidden && view.untransformedFrame.isClose(to: frame)
  }

  /// The sticky views that are arranged, by index, at their frames as pinned.
  func stickyFrames() -> [Int: CGRect] {
    guard !sticky.isEmpty else { return [:] }
    var frames: [Int: CGRect] = [:]
    for member in members() { frames[member.index] = member.view.untransformedFrame }
    return frames
  }

  /// After a scroll or a reflow: the scroll asked for, the sticky views' frames, then the
  /// current section, while a callback wants it.
  ///
  /// Without sticky views, scroll or callback, it only keeps what the current section is
  /// found from.
  ///
  /// - Parameters:
  ///   - content: The content size, or `nil` when nothing is arranged.
  ///   - layout: The layout of the last pass, whose bottom inset lies below the last section.
  func update(content: CGSize?, layout: StackLayout) {
    guard let host, let contentHeight = content?.height else {
      context = nil
      plan.current = nil
      sticky.forgetWrites()
      // Nothing is arranged: neither is the view to scroll to.
      if pendingScroll != nil { diagnostics.report(.scrollToUnavailableSection) }
      pendingScroll = nil
      setCurrent(nil)
      return
    }
    context = Context(
      top: layout.start.next, isMonotonic: arrangement.isSorted(spacing: layout.spacing),
      contentHeight: contentHeight, end: contentHeight - layout.bottom)
    if let request = pendingScroll {
      pendingScroll = nil
      scroll(request, host: host)
    }
    let isSpied = spy.handler != nil
    guard isSpied || !sticky.isEmpty else { return }
    updatePlan()
    let end = contentHeight - layout.bottom
    guard let viewport = SectionViewport(host: host, contentHeight: contentHeight) else {
      if isSpied { reportCurrent(in: nil, end: end) }
      return
    }
    let look = plan.look(visibleTop: viewport.visibleTop, end: end, isAtEnd: viewport.isAtEnd)
    if !look.isRaised { raise(host: host) }
    // A write that re-arranged the views leaves the line to be read again.
    let isArranged = look.move.map(writeTargets) ?? true
    if isSpied, !isArranged || !look.isCurrent {
      reportCurrent(in: viewport, end: end, line: isArranged ? look.line : nil)
    }
  }

  /// Makes the plan again if the arrangement, its placements or the sticky views changed
  /// since it was made.
  func updatePlan() {
    let version = version
    guard plan.version != version else { return }
    let members = members()
    plan = ScrollPlan(version: version, indices: members.map(\.index), slots: members.map(\.slot))
  }

  // MARK: Private

  private let scheduler: ReflowScheduler
  private let diagnostics: DiagnosticSink
  private var sticky = StickySections()
  /// Counts the changes of which views are sticky.
  private var stickyChanges = 0
  private var pendingScroll: ScrollRequest?
  /// Whether the sticky views go above the other sections at the next look: one became
  /// sticky, or the arrangement changed since they last went there.
  private var needsRaise = false
  private var raisedGeneration: Int?

  private func index(of view: View) -> Int? {
    owner.flatMap { arrangement.index(of: view, owner: $0) }
  }

  private func members() -> [StickySections.Member<View>] {
    guard !sticky.isEmpty else { return [] }
    return sticky.members(index: index(of:)) { [arrangement] in arrangement.entries[$0].placement }
  }

  /// Looks now, or once the batch or the flush under way ends.
  private func requestUpdate() {
    scheduler.requestVisibilityUpdate()
    scheduler.runIfPossible()
  }

  /// Puts the sticky views above the other sections, when one became sticky or the
  /// arrangement changed since they last went there; looked at once per plan, as either
  /// makes a new one.
  private func raise(host: Host) {
    plan.isRaised = true
    guard needsRaise || raisedGeneration != arrangement.generation else { return }
    needsRaise = false
    raisedGeneration = arrangement.generation
    for member in members() { host.bringToFront(member.view) }
  }

  /// Writes the plan's targets that differ from where the views are, from `move` on,
  /// recording each one first so that its echo is known.
  ///
  /// A view whose target is the frame it was last given or found at is not read: moving it
  /// otherwise would have reflowed, and made the plan again.
  ///
  /// - Returns: Whether the views are arranged as before: a write runs the view's code,
  ///   which may re-arrange them, and the next look then pins again.
  private func writeTargets(from move: (position: Int, index: Int, frame: CGRect)) -> Bool {
    let generation = arrangement.generation
    var next: (position: Int, index: Int, frame: CGRect)? = move
    while let (position, index, frame) = next {
      guard let view = arrangement.entries[index].view else {
        next = plan.nextMove(from: position + 1)
        continue
      }
      if !view.untransformedFrame.isClose(to: frame) {
        sticky.recordWrite(frame, of: view)
        frameWrites += 1
        view.setUntransformedFrame(frame)
        guard arrangement.generation == generation else { return false }
      }
      let actual = view.untransformedFrame
      if actual != frame { sticky.recordWrite(actual, of: view) }
      next = plan.settle(actual, at: position)
    }
    return true
  }

  /// Carries out `request`: a hidden or unarranged view is reported, a container that does
  /// not scroll ignores it.
  private func scroll(_ request: ScrollRequest, host: Host) {
    guard let view = request.view as? View, let index = index(of: view),
      let slot = arrangement.entries[index].placement, !slot.isHidden
    else {
      diagnostics.report(.scrollToUnavailableSection)
      return
    }
    guard let contentHeight = context?.contentHeight,
      let viewport = SectionViewport(host: host, contentHeight: contentHeight)
    else { return }
    let frame = slot.frame
    updatePlan()
    // The sticky view that would pin above it covers that much of the visible top.
    let above = plan.slots.indices.last {
      plan.indices[$0] < index && !plan.slots[$0].isHidden && plan.slots[$0].frame.height > 0
    }
    let top = viewport.offset(
      puttingTopAt: frame.minY - (above.map { plan.slots[$0].frame.height } ?? 0))
    let bottom = viewport.offset(puttingTopAt: frame.maxY - viewport.visibleHeight)
    var y: CGFloat
    switch request.position {
    case .top: y = top
    case .bottom: y = bottom
    case .center: y = viewport.offset(puttingTopAt: frame.midY - viewport.visibleHeight / 2)
    case .nearest:
      let covered =
        plan.readingLine(
          visibleTop: viewport.visibleTop, end: context?.end ?? .infinity, isAtEnd: false
        ).line - viewport.visibleTop
      let tolerance = Placement.tolerance
      if frame.minY >= viewport.visibleTop + covered - tolerance,
        frame.maxY <= viewport.visibleTop + viewport.visibleHeight + tolerance
      {
        return
      }
      let current = viewport.offset.y
      y = abs(top - current) <= abs(bottom - current) ? top : bottom
    }
    guard y.isFinite, !y.isClose(to: viewport.offset.y) else { return }
    host.setContentOffset(CGPoint(x: viewport.offset.x, y: y), animated: request.animated)
  }
}

/// A scroll to a section asked for, carried out at the next look; its view is one of the
/// sections' type, held weakly.
private struct ScrollRequest {
  weak var view: AnyObject?
  let position: AutoStackScrollPosition
  let animated: Bool
}
