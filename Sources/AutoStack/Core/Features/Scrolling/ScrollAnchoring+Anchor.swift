import Foundation

// The anchor: the view the offset follows through a reflow, chosen, handed over and followed.

extension ScrollAnchoring {
  /// The view the offset follows through a reflow, its index and top before it, and the top
  /// of the visible area when it was chosen.
  struct Anchor {
    weak var view: View?
    var index: Int
    var y: CGFloat
    var visibleTop: CGFloat
    /// The stack's orientation when it was taken, which reads the offset it anchors.
    var orientation: StackOrientation
  }

  /// How far the top of `anchor` moved since it was chosen, or `nil` if it is gone, hidden or
  /// not placed.
  func anchorMove(of anchor: Anchor, placement: (View) -> Placement?) -> CGFloat? {
    guard let view = anchor.view, let placement = placement(view), !placement.isHidden,
      placement.frame.origin.y.isFinite
    else { return nil }
    return placement.frame.origin.y - anchor.y
  }

  /// Whether `frame`, as the last pass placed the view at `index`, may anchor: not sticky,
  /// higher than 0, its bottom below `visibleTop`.
  func mayAnchor(
    _ frame: CGRect, at index: Int, positions: ArrangedPositions<View>, visibleTop: CGFloat
  ) -> Bool {
    positions.sticky[index] == nil && frame.size.height.isValidLength && frame.size.height > 0
      && frame.origin.y + frame.size.height > visibleTop
  }

  /// The first view that is not hidden, is higher than 0 and whose bottom is below the top of
  /// the visible area, when the offset is past the top.
  func chooseAnchor<Host: ScrollingHost>(
    host: Host, positions: ArrangedPositions<View>, orientation: StackOrientation
  ) -> Anchor? {
    guard let visible = host.visibleStackRect(orientation), visible.origin.y > Placement.tolerance
    else {
      return nil
    }
    let top = visible.origin.y
    let entries = positions.entries
    for index in positions.firstIndex(below: top)..<entries.count {
      guard let placement = entries[index].placement, !placement.isHidden,
        mayAnchor(placement.frame, at: index, positions: positions, visibleTop: top)
      else { continue }
      return Anchor(
        view: entries[index].view, index: index, y: placement.frame.origin.y, visibleTop: top,
        orientation: orientation)
    }
    return nil
  }

  /// Whether the anchor's view is alive, still in the arrangement and the container, and
  /// shown.
  func isShown<Host: StackHost>(
    _ anchor: Anchor, host: Host, positions: ArrangedPositions<View>
  ) -> Bool where Host.View == View {
    guard let view = anchor.view, !view.isHidden, host.contains(view) else { return false }
    let entries = positions.entries
    // At its index unless an arrangement in the change moved it, which walks as it did.
    let entry =
      entries.indices.contains(anchor.index) && entries[anchor.index].view === view
      ? entries[anchor.index] : entries.first { $0.view === view }
    return entry.map { !$0.isHiding } ?? false
  }

  /// The anchor's successor, when the change hid it or took it out: of the views that could
  /// have anchored as the last pass placed them and whose top was below the anchor's, the
  /// highest one (the first in the order, for two at the same height) that is still arranged
  /// and shown.
  ///
  /// Found only then, from the placements the coming pass replaces: the walk is as long as the
  /// stack below the visible top at most, and stops at the first such view when positions are
  /// sorted.
  func successor<Host: StackHost>(
    of anchor: Anchor, host: Host, positions: ArrangedPositions<View>
  ) -> Anchor? where Host.View == View {
    let entries = positions.entries
    var best: Anchor?
    for index in positions.firstIndex(below: anchor.visibleTop)..<entries.count {
      guard let placement = entries[index].placement, !placement.isHidden,
        placement.frame.origin.y > anchor.y, placement.frame.origin.y < best?.y ?? .infinity,
        mayAnchor(placement.frame, at: index, positions: positions, visibleTop: anchor.visibleTop),
        let view = entries[index].view, !view.isHidden, !entries[index].isHiding,
        host.contains(view)
      else { continue }
      best = Anchor(
        view: view, index: index, y: placement.frame.origin.y, visibleTop: anchor.visibleTop,
        orientation: anchor.orientation)
      if positions.isMonotonic { break }
    }
    return best
  }
}
