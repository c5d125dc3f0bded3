import Foundation

/// What a scroll reads of the sections, made from the placements of a pass and kept until
/// they change: the sticky views, where each one pins, and the lines at which the current
/// section stays current.
///
/// A sticky view that is not hidden takes `y = min(max(slot, visibleTop), limit − height)`:
/// its slot is where the stack places it, its limit the slot of the next sticky view that is
/// not hidden and is higher than 0, or else the end of the last section.
///
/// ``Sections`` keeps one from look to look while the arrangement, its placements and the
/// sticky views stay the same, so that a scroll pins in one walk over the sticky views,
/// touches only those that move, and reads no entry while the current section stays.
@usableFromInline
struct ScrollPlan {
  // MARK: Lifecycle

  init(
    serial: Int, placementChanges: Int, indices: [Int], ids: [ObjectIdentifier],
    slots: [Placement]
  ) {
    self.serial = serial
    self.placementChanges = placementChanges
    self.indices = indices
    self.ids = ids
    self.slots = slots
    targets = slots.map(\.frame)
    frames = Array(repeating: nil, count: slots.count)
    lowest = Array(repeating: .infinity, count: slots.count)
    unsettled = slots.reduce(0) { $0 + ($1.frame.isFinite ? 1 : 0) }
  }

  // MARK: Internal

  /// A plan of no view, made from nothing.
  @usableFromInline static var none: ScrollPlan {
    ScrollPlan(serial: 0, placementChanges: -1, indices: [], ids: [], slots: [])
  }

  /// Tells this plan from the others the same sections made.
  let serial: Int
  /// The arrangement's ``Arrangement/placementChanges`` the plan was made at.
  @usableFromInline let placementChanges: Int
  /// The sticky views' indices and slots, top to bottom.
  @usableFromInline let indices: [Int]
  /// The sticky views' identities, in the same order: what their frames are known by once
  /// the arrangement changed.
  let ids: [ObjectIdentifier]
  let slots: [Placement]
  /// Where each sticky view goes at the visible top and the end last pinned at.
  private(set) var targets: [CGRect]
  /// The frame each sticky view was last given or found at, or `nil` before it is read.
  private(set) var frames: [CGRect?]
  /// Whether the sticky views went above the other sections, if they had to, since the plan
  /// was made.
  var isRaised = false
  /// The frames written to the sticky views since the plan was made.
  @usableFromInline private(set) var writes = 0
  /// The index of the current section reported, and the lines, `lower ≤ line < upper`, at
  /// which it stays current; `nil` when not known.
  @usableFromInline var current: (index: Int, lower: CGFloat, upper: CGFloat)?

  /// A sticky view to move: its position in the plan, its index in the arrangement, its
  /// target, and the frame it was last given or found at, if known.
  @usableFromInline
  struct Move {
    /// The ``serial`` of the plan it is of.
    let serial: Int
    @usableFromInline let position: Int
    @usableFromInline let index: Int
    @usableFromInline let target: CGRect
    @usableFromInline let known: CGRect?
  }

  /// What a scroll's look found: the first sticky view to move, if any (see
  /// ``nextMove(from:)``); whether the sticky views went above the others; the line the
  /// current section is found at, and whether the section reported is still current there.
  @usableFromInline
  typealias Look = (move: Move?, isRaised: Bool, line: CGFloat, isCurrent: Bool)

  /// A scroll's look, if the plan was made at `placementChanges`: pins the sticky views for
  /// the visible top at `visibleTop` and the last section ending at `end`, then reads the
  /// line the current section is found at.
  @usableFromInline mutating func look(
    visibleTop: CGFloat, end: CGFloat, isAtEnd: Bool, ifMadeAt placementChanges: Int
  ) -> Look? {
    guard placementChanges == self.placementChanges else { return nil }
    let reading = readingLine(visibleTop: visibleTop, end: end, isAtEnd: isAtEnd)
    return (nextMove(from: 0), isRaised, reading.line, reading.isCurrent)
  }

  /// Records that the sticky view of `move` is at `frame`, written there or not, then finds
  /// the next one to move after it.
  ///
  /// - Returns: The next move, if any, and whether `move` is of this plan: one made since,
  ///   by a look the write ran, records nothing.
  @usableFromInline mutating func settle(
    _ frame: CGRect, of move: Move, wrote: Bool
  ) -> (next: Move?, isOfPlan: Bool) {
    guard move.serial == serial else { return (nil, false) }
    if wrote { writes += 1 }
    setFrame(frame, at: move.position)
    return (nextMove(from: move.position + 1), true)
  }

  /// The first position from `start` on whose target is finite and not the frame its view
  /// was last given or found at, with the view's index and the target.
  @usableFromInline func nextMove(from start: Int) -> Move? {
    guard unsettled > 0 else { return nil }
    for position in start..<targets.count where !isSettled(position) {
      return Move(
        serial: serial, position: position, index: indices[position],
        target: targets[position], known: frames[position])
    }
    return nil
  }

