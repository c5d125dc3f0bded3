import AutoStack
import Foundation

/// The clock every arrangement reads, in whole milliseconds, which only `wait` moves: what
/// falls due runs earliest first, and in the order it was scheduled among equals. Placeholders
/// decide on it, the offset clamp looks at the end of a scroll on it, an animated scroll to a
/// section steps on it, and the alpha of a section fades on it, linearly, as `SimulatedStack`
/// fades it.
extension StackModel {
  /// The end of a fade, which the clock calls.
  struct FadeTimer {
    let time: Int
    let order: Int
    let view: Int
    /// Names the fade it ends: a later fade of the view replaces it.
    let id: Int
    let target: CGFloat
    /// The arrangement whose fade it is, told of the end, and the token of its fade.
    let owner: ModelContainer
    let token: Int
  }

  /// The alpha view `id` shows now: its own, or the one its fade has reached.
  package func alpha(of id: Int) -> CGFloat {
    guard let fade = views[id].fade else { return views[id].alpha }
    let progress = min(1, max(0, Double(now - fade.startTime) / Double(fade.duration)))
    return fade.start + (fade.target - fade.start) * CGFloat(progress)
  }

  /// Fades view `id`'s alpha from `start`, or from the alpha it shows now, to `alpha` over
  /// `duration` milliseconds, then tells `owner`'s fades with `token`; a fade of the view that
  /// runs is replaced, and its end never comes.
  func fade(
    _ id: Int, from start: CGFloat?, to alpha: CGFloat, duration: Int, owner: ModelContainer,
    token: Int
  ) {
    let from = start ?? self.alpha(of: id)
    cancelFade(of: id)
    scheduledDecisions += 1
    startedFades += 1
    fadeTimers.append(
      FadeTimer(
        time: now + duration, order: scheduledDecisions, view: id, id: startedFades,
        target: alpha, owner: owner, token: token))
    views[id].alpha = from
    views[id].fade = ModelView.AlphaFade(
      start: from, target: alpha, startTime: now, duration: duration, timer: startedFades)
  }

  /// Sets view `id`'s alpha at once, as a fade of no duration does: a fade that runs ends
  /// there, and its end never comes.
  func fadeAtOnce(_ id: Int, to alpha: CGFloat) {
    cancelFade(of: id)
    setAlpha(alpha, of: id)
  }

  /// Sets view `id`'s alpha, as the app's or the arrangement's `alpha =` does: a fade that runs
  /// stops showing, though its end still comes.
  func setAlpha(_ alpha: CGFloat, of id: Int) {
    views[id].alpha = alpha
    views[id].fade = nil
  }

  /// Lets `milliseconds` pass, running what falls due, earliest first.
  func wait(_ milliseconds: Int) {
    let end = now + milliseconds
    while let (time, call) = nextCall(by: end) {
      now = max(now, time)
      switch call {
      case .decision(let container): container.placeholders.decisionIsDue()
      case .scrollLook(let container): container.viewport.scrollEndLookIsDue()
      case .scrollStep(let container): container.scrollStepIsDue()
      case .fadeEnd(let timer): fadeDidEnd(timer)
      }
    }
    now = end
  }

  // MARK: Private

  /// What the clock calls.
  private enum Call {
    case decision(ModelContainer)
    case scrollLook(ModelContainer)
    case scrollStep(ModelContainer)
    case fadeEnd(FadeTimer)
  }

  /// The call due first, by `end`, and its time: a placeholder's decision, a look at the end
  /// of a scroll, a step of an animated scroll, or the end of a fade.
  private func nextCall(by end: Int) -> (Int, Call)? {
    var due: [(time: Int, order: Int, call: Call)] = fadeTimers.map {
      ($0.time, $0.order, .fadeEnd($0))
    }
    for container in containers {
      if let timer = container.placeholders.timer {
        due.append((timer.time, timer.order, .decision(container)))
      }
      if let look = container.viewport.scrollEndLook {
        due.append((look.time, look.order, .scrollLook(container)))
      }
      if let step = container.scrollAnimation?.step {
        due.append((step.time, step.order, .scrollStep(container)))
      }
    }
    let first = due.filter { $0.time <= end }.min { ($0.time, $0.order) < ($1.time, $1.order) }
    return first.map { ($0.time, $0.call) }
  }

  private func cancelFade(of id: Int) {
    guard let running = views[id].fade else { return }
    fadeTimers.removeAll { $0.id == running.timer }
  }

  /// A fade's end: the alpha reaches its target, if this fade still shows, then its
  /// arrangement ends the section's fade.
  private func fadeDidEnd(_ timer: FadeTimer) {
    fadeTimers.removeAll { $0.id == timer.id }
    if views[timer.view].fade?.timer == timer.id { setAlpha(timer.target, of: timer.view) }
    timer.owner.fades.fadeDidEnd(of: timer.view, token: timer.token)
  }
}
