import Foundation

/// Sticky sections, scrolling to a section and the current section: a feature of the engine,
/// for scroll views.
///
/// It looks at the sections after each scroll and each reflow, when the engine looks at
/// visibility (``update(positions:content:layout:)``), reading the placements the last pass
/// left and the scroll geometry: it carries out a scroll asked for meanwhile, pins the sticky
/// views, writing only their frames, then reports the current section. It asks for work only
/// through the scheduler, so that inside a batch a scroll waits for the batch's reflow.
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

  /// The section the reader is in, from the last reflow's placements and the offset now;
  /// `nil` when nothing is arranged.
  package var currentSection: View? { host.flatMap(findCurrent) }

  /// Called with the new current section each time it changes; setting it reports the current
  /// section at once.
  package var onCurrentSectionChange: ((View?) -> Void)? {
    get { spy.handler }
    set {
      spy.handler = newValue
      guard newValue != nil else { return }
      setCurrent(host.flatMap(findCurrent))
    }
  }

  // MARK: Internal

  /// The scroll view.
  weak var host: Host?
  /// The engine, whose memberships name the arranged views.
  weak var owner: AnyObject?
  /// The frames of sticky views written, for the engine's statistics.
  private(set) var frameWrites = 0

  /// Whether `view`, which is not where its `placement` says, is where AutoStack pinned it,
  /// both shown.
  @usableFromInline func isPinnedEcho(of view: View, placement: Placement?) -> Bool {
    placement?.isHidden == false && sticky.isPinnedEcho(of: view)
  }

  /// The sticky views that are arranged, by index, at their frames as pinned.
  func stickyFrames() -> [Int: CGRect] {
    guard !sticky.isEmpty else { return [:] }
    var frames: [Int: CGRect] = [:]
    for member in members() { frames[member.index] = member.view.untransformedFrame }
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
  ///   - positions: Where each view is.
  ///   - content: The content size, or `nil` when nothing is arranged.
  ///   - layout: The layout, whose bottom inset lies below the last section.
  func update(positions: ArrangedPositions<View>, content: CGSize?, layout: StackLayout) {
    guard let host, let contentHeight = content?.height else {
      context = nil
      sticky.forgetWrites()
      // Nothing is arranged: neither is the view to scroll to.
      if pendingScroll != nil { diagnostics.report(.scrollToUnavailableSection) }
      pendingScroll = nil
      setCurrent(nil)
      return
    }
    context = Context(
      top: positions.top, isMonotonic: positions.isMonotonic, contentHeight: contentHeight,
      end: contentHeight - layout.bottom)
    // The slots are the last reflow's until the batch's: a pin would undo the app's changes.
    guard scheduler.batchDepth == 0 else {
      if spy.handler != nil { setCurrent(findCurrent(host: host)) }
      return
    }
    if let request = pendingScroll {
      pendingScroll = nil
      scroll(request, host: host)
    }
    if !sticky.isEmpty, let viewport = SectionViewport(host: host, contentHeight: contentHeight) {
      let members = members()
      raise(members, host: host)
      write(frames(of: members, in: viewport), to: members)
    }
    if spy.handler != nil { setCurrent(findCurrent(host: host)) }
  }

  // MARK: Private

  /// A scroll asked for, carried out at the next look.
  private struct ScrollRequest {
    weak var view: View?
    let position: AutoStackScrollPosition
    let animated: Bool
  }

  /// What the last look read of the arrangement: where the first view starts, whether
  /// positions are sorted, the content height and the end of the last section.
  private struct Context {
    let top: CGFloat
    let isMonotonic: Bool
    let contentHeight: CGFloat
    let end: CGFloat
  }

  private let arrangement: Arrangement<View>
  private let scheduler: ReflowScheduler
  private let diagnostics: DiagnosticSink
  private var sticky = StickySections<View>()
  private var spy = CurrentSection<View>()
  private var pendingScroll: ScrollRequest?
  /// `nil` while nothing is arranged.
  private var context: Context?
  /// Whether the sticky views go above the other sections at the next look: one became
  /// sticky, or the arrangement changed since they last went there.
  private var needsRaise = false
  private var raisedGeneration: Int?

  private func index(of view: View) -> Int? {
    owner.flatMap { arrangement.index(of: view, owner: $0) }
  }

  private func members() -> [StickySections<View>.Member] {
    guard !sticky.isEmpty else { return [] }
    return sticky.members(index: index(of:)) { [arrangement] in arrangement.entries[$0].placement }
  }

  /// The frame each sticky member takes in `viewport`.
  private func frames(
    of members: [StickySections<View>.Member], in viewport: SectionViewport
  ) -> [CGRect] {
    StickySections.frames(
      of: members, visibleTop: viewport.visibleTop, end: context?.end ?? .infinity)
  }

  /// How far below the visible top the sticky views that cover it reach, or `0`.
  private func coveredHeight(
    by members: [StickySections<View>.Member], in viewport: SectionViewport
  ) -> CGFloat {
    CurrentSection<View>.coveredHeight(
      frames: frames(of: members, in: viewport), hidden: members.map { $0.slot.isHidden },
      visibleTop: viewport.visibleTop)
  }

  /// The current section, from the placements and the scroll geometry now.
  private func findCurrent(host: Host) -> View? {
    guard let context else { return nil }
    // Inside a batch that re-arranged, the cursors are not yet the new order's: a walk.
    let positions = ArrangedPositions(
      entries: arrangement.entries, top: context.top,
      isMonotonic: context.isMonotonic && arrangement.isPlaced)
    let viewport = SectionViewport(host: host, contentHeight: context.contentHeight)
    let isAtEnd = viewport?.isAtEnd ?? false
    // The common case, no sticky view, runs at each scroll while the app follows the section.
    guard !sticky.isEmpty else {
      let line = viewport?.visibleTop ?? 0
      return CurrentSection.find(in: positions, line: line, isAtEnd: isAtEnd) { _ in false }
    }
    let members = members()
    var line: CGFloat = 0
    if let viewport {
      line = viewport.visibleTop + coveredHeight(by: members, in: viewport)
    }
    let stickyIndices = Set(members.map { $0.index })
    return CurrentSection.find(
      in: positions, line: line, isAtEnd: isAtEnd, isSticky: stickyIndices.contains)
  }

  /// Looks now, or once the batch or the flush under way ends.
  private func requestUpdate() {
    scheduler.requestVisibilityUpdate()
    scheduler.runIfPossible()
  }

  private func setCurrent(_ section: View?) {
    if spy.needsReport(of: section) { spy.handler?(section) }
  }

  /// Puts the sticky views above the other sections, when one became sticky or the
  /// arrangement changed.
  private func raise(_ members: [StickySections<View>.Member], host: Host) {
    guard needsRaise || raisedGeneration != arrangement.generation else { return }
    needsRaise = false
    raisedGeneration = arrangement.generation
    for member in members { host.bringToFront(member.view) }
  }

  /// Writes the frames that differ, recording each one first so that its echo is known.
  private func write(_ frames: [CGRect], to members: [StickySections<View>.Member]) {
    let generation = arrangement.generation
    for (member, frame) in zip(members, frames) {
      let view = member.view
      guard frame.isFinite, !view.untransformedFrame.isClose(to: frame) else { continue }
      sticky.recordWrite(frame, of: view)
      frameWrites += 1
      view.setUntransformedFrame(frame)
      // The write ran the view's code, which may have re-arranged: the next look pins again.
      guard arrangement.generation == generation else { return }
      sticky.recordWrite(view.untransformedFrame, of: view)
    }
  }

  /// Carries out `request`: a hidden or unarranged view is reported, a container that does
  /// not scroll ignores it.
  private func scroll(_ request: ScrollRequest, host: Host) {
    guard let view = request.view, let index = index(of: view),
      let slot = arrangement.entries[index].placement, !slot.isHidden
    else {
      diagnostics.report(.scrollToUnavailableSection)
      return
    }
    guard let contentHeight = context?.contentHeight,
      let viewport = SectionViewport(host: host, contentHeight: contentHeight)
    else { return }
    let frame = slot.frame
    let members = members()
    // The sticky view that would pin above it covers that much of the visible top; a view of a
    // negative height takes no space (`CGRect.height` would read it as positive).
    let above = members.last {
      let height = $0.slot.frame.size.height
      return $0.index < index && !$0.slot.isHidden && height.isValidLength && height > 0
    }
    let top = viewport.offset(puttingTopAt: frame.minY - (above?.slot.frame.size.height ?? 0))
    let bottom = viewport.offset(puttingTopAt: frame.maxY - viewport.visibleHeight)
    var y: CGFloat
    switch request.position {
    case .top: y = top
    case .bottom: y = bottom
    case .center: y = viewport.offset(puttingTopAt: frame.midY - viewport.visibleHeight / 2)
    case .nearest:
      let covered = coveredHeight(by: members, in: viewport)
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
