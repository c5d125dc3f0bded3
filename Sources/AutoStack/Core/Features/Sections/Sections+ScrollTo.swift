import Foundation

// Scrolling to a section: asked for at once, carried out at the next look, once the batch or
// the reflow under way ended.

extension Sections {
  // MARK: Package

  /// Asks for a scroll that puts `view`'s slot at `position` in the visible area, carried out
  /// at the next look.
  func scroll(to view: View, at position: AutoStackScrollPosition, animated: Bool) {
    pendingScroll = ScrollRequest(view: view, position: position, animated: animated)
  }

  // MARK: Internal

  /// Carries out the scroll asked for, once.
  @usableFromInline func scrollAsked(host: Host) {
    guard let request = pendingScroll else { return }
    pendingScroll = nil
    scroll(request, host: host)
  }

  /// Carries out `request`: a hidden or unarranged view is reported, a container that does
  /// not scroll ignores it.
  private func scroll(_ request: ScrollRequest, host: Host) {
    guard let view = request.view as? View, let index = index(of: view),
      let slot = arrangement.entries[index].placement, !slot.isHidden
    else {
      diagnostics.report(.scrollToUnavailableSection)
      return
    }
    guard let contentHeight = context?.contentHeight,
      let viewport = SectionViewport(host: host, contentHeight: contentHeight)
    else { return }
    let frame = slot.frame
    updatePlan()
    // The sticky view that would pin above it covers that much of the visible top; a view of a
    // negative height takes no space (`CGRect.height` would read it as positive).
    let above = plan.slots.indices.last {
      let height = plan.slots[$0].frame.size.height
      return plan.indices[$0] < index && !plan.slots[$0].isHidden && height.isValidLength
        && height > 0
    }
    let top = viewport.offset(
      puttingTopAt: frame.minY - (above.map { plan.slots[$0].frame.size.height } ?? 0))
    let bottom = viewport.offset(puttingTopAt: frame.maxY - viewport.visibleHeight)
    var y: CGFloat
    switch request.position {
    case .top: y = top
    case .bottom: y = bottom
    case .center: y = viewport.offset(puttingTopAt: frame.midY - viewport.visibleHeight / 2)
    case .nearest:
      let covered =
        plan.readingLine(
          visibleTop: viewport.visibleTop, end: context?.end ?? .infinity, isAtEnd: false
        ).line - viewport.visibleTop
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

/// A scroll to a section asked for, carried out at the next look; its view is one of the
/// sections' type, held weakly.
@usableFromInline
struct ScrollRequest {
  weak var view: AnyObject?
  let position: AutoStackScrollPosition
  let animated: Bool
}
