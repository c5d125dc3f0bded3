import Foundation

extension AutoStackEngine {
  // MARK: Visibility

  /// Called when an arranged view becomes visible (`true`) and when it stops being visible
  /// (`false`): for impressions, analytics, starting and stopping a video, loading an image
  /// lazily.
  ///
  /// A view is visible when it is arranged, not hidden, higher than 0 and overlaps the visible
  /// area by more than 0 points, or by at least ``visibilityThreshold`` of its height. The
  /// visible area is a scroll view's bounds less its adjusted content insets; a container
  /// that does not scroll shows all its content. A container out of its window shows
  /// nothing: leaving the window makes every visible view disappear.
  ///
  ///     engine.visibilityThreshold = 0.5
  ///     engine.onVisibilityChange = { view, isVisible in
  ///       if isVisible { analytics.logImpression(of: view) }
  ///     }
  ///     // called at once for each view visible now, then after each scroll and reflow
  ///
  /// Events come after each scroll and each reflow, once per change and net: the anchoring
  /// move and the clamp of the offset are part of the reflow, so a view that would appear
  /// and disappear within one change is not reported. Within one change, the views that
  /// stopped being visible come first, top to bottom as they were, then those that became
  /// visible, top to bottom as they are. Setting a handler when there was none reports the
  /// views visible then; `nil` stops watching, without events. A scroll looks only at the
  /// views that enter or leave the visible area, found by a binary search, unless a spacing
  /// is negative and views may overlap: then every view is looked at.
  ///
  /// The default value is `nil`.
  public var onVisibilityChange: ((_ view: View, _ isVisible: Bool) -> Void)? {
    get { viewport.visibilityHandler as? (View, Bool) -> Void }
    set {
      let wasWatching = viewport.isWatchingVisibility
      viewport.visibilityHandler = newValue
      viewport.onVisibilityChange = newValue.map { handler in
        { view, isVisible in handler(unsafeDowncast(view, to: View.self), isVisible) }
      }
      if newValue == nil {
        viewport.tracker.reset()
      } else if !wasWatching {
        updateVisibility(full: true)
      }
    }
  }

  /// The fraction of its height by which a view must overlap the visible area to be
  /// visible, from `0` to `1`; `0` means any overlap above 0 points.
  ///
  /// Ad impressions usually need `0.5`. The default value is `0`. Values below `0` count as
  /// `0`, above `1` as `1`. A new value reports at once the views it makes appear or
  /// disappear.
  public var visibilityThreshold: CGFloat {
    get { viewport.tracker.threshold }
    set {
      viewport.tracker.threshold = newValue
      updateVisibility(full: true)
    }
  }

  /// The arranged views visible at the last scroll or reflow, top to bottom, while
  /// ``onVisibilityChange`` is set; empty otherwise.
  public var visibleViews: [View] {
    viewport.tracker.visibleViews.map { unsafeDowncast($0, to: View.self) }
  }

  // MARK: Internal

  /// Looks at which views are visible and reports what changed, if watching: at every
  /// candidate view (`full`), or, after a scroll, at those that entered or left the visible
  /// area.
  func updateVisibility(full: Bool) {
    guard viewport.isWatchingVisibility, let host else { return }
    guard !viewport.isDeliveringVisibility else {
      // A change made by the handler: looked at once it returns.
      viewport.needsVisibilityUpdate = true
      return
    }
    viewport.isDeliveringVisibility = true
    defer { viewport.isDeliveringVisibility = false }
    var full = full || viewport.needsVisibilityUpdate
    var rounds = 0
    repeat {
      viewport.needsVisibilityUpdate = false
      let area = visibleArea(host: host)
      let positions = arrangedPositions
      let changes =
        full
        ? viewport.tracker.update(area: area, in: positions, generation: generation)
        : viewport.tracker.scroll(to: area, in: positions, generation: generation)
      for view in changes.disappeared { viewport.onVisibilityChange?(view, false) }
      for view in changes.appeared { viewport.onVisibilityChange?(view, true) }
      full = true
      rounds += 1
      // A handler that keeps changing what is visible stops after as many rounds as passes.
    } while viewport.needsVisibilityUpdate && viewport.isWatchingVisibility
      && rounds < ReflowScheduler.passLimit
  }

  // MARK: Private

  /// The part of the content that shows, or `nil` when nothing can: a scroll view's visible
  /// content rectangle, all of a plain container's content.
  private func visibleArea(host: Host) -> ClosedRange<CGFloat>? {
    guard isArranging, host.isInWindow else { return nil }
    guard let rect = host.visibleContentRect else { return -CGFloat.infinity...CGFloat.infinity }
    let top = rect.origin.y
    let bottom = top + rect.size.height
    guard top.isFinite, bottom.isFinite, bottom > top else { return nil }
    return top...bottom
  }
}
