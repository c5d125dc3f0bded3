import Foundation

/// Visibility events: a feature of the engine that tells the app's handler which arranged views
/// became visible or stopped being visible, after each scroll and each reflow.
///
/// It reads the placements the last pass left and the visible area; a look asked for while its
/// handler runs is returned to the engine as a request for one more.
@MainActor
@usableFromInline
final class Visibility<View: Stackable> {
  // MARK: Lifecycle

  // MARK: Internal

  /// The app's handler; `nil` watches nothing.
  var handler: ((View, Bool) -> Void)? {
    didSet { if handler == nil { tracker.reset() } }
  }

  @usableFromInline var isWatching: Bool { handler != nil }

  /// The fraction of its height by which a view must overlap the visible area.
  var threshold: CGFloat {
    get { tracker.threshold }
    set { tracker.threshold = newValue }
  }

  /// The views visible at the last look, top to bottom.
  var visibleViews: [View] { tracker.visibleViews }

  /// Looks at which views are visible in `area` (`nil` when nothing can show) and reports what
  /// changed: at every candidate view (`full`), or, after a scroll, at those that entered or
  /// left the area.
  ///
  /// Within one look, the views that stopped being visible come first, top to bottom as they
  /// were, then those that became visible, top to bottom as they are. A look asked for while
  /// the handler runs is taken once it returns.
  ///
  /// - Returns: A look at visibility, if one was asked for while the handler ran.
  @usableFromInline func update(
    full: Bool, area: ClosedRange<CGFloat>?, positions: ArrangedPositions<View>, generation: Int
  ) -> ReflowRequests {
    guard isWatching else { return [] }
    guard !isDelivering else {
      needsUpdateAfterDelivery = true
      return []
    }
    isDelivering = true
    defer { isDelivering = false }
    let changes =
      full
      ? tracker.update(area: area, in: positions, generation: generation)
      : tracker.scroll(to: area, in: positions, generation: generation)
    // Read for each event: a handler may stop watching meanwhile.
    for view in changes.disappeared { handler?(view, false) }
    for view in changes.appeared { handler?(view, true) }
    guard needsUpdateAfterDelivery else { return [] }
    needsUpdateAfterDelivery = false
    return .visibility
  }

  /// The part of the content that shows, or `nil` when nothing can: a scroll view's visible
  /// content rectangle, all of a plain container's content, nothing out of a window.
  @usableFromInline static func visibleArea(
    host: some ScrollingHost, orientation: StackOrientation
  ) -> ClosedRange<CGFloat>? {
    guard host.isInWindow else { return nil }
    guard let rect = host.visibleStackRect(orientation) else {
      return -CGFloat.infinity...CGFloat.infinity
    }
    let top = rect.origin.y
    let bottom = top + rect.size.height
    guard top.isFinite, bottom.isFinite, bottom > top else { return nil }
    return top...bottom
  }

  // MARK: Private

  private var tracker = VisibilityTracker<View>()
  private var isDelivering = false
  /// Whether a look was asked for while the handler ran: asked of the engine once it
  /// returns.
  private var needsUpdateAfterDelivery = false
}
