import Foundation

/// The scroll spy: which section the reader is in, and the callback when that changes.
///
/// The line is `visibleTop + P`, P being how far below the visible top the sticky views that
/// cover it reach. The current section is the last section (not sticky, not hidden, higher
/// than 0) whose slot is at or above the line plus ``lineTolerance``, else the first one; at
/// the end of the content, the last one.
@MainActor
@usableFromInline
struct CurrentSection<View: Stackable> {
  // MARK: Internal

  /// How far below the line a section's slot may start and still count as reached.
  @usableFromInline static var lineTolerance: CGFloat { 0.5 }
  /// How many views a search walks back from a section that was current before it searches
  /// them all.
  @usableFromInline static var nearWalk: Int { 8 }

  /// The app's callback; setting one reports at once.
  @usableFromInline var handler: ((View?) -> Void)? {
    didSet { hasReported = false }
  }

  /// The callback to report `section` to, if it wants it: it differs from the last one
  /// reported, which it becomes, and which may have been deallocated since.
  @inlinable mutating func report(_ section: View?) -> ((View?) -> Void)? {
    let isSame = section.map { $0 === reported } ?? reportedNone
    guard let handler, !hasReported || !isSame else { return nil }
    hasReported = true
    reported = section
    reportedNone = section == nil
    return handler
  }

  /// The current section among `positions`' entries, sticky views (`isSticky`) left out.
  ///
  /// - Parameters:
  ///   - positions: Where each view is.
  ///   - line: The visible top plus what sticky views cover.
  ///   - isAtEnd: Whether the offset is at its largest value: the last section then.
  ///   - isSticky: Whether the view at an index is sticky.
  ///   - near: The index of a section that was current with these placements: the search
  ///     walks back from it, a few views at most, rather than search every view.
  /// - Returns: The current section's index, or `nil` when no section qualifies; with sorted
  ///   positions, also the lines, `lower ≤ line < upper`, at which it stays the current
  ///   section while the placements stay and the offset is not at its largest.
  @inlinable static func find(
    in positions: ArrangedPositions<View>, line: CGFloat, isAtEnd: Bool,
    isSticky: (Int) -> Bool, near: Int? = nil
  ) -> (index: Int, lines: (lower: CGFloat, upper: CGFloat)?)? {
    let found = search(in: positions, line: line, isAtEnd: isAtEnd, isSticky: isSticky, near: near)
    // A deallocated view, whose entry waits for a pass to retire it, is no section: looked at
    // in the section found only, which then is searched again without such views.
    guard let index = found?.index, positions.entries[index].view == nil else { return found }
    return search(
      in: positions, line: line, isAtEnd: isAtEnd,
      isSticky: { isSticky($0) || positions.entries[$0].view == nil }, near: nil)
  }

  /// ``find(in:line:isAtEnd:isSticky:near:)``, deallocated views taken for sections.
  @inlinable static func search(
    in positions: ArrangedPositions<View>, line: CGFloat, isAtEnd: Bool,
    isSticky: (Int) -> Bool, near: Int?
  ) -> (index: Int, lines: (lower: CGFloat, upper: CGFloat)?)? {
    let entries = positions.entries
    // Inlined, for the reason `ArrangedPositions`' search is.
    @inline(__always) func slot(_ index: Int) -> CGRect? {
      guard !isSticky(index), let placement = entries[index].placement, !placement.isHidden,
        placement.frame.size.height.isValidLength, placement.frame.size.height > 0
      else { return nil }
      return placement.frame
    }
    if isAtEnd, let last = entries.indices.reversed().first(where: { slot($0) != nil }) {
      return (last, nil)
    }
    let reach = line + lineTolerance
    // A section reached at `near` or a few views before it.
    @inline(__always) func reached(near: Int?) -> Int? {
      guard let near, near < entries.count else { return nil }
      for index in stride(from: near, to: max(near - nearWalk, -1), by: -1) {
        if let frame = slot(index), frame.origin.y <= reach { return index }
      }
      return nil
    }
    // Sorted, the last section reached is at or after `start`: a section reached, or the
    // first view that ends below the line, as every view before it ends at or above it.
    let start =
      positions.isMonotonic ? reached(near: near) ?? positions.firstIndex(below: reach) : 0
    var found: (index: Int, top: CGFloat)?
    // The top of the first section below the line, which ends the lines of the one found.
    var next = CGFloat.infinity
    for index in start..<entries.count {
      guard let frame = slot(index) else { continue }
      if frame.origin.y <= reach {
        found = (index, frame.origin.y)
      } else if positions.isMonotonic {
        next = frame.origin.y
        break
      }
    }
    if found == nil, let index = (0..<start).reversed().first(where: { slot($0) != nil }) {
      found = (index, slot(index)?.origin.y ?? 0)
    }
    if let found {
      // Sorted, the sections reached are those whose slots start at or above the line: the
      // last of them stays the current section until the line reaches the next one.
      let lines = (found.top - lineTolerance, next - lineTolerance)
      return (found.index, positions.isMonotonic ? lines : nil)
    }
    // Above every section: the first one, until the line reaches it.
    guard let first = entries.indices.first(where: { slot($0) != nil }) else { return nil }
    let lines = (-CGFloat.infinity, (slot(first)?.origin.y ?? 0) - lineTolerance)
    return (first, positions.isMonotonic ? lines : nil)
  }

  // MARK: Private

  @usableFromInline var hasReported = false
  @usableFromInline weak var reported: View?
  /// Whether the last report was of no section.
  @usableFromInline var reportedNone = false
}
