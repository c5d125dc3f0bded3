import Foundation

// The current section: found from the placements and the scroll geometry, and reported once
// per change; a scroll that leaves the line within the lines of the section reported looks
// at no view.

extension Sections {
  // MARK: Package

  /// The section the reader is in, from the last reflow's placements and the offset now;
  /// `nil` when nothing is arranged.
  package var currentSection: View? {
    guard let host, let context else { return nil }
    updatePlan()
    let viewport = SectionViewport.reading(
      host: host, contentHeight: context.contentHeight, orientation: context.orientation)
    guard let found = findCurrent(in: viewport, end: context.end) else { return nil }
    return arrangement.view(at: found.index)
  }

  /// Called with the new current section each time it changes; setting it reports the current
  /// section at once.
  package var onCurrentSectionChange: ((View?) -> Void)? {
    get { spy.handler }
    set {
      spy.handler = newValue
      guard newValue != nil else { return }
      setCurrent(currentSection)
    }
  }

  // MARK: Internal

  /// Reports the current section in `viewport`, the last section ending at `end`, found at
  /// `line` if it was read, unless the section reported is still current.
  @inlinable func reportCurrent(
    in viewport: SectionViewport.Reading?, end: CGFloat, line: CGFloat? = nil
  ) {
    if line == nil { updatePlan() }
    let found = findCurrent(in: viewport, end: end, line: line, reusing: true)
    guard let found else {
      plan.current = nil
      return setCurrent(nil)
    }
    guard !found.isReported else { return }
    plan.current = found.lines.map { (found.index, $0.lower, $0.upper) }
    setCurrent(arrangement.view(at: found.index))
  }

  @inlinable func setCurrent(_ section: View?) {
    if let handler = spy.report(section) { handler(section) }
  }

  // MARK: Private

  /// The current section's index in `viewport`, with the lines at which it stays current.
  ///
  /// The last section ends at `end`; `line` is the line if it was read already. With
  /// `reusing`, the section reported if it still is (`isReported`), found without a search.
  /// The plan is up to date.
  @inlinable func findCurrent(
    in viewport: SectionViewport.Reading?, end: CGFloat, line known: CGFloat? = nil,
    reusing: Bool = false
  ) -> (index: Int, lines: (lower: CGFloat, upper: CGFloat)?, isReported: Bool)? {
    guard let context else { return nil }
    var line: CGFloat = 0
    var near: Int?
    if let viewport {
      if let known {
        line = known
      } else {
        let reading = plan.readingLine(
          visibleTop: viewport.visibleTop, end: end, isAtEnd: viewport.isAtEnd)
        if reusing, reading.isCurrent, let current = plan.current {
          return (current.index, (current.lower, current.upper), true)
        }
        line = reading.line
      }
      near = reusing ? plan.current?.index : nil
    }
    // Inside a batch that re-arranged, the cursors are not yet the new order's: a walk.
    let positions = ArrangedPositions(
      entries: arrangement.entries, top: context.top,
      isMonotonic: context.isMonotonic && arrangement.isPlaced)
    let sticky = plan.indices
    guard
      let found = CurrentSection.find(
        in: positions, line: line, isAtEnd: viewport?.isAtEnd ?? false,
        isSticky: { ScrollPlan.contains($0, in: sticky) }, near: near)
    else { return nil }
    return (found.index, found.lines, false)
  }
}
