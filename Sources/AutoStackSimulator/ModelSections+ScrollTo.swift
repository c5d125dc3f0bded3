import AutoStack
import Foundation

/// Scrolling to a section in ``ModelSections``: asked for at once, carried out at the next
/// look; animated, followed at each look until it ends.
extension ModelSections {
  /// Scrolls, animated or not, to view `id`'s slot at `position`, at the next look: now, or
  /// when the batch ends.
  func scroll(to id: Int, at position: AutoStackScrollPosition, animated: Bool) {
    pendingScroll = (id, position, animated)
    container.viewport.requestVisibilityUpdate()
  }

  /// Scrolls to a section's slot, clamped to the content; animated, it follows the slot until
  /// it ends.
  ///
  /// At the top (below the nearest sticky view above it that shows and is higher than 0), the
  /// center or the bottom of the visible area, or the nearer of top and bottom unless it shows
  /// whole below what is pinned, in which case a scroll under way stops where it is. A view
  /// hidden or not arranged here is reported.
  func scroll(_ request: (id: Int, position: AutoStackScrollPosition, animated: Bool)) {
    guard model.views[request.id].isAlive,
      let index = container.arranged.firstIndex(of: request.id),
      let slot = container.seen[request.id], !slot.isHidden
    else {
      return container.diagnostics.append(.scrollToUnavailableSection)
    }
    guard let contentHeight = context?.contentHeight,
      let viewport = ModelScrollGeometry(container: container, contentHeight: contentHeight)
    else { return }
    var position = request.position
    if position == .nearest {
      let shownFrom = viewport.visibleTop + coveredHeight(by: members(), in: viewport)
      let shownTo = viewport.visibleTop + viewport.visibleHeight
      guard
        slot.frame.minY < shownFrom - ModelLayout.tolerance
          || slot.frame.maxY > shownTo + ModelLayout.tolerance
      else {
        return move(to: container.stackOffset, request.id, .nearest, animated: false)
      }
      // The nearer of the two, once each is kept inside the content.
      let offset = container.stackOffset
      let toTop = abs(self.offset(slot.frame, index, .top, viewport) - offset)
      let toBottom = abs(self.offset(slot.frame, index, .bottom, viewport) - offset)
      position = toTop <= toBottom ? .top : .bottom
    }
    move(
      to: offset(slot.frame, index, position, viewport), request.id, position,
      animated: request.animated)
  }

  /// The animated scroll under way, at a look, while it runs: its target is its section's
  /// slot now, or, once that section is hidden or no longer arranged, the target it had kept
  /// inside the content; it scrolls on there if that moved.
  func followRunningScroll() {
    guard let running = runningScroll else { return }
    guard container.isScrollAnimating, let contentHeight = context?.contentHeight,
      let viewport = ModelScrollGeometry(container: container, contentHeight: contentHeight)
    else {
      runningScroll = nil
      return
    }
    var y = viewport.clamped(running.target)
    if model.views[running.id].isAlive,
      let index = container.arranged.firstIndex(of: running.id),
      let slot = container.seen[running.id], !slot.isHidden
    {
      y = offset(slot.frame, index, running.position, viewport)
    }
    guard !y.isClose(to: running.target) else { return }
    move(to: y, running.id, running.position, animated: true)
  }

  /// The offset that puts `slot`, of the view at `index`, at `position` (`.top` below what
  /// pins above it), clamped.
  private func offset(
    _ slot: CGRect, _ index: Int, _ position: AutoStackScrollPosition,
    _ viewport: ModelScrollGeometry
  ) -> CGFloat {
    let visibleTop: CGFloat
    switch position {
    case .top, .leading, .nearest:
      let pinnedAbove = members().last {
        $0.index < index && !$0.slot.isHidden && ModelLayout.length($0.slot.frame.size.height) > 0
      }
      visibleTop = slot.minY - (pinnedAbove?.slot.frame.size.height ?? 0)
    case .center: visibleTop = slot.midY - viewport.visibleHeight / 2
    case .bottom, .trailing: visibleTop = slot.maxY - viewport.visibleHeight
    }
    return viewport.offset(puttingTopAt: visibleTop)
  }

  /// Moves the offset to `y` for view `id` at `position`, animated or not; already there, it
  /// moves nothing but stops an animated scroll that runs.
  private func move(
    to y: CGFloat, _ id: Int, _ position: AutoStackScrollPosition, animated: Bool
  ) {
    guard y.isFinite else { return }
    runningScroll = nil
    if y.isClose(to: container.stackOffset) {
      if container.isScrollAnimating { container.setStackOffset(y, animated: false) }
      return
    }
    if animated { runningScroll = (id, position, y) }
    container.setStackOffset(y, animated: animated)
  }
}
