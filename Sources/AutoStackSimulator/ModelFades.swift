import AutoStack
import Foundation

/// The fades of one container's sections in ``StackModel``, written from the documented rules
/// and independently of the engine: which sections fade inside `animate`, what each shows
/// meanwhile, and what each is left with.
///
/// At the end of an animation's changes, each section is compared with what the app asked
/// before them: one hidden or left out fades out, one shown or added fades in (from `0`, or
/// from the alpha it shows if it was fading). A section fading out takes no space (it is
/// *hiding*) but keeps `isHidden` false and stays in the container until its fade ends; then it
/// is hidden, or leaves the container if it left the arrangement, and every section gets its own
/// alpha back. Hiding or showing a fading section inside `animate` fades it again from where it
/// is; outside, it ends its fade at once, as the app says. The arrangement's own writes of
/// `isHidden`, and its frame writes, are never taken for the app's changes.
package final class ModelFades {
  // MARK: Lifecycle

  init(container: ModelContainer) {
    self.container = container
  }

  // MARK: Package

  /// Whether view `id` is fading, in or out.
  package func isFading(_ id: Int) -> Bool { fades[id] != nil }

  // MARK: Internal

  unowned let container: ModelContainer
  /// The arranged views fading out, which the layout takes for hidden.
  private(set) var hiding: Set<Int> = []
  /// The views the changes of the running animation left out, in order; `nil` outside one.
  var leaving: [Int]?

  /// Whether a notification of view `id` needs a look here.
  var isActive: Bool { !fades.isEmpty }

  /// Runs `changes` in one batch, animated over `milliseconds`.
  ///
  /// The sections they show, hide, add or leave out fade. No duration, or an animation inside
  /// another of the same container, is a plain batch.
  func animate(milliseconds: Int, _ changes: () -> Void) {
    guard milliseconds > 0, animation == nil else { return container.performBatch(changes) }
    container.performBatch {
      var before: [Int: Bool] = [:]
      for id in container.arranged where model.views[id].isAlive && before[id] == nil {
        before[id] = isShown(id)
      }
      animation = milliseconds
      leaving = []
      changes()
      let left = leaving ?? []
      leaving = nil
      animation = nil
      begin(before: before, leaving: left, duration: milliseconds)
    }
  }

  /// Looks at a notification of view `id`, which may be fading: a fading section shown or
  /// hidden by the app; returns whether it is the echo of this feature's own `isHidden` write.
  ///
  /// A section fading out is shown again by a notification in which it is not hidden and sits
  /// in its slot; one that moved keeps fading.
  func viewDidChange(_ id: Int) -> Bool {
    guard let fade = fades[id] else { return false }
    if isWriting { return true }
    let view = model.views[id]
    let hides: Bool
    if fade.isOut {
      if view.isHidden {
        hides = true
      } else if container.arranged.contains(id),
        container.seen[id].map({ $0.frame.isClose(to: container.stackFrame(view.frame)) }) ?? true
      {
        hides = false
      } else {
        return false
      }
    } else {
      hides = view.isHidden
    }
    if animation != nil {
      fades[id]?.hides = hides
    } else if fade.isOut || hides, let ended = end(id, isHidden: hides) {
      // Outside `animate`, the fade ends at once, as the app says.
      model.setAlpha(ended.alpha, of: id)
    }
    return false
  }

  /// A fade's end comes, if it is still the section's fade.
  func fadeDidEnd(of id: Int, token: Int) {
    guard fades[id]?.token == token else { return }
    finish(id)
  }

  /// The arranged views changed outside `animate`: a section fading out of the container that
  /// is arranged again joins at once, and a fading section that left the arrangement leaves at
  /// once, each as the app shows it, with its own alpha.
  func arrangementDidChange() {
    guard animation == nil else { return }
    for id in fades.keys.sorted() where fades[id]?.leaves == container.arranged.contains(id) {
      finish(id)
    }
  }

  /// Ends at once the fade of view `id` if it left the arrangement and fades out of the
  /// container, as another arrangement takes it.
  func finishLeaving(_ id: Int) {
    if fades[id]?.leaves == true { finish(id) }
  }

  /// Ends every fade at once, as the arrangement stops.
  func finishAll() {
    for id in fades.keys.sorted() { finish(id) }
  }

  /// View `id` left the arrangement: it is no longer hiding in it.
  func forget(_ id: Int) { hiding.remove(id) }

  // MARK: Private

  /// One section's fade.
  private struct Fade {
    /// Whether it fades out: then it is hidden, or leaves the container, at the end.
    var isOut: Bool
    /// Whether the app asks, meanwhile, for the section to be hidden.
    var hides: Bool
    /// Whether it left the arrangement, and leaves the container at the end.
    var leaves = false
    /// The section's own alpha, given back at the end.
    let alpha: CGFloat
    /// Tells this fade's end from an earlier one's.
    var token = 0
  }

  private var fades: [Int: Fade] = [:]
  /// The duration of the animation whose changes run, if any.
  private var animation: Int?
  /// Set while this feature writes a view's `isHidden`.
  private var isWriting = false
  private var tokens = 0

  private var model: StackModel { container.model }

  /// Whether the app asks for view `id` to show: a section fading out keeps `isHidden` false.
  private func isShown(_ id: Int) -> Bool {
    fades[id].map { !$0.hides } ?? !model.views[id].isHidden
  }

  /// Starts the fades the animated changes call for: the arranged sections in order, then
  /// those left out, in the order they left.
  private func begin(before: [Int: Bool], leaving: [Int], duration: Int) {
    for id in container.arranged where model.views[id].isAlive {
      if fades[id]?.leaves == true {
        // Arranged again while fading out of the container: as the app shows it.
        fades[id]?.leaves = false
        fades[id]?.hides = model.views[id].isHidden
      }
      let shows = isShown(id)
      let fade = fades[id]
      if shows, before[id] != true || fade?.isOut == true {
        fadeIn(id, duration: duration)
      } else if !shows,
        before[id] == true || (fade?.isOut == true && model.views[id].isHidden)
      {
        fadeOut(id, leaves: false, duration: duration)
      }
    }
    var seen: Set<Int> = []
    for id in leaving
    where seen.insert(id).inserted && model.views[id].isAlive && !container.arranged.contains(id) {
      // One no longer in the container (another arrangement took it) fades out of none.
      if model.views[id].superview == container.index, isShown(id) {
        fadeOut(id, leaves: true, duration: duration)
      } else {
        if fades[id] != nil { finish(id) }
        if model.views[id].superview == container.index { model.removeFromSuperview(id) }
      }
    }
    // A fading section that left the arrangement otherwise (another one took it) leaves at
    // once.
    for id in fades.keys.sorted()
    where fades[id]?.leaves == false && !container.arranged.contains(id) {
      finish(id)
    }
  }

  private func fadeIn(_ id: Int, duration: Int) {
    let isFading = fades[id] != nil
    var fade = fades[id] ?? Fade(isOut: false, hides: false, alpha: model.alpha(of: id))
    fade.isOut = false
    fade.hides = false
    fade.leaves = false
    hiding.remove(id)
    start(fade, of: id, from: isFading ? nil : 0, to: fade.alpha, duration: duration)
  }

  private func fadeOut(_ id: Int, leaves: Bool, duration: Int) {
    var fade = fades[id] ?? Fade(isOut: true, hides: true, alpha: model.alpha(of: id))
    fade.isOut = true
    fade.hides = true
    fade.leaves = leaves
    if !leaves { hiding.insert(id) }
    // On screen until the fade ends.
    if model.views[id].isHidden { write(false, to: id) }
    start(fade, of: id, from: nil, to: 0, duration: duration)
  }

  private func start(
    _ fade: Fade, of id: Int, from start: CGFloat?, to alpha: CGFloat, duration: Int
  ) {
    var fade = fade
    tokens += 1
    fade.token = tokens
    fades[id] = fade
    model.fade(id, from: start, to: alpha, duration: duration, owner: container, token: tokens)
  }

  /// Ends the fade of view `id` at once: hidden or shown as the app last said, out of the
  /// container if it left, with its own alpha.
  private func finish(_ id: Int) {
    guard let ended = end(id, isHidden: nil) else { return }
    // The arrangement is gone with its container: the alpha only.
    guard model.containers[container.index] === container else {
      return model.setAlpha(ended.alpha, of: id)
    }
    model.fadeAtOnce(id, to: ended.alpha)
    if ended.leaves, model.views[id].superview == container.index,
      !container.arranged.contains(id)
    {
      model.removeFromSuperview(id)
    }
  }

  /// Forgets the fade of view `id`, hiding the section if it was fading out and the app hides
  /// it (`isHidden`, else as last asked); returns its own alpha and whether it leaves.
  private func end(_ id: Int, isHidden: Bool?) -> (alpha: CGFloat, leaves: Bool)? {
    guard let fade = fades.removeValue(forKey: id) else { return nil }
    hiding.remove(id)
    guard model.views[id].isAlive else { return nil }
    if fade.isOut, !fade.leaves, isHidden ?? fade.hides, !model.views[id].isHidden {
      write(true, to: id)
    }
    return (fade.alpha, fade.leaves)
  }

  /// Sets view `id`'s `isHidden`, as the arrangement does, which notifies.
  private func write(_ isHidden: Bool, to id: Int) {
    isWriting = true
    model.views[id].isHidden = isHidden
    model.notify(id)
    isWriting = false
  }
}
