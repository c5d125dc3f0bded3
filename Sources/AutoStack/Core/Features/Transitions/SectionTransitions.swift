import Foundation

/// The fades of sections inside `animate`: which sections fade, from which alpha to which, when a
/// hidden one is hidden at last, and what each gets back.
///
/// A feature of the engine. At the end of an animated batch's changes it compares each section
/// with what the app asked before them: one hidden or left out fades out, one shown or added
/// fades in. A section fading out is hidden for the layout (its entry's `isHiding`), so that the
/// sections below move up at once, but keeps `isHidden` false until its fade ends; then it is
/// hidden, or leaves the container, and gets its own alpha back. The host only fades
/// (``TransitionHost``); the engine's own writes of `isHidden` are never taken for changes.
@MainActor
@usableFromInline
package final class SectionTransitions<View: Stackable> {
  // MARK: Lifecycle

  init(arrangement: Arrangement<View>, log: WriteLog) {
    self.arrangement = arrangement
    self.log = log
  }

  // MARK: Package

  /// How sections appear and disappear inside `animate`.
  package var style = AutoStackTransition.fade

  /// Whether `view` is fading, in or out.
  package func isFading(_ view: View) -> Bool { fade(of: view) != nil }

  /// Runs `changes` in one batch of `engine`, animated over `duration` seconds: the sections
  /// they show, hide, add or leave out fade.
  package func perform<Host: AutoStackHost>(
    duration: TimeInterval, engine: AutoStackEngine<Host>, _ changes: () -> Void
  ) where Host.View == View {
    guard let arrangement else { return engine.performBatch(changes) }
    // The views the changes add to the container take their first frame without animation,
    // in whichever style, as the batch ends; the outermost animated batch keeps the list.
    let joins = duration.isFinite && duration > 0 && arrangement.joiningViews == nil
    if joins { arrangement.joiningViews = [] }
    defer { if joins { arrangement.joiningViews = nil } }
    guard style == .fade, duration.isFinite, duration > 0, animation == nil else {
      return engine.performBatch(changes)
    }
    engine.performBatch {
      let before = Dictionary(
        arrangement.entries.compactMap { entry in entry.view.map { (entry.id, isShown($0)) } },
        uniquingKeysWith: { first, _ in first })
      animation = duration
      arrangement.leavingViews = []
      changes()
      let leaving = (arrangement.leavingViews ?? []).compactMap(\.view)
      arrangement.leavingViews = nil
      animation = nil
      guard let host = engine.host else { return }
      begin(before: before, leaving: leaving, duration: duration, host: host, owner: engine)
    }
  }

  /// The arranged views changed outside `animate`: a section fading out of the container that is
  /// arranged again joins at once, and a fading section that left the arrangement leaves at once,
  /// each as the app shows it, with its own alpha.
  @usableFromInline func arrangementDidChange<Host: TransitionHost>(host: Host?)
  where Host.View == View {
    guard isActive, animation == nil else { return }
    for (id, fade) in fades where fade.view != nil && fade.leaves == (index(of: id) != nil) {
      finish(id, host: host)
    }
  }

  /// Ends at once the fade of `view` if it left the arrangement and fades out of the container,
  /// as another arrangement takes it: it leaves the container with its own alpha.
  func finishLeaving<Host: TransitionHost>(_ view: View, host: Host?) where Host.View == View {
    guard fade(of: view)?.leaves == true else { return }
    finish(ObjectIdentifier(view), host: host)
  }

  /// Ends every fade at once, as the arrangement stops: each section as the app last set it.
  func finishAll<Host: TransitionHost>(host: Host?) where Host.View == View {
    for id in Array(fades.keys) { finish(id, host: host) }
  }

  // MARK: Internal

  /// Whether a section is fading: only then does a notification need a look here.
  ///
  /// Stored, for the engine's inlined notification to read directly.
  @usableFromInline private(set) var isActive = false

  /// Looks at a notification of `view`, which may be fading: the app shows or hides it, or
  /// moves it, mid-fade.
  @usableFromInline func viewDidChange(_ view: View, orientation: StackOrientation) {
    let id = ObjectIdentifier(view)
    guard let fade = fade(of: view) else { return }
    let hides: Bool
    if fade.isOut {
      if view.isHidden {
        hides = true
      } else if let index = index(of: id),
        arrangement?.entries[index].placement.map({
          $0.frame.isClose(to: orientation.stackRect(view.untransformedFrame))
        }) ?? true
      {
        // Shown again: `isHidden` was false already, and nothing moved.
        hides = false
      } else {
        return  // Moved or resized only: it keeps fading out.
      }
    } else {
      hides = view.isHidden
    }
    if animation != nil {
      // Decided at the end of the animated changes.
      fades[id]?.hides = hides
    } else if fade.isOut || hides, let ended = end(id, isHidden: hides) {
      // Outside `animate`, the fade ends at once, as the app says.
      ended.view.alpha = ended.alpha
    }
  }

  // MARK: Private

  /// One section's fade.
  private struct Fade {
    weak var view: View?
    /// Whether it fades out (then it is hidden, or leaves the container, at the end).
    var isOut: Bool
    /// Whether the app asked, meanwhile, for the section to be hidden.
    var hides: Bool
    /// Whether it left the arrangement and leaves the container at the end.
    var leaves = false
    /// The app's own alpha, given back at the end.
    let alpha: CGFloat
    /// Tells this fade's end from an earlier one's.
    var token = 0
  }

  /// Weakly: a running fade's end holds these transitions, and the arrangement holds its views.
  private weak var arrangement: Arrangement<View>?
  private let log: WriteLog
  private var fades: [ObjectIdentifier: Fade] = [:] {
    didSet { isActive = !fades.isEmpty }
  }
  /// The duration of the animated batch whose changes run, if any.
  private var animation: TimeInterval?
  private var nextToken = 0

  /// Whether the app asks for `view` to show: a section fading out keeps `isHidden` false.
  private func isShown(_ view: View) -> Bool {
    guard let fade = fade(of: view) else { return !view.isHidden }
    return !fade.hides
  }

  /// The fade of `view`, if it fades: not that of a deallocated view whose address it took.
  private func fade(of view: View) -> Fade? {
    guard let fade = fades[ObjectIdentifier(view)], fade.view === view else { return nil }
    return fade
  }

  private func index(of id: ObjectIdentifier) -> Int? {
    arrangement?.entries.firstIndex { $0.id == id }
  }

  /// Starts the fades the animated changes call for.
  private func begin<Host: TransitionHost>(
    before: [ObjectIdentifier: Bool], leaving: [View], duration: TimeInterval, host: Host,
    owner: any ViewArranging
  ) where Host.View == View {
    guard let arrangement else { return }
    for index in arrangement.entries.indices {
      guard let view = arrangement.entries[index].view else { continue }
      let id = ObjectIdentifier(view)
      if fade(of: view)?.leaves == true {
        // Arranged again while fading out of the container: as the app shows it.
        fades[id]?.leaves = false
        fades[id]?.hides = view.isHidden
        view.autoStackMembership?.fadingOutOf = nil
      }
      let shows = isShown(view)
      let fade = fade(of: view)
      if shows, before[id] != true || fade?.isOut == true {
        fadeIn(view, host: host, duration: duration)
      } else if !shows, before[id] == true || (fade?.isOut == true && view.isHidden) {
        fadeOut(view, at: index, leaves: false, host: host, duration: duration)
      }
    }
    // Those left out and arranged again in the same changes stay; one left out twice fades
    // once; one no longer in the container (another arrangement took it) fades out of none.
    var left: Set<ObjectIdentifier> = []
    for view in leaving
    where left.insert(ObjectIdentifier(view)).inserted && index(of: ObjectIdentifier(view)) == nil {
      let fade = fade(of: view)
      if host.contains(view), fade.map({ !$0.hides }) ?? !view.isHidden {
        fadeOut(view, at: nil, leaves: true, host: host, duration: duration)
        view.autoStackMembership?.fadingOutOf = owner
      } else {
        if fade != nil { finish(ObjectIdentifier(view), host: host) }
        if host.contains(view) { host.removeSubview(view) }
      }
    }
    // A fading section that left the arrangement otherwise (another one took it) leaves at once.
    for (id, fade) in fades where fade.view != nil && !fade.leaves && index(of: id) == nil {
      finish(id, host: host)
    }
  }

  private func fadeIn<Host: TransitionHost>(_ view: View, host: Host, duration: TimeInterval)
  where Host.View == View {
    let id = ObjectIdentifier(view)
    let running = fade(of: view)
    var fade = running ?? Fade(view: view, isOut: false, hides: false, alpha: view.alpha)
    fade.isOut = false
    fade.hides = false
    fade.leaves = false
    if let index = index(of: id) { arrangement?.entries[index].isHiding = false }
    start(fade, from: running == nil ? 0 : nil, to: fade.alpha, duration: duration, host: host)
  }

  private func fadeOut<Host: TransitionHost>(
    _ view: View, at index: Int?, leaves: Bool, host: Host, duration: TimeInterval
  ) where Host.View == View {
    let running = fade(of: view)
    var fade = running ?? Fade(view: view, isOut: true, hides: true, alpha: view.alpha)
    fade.isOut = true
    fade.hides = true
    fade.leaves = leaves
    if let index { arrangement?.entries[index].isHiding = true }
    // On screen until the fade ends; the layout takes it for hidden meanwhile.
    if view.isHidden { write(false, to: view) }
    start(fade, from: nil, to: 0, duration: duration, host: host)
  }

  private func start<Host: TransitionHost>(
    _ fade: Fade, from start: CGFloat?, to alpha: CGFloat, duration: TimeInterval, host: Host
  ) where Host.View == View {
    guard let view = fade.view else { return }
    var fade = fade
    nextToken += 1
    fade.token = nextToken
    let id = ObjectIdentifier(view)
    fades[id] = fade
    let token = fade.token
    // Strongly: a fade that runs ends right even when its arrangement is gone meanwhile.
    host.fade(view, from: start, to: alpha, duration: duration) { [self, weak host] in
      guard fades[id]?.token == token else { return }
      finish(id, host: host)
    }
  }

  /// Ends the fade of `id` at once: the section hidden or shown as the app last said, out of
  /// the container if it left, with its own alpha.
  private func finish<Host: TransitionHost>(_ id: ObjectIdentifier, host: Host?)
  where Host.View == View {
    guard let (view, alpha, leaves) = end(id, isHidden: nil) else { return }
    guard let host else {
      view.alpha = alpha
      return
    }
    host.fade(view, from: nil, to: alpha, duration: 0) {}
    if leaves, host.contains(view), index(of: ObjectIdentifier(view)) == nil {
      host.removeSubview(view)
    }
  }

  /// Forgets the fade of `id`, the section hidden if it was fading out and the app hides it
  /// (`isHidden`, else as last asked).
  ///
  /// - Returns: The view, the alpha to give back, and whether it leaves the container.
  private func end(_ id: ObjectIdentifier, isHidden: Bool?) -> (
    view: View, alpha: CGFloat, leaves: Bool
  )? {
    guard let fade = fades.removeValue(forKey: id) else { return nil }
    if let index = index(of: id) { arrangement?.entries[index].isHiding = false }
    guard let view = fade.view else { return nil }
    if fade.leaves { view.autoStackMembership?.fadingOutOf = nil }
    // A section that left keeps the app's `isHidden`, which was false.
    if fade.isOut, !fade.leaves, isHidden ?? fade.hides, !view.isHidden { write(true, to: view) }
    return (view, fade.alpha, fade.leaves)
  }

  /// Sets `view.isHidden`: while the view fades, through the log, so that its notification
  /// is the fade's own echo; as a fade starts or ends, as a change the engine takes like the
  /// app's.
  private func write(_ isHidden: Bool, to view: View) {
    if fades[ObjectIdentifier(view)] != nil {
      log.write(to: view) { view.isHidden = isHidden }
    } else {
      view.isHidden = isHidden
    }
  }
}
