import Foundation

/// The placeholders of an arrangement: the views the app set for each kind, the one on screen,
/// the timer of the next decision and the scrolling turned off under it.
///
/// A feature of the engine: at the end of each pass it reads whether a view is visible,
/// decides which placeholder shows (``PlaceholderTimeline``), shows it through the host and
/// says how high a plain container must be. After a change of the app's (the state, the views,
/// the options, the clock) the engine decides again at the end of a reflow; a timer asks it to.
@MainActor
@usableFromInline
final class Placeholders<View: Stackable> {
  // MARK: Lifecycle

  // MARK: Internal

  /// Asks the engine for work, when a timer falls due.
  var requestWork: (ReflowRequests) -> Void = { _ in }

  /// Which placeholder shows, and when.
  private(set) var timeline = PlaceholderTimeline()
  var options = AutoStackPlaceholderOptions()
  /// The view on screen, strongly: it is removed from the container even when the app has
  /// replaced it meanwhile.
  private(set) var displayed: View?
  /// Whether a placeholder is on screen.
  @usableFromInline var isDisplaying: Bool { displayed != nil }
  /// The time source of the grace and minimum show times; `nil` shows and hides at once.
  var clock: (any AutoStackClock)? {
    didSet {
      cancelTimer()
      cancelDragEndCheck()
    }
  }

  /// The kind on screen, if any.
  var visibleKind: AutoStackPlaceholderKind? { displayed == nil ? nil : timeline.shown }

  /// Whether anything is set or shown: otherwise a pass has nothing to decide.
  var isInUse: Bool {
    empty != nil || loading != nil || failed != nil || displayed != nil || timer != nil
      || savedScrollEnabled != nil
  }

  func setState(_ state: AutoStackState) {
    timeline.setState(state, at: clock?.now ?? 0)
  }

  /// The view set for `kind`.
  subscript(kind: AutoStackPlaceholderKind) -> View? {
    get {
      switch kind {
      case .empty: empty
      case .loading: loading
      case .failed: failed
      }
    }
    set {
      guard self[kind] !== newValue else { return }
      switch kind {
      case .empty: empty = newValue
      case .loading: loading = newValue
      case .failed: failed = newValue
      }
    }
  }

  /// The identities of the placeholders, set or on screen: views never arranged.
  @usableFromInline
  var ids: PlaceholderIDs {
    PlaceholderIDs(
      ids: (
        empty.map(ObjectIdentifier.init), loading.map(ObjectIdentifier.init),
        failed.map(ObjectIdentifier.init), displayed.map(ObjectIdentifier.init)
      ))
  }

  /// Whether `view` is the placeholder on screen, which is placed again when the app resizes
  /// or moves it.
  @usableFromInline
  func isDisplayed(_ view: View) -> Bool { displayed === view }

  /// Puts the placeholder on screen back above the sections just added.
  @usableFromInline
  func keepOnTop<Host: PlaceholderHost>(host: Host) where Host.View == View {
    if let displayed {
      host.addPlaceholder(displayed, frame: displayed.untransformedFrame, fadeDuration: 0)
    }
  }

  /// Decides which placeholder shows after a pass that left `hasVisibleView`, and shows it.
  ///
  /// A container with no width yet, such as one arranged in `viewDidLoad()`, decides nothing:
  /// its sections are not measured, and a placeholder would show 0 wide. The pass at its
  /// first width decides.
  ///
  /// - Returns: The placeholder on screen and its frame in stack coordinates: over the visible
  ///   area of a scroll view, at the top of any other container at its own length.
  func update<Host: PlaceholderHost & ScrollingHost>(
    host: Host, hasVisibleView: Bool, layout: StackLayout, sections: [ArrangedEntry<View>]
  ) -> (view: View, frame: CGRect)? where Host.View == View {
    if layout.containerWidth > 0 {
      updateDisplayed(
        host: host, hasVisibleView: hasVisibleView, layout: layout, sections: sections)
    }
    guard let displayed else { return nil }
    return (displayed, frame(of: displayed, host: host, layout: layout))
  }

