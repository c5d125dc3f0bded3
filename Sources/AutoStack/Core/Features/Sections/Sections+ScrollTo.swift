import Foundation

// Scrolling to a section: asked for at once, carried out at the next look, once the batch or
// the reflow under way ended; animated, followed until it ends.

extension Sections {
  // MARK: Package

  /// Asks for a scroll that puts `view`'s slot at `position` in the visible area, carried out
  /// at the next look.
  func scroll(to view: View, at position: AutoStackScrollPosition, animated: Bool) {
    pendingScroll = ScrollRequest(view: view, position: position, animated: animated)
  }

  // MARK: Internal

  /// Carries out the scroll asked for, once; or, while an animated one runs, moves its target
  /// to where its section's slot is now.
  @usableFromInline func scrollAsked(host: Host) {
    if let request = pendingScroll {
      pendingScroll = nil
      scroll(request, host: host)
    } else {
      followRunningScroll(host: host)
    }
  }

  // MARK: Private

  /// Carries out `request`: a hidden or unarranged view is reported, a container that does
  /// not scroll ignores it.
  ///
  /// ``AutoStackScrollPosition/nearest`` is decided here, once: an animated scroll keeps the
  /// edge it chose while it follows its section.
  private func scroll(_ request: ScrollRequest, host: Host) {
    guard let view = request.view as? View, let index = index(of: view),
      let slot = arrangement.entries[index].placement, !slot.isHidden
    else {
      diagnostics.report(.scrollToUnavailableSection)
      return
    }
    guard let context,
      let viewport = SectionViewport(
        host: host, contentHeight: context.contentHeight, orientation: context.orientation)
    else { return }
    let frame = slot.frame
    var position = request.position
    if position == .nearest {
      updatePlan()
      let covered =
        plan.readingLine(
          visibleTop: viewport.visibleTop, end: context.end, isAtEnd: false
        ).line - viewport.visibleTop
      let tolerance = Placement.tolerance
      if frame.minY >= viewport.visibleTop + covered - tolerance,
        frame.maxY <= viewport.visibleTop + viewport.visibleHeight + tolerance
      {
        // Already in view: a scroll under way stops where it is.
        move(to: viewport.offset, of: view, at: position, animated: false, in: viewport)
        return
      }
      let current = viewport.offset
      let top = offset(of: frame, at: index, position: .top, in: viewport)
      let bottom = offset(of: frame, at: index, position: .bottom, in: viewport)
      position = abs(top - current) <= abs(bottom - current) ? .top : .bottom
    }
    let y = offset(of: frame, at: index, position: position, in: viewport)
    move(to: y, of: view, at: position, animated: request.animated, in: viewport)
  }

  /// After a look's reflow or scroll, while an animated scroll to a section runs: its target
  /// again, from its section's slot now, animated on from where the offset is if it moved.
  ///
  /// The scroll is forgotten once the host no longer animates it. Once its section is hidden,
  /// gone or no longer arranged, it goes on to where it went, kept inside the content.
  private func followRunningScroll(host: Host) {
    guard let running = runningScroll else { return }
    guard host.isScrollAnimating, let context,
      let viewport = SectionViewport(
        host: host, contentHeight: context.contentHeight, orientation: context.orientation)
    else {
      runningScroll = nil
      return
    }
    var y = viewport.clamped(running.target)
    if let view = running.view as? View, let index = index(of: view),
      let slot = arrangement.entries[index].placement, !slot.isHidden
    {
      y = offset(of: slot.frame, at: index, position: running.position, in: viewport)
    }
    guard !y.isClose(to: running.target) else { return }
    move(to: y, of: running.view, at: running.position, animated: true, in: viewport)
  }

  /// The offset's y that puts the slot `frame` of the view at `index` at `position`,
  /// ``AutoStackScrollPosition/nearest`` excepted, clamped.
  private func offset(
    of frame: CGRect, at index: Int, position: AutoStackScrollPosition, in viewport: SectionViewport
  ) -> CGFloat {
    switch position {
    case .top, .leading, .nearest:
      updatePlan()
      // The sticky view that would pin above it covers that much of the visible top; a view
      // of a negative height takes no space (`CGRect.height` would read it as positive).
      let above = plan.slots.indices.last {
        let height = plan.slots[$0].frame.size.height
        return plan.indices[$0] < index && !plan.slots[$0].isHidden && height.isValidLength
          && height > 0
      }
      return viewport.offset(
        puttingTopAt: frame.minY - (above.map { plan.slots[$0].frame.size.height } ?? 0))
    case .bottom, .trailing:
      return viewport.offset(puttingTopAt: frame.maxY - viewport.visibleHeight)
    case .center:
      return viewport.offset(puttingTopAt: frame.midY - viewport.visibleHeight / 2)
    }
  }

  /// Moves the offset to `y` for `view`'s scroll at `position`, animated or not, keeping an
  /// animated scroll to follow.
  ///
  /// An offset already there moves nothing, but stops a scroll under way: not animated,
  /// `UIScrollView.setContentOffset(_:animated:)` ends the animation that runs.
  private func move(
    to y: CGFloat, of view: AnyObject?, at position: AutoStackScrollPosition, animated: Bool,
    in viewport: SectionViewport
  ) {
    guard y.isFinite, let host else { return }
    let target = viewport.containerOffset(y)
    runningScroll = nil
    if y.isClose(to: viewport.offset) {
      if host.isScrollAnimating { host.setContentOffset(target, animated: false) }
      return
    }
    if animated { runningScroll = RunningScroll(view: view, position: position, target: y) }
    host.setContentOffset(target, animated: animated)
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

/// An animated scroll to a section under way: its view, held weakly, the position it goes to
/// (``AutoStackScrollPosition/nearest`` decided), and the offset's y it was last sent to.
@usableFromInline
struct RunningScroll {
  weak var view: AnyObject?
  let position: AutoStackScrollPosition
  let target: CGFloat
}
