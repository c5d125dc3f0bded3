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
struct ScrollPlan {
  // MARK: Lifecycle

  init(version: Version, indices: [Int], slots: [Placement]) {
    self.version = version
    self.indices = indices
    self.slots = slots
    targets = slots.map(\.frame)
    frames = Array(repeating: nil, count: slots.count)
  }

  // MARK: Internal

  /// What a plan was made from: the arrangement's generation and passes, and the changes of
  /// which views are sticky.
  struct Version: Equatable {
    var generation: Int
    var passes: Int
    var sticky: Int
  }

  /// A plan of no view, made from nothing.
  static var none: ScrollPlan {
    ScrollPlan(version: Version(generation: -1, passes: -1, sticky: -1), indices: [], slots: [])
  }

  let version: Version
  /// The sticky views' indices and slots, top to bottom.
  let indices: [Int]
  let slots: [Placement]
  /// Where each sticky view goes at the visible top and the end last pinned at.
  private(set) var targets: [CGRect]
  /// The frame each sticky view was last given or found at, or `nil` before it is read.
  var frames: [CGRect?]
  /// Whether the sticky views went above the other sections, if they had to, since the plan
  /// was made.
  var isRaised = false
  /// The index of the current section reported, and the lines, `lower ≤ line < upper`, at
  /// which it stays current; `nil` when not known.
  var current: (index: Int, lower: CGFloat, upper: CGFloat)?

  /// A scroll's look: pins the sticky views for the visible top at `visibleTop` and the last
  /// section ending at `end`, then reads the line the current section is found at.
  ///
  /// - Returns: The first sticky view to move, if any (see ``nextMove(from:)``); whether the
  ///   sticky views went above the others; the line, and whether the section reported is
  ///   still current at it.
  mutating func look(
    visibleTop: CGFloat, end: CGFloat, isAtEnd: Bool
  ) -> (
    move: (position: Int, index: Int, frame: CGRect)?, isRaised: Bool, line: CGFloat,
    isCurrent: Bool
  ) {
    let reading = readingLine(visibleTop: visibleTop, end: end, isAtEnd: isAtEnd)
    return (nextMove(from: 0), isRaised, reading.line, reading.isCurrent)
  }

  /// Records that the sticky view at `position` is at `frame`, then finds the next one to
  /// move after it.
  mutating func settle(
    _ frame: CGRect, at position: Int
  ) -> (position: Int, index: Int, frame: CGRect)? {
    frames[position] = frame
    return nextMove(from: position + 1)
  }

  /// The first position from `start` on whose target is finite and not the frame its view
  /// was last given or found at, with the view's index and the target.
  func nextMove(from start: Int) -> (position: Int, index: Int, frame: CGRect)? {
    for position in start..<targets.count {
      let frame = targets[position]
      // Compared exactly: a target that moved less than the tolerance is compared with the
      // view's frame.
      if let known = frames[position], known.origin == frame.origin, known.size == frame.size {
        continue
      }
      guard frame.isFinite else { continue }
      return (position, indices[position], frame)
    }
    return nil
  }

  /// The line the current section is found at, the visible top plus how far below it the
  /// sticky views that cover it reach, pinning them there first; and whether the section
  /// reported is still current, the offset not being at its largest.
  mutating func readingLine(
    visibleTop: CGFloat, end: CGFloat, isAtEnd: Bool
  ) -> (line: CGFloat, isCurrent: Bool) {
    setTargets(visibleTop: visibleTop, end: end)
    let line = visibleTop + covered
    guard let current, !isAtEnd else { return (line, false) }
    return (line, current.lower <= line && line < current.upper)
  }

  /// Whether the view at `index` in the arrangement is sticky.
  func contains(index: Int) -> Bool {
    var low = 0
    var high = indices.count
    while low < high {
      let middle = (low + high) / 2
      if indices[middle] < index { low = middle + 1 } else { high = middle }
    }
    return low < indices.count && indices[low] == index
  }

  // MARK: Private

  /// Sets ``targets`` and ``covered``, unless they are for that visible top and end already.
  private mutating func setTargets(visibleTop: CGFloat, end: CGFloat) {
    guard pinnedAt?.visibleTop != visibleTop || pinnedAt?.end != end else { return }
    pinnedAt = (visibleTop, end)
    covered = 0
    var limit = end
    for position in slots.indices.reversed() {
      let slot = slots[position]
      var frame = slot.frame
      if !slot.isHidden {
        let height = frame.size.height
        let y = min(max(frame.origin.y, visibleTop), limit - height)
        if y.isFinite { frame.origin.y = y }
        if height.isValidLength, height > 0 { limit = slot.frame.origin.y }
        // How far below the visible top it reaches, if it covers it.
        let bottom = frame.origin.y + frame.size.height
        if frame.origin.y <= visibleTop, visibleTop < bottom {
          covered = max(covered, bottom - visibleTop)
        }
      }
      targets[position] = frame
    }
  }

  /// The visible top and the end ``targets`` are for.
  private var pinnedAt: (visibleTop: CGFloat, end: CGFloat)?
  /// How far below the visible top the targets of the sticky views that are not hidden and
  /// contain it reach, or `0`.
  private var covered: CGFloat = 0
}
