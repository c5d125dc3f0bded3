import Foundation

/// Keeps a container's views stacked top to bottom: the platform-free heart of AutoStack.
///
/// The engine reads each view's height and `isHidden`, places the views (see the layout
/// rules on ``AutoStackOptions`` and ``arrange(_:options:)``), writes only the frames that
/// change, and tells its ``AutoStackHost`` the new content size. The host reports changes
/// back through ``viewDidChange(_:)`` and ``containerDidChange()``.
///
/// On iOS you do not create an engine: the `AutoStackObserver` of each arranged container
/// owns one. Create one yourself to stack views of your own ``Stackable`` type:
///
///     let engine = AutoStackEngine(host: host, options: AutoStackOptions(spacing: 8))
///     engine.arrange([header, body, footer])  // heights 44, 120, 60
///     // y: 0, 52, 180; host.setContentSize(_:) gets a height of 240
///
/// The engine is `@MainActor`: create it, call it and change its views on the main actor,
/// as with UIKit. It holds its host weakly and never retains its views, so it keeps nothing
/// alive; keep the engine itself alive for as long as the arrangement should last.
@MainActor
public final class AutoStackEngine<Host: AutoStackHost> {
  // MARK: Lifecycle

  /// Creates an engine with nothing arranged, for `host`.
  ///
  /// Nothing is read or written until the first ``arrange(_:options:)``.
  ///
  /// - Parameters:
  ///   - host: The container side of the arrangement. The engine holds it weakly.
  ///   - options: The spacing, insets and alignment. The default value is
  ///     `AutoStackOptions()`: no spacing, no insets, fill.
  public init(host: Host, options: AutoStackOptions = AutoStackOptions()) {
    self.host = host
    self.options = options
    layout = StackLayout(options: options, containerWidth: 0)
  }

  deinit {
    // The views that outlive the arrangement no longer report to it.
    for entry in entries where entry.view != nil { entry.membership.owner = nil }
  }

  // MARK: Public

  /// The arranged view type.
  public typealias View = Host.View

  /// Called with each misuse or odd value the engine meets.
  ///
  /// The engine carries on after calling it (see ``AutoStackDiagnostic``). The default value
  /// is `nil`: diagnostics are dropped.
  public var onDiagnostic: ((AutoStackDiagnostic) -> Void)?

  /// The time source of the placeholders' grace and minimum show times.
  ///
  /// The default value is `nil`: without a clock, placeholders show and hide at once, the
  /// times counting as `0`. On iOS, `AutoStackObserver` gives its engine a clock of timers on
  /// the main run loop; the `AutoStackSimulator` target's stacks give theirs a clock that
  /// tests advance by hand. Setting a new clock decides again on it.
  public var clock: (any AutoStackClock)? {
    didSet { clockDidChange() }
  }

  /// The work done so far: frames written and passes run.
  ///
  /// The counts only grow; subtract two readings to measure one change.
  public var statistics: AutoStackStatistics { work }

  /// The size the content was last given, or `nil` before the first reflow.
  ///
  /// The width is the container's width; the height is the bottom of the last visible view
  /// plus the bottom inset, or `top + bottom` when no view is visible. A plain container is
  /// at least as high as the placeholder that shows in it.
  public internal(set) var contentSize: CGSize?

  /// The arranged views, top to bottom, hidden ones included.
  ///
  /// Views that were deallocated are left out.
  public var arrangedViews: [View] { entries.compactMap { $0.view(as: View.self) } }

  /// The spacing, insets and alignment of the arrangement.
  ///
  /// Setting a different value reflows every view, at once or when the current batch ends.
  /// Values that are not finite are laid out as `0` and reported as
  /// ``AutoStackDiagnostic/invalidSpacing(_:)``.
  public var options: AutoStackOptions {
    didSet {
      guard options != oldValue else { return }
      reportInvalidValues(in: options)
      layout = StackLayout(
        options: options, containerWidth: layout.containerWidth,
        isRightToLeft: layout.isRightToLeft)
      setNeedsReflow()
    }
  }

  // MARK: Batching

