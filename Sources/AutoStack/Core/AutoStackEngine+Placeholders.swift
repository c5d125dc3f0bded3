import Foundation

extension AutoStackEngine {
  // MARK: Showing Placeholders

  /// What the content is doing: shown, being loaded, or failed to load.
  ///
  /// The state decides which placeholder shows (see ``AutoStackState``): a change shows or
  /// hides one at once, or when the grace time or the minimum show time says, or when the
  /// current batch ends. Setting `loading` again while it is `loading` changes nothing; a new
  /// `loading` starts the grace time again. The arranged views are never hidden or moved: a
  /// placeholder covers them.
  ///
  ///     engine.placeholderOptions.graceTime = 0.3
  ///     engine.state = .loading   // nothing shows for 0.3 s, then the loading placeholder
  ///     engine.state = .content   // it hides, unless its minimum show time is not over
  ///
  /// The default value is ``AutoStackState/content``.
  public var state: AutoStackState {
    get { placeholders.timeline.state }
    set {
      placeholders.timeline.setState(newValue, at: clock?.now ?? 0)
      placeholdersDidChange()
    }
  }

  /// The grace time, the minimum show time, the fade and scrolling under placeholders.
  ///
  /// The default value is `AutoStackPlaceholderOptions()`: no grace time, no minimum show
  /// time, a fade of 0.2 seconds, no scrolling under the loading and failed placeholders. A
  /// new value applies at once: a placeholder waiting for a shorter grace time shows.
  public var placeholderOptions: AutoStackPlaceholderOptions {
    get { placeholders.options }
    set {
      guard newValue != placeholders.options else { return }
      placeholders.options = newValue
      placeholdersDidChange()
    }
  }

  /// The kind of the placeholder on screen, or `nil` when none shows.
  ///
  /// Nothing shows before the first ``arrange(_:options:)`` nor after ``stop()``.
  public var visiblePlaceholderKind: AutoStackPlaceholderKind? {
    placeholders.displayed == nil ? nil : placeholders.timeline.shown
  }

  /// Sets the view that shows in place of the content for `kind`, or removes it.
  ///
  /// The arrangement keeps the view (strongly, until it is replaced or the arrangement is
  /// deallocated) and adds it to the container only while it shows, above the arranged views:
  /// in a scroll view it covers the visible area, in any other container it sits at the top
  /// at its own height, and the container is at least that high. A placeholder is never
  /// arranged and never counted as a view of the stack. One view may serve several kinds.
  ///
  /// The container itself or an arranged view is ignored and reported as
  /// ``AutoStackDiagnostic/invalidPlaceholder(_:)``.
  ///
  /// - Parameters:
  ///   - view: Any view: a label, a spinner, a retry button; `nil` for none.
  ///   - kind: When it shows.
  public func setPlaceholder(_ view: View?, for kind: AutoStackPlaceholderKind) {
    if let view, view === host?.container || index(of: view) != nil {
      report(.invalidPlaceholder(kind))
      return
    }
    guard placeholders[kind] !== view else { return }
    placeholders[kind] = view
    placeholdersDidChange()
  }

  /// The view set for `kind`, or `nil`.
  public func placeholder(for kind: AutoStackPlaceholderKind) -> View? {
    placeholders[kind].map { unsafeDowncast($0, to: View.self) }
  }

  // MARK: Internal

  /// Decides which placeholder shows, at once, or when the open batch, the running pass or
  /// the running update ends.
  func placeholdersDidChange() {
    guard isArranging, let host else {
      placeholders.needsUpdate = false
      return
    }
    guard scheduler.batchDepth == 0, !scheduler.isFlushing, !placeholders.isUpdating else {
      placeholders.needsUpdate = true
      return
    }
    placeholders.isUpdating = true
    defer { placeholders.isUpdating = false }
    // Resizing the container notifies a change (its own echo, or UIKit's autoresizing of the
    // placeholder), and the app's code may change the placeholder or a section meanwhile:
    // one more round puts each right. The rounds are bounded, so that code fighting
    // AutoStack cannot recurse without end.
    var rounds = 0
    repeat {
      placeholders.needsUpdate = false
      // In a batch: a section that changes meanwhile reflows once the decision is applied,
      // not in the middle of it.
      scheduler.beginBatch()
      finishLayout(host: host)
      scheduler.endBatch()
      // The app's code may have stopped the arrangement meanwhile: then nothing more.
      if isArranging, scheduler.canFlush { runPasses(host: host) }
      rounds += 1
    } while placeholders.needsUpdate && isArranging && rounds < 3
    placeholders.needsUpdate = false
  }

  /// Decides which placeholder shows now and shows it, the one on screen leaving first; then
  /// scrolling and the timer of the next decision follow.
  func updatePlaceholder(host: Host, hasVisibleView: Bool) {
    let clock = clock
    let timing =
      clock == nil ? PlaceholderTimeline.Timing.immediate : .init(placeholders.options)
    let next = placeholders.timeline.update(
      at: clock?.now ?? 0, hasVisibleView: hasVisibleView, available: placeholders.available,
      timing: timing)
    let target = placeholders.timeline.shown.flatMap { placeholders[$0] }
    if target !== placeholders.displayed {
      let fade = placeholders.fadeDuration
      removeDisplayedPlaceholder(host: host, fadeDuration: fade)
      if let target {
        placeholders.displayed = target
        let view = unsafeDowncast(target, to: View.self)
        host.addPlaceholder(view, fadeDuration: fade)
        host.observe(view)
      }
    }
    updateScrolling(host: host)
    schedulePlaceholderDecision(at: next, clock: clock)
  }