  /// The frame of `placeholder` in stack coordinates: over the visible area of a scroll view,
  /// at the top of any other container at its own length, as wide as the layout.
  private func frame<Host: ScrollingHost>(of placeholder: View, host: Host, layout: StackLayout)
    -> CGRect
  {
    let (width, orientation) = (layout.containerWidth, layout.orientation)
    guard let visible = host.visibleStackRect(orientation) else {
      let height = orientation.transposed(placeholder.untransformedFrame.size).height
      return CGRect(x: 0, y: 0, width: width, height: height.validLengthOrZero)
    }
    return CGRect(
      x: 0, y: visible.origin.y.finiteOrZero, width: width,
      height: visible.size.height.validLengthOrZero)
  }

  /// Decides which placeholder shows, shows it, and hides the sections under it from
  /// accessibility; turns scrolling off or on, and schedules the next decision.
  private func updateDisplayed<Host: PlaceholderHost & ScrollingHost>(
    host: Host, hasVisibleView: Bool, layout: StackLayout, sections: [ArrangedEntry<View>]
  ) where Host.View == View {
    let next = timeline.update(
      at: clock?.now ?? 0, hasVisibleView: hasVisibleView, available: available,
      timing: clock == nil ? .immediate : .init(options))
    let target = timeline.shown.flatMap { self[$0] }
    let changes = target !== displayed
    if changes {
      removeDisplayed(host: host, fadeDuration: fadeDuration)
      if let target {
        displayed = target
        let frame = layout.orientation.containerRect(frame(of: target, host: host, layout: layout))
        host.addPlaceholder(target, frame: frame, fadeDuration: fadeDuration)
        observation = host.observe(target)
      }
    }
    updateAccessibility(sections: sections)
    if changes {
      // VoiceOver moves to the placeholder that appeared, or to the first section back.
      host.announceLayoutChange(
        focus: displayed ?? sections.lazy.compactMap(\.view).first { !$0.isHidden })
    }
    updateScrolling(host: host)
    scheduleDecision(at: next)
  }

  /// Writes the placeholder's frame, given in stack coordinates, if it differs, through `log`.
  ///
  /// In a plain container the length along the stack is the placeholder's own.
  ///
  /// - Returns: Whether to decide again: the app's code set another length during the write.
  func place<Host: ScrollingHost>(
    _ view: View, at frame: CGRect, orientation: StackOrientation, host: Host, log: WriteLog
  ) -> Bool {
    let target = orientation.containerRect(frame)
    guard target.isFinite, !view.untransformedFrame.isClose(to: target) else { return false }
    log.write(to: view) { view.setUntransformedFrame(target) }
    return host.visibleContentRect == nil
      && !orientation.stackRect(view.untransformedFrame).size.height.isClose(
        to: frame.size.height)
  }

  /// Removes the placeholder on screen at once, restores scrolling and cancels the timer, as
  /// the arrangement stops; the views, the state and the options stay.
  func hide<Host: PlaceholderHost & ScrollingHost>(host: Host?) where Host.View == View {
    timeline.hide()
    cancelTimer()
    cancelDragEndCheck()
    covered.uncover()
    guard let host else {
      displayed = nil
      observation = nil
      savedScrollEnabled = nil
      return
    }
    removeDisplayed(host: host, fadeDuration: 0)
    updateScrolling(host: host)
  }

  // MARK: Private

  // Strong: the arrangement owns its placeholders, as a table view owns its background view,
  // so that the app need not keep them; they are released with the arrangement.
  private var empty: View?
  private var loading: View?
  private var failed: View?
  /// The observation of the view on screen.
  private var observation: (any ViewObservation)?
  /// The pending call to decide again, and the time it is for.
  private var timer: (timer: any AutoStackTimer, deadline: TimeInterval)?
  /// `isScrollEnabled` as it was when AutoStack turned scrolling off, while it is off.
  private var savedScrollEnabled: Bool?
  /// The pending look at whether the user's scroll (the drag, then its deceleration or bounce)
  /// ended, to turn scrolling off then.
  private var dragEndCheck: (any AutoStackTimer)?
  /// The sections hidden from accessibility under the placeholder.
  private var covered = CoveredSections<View>()

