import Foundation

/// Keeps a container's views stacked along its axis: the coordinator of an arrangement.
///
/// It wires the parts together, and the flow runs one way: a host notifies a change
/// (``viewDidChange(_:)``, ``containerDidChange()``), which stops at the ``WriteLog`` if it is
/// the echo of a write under way; the ``ReflowScheduler`` records the work, and the flush, the
/// one loop that starts work, runs it once no batch is open: a ``StackPass`` places the views
/// and returns a ``PassResult``, and the features (``Placeholders``, ``ScrollAnchoring``,
/// ``ReflowTracer``, ``Sections``, ``Visibility``) read that result and return their
/// requests. The ``Arrangement`` holds the views' entries.
///
/// On iOS, `AutoStackObserver` owns one for its container; in the simulator, `SimulatedStack`
/// does. It holds its host weakly, and its views while they are arranged.
@MainActor
@usableFromInline
package final class AutoStackEngine<Host: AutoStackHost> {
  // MARK: Lifecycle

  /// Creates an engine with nothing arranged, for `host`, which it holds weakly.
  package init(host: Host, options: AutoStackOptions = AutoStackOptions()) {
    self.host = host
    self.options = options
    layout = StackLayout(options: options, containerWidth: 0)
    arrangement.axis = options.axis
    anchoring = ScrollAnchoring(log: log)
    transitions = SectionTransitions(arrangement: arrangement, log: log)
    sections = Sections(arrangement: arrangement, log: log, diagnostics: diagnostics)
    (sections.host, sections.owner) = (host, self)
    // The features' timers ask for work through the coordinator, which runs it when it may.
    let requestWork: (ReflowRequests) -> Void = { [weak self] in self?.request($0) }
    placeholders.requestWork = requestWork
    anchoring.requestWork = requestWork
  }

  // MARK: Package

  @usableFromInline package typealias View = Host.View

  /// Called with each misuse or odd value met; the engine carries on after it.
  package var onDiagnostic: ((AutoStackDiagnostic) -> Void)? {
    get { diagnostics.handler }
    set { diagnostics.handler = newValue }
  }

  /// The time source of placeholders and scroll looks; `nil` shows and hides at once.
  package var clock: (any AutoStackClock)? {
    didSet {
      placeholders.clock = clock
      anchoring.clock = clock
      request(.finish)
    }
  }

  /// The work done so far (frames written, passes run, views measured); counts only grow.
  package var statistics: AutoStackStatistics { work.adding(frameWrites: sections.frameWrites) }

  /// The size the content was last given, in stack coordinates (its height is its length
  /// along the axis), or `nil` before the first reflow.
  @usableFromInline package private(set) var contentSize: CGSize?

  /// ``contentSize`` in the container's coordinates: a horizontal stack's width is its length.
  package var containerContentSize: CGSize? {
    guard let contentSize else { return nil }
    return layout.orientation.transposed(contentSize)
  }

  /// The arranged views, top to bottom, hidden ones included; deallocated ones left out.
  package var arrangedViews: [View] { arrangement.views }

  /// The spacing, insets and alignment; a new value reflows every view, and values that are
  /// not finite are laid out as `0` and reported.
  @usableFromInline package var options: AutoStackOptions {
    didSet {
      guard options != oldValue else { return }
      for value in options.nonFiniteValues { diagnostics.report(.invalidSpacing(value)) }
      if options.axis != oldValue.axis {
        // Another axis: another width to lay out in, the content's size turned with the
        // stack's coordinates, other autoresizing flags that AutoStack owns.
        observedWidth = nil
        if let size = contentSize { contentSize = CGSize(width: size.height, height: size.width) }
        // Measured across the old axis: a width is no height.
        _ = arrangement.invalidateFittingSizes()
        arrangement.ownAutoresizing(along: options.axis)
        anchoring.containerWillReflow()
      }
      layout = StackLayout(
        options: options, containerWidth: layout.containerWidth,
        isRightToLeft: layout.isRightToLeft, grid: layout.grid,
        contentLength: layout.orientation.mirrorLength)
      setNeedsReflow()
    }
  }

  /// Runs `changes`, then reflows once at the outermost batch's end, also if `changes` throws.
  @inlinable package func performBatch<Result>(_ changes: () throws -> Result) rethrows -> Result {
    if canRun { batchWillBegin() }
    scheduler.batchDepth += 1
    defer {
      scheduler.batchDepth -= 1
      if canRun {
        flush()
        batchDidEnd()
      }
    }
    return try changes()
  }

  /// Tells the engine that `view`'s frame or `isHidden` may have changed.
  ///
  /// Echoes of its own writes and changes that move nothing are ignored; anything else reflows from
  /// `view` down.
  @inlinable package func viewDidChange(_ view: View) {
    // The echo of a write under way: its writer reads the view back once the write returns.
    if log.isEcho(of: view) { return }
    // A section fading in or out: the app's toggle mid-fade.
    if transitions.isActive { transitions.viewDidChange(view, orientation: layout.orientation) }
    // A batch that changed the first view, say, reflows every view already.
    guard !coversEveryView else { return }
    guard let index = index(of: view) else {
      if placeholders.isDisplayed(view) { request(.finish) }
      return
    }
    // A view below the running pass: the pass reads it anyway.
    guard !log.passWillRead(index) else { return }
    let placement = arrangement.entries[index].placement
    let (frame, isHidden) = (layout.orientation.stackRect(view.untransformedFrame), view.isHidden)
    guard placement?.matches(frame, isHidden: isHidden) != true,
      !sections.isPinnedEcho(at: index, frame: frame, isHidden: isHidden, placement: placement)
    else { return sections.viewWasSet(at: index, to: frame) }
    if canRun { tracer.noteChange(of: view, to: frame, from: placement) }
    reflow(from: index)
  }

  /// Tells the engine that the container's size, direction, offset or window may have changed.
  ///
  /// A new width or direction reflows every view; a placeholder that shows follows the visible
  /// area; the offset is clamped and visibility looked at.
  @inlinable package func containerDidChange() {
    guard let host else { return }
    if observedWidth?.isSameValue(as: host.stackWidth(axis: options.axis)) != true
      || host.isRightToLeft != layout.isRightToLeft
      || PixelGrid(scale: host.displayScale) != layout.grid
    {
      anchoring.containerWillReflow()
      reflow(from: 0)
    } else if placeholders.isDisplaying {
      // A scroll, or new insets: the placeholder covers the visible area again.
      request(.finish)
    } else {
      checkAppliedContentHeight()
    }
    viewportDidChange(host: host)
  }

  /// Reflows every view, for changes no observation sees; writes only the frames that change.
  package func setNeedsReflow() { reflow(from: 0) }

  // MARK: Internal

  @usableFromInline weak var host: Host?
  @usableFromInline let arrangement = Arrangement<View>()
  @usableFromInline var scheduler = ReflowScheduler()
  /// Whether the flush runs: work asked for meanwhile waits for its next round.
  @usableFromInline var isFlushing = false
  /// What tells the echo of the engine's own writes, which a host may ask before the engine.
  @usableFromInline package let log = WriteLog()
  @usableFromInline let diagnostics = DiagnosticSink()
  @usableFromInline let placeholders = Placeholders<View>()
  @usableFromInline package let transitions: SectionTransitions<View>
  /// Sticky sections, scrolling to a section, the current section.
  @usableFromInline package let sections: Sections<Host>
  @usableFromInline let anchoring: ScrollAnchoring<View>
  @usableFromInline let tracer = ReflowTracer<View>()
  @usableFromInline let visibility = Visibility<View>()
  /// Whether an arrangement runs, from `arrange` to ``stop()``; nothing reflows outside one.
  @usableFromInline var isArranging = false
  @usableFromInline var layout: StackLayout
  /// The container width as last read, unsanitized, to tell a real change from an echo;
  /// `nil` before the first pass.
  @usableFromInline var observedWidth: CGFloat?
  /// What the last completed pass left: the content of the views alone.
  @usableFromInline var lastPass: PassResult?
  /// The storage of ``statistics``.
  @usableFromInline var work = AutoStackStatistics()
  /// What the memberships of the views hold the engine by.
  lazy var arrangementLink = ArrangementLink(self)

  /// The index of `view` in this arrangement, or `nil` if it is not arranged here.
  @inlinable func index(of view: View) -> Int? {
    arrangement.index(of: view, owner: self)
  }

  /// Marks the views from `index` down for a reflow, and runs it unless it must wait.
  @inlinable func reflow(from index: Int) {
    scheduler.markDirty(from: index)
    flush()
  }

  /// Records a feature's `requests`, and runs them unless they must wait.
  @inlinable func request(_ requests: ReflowRequests) {
    scheduler.request(requests)
    flush()
  }

  /// Reports a plain container that does not have the content height it was given, once per
  /// height it keeps.
  @usableFromInline func checkAppliedContentHeight() {
    guard isArranging, let expected = contentSize?.height, let size = host?.appliedContentSize,
      let diagnostic = appliedHeight.check(
        expected: expected, applied: layout.orientation.transposed(size).height)
    else { return }
    diagnostics.report(diagnostic)
  }

  /// Gives the container its content size, if it changed, and tells an arrangement that
  /// arranges the container, which may have measured it.
  ///
  /// A container arranged across another arrangement's axis also tells it when its views
  /// need another width across, which its fitting size there is (the row of cards in a page).
  func setContentSize(_ size: CGSize, host: Host) {
    let owner = host.container?.autoStackMembership?.owner
    var widest: CGFloat?
    if let owner, owner.stackingAxis != options.axis { widest = widestView() }
    let isResized = size != contentSize
    let isWiderAcross = widest != toldWidest
    guard isResized || isWiderAcross else { return }
    toldWidest = widest
    if isResized {
      let movesSections =
        !host.isFlipped && options.axis == .vertical && contentSize?.height != size.height
      contentSize = size
      host.setContentSize(layout.orientation.transposed(size), axis: options.axis)
      // Measured from an unflipped container's bottom, every section moved on screen.
      if movesSections { scheduler.markDirty(from: 0) }
    }
    if let container = host.container, let owner {
      owner.arrangedContentDidChange(of: container, across: isWiderAcross)
    }
  }

  // MARK: Private

  private var appliedHeight = AppliedHeightCheck()
  /// The width across the stack its views needed when the arrangement that holds the
  /// container was last told.
  private var toldWidest: CGFloat?
}