  /// The placeholder on screen and where it goes: over the visible area of a scroll view,
  /// at the top of any other container at its own height.
  func placeholderPlacement(host: Host) -> (view: View, frame: CGRect)? {
    guard let displayed = placeholders.displayed else { return nil }
    let view = unsafeDowncast(displayed, to: View.self)
    let width = layout.containerWidth
    guard let visible = host.visibleContentRect else {
      let height = view.untransformedFrame.size.height.validLengthOrZero
      return (view, CGRect(x: 0, y: 0, width: width, height: height))
    }
    let frame = CGRect(
      x: 0, y: visible.origin.y.finiteOrZero, width: width,
      height: visible.size.height.validLengthOrZero)
    return (view, frame)
  }

  /// Writes the placeholder's frame, if it differs; its notification is then an echo.
  ///
  /// In a plain container the height is the placeholder's own: one that the app's code set
  /// during the write is taken by one more decision.
  func place(_ view: View, at frame: CGRect, host: Host) {
    guard frame.isFinite, !view.untransformedFrame.isClose(to: frame) else { return }
    placeholders.isPlacing = true
    view.setUntransformedFrame(frame)
    placeholders.isPlacing = false
    if host.visibleContentRect == nil,
      !view.untransformedFrame.size.height.isClose(to: frame.size.height)
    {
      placeholders.needsUpdate = true
    }
  }

  /// Removes the placeholder on screen at once, restores scrolling and cancels the timer, as
  /// the arrangement stops; the views, the state and the options stay.
  func hidePlaceholder() {
    placeholders.timeline.hide()
    placeholders.needsUpdate = false
    cancelPlaceholderTimer()
    guard let host else {
      placeholders.displayed = nil
      placeholders.savedScrollEnabled = nil
      return
    }
    removeDisplayedPlaceholder(host: host, fadeDuration: 0)
    updateScrolling(host: host)
  }

  /// Whether a placeholder is set or shown: otherwise no view can be one.
  @usableFromInline var placeholdersAreInUse: Bool { placeholders.isInUse }

  /// Whether `view` is one of the placeholders, set or on screen.
  @usableFromInline
  func isPlaceholder(_ view: AnyObject) -> Bool {
    placeholders.contains(view) || placeholders.displayed === view
  }

  /// Puts the placeholder on screen, if any, back above the sections, after sections were
  /// added to the container.
  @usableFromInline
  func keepPlaceholderOnTop() {
    if let host, let placeholder = placeholders.displayed {
      host.addPlaceholder(unsafeDowncast(placeholder, to: View.self), fadeDuration: 0)
    }
  }

  /// Decides again with a new clock, whose timers replace the old clock's.
  func clockDidChange() {
    cancelPlaceholderTimer()
    placeholdersDidChange()
  }

  // MARK: Private

  private func removeDisplayedPlaceholder(host: Host, fadeDuration: TimeInterval) {
    guard let displayed = placeholders.displayed else { return }
    placeholders.displayed = nil
    host.stopObserving(unsafeDowncast(displayed, to: View.self), id: ObjectIdentifier(displayed))
    host.removePlaceholder(unsafeDowncast(displayed, to: View.self), fadeDuration: fadeDuration)
  }

  /// Turns a scroll view's scrolling off while the loading or failed placeholder shows, and
  /// back to what it was after, unless the app turned it on meanwhile.
  private func updateScrolling(host: Host) {
    let kind = visiblePlaceholderKind
    let blocksScrolling =
      (kind == .loading || kind == .failed) && !placeholders.options.allowsScrolling
      && host.visibleContentRect != nil
    if blocksScrolling {
      guard placeholders.savedScrollEnabled == nil else { return }
      let isEnabled = host.isScrollEnabled
      placeholders.savedScrollEnabled = isEnabled
      if isEnabled { host.isScrollEnabled = false }
    } else if let saved = placeholders.savedScrollEnabled {
      placeholders.savedScrollEnabled = nil
      if !host.isScrollEnabled { host.isScrollEnabled = saved }
    }
  }

  /// Keeps one timer, for `deadline`: the pending one if it is for the same time, else a new
  /// one on `clock`.
  private func schedulePlaceholderDecision(
    at deadline: TimeInterval?, clock: (any AutoStackClock)?
  ) {
    if let pending = placeholders.timer, pending.deadline == deadline { return }
    cancelPlaceholderTimer()
    guard let deadline, let clock else { return }
    let timer = clock.schedule(after: max(0, deadline - clock.now)) { [weak self] in
      self?.placeholderTimerDidFire()
    }
    placeholders.timer = (timer, deadline)
  }

  private func cancelPlaceholderTimer() {
    guard let pending = placeholders.timer else { return }
    placeholders.timer = nil
    pending.timer.cancel()
  }

  private func placeholderTimerDidFire() {
    placeholders.timer = nil
    placeholdersDidChange()
  }
}