  /// The line the current section is found at, the visible top plus how far below it the
  /// sticky views that cover it reach, pinning them there first; and whether the section
  /// reported is still current, the offset not being at its largest.
  @usableFromInline mutating func readingLine(
    visibleTop: CGFloat, end: CGFloat, isAtEnd: Bool
  ) -> (line: CGFloat, isCurrent: Bool) {
    setTargets(visibleTop: visibleTop, end: end)
    let line = visibleTop + covered
    guard let current, !isAtEnd else { return (line, false) }
    return (line, current.lower <= line && line < current.upper)
  }

  /// Records that the view at `index` in the arrangement, if it is sticky, is at `frame`, set
  /// there by another than a look: the next look moves it where it pins, if that is elsewhere.
  @usableFromInline mutating func record(_ frame: CGRect, of id: ObjectIdentifier) {
    guard let position = ids.firstIndex(of: id) else { return }
    setFrame(frame, at: position)
  }

  /// Takes the frames that `other`, a plan of the same placements, knew its sticky views at,
  /// for those still sticky.
  mutating func takeFrames(of other: ScrollPlan) {
    for position in indices.indices {
      guard let old = other.ids.firstIndex(of: ids[position]) else { continue }
      setFrame(other.frames[old], at: position)
    }
  }

  /// Whether the sticky view at `index` in the arrangement is at `frame`, its target or the
  /// frame it was last given or found at, within ``Placement/tolerance``.
  @usableFromInline func isPinned(_ id: ObjectIdentifier, frame: CGRect) -> Bool {
    guard let position = ids.firstIndex(of: id) else { return false }
    return frame.isClose(to: targets[position]) || frames[position]?.isClose(to: frame) == true
  }

  /// Whether `index` is among `indices`, sorted: whether the view at `index` in the
  /// arrangement is sticky, `indices` being a plan's.
  @usableFromInline static func contains(_ index: Int, in indices: [Int]) -> Bool {
    position(of: index, in: indices) != nil
  }

  /// Where `index` is in `indices`, sorted, if it is there.
  static func position(of index: Int, in indices: [Int]) -> Int? {
    var low = 0
    var high = indices.count
    while low < high {
      let middle = (low + high) / 2
      if indices[middle] < index { low = middle + 1 } else { high = middle }
    }
    return low < indices.count && indices[low] == index ? low : nil
  }

  // MARK: Private

  /// Sets ``targets`` and ``covered``, unless they are for that visible top and end already.
  private mutating func setTargets(visibleTop: CGFloat, end: CGFloat) {
    guard pinnedAt?.visibleTop != visibleTop || pinnedAt?.end != end else { return }
    if pinnedAt?.end != end { setLowest(end: end) }
    pinnedAt = (visibleTop, end)
    covered = 0
    for position in slots.indices where !slots[position].isHidden {
      let slot = slots[position].frame
      let y = min(max(slot.origin.y, visibleTop), lowest[position])
      let top = y.isFinite ? y : slot.origin.y
      if top != targets[position].origin.y {
        let wasSettled = isSettled(position)
        targets[position].origin.y = top
        unsettled += (wasSettled ? 1 : 0) - (isSettled(position) ? 1 : 0)
      }
      // How far below the visible top it reaches, if it covers it.
      if top <= visibleTop, visibleTop < top + slot.size.height {
        covered = max(covered, top + slot.size.height - visibleTop)
      }
    }
  }

  /// Sets ``lowest``: the limit of each view that is not hidden, less its height, the limit
  /// being the slot of the next such view that is higher than 0, or else `end`.
  private mutating func setLowest(end: CGFloat) {
    var limit = end
    for position in slots.indices.reversed() where !slots[position].isHidden {
      let slot = slots[position].frame
      lowest[position] = limit - slot.size.height
      if slot.size.height.isValidLength, slot.size.height > 0 { limit = slot.origin.y }
    }
  }

  /// Records the frame the sticky view at `position` is known at, keeping ``unsettled``.
  private mutating func setFrame(_ frame: CGRect?, at position: Int) {
    let wasSettled = isSettled(position)
    frames[position] = frame
    unsettled += (wasSettled ? 1 : 0) - (isSettled(position) ? 1 : 0)
  }

  /// Whether the sticky view at `position` is where it is to go, or is not to be written.
  ///
  /// A target that is not finite is never written. The frames are compared exactly: a target
  /// that moved less than the tolerance is compared with the view's frame before a write.
  private func isSettled(_ position: Int) -> Bool {
    let target = targets[position]
    guard target.isFinite, let known = frames[position] else { return !target.isFinite }
    return known.origin == target.origin && known.size == target.size
  }

  /// How many sticky views are not settled (see ``isSettled(_:)``).
  private var unsettled = 0
  /// The visible top and the end ``targets`` are for.
  private var pinnedAt: (visibleTop: CGFloat, end: CGFloat)?
  /// The lowest `y` each sticky view may take, pushed up by the next one.
  private var lowest: [CGFloat]
  /// How far below the visible top the targets of the sticky views that are not hidden and
  /// contain it reach, or `0`.
  private var covered: CGFloat = 0
}