  /// The kinds that have a view.
  private var available: PlaceholderTimeline.Kinds {
    var kinds: PlaceholderTimeline.Kinds = []
    if empty != nil { kinds.insert(.empty) }
    if loading != nil { kinds.insert(.loading) }
    if failed != nil { kinds.insert(.failed) }
    return kinds
  }

  /// The fade of showing and hiding, in seconds; `0` when fading is off.
  private var fadeDuration: TimeInterval {
    guard options.isFadeEnabled, options.fadeDuration.isFinite else { return 0 }
    return max(0, options.fadeDuration)
  }

  private func removeDisplayed<Host: PlaceholderHost>(host: Host, fadeDuration: TimeInterval)
  where Host.View == View {
    guard let view = displayed else { return }
    displayed = nil
    observation?.invalidate()
    observation = nil
    host.removePlaceholder(view, fadeDuration: fadeDuration)
  }

  /// Hides the sections from accessibility while a placeholder covers them, and gives them
  /// back once none does.
  private func updateAccessibility(sections: [ArrangedEntry<View>]) {
    if displayed != nil {
      covered.cover(sections)
    } else if !covered.isEmpty {
      covered.uncover()
    }
  }

  /// Turns a scroll view's scrolling off while the loading or failed placeholder shows, and
  /// back to what it was after, unless the app turned it on meanwhile.
  private func updateScrolling<Host: PlaceholderHost & ScrollingHost>(host: Host) {
    let kind = visibleKind
    let blocksScrolling =
      (kind == .loading || kind == .failed) && !options.allowsScrolling
      && host.visibleContentRect != nil
    guard blocksScrolling else {
      cancelDragEndCheck()
      guard let saved = savedScrollEnabled else { return }
      savedScrollEnabled = nil
      if !host.isScrollEnabled { host.isScrollEnabled = saved }
      return
    }
    guard savedScrollEnabled == nil else { return }
    // Turning scrolling off under a finger cancels the user's pan, such as the pull to
    // refresh that asked for loading, and during the deceleration or bounce that follows it
    // stops the refresh control settling: it waits for the scroll to end. Apple documents
    // `UIScrollView.isDecelerating` as true when the user isn't dragging but scrolling goes on.
    guard !host.isUserScrolling else { return waitForScrollEnd() }
    let isEnabled = host.isScrollEnabled
    savedScrollEnabled = isEnabled
    if isEnabled { host.isScrollEnabled = false }
  }

  /// Keeps one timer, for `deadline`: the pending one if it is for the same time, else a new
  /// one on the clock.
  private func scheduleDecision(at deadline: TimeInterval?) {
    if let pending = timer, pending.deadline == deadline { return }
    cancelTimer()
    guard let deadline, let clock else { return }
    let timer = clock.schedule(after: max(0, deadline - clock.now)) { [weak self] in
      self?.timer = nil
      self?.requestWork(.finish)
    }
    self.timer = (timer, deadline)
  }

  private func cancelTimer() {
    guard let pending = timer else { return }
    timer = nil
    pending.timer.cancel()
  }

  private func cancelDragEndCheck() {
    dragEndCheck?.cancel()
    dragEndCheck = nil
  }

  /// Decides again once a ``ScrollAnchoring/scrollEndCheckInterval`` passed, unless a look is
  /// pending already; without a clock, the next scroll decides again.
  private func waitForScrollEnd() {
    guard dragEndCheck == nil, let clock else { return }
    dragEndCheck = clock.schedule(after: ScrollAnchoring<View>.scrollEndCheckInterval) {
      [weak self] in
      self?.dragEndCheck = nil
      self?.requestWork(.finish)
    }
  }
}
