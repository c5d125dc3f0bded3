import AutoStack
import Foundation

/// A fade of a ``SimulatedView``'s alpha on a ``SimulatedClock``: linear, from a start alpha
/// to a target over a duration, so that the alpha can be read in the middle of it.
@MainActor
struct SimulatedFade {
  let start: CGFloat
  let target: CGFloat
  let startTime: TimeInterval
  let duration: TimeInterval
  weak var clock: SimulatedClock?
  /// The call at the end of the fade.
  let timer: any AutoStackTimer
  /// Tells this fade from the others: the call at its end moves only the alpha of the fade it
  /// belongs to.
  let id: Int

  /// The number of fades started so far, which names the next one.
  static var started = 0

  /// The alpha reached at the clock's time.
  var alpha: CGFloat {
    guard let clock else { return target }
    let progress = min(1, max(0, (clock.now - startTime) / duration))
    return start + (target - start) * CGFloat(progress)
  }
}

extension SimulatedStack {
  /// Fades `view`'s alpha to `alpha` over `duration` seconds of the ``clock``.
  ///
  /// It starts from `start`, or from the alpha the view shows now, then calls `completion`; a
  /// fade of the view that runs is replaced, and its completion dropped. A `duration` of `0`
  /// sets the alpha at once.
  @usableFromInline package func fade(
    _ view: SimulatedView, from start: CGFloat?, to alpha: CGFloat, duration: TimeInterval,
    completion: @escaping @MainActor () -> Void
  ) {
    let from = start ?? view.alpha
    view.alphaFade?.timer.cancel()
    guard duration.isFinite, duration > 0 else {
      view.alpha = alpha
      completion()
      return
    }
    SimulatedFade.started += 1
    let id = SimulatedFade.started
    // A fade that the app's own `alpha =` stopped still ends, but moves no alpha: another fade
    // may show meanwhile.
    let timer = clock.schedule(after: duration) { [weak view] in
      if let view, view.alphaFade?.id == id { view.alpha = alpha }
      completion()
    }
    view.alpha = from
    view.alphaFade = SimulatedFade(
      start: from, target: alpha, startTime: clock.now, duration: duration, clock: clock,
      timer: timer, id: id)
  }
}