  /// Runs `changes` and reflows once at the end, however many views changed.
  ///
  /// Inside the batch, changes are only recorded; no frame is written. Batches nest: the
  /// reflow runs when the outermost batch ends, also when `changes` throws.
  ///
  ///     engine.performBatch {
  ///       ad.isHidden = true
  ///       desc.frame.size.height = 450
  ///     }
  ///     // one reflow, from the ad down
  ///
  /// - Parameter changes: Height, `isHidden`, option or arrangement changes.
  /// - Returns: What `changes` returns.
  @inlinable
  public func performBatch<Result>(_ changes: () throws -> Result) rethrows -> Result {
    batchWillBegin()
    scheduler.beginBatch()
    defer {
      scheduler.endBatch()
      flushIfPossible()
      batchDidEnd()
    }
    return try changes()
  }

  // MARK: Notifications

  /// Tells the engine that `view`'s frame or `isHidden` may have changed.
  ///
  /// Hosts call this from their observations. Echoes of the engine's own writes and changes
  /// that move nothing are ignored; anything else reflows from `view` down, at once or when
  /// the current batch ends.
  @inlinable
  public func viewDidChange(_ view: View) {
    // A batch that changed the first view, say, reflows every view already.
    guard !scheduler.coversEveryView else { return }
    // The view the running pass is placing, usually the echo of its write: the pass looks at
    // it once the write returns, where reading the view needs no metadata lookup per call
    // (this function runs unspecialized when another module arranges its own view type).
    let position = scheduler.position
    if position < entries.count, entries[position].id == ObjectIdentifier(view) {
      scheduler.positionDidNotify = true
      return
    }
    checkChange(of: view)
  }

  /// Tells the engine that the container's size, layout direction or content offset may have
  /// changed.
  ///
  /// Hosts call this from their observation of the container. A new width or direction
  /// reflows every view; a placeholder that shows follows the visible area; a plain container
  /// that does not keep the height the engine gave it is reported as
  /// ``AutoStackDiagnostic/containerHeightNotApplied(expected:actual:)``; any other change is
  /// ignored.
  public func containerDidChange() {
    guard let host else { return }
    if observedWidth?.isSameValue(as: host.containerWidth) != true
      || host.isRightToLeft != layout.isRightToLeft
    {
      reflow(from: 0)
    } else if placeholders.displayed != nil {
      // A scroll, or new insets: the placeholder covers the visible area again.
      placeholdersDidChange()
    } else {
      checkAppliedContentHeight()
    }
    viewportDidChange()
  }

  /// Reflows every view, for changes no observation sees.
  ///
  /// Call it after resizing a view in a way its host cannot observe, such as a custom setter
  /// that bypasses `frame` and `bounds`. The reflow runs at once, or when the current batch
  /// ends. It still writes only the frames that change.
  public func setNeedsReflow() {
    reflow(from: 0)
  }

  // MARK: Internal

