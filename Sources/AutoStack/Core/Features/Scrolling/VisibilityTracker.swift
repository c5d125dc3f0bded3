import Foundation

/// Which arranged views are visible, and what changed since the last look: a value with no
/// view of its own to read, given the arrangement's positions.
///
/// A view is visible when it is not hidden, its height is above 0 and it overlaps the
/// visible area by more than ``Placement/tolerance`` (0.001 point), or by at least
/// ``threshold`` of its height when that is above 0. Scrolling looks again only at the views that enter or leave the candidate
/// range (``ArrangedPositions/candidates(overlapping:)``) and at its ends, since a view
/// strictly inside the range is wholly inside the area; a reflow, which moves views, looks
/// at every candidate.
struct VisibilityTracker<View: Stackable> {
  /// The views that stopped and started being visible in one change.
  struct Changes {
    /// In the order they had, top to bottom.
    var disappeared: [View] = []
    /// In the order they have now, top to bottom.
    var appeared: [View] = []
  }

  /// The fraction of its height by which a view must overlap the visible area, or `0` for any
  /// overlap; clamped to `0...1`.
  var threshold: CGFloat = 0

  /// The visible views, top to bottom, that are still alive.
  var visibleViews: [View] {
    visible.values.sorted { $0.index < $1.index }.compactMap { $0.view }
  }

  /// Forgets every visible view without reporting it: watching stops.
  mutating func reset() {
    visible = [:]
    candidates = 0..<0
    generation = nil
  }

  /// Looks at the views after a scroll, when the arrangement did not change since the last
  /// look (same `generation`, no reflow); otherwise at every candidate.
  mutating func scroll(
    to area: ClosedRange<CGFloat>?, in positions: ArrangedPositions<View>, generation: Int
  ) -> Changes {
    // A pinned sticky view moves with the scroll: every candidate is looked at again.
    guard self.generation == generation, positions.isMonotonic, positions.sticky.isEmpty,
      let area
    else {
      return update(area: area, in: positions, generation: generation)
    }
    let old = candidates
    let new = positions.candidates(overlapping: area)
    var indices: [Int] = []
    indices.reserveCapacity(8)
    if old.overlaps(new) {
      indices += min(old.lowerBound, new.lowerBound)..<max(old.lowerBound, new.lowerBound)
      indices += min(old.upperBound, new.upperBound)..<max(old.upperBound, new.upperBound)
    } else {
      indices += old
      indices += new
    }
    for range in [old, new] where !range.isEmpty {
      indices += [range.lowerBound, range.upperBound - 1]
    }
    var changes = Changes()
    indices.sort()
    var previous: Int?
    for index in indices where index != previous {
      previous = index
      let entry = positions.entries[index]
      let wasVisible = visible[entry.id] != nil
      let isVisible = new.contains(index) && isVisible(entry, frame: nil, in: area)
      guard wasVisible != isVisible else { continue }
      if isVisible, let view = entry.view {
        visible[entry.id] = Member(index: index, view: view)
        changes.appeared.append(view)
      } else if let member = visible.removeValue(forKey: entry.id), let view = member.view {
        changes.disappeared.append(view)
      }
    }
    candidates = new
    return changes
  }

  /// Looks at every candidate, after a reflow or a change of the area or the threshold;
  /// `area` is `nil` when nothing can be visible (the container is not in a window, or
  /// nothing is arranged).
  mutating func update(
    area: ClosedRange<CGFloat>?, in positions: ArrangedPositions<View>, generation: Int
  ) -> Changes {
    var now: [ObjectIdentifier: Member] = [:]
    var changes = Changes()
    let range = area.map { positions.candidates(overlapping: $0) } ?? 0..<0
    if let area {
      // The sticky views, wherever their slots are, then the views near the area.
      let indices =
        positions.sticky.isEmpty
        ? Array(range) : Set(range).union(positions.sticky.keys).sorted()
      for index in indices {
        let entry = positions.entries[index]
        guard isVisible(entry, frame: positions.sticky[index], in: area), let view = entry.view
        else { continue }
        now[entry.id] = Member(index: index, view: view)
        if visible[entry.id] == nil { changes.appeared.append(view) }
      }
    }
    changes.disappeared = visible.filter { now[$0.key] == nil }.values
      .sorted { $0.index < $1.index }.compactMap { $0.view }
    visible = now
    candidates = range
    self.generation = generation
    return changes
  }

  // MARK: Private

  private struct Member {
    var index: Int
    weak var view: View?
  }

  /// The visible views by identity, with their index at the last look.
  private var visible: [ObjectIdentifier: Member] = [:]
  /// The candidate range at the last look.
  private var candidates = 0..<0
  /// The arrangement's generation at the last look; `nil` when the next look must look at
  /// every candidate.
  private var generation: Int?

  /// Whether the view of `entry`, where the last reflow placed it or at `frame` (a sticky
  /// view as pinned), is visible in `area`.
  private func isVisible(
    _ entry: ArrangedEntry<View>, frame pinned: CGRect?, in area: ClosedRange<CGFloat>
  ) -> Bool {
    guard let placement = entry.placement, !placement.isHidden else { return false }
    let frame = pinned ?? placement.frame
    let height = frame.size.height
    guard height.isValidLength, height > 0 else { return false }
    let overlap =
      min(frame.origin.y + height, area.upperBound) - max(frame.origin.y, area.lowerBound)
    // A frame reads back in other last bits: one that ends where the area starts is outside.
    guard overlap > Placement.tolerance else { return false }
    let fraction = min(max(threshold.finiteOrZero, 0), 1)
    return overlap >= fraction * height - Placement.tolerance
  }
}
