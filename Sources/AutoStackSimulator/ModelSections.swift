import AutoStack
import Foundation

/// Sticky sections, scrolling to a section and the current section of one container's
/// arrangement in ``StackModel``, written from the documented rules and independently of the
/// engine, over the slots its last pass placed (`ModelContainer.seen`).
///
/// They are looked at with visibility, before it: after each reflow, each change of the
/// container (a scroll among them) and each batch that asked, and when visibility is watched
/// or its threshold set. A look carries out the scroll asked for meanwhile, puts the sticky
/// views above the other subviews when one became sticky or the arrangement changed, pins
/// them, then reports the current section if it changed. In a container that does not scroll,
/// nothing pins and nothing scrolls.
package final class ModelSections {
  // MARK: Lifecycle

  init(container: ModelContainer) {
    self.container = container
  }

  // MARK: Package

  /// The section the reader is in, by identity, from the last look's content and the slots
  /// and offset now; `nil` when nothing is arranged.
  ///
  /// The line is the visible top plus how far the pinned sticky views that contain it reach
  /// below it. The current section is the last section (an arranged view, not sticky, not
  /// hidden, higher than 0) whose slot starts at or above the line plus half a point, else the
  /// first; the last one when the offset is within half a point of its largest value.
  package var currentSection: Int? {
    guard let context else { return nil }
    let members = members()
    let viewport = ModelScrollGeometry(container: container, contentHeight: context.contentHeight)
    var line: CGFloat = 0
    if let viewport {
      line = viewport.visibleTop + coveredHeight(by: members, in: viewport)
    }
    let sections = container.arranged.filter { id in
      guard model.views[id].isAlive, !members.contains(where: { $0.id == id }),
        let slot = container.seen[id], !slot.isHidden
      else { return false }
      return ModelLayout.length(slot.frame.size.height) > 0
    }
    if viewport?.isAtEnd == true, let last = sections.last { return last }
    let reach = line + 0.5
    return sections.last { container.seen[$0].map { $0.frame.origin.y <= reach } ?? false }
      ?? sections.first
  }

  // MARK: Internal

  unowned let container: ModelContainer

  /// Makes view `id` sticky or not.
  ///
  /// One no longer sticky goes back to its slot at once. Looks now, or when the batch ends.
  func setSticky(_ isSticky: Bool, _ id: Int) {
    guard isSticky != sticky.contains(id) else { return }
    written[id] = nil
    if isSticky {
      sticky.insert(id)
      needsRaise = true
    } else {
      sticky.remove(id)
      if container.arranged.contains(id), let slot = container.seen[id],
        slot.frame.origin.y.isFinite, slot.frame.origin.x.isFinite,
        slot.frame.size.width.isFinite, slot.frame.size.height.isFinite,
        !container.stackFrame(of: id).isClose(to: slot.frame)
      {
        container.frameWrites += 1
        model.setUntransformedFrame(of: id, container.containerFrame(slot.frame))
      }
    }
    container.viewport.requestVisibilityUpdate()
  }

  /// Starts reporting the current section, which reports it at once, or stops.
  func watch(_ isOn: Bool) {
    isWatching = isOn
    hasReported = false
    if isOn { report(currentSection) }
  }

  /// Whether a notification of view `id` is the echo of its pinning: shown, in a slot that
  /// shows, at the frame the last look since the last pass pinned it at.
  func isPinnedEcho(_ id: Int) -> Bool {
    guard container.seen[id]?.isHidden == false, let frame = written[id] else { return false }
    return !model.views[id].isHidden && model.views[id].frame.isClose(to: frame)
  }

  /// Whether a notification of view `id` is the echo of the frame a look is pinning it at,
  /// shown: the arrangement's own write, which no feature takes for the app's change.
  func isPinningEcho(_ id: Int) -> Bool {
    guard pinning == id, !model.views[id].isHidden, let frame = written[id] else { return false }
    return model.views[id].frame.isClose(to: frame)
  }

  /// A pass ran: where the sticky views were pinned is known again at the next look.
  func passDidRun() { written = [:] }

  /// Whether view `id` is a sticky view with a slot, which visibility sees where it is pinned
  /// and which is never the anchor.
  func isPinned(_ id: Int) -> Bool {
    sticky.contains(id) && model.views[id].isAlive && container.arranged.contains(id)
      && container.seen[id] != nil && !container.underAutoLayout.contains(id)
  }

  /// A look: the scroll asked for (reported once nothing is arranged), the sticky views raised
  /// and pinned, each once no batch is open, then the current section.
  func update() {
    guard container.isArranging, let contentHeight = container.contentLength else {
      context = nil
      written = [:]
      // Nothing is arranged: neither is the view to scroll to.
      if pendingScroll != nil { container.diagnostics.append(.scrollToUnavailableSection) }
      pendingScroll = nil
      runningScroll = nil
      return report(nil)
    }
    context = (
      contentHeight, contentHeight - ModelLayout.finite(container.stackInsetsAlong.trailing)
    )
    // Inside a batch, the scroll and the pins wait for the batch's reflow.
    guard container.batchDepth == 0 else {
      if isWatching { report(currentSection) }
      return
    }
    if let request = pendingScroll {
      pendingScroll = nil
      scroll(request)
    } else if runningScroll != nil {
      followRunningScroll()
    }
    let members = members()
    if !members.isEmpty || sticky.contains(where: { model.views[$0].isAlive }),
      let viewport = ModelScrollGeometry(container: container, contentHeight: contentHeight)
    {
      raise(members)
      pin(members, in: viewport)
    }
    if isWatching { report(currentSection) }
  }

  /// A sticky view with a slot, at its index.
  struct Member {
    let index: Int
    let id: Int
    let slot: ModelViewport.Placement
  }

  /// The scroll to a section asked for, carried out at the next look.
  var pendingScroll: (id: Int, position: AutoStackScrollPosition, animated: Bool)?
  /// The animated scroll under way: its section, its position (never `.nearest`), the offset
  /// it was last sent to.
  var runningScroll: (id: Int, position: AutoStackScrollPosition, target: CGFloat)?
  /// The content height and the end of the last section, at the last look; `nil` while
  /// nothing is arranged.
  private(set) var context: (contentHeight: CGFloat, end: CGFloat)?

  var model: StackModel { container.model }

  /// The sticky views that are alive, arranged here and placed, top to bottom; not one that
  /// the last pass found under Auto Layout, which keeps its constraints' frame.
  func members() -> [Member] {
    container.arranged.enumerated().compactMap { index, id in
      guard sticky.contains(id), model.views[id].isAlive, let slot = container.seen[id],
        !container.underAutoLayout.contains(id)
      else { return nil }
      return Member(index: index, id: id, slot: slot)
    }
  }

  /// How far below the visible top the pinned members shown that contain it reach, or `0`.
  func coveredHeight(by members: [Member], in viewport: ModelScrollGeometry) -> CGFloat {
    var covered: CGFloat = 0
    for (member, frame) in zip(members, frames(of: members, in: viewport))
    where !member.slot.isHidden {
      let bottom = frame.origin.y + frame.size.height
      guard frame.origin.y <= viewport.visibleTop, viewport.visibleTop < bottom else { continue }
      covered = max(covered, bottom - viewport.visibleTop)
    }
    return covered
  }

  // MARK: Private

  private var sticky: Set<Int> = []
  /// The frame each sticky view was pinned at (written, or found there) by the looks since the
  /// last pass, which forgets them: the slots it leaves are pinned again.
  private var written: [Int: CGRect] = [:]
  /// The sticky view a look is pinning, while it writes its frame.
  private var pinning: Int?
  private var needsRaise = false
  private var raisedGeneration: Int?
  private var isWatching = false
  private var hasReported = false
  private var reported: Int?

  /// Reports `section` if it differs from the last one reported, while watching.
  private func report(_ section: Int?) {
    guard isWatching, !hasReported || reported != section else { return }
    hasReported = true
    reported = section
    model.sectionEvents.append(SectionEvent(container: container.index, view: section))
  }

  /// The frame each member takes: `y = min(max(slot, visibleTop), limit − height)`, its limit
  /// the slot of the next member shown and higher than 0, or the end of the last section; a
  /// hidden one in its slot.
  private func frames(of members: [Member], in viewport: ModelScrollGeometry) -> [CGRect] {
    var limit = context?.end ?? .infinity
    var frames = members.map(\.slot.frame)
    for position in members.indices.reversed() where !members[position].slot.isHidden {
      let slot = members[position].slot.frame
      let y = min(max(slot.origin.y, viewport.visibleTop), limit - slot.size.height)
      if y.isFinite { frames[position].origin.y = y }
      if ModelLayout.length(slot.size.height) > 0 { limit = slot.origin.y }
    }
    return frames
  }

  /// Puts the members above the other subviews, top to bottom, when a view became sticky or
  /// the arrangement changed since they last went there.
  private func raise(_ members: [Member]) {
    guard needsRaise || raisedGeneration != container.generation else { return }
    needsRaise = false
    raisedGeneration = container.generation
    // Below the placeholder on screen, which covers the sections.
    let cover = container.placeholders.displayed
    for member in members where model.views[member.id].superview == container.index {
      if let cover, model.views[cover].superview == container.index {
        model.insertSubview(member.id, to: container.index, below: cover)
      } else {
        model.addSubview(member.id, to: container.index)
      }
    }
  }

  /// Writes each member's frame where it differs, recording it so that its echo is no change.
  ///
  /// A member found where it pins, which a pass put back in its slot, say, is recorded there:
  /// a frame it was pinned at before is no longer an echo.
  private func pin(_ members: [Member], in viewport: ModelScrollGeometry) {
    let generation = container.generation
    for (member, pinned) in zip(members, frames(of: members, in: viewport)) {
      guard pinned.origin.y.isFinite else { continue }
      let frame = container.containerFrame(pinned)
      guard !model.views[member.id].frame.isClose(to: frame) else {
        written[member.id] = model.views[member.id].frame
        continue
      }
      written[member.id] = frame
      container.frameWrites += 1
      pinning = member.id
      model.setUntransformedFrame(of: member.id, frame)
      pinning = nil
      guard container.generation == generation else { return }
      written[member.id] = model.views[member.id].frame
    }
  }
}