  @usableFromInline weak var host: Host?
  /// Whether an arrangement runs, from ``arrange(_:options:)`` to ``stop()``; nothing
  /// reflows outside one, so that a stopped engine never resizes the content.
  @usableFromInline var isArranging = false
  /// The storage of ``statistics``.
  ///
  /// Internal, unlike a public stored property, which would pay a run-time exclusivity check
  /// on every count, as code in other modules may access it.
  ///
  /// Unchecked, as ``scheduler`` and ``layout`` are: each access is a plain read or write that
  /// calls nothing out of the engine, so the run-time exclusivity check (two calls into the
  /// runtime per access) could never fail.
  @usableFromInline @exclusivity(unchecked) var work = AutoStackStatistics()
  /// The arranged views and what the last pass saw of them, top to bottom.
  ///
  /// Unchecked: no access to `entries` spans a call out of the engine (views are read and
  /// written between accesses, never during one), so the run-time exclusivity check that an
  /// array mutated in place otherwise pays on every access could never fail. Measured: the
  /// check costs about 6% of a full reflow of 1,000 views.
  ///
  /// Nonisolated: a view's deallocation, which is, clears its entry's view, and the engine's
  /// own `deinit` releases the memberships; both run where nothing else runs on the engine.
  @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) var entries: [ArrangedEntry] = []
  @usableFromInline @exclusivity(unchecked) var scheduler = ReflowScheduler()
  @usableFromInline @exclusivity(unchecked) var layout: StackLayout
  /// The container width as last read, unsanitized, to tell a real change from an echo;
  /// `nil` before the first pass.
  @usableFromInline var observedWidth: CGFloat?
  /// The content size of the views alone, and whether one of them is visible, as the last
  /// pass left them; `nil` before the first pass.
  @usableFromInline var stackContent: (size: CGSize, hasVisibleView: Bool)?
  /// The placeholders, the one on screen and its timing.
  var placeholders = PlaceholderPresentation()
  /// Scroll anchoring, the deferred clamp of the offset, visibility and the reflow trace.
  ///
  /// Unchecked, as ``scheduler`` is: no access spans a call out of the engine (a handler is
  /// read, then called).
  @exclusivity(unchecked) var viewport = ViewportState()
  /// Bumped whenever `entries` is replaced or shortened, so that a pass interrupted by such
  /// a change from inside a frame write stops instead of walking stale indices.
  @usableFromInline var generation = 0
  /// The fitting views' sizing and measurements, by view (see `AutoStackEngine+Sizing`);
  /// fixed views have none.
  ///
  /// Unchecked: no access spans a call out of the engine (a measurement runs between
  /// accesses), as with `entries`.
  @usableFromInline @exclusivity(unchecked) var fitting: [ObjectIdentifier: FittingState] = [:]
  /// The view being measured, whose own invalidation meanwhile is ignored.
  var measuringView: ObjectIdentifier?

  @usableFromInline
  func report(_ diagnostic: AutoStackDiagnostic) {
    onDiagnostic?(diagnostic)
  }

  /// Reflows from `view` down if it moved since the last pass placed it: what
  /// ``viewDidChange(_:)`` does for a view the running pass is not placing.
  @inlinable
  func checkChange(of view: View) {
    guard let index = index(of: view) else {
      unarrangedViewDidChange(view)
      return
    }
    guard scheduler.needsCheck(index) else { return }
    let placement = entries[index].placement
    guard placement?.matches(view.untransformedFrame, isHidden: view.isHidden) != true else {
      return
    }
    noteChange(of: view, oldHeight: placement?.frame.size.height, wasHidden: placement?.isHidden)
    reflow(from: index)
  }

  /// What ``checkChange(of:)`` does for a view that is not arranged: the placeholder on
  /// screen, resized or moved by the app (or its echo), is placed again.
  @usableFromInline
  func unarrangedViewDidChange(_ view: View) {
    if placeholders.displayed === view, !placeholders.isPlacing { placeholdersDidChange() }
  }

  /// The index of `view` in this arrangement, from its membership, or `nil` if it is not
  /// arranged here.
  @inlinable
  func index(of view: View) -> Int? {
    guard let membership = view.autoStackMembership, membership.owner === self else {
      return nil
    }
    let index = membership.index
    // Stale only while an arrangement call builds its new entries, when the view's own code
    // may report a change.
    guard index < entries.count, entries[index].id == membership.viewID else { return nil }
    return index
  }

  /// Call after replacing or shortening `entries`: tells each view its new index.
  ///
  /// - Parameters:
  ///   - index: The first index to reflow, if any.
  ///   - start: The first entry whose index may have changed.
  @usableFromInline
  func structureDidChange(dirtyFrom index: Int?, reindexFrom start: Int = 0) {
    generation += 1
    for position in start..<entries.count where entries[position].view != nil {
      entries[position].membership.index = position
    }
    if let index {
      reflow(from: index)
    }
  }

  /// Reports a plain container that does not have the content height it was given, once per
  /// height it keeps.
  func checkAppliedContentHeight() {
    guard isArranging, let expected = contentSize?.height, let applied = host?.appliedContentHeight
    else { return }
    if applied.isClose(to: expected) {
      reportedAppliedHeight = nil
    } else if reportedAppliedHeight?.isSameValue(as: applied) != true {
      reportedAppliedHeight = applied
      report(.containerHeightNotApplied(expected: expected, actual: applied))
    }
  }

  // MARK: Private

  /// The height last reported as not applied, so that it is reported once.
  private var reportedAppliedHeight: CGFloat?

  private func reportInvalidValues(in options: AutoStackOptions) {
    let insets = options.insets
    for value in [options.spacing, insets.top, insets.left, insets.bottom, insets.right]
    where !value.isFinite {
      report(.invalidSpacing(value))
    }
  }
}
