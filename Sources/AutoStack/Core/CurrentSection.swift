import Foundation

/// The scroll spy: which section the reader is in, and the callback when that changes.
///
/// The line is `visibleTop + P`, P being how far below the visible top the sticky views that
/// cover it reach. The current section is the last section (not sticky, not hidden, higher
/// than 0) whose slot is at or above the line plus ``lineTolerance``, else the first one; at
/// the end of the content, the last one.
@MainActor
struct CurrentSection<View: Stackable> {
  // MARK: Internal

  /// How far below the line a section's slot may start and still count as reached.
  static var lineTolerance: CGFloat { 0.5 }

  /// The app's callback; setting one reports at once.
  var handler: ((View?) -> Void)? {
    didSet { hasReported = false }
  }

  /// Whether the callback wants `section`: it differs from the last one reported, which may
  /// have been deallocated since.
  mutating func needsReport(of section: View?) -> Bool {
    guard handler != nil else { return false }
    let isSame = section.map { $0 === reported } ?? reportedNone
    guard !hasReported || !isSame else { return false }
    hasReported = true
    reported = section
    reportedNone = section == nil
    return true
  }

  /// How far below `visibleTop` the sticky views that are not hidden and whose frames contain
  /// it reach, or `0`.
  static func coveredHeight(
    frames: [CGRect], hidden: [Bool], visibleTop: CGFloat
  ) -> CGFloat {
    var covered: CGFloat = 0
    for (frame, isHidden) in zip(frames, hidden) where !isHidden {
      let bottom = frame.origin.y + frame.size.height
      guard frame.origin.y <= visibleTop, visibleTop < bottom else { continue }
      covered = max(covered, bottom - visibleTop)
    }
    return covered
  }

  /// The current section among `positions`' entries, sticky views (`isSticky`) left out.
  ///
  /// - Parameters:
  ///   - positions: Where each view is.
  ///   - line: The visible top plus what sticky views cover.
  ///   - isAtEnd: Whether the offset is at its largest value: the last section then.
  ///   - isSticky: Whether the view at an index is sticky.
  /// - Returns: The current section, or `nil` when no section qualifies.
  static func find(
    in positions: ArrangedPositions<View>, line: CGFloat, isAtEnd: Bool,
    isSticky: (Int) -> Bool
  ) -> View? {
    let entries = positions.entries
    func slot(_ index: Int) -> CGRect? {
      // A deallocated view, whose entry waits for a pass to retire it, is no section.
      guard !isSticky(index), entries[index].view != nil,
        let placement = entries[index].placement, !placement.isHidden,
        placement.frame.size.height.isValidLength, placement.frame.size.height > 0
      else { return nil }
      return placement.frame
    }
    if isAtEnd, let last = entries.indices.reversed().first(where: { slot($0) != nil }) {
      return entries[last].view
    }
    let reach = line + lineTolerance
    // Every view before `start` ends at or above the line: each section there is reached.
    let start = positions.isMonotonic ? positions.firstIndex(below: reach) : 0
    var found: Int?
    for index in start..<entries.count {
      guard let frame = slot(index) else { continue }
      if frame.origin.y <= reach {
        found = index
      } else if positions.isMonotonic {
        break
      }
    }
    if found == nil {
      found = (0..<start).reversed().first { slot($0) != nil }
    }
    if found == nil {
      found = entries.indices.first { slot($0) != nil }
    }
    return found.flatMap { entries[$0].view }
  }

  // MARK: Private

  private var hasReported = false
  private weak var reported: View?
  /// Whether the last report was of no section.
  private var reportedNone = false
}
