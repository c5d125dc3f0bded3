import AutoStack
import Foundation

/// The placeholders of one container's arrangement in ``StackModel``: the views the app set,
/// the one on screen, the next decision, and the scrolling it turned off.
///
/// ``ModelTimeline`` decides which one shows, at once, or when the batch, the pass or the
/// decision running ends, or when the grace or minimum show time falls due. It shows above
/// the sections: over the visible area of a scroll view, at the top of a plain container at
/// its own height, which the container is at least as high as. While the loading or failed
/// placeholder shows, a scroll view does not scroll, unless the options allow it; then it
/// scrolls as it did, unless the app turned scrolling on meanwhile.
package final class ModelPlaceholders {
  // MARK: Lifecycle

  init(container: ModelContainer, views: [AutoStackPlaceholderKind: Int]) {
    self.container = container
    self.views = views
  }

  // MARK: Package

  /// The view that shows for each kind, once the app sets it.
  package let views: [AutoStackPlaceholderKind: Int]
  /// The placeholder on screen.
  package private(set) var displayed: Int?

  /// The kind of the placeholder on screen.
  package var visibleKind: AutoStackPlaceholderKind? {
    displayed == nil ? nil : timeline.shown
  }

  // MARK: Internal

  unowned let container: ModelContainer
  /// When the pending decision is due, and the order it was scheduled in among all of them.
  private(set) var timer: (time: Int, order: Int)?
  /// Whether a decision waits for a batch, a pass or a decision to end.
  var needsUpdate = false

  /// Whether a placeholder is set, shows or waits to be decided: otherwise a pass decides none.
  var isInUse: Bool {
    !kinds.isEmpty || displayed != nil || timer != nil || savedScrollEnabled != nil
  }

  /// Where the placeholder on screen goes: over the visible area of a scroll view, at the top
  /// of a plain container at its own height; as wide as the content.
  ///
  /// Along x, at the leading end of a plain container at its own width (right to left, the
  /// content's right end), as high as the content.
  var frame: CGRect? {
    guard let displayed else { return nil }
    let width = ModelLayout.length(container.passWidth ?? 0)
    guard container.scrolls else {
      let size = container.model.views[displayed].size
      guard container.options.axis == .horizontal else {
        return CGRect(x: 0, y: 0, width: width, height: ModelLayout.length(size.height))
      }
      let length = ModelLayout.length(size.width)
      let end = container.stackContent?.size.width ?? 0
      return CGRect(
        x: container.isRightToLeft ? end - length : 0, y: 0, width: length, height: width)
    }
    let visible = container.visibleAlong()
    return container.containerFrame(
      CGRect(
        x: 0, y: ModelLayout.finite(visible.top), width: width,
        height: ModelLayout.length(visible.length)))
  }

  func setState(_ state: AutoStackState) {
    timeline.setState(state, at: container.model.now)
    didChange()
  }

  /// Sets or removes the view of `kind`.
  func set(_ kind: AutoStackPlaceholderKind, _ isSet: Bool) {
    guard kinds.contains(kind) != isSet else { return }
    if isSet {
      kinds.insert(kind)
    } else {
      kinds.remove(kind)
    }
    didChange()
  }

  func setOptions(_ options: ModelTimeline.Options) {
    guard options != self.options else { return }
    self.options = options
    didChange()
  }

  func decisionIsDue() {
    timer = nil
    didChange()
  }

  /// Decides at once, unless a batch, a pass or a decision must end first; the container's
  /// new height or the placeholder's own write may ask for one more round, three at most.
  func didChange() {
    guard container.isArranging else {
      needsUpdate = false
      return
    }
    guard container.batchDepth == 0, !container.isFlushing, !isUpdating else {
      needsUpdate = true
      return
    }
    isUpdating = true
    var rounds = 0
    repeat {
      needsUpdate = false
      container.batchDepth += 1
      container.finishLayout()
      container.batchDepth -= 1
      if container.canFlush { container.runPasses() }
      rounds += 1
    } while needsUpdate && container.isArranging && rounds < 3
    needsUpdate = false
    isUpdating = false
  }

  /// Decides now and schedules the next decision; shows the placeholder decided, the one on
  /// screen leaving first; then scrolling.
  ///
  /// A container with no width yet decides nothing: the pass at its first width decides.
  func update() {
    guard ModelLayout.length(container.passWidth ?? 0) > 0 else { return }
    let next = timeline.decide(
      at: container.model.now, hasVisibleView: container.stackContent?.hasVisibleView ?? false,
      available: kinds, options: options)
    if timer?.time != next {
      timer = next.map { time in
        container.model.scheduledDecisions += 1
        return (time, container.model.scheduledDecisions)
      }
    }
    let target = timeline.shown.flatMap { views[$0] }
    if target != displayed {
      removeDisplayed()
      if let target {
        displayed = target
        container.model.addSubview(target, to: container.index)
      }
    }
    updateScrolling()
  }

  /// The arrangement stops: the placeholder goes at once, and scrolling comes back.
  func hide() {
    timeline.hide()
    needsUpdate = false
    timer = nil
    removeDisplayed()
    updateScrolling()
  }

  // MARK: Private

  private var timeline = ModelTimeline()
  private var options = ModelTimeline.Options()
  /// The kinds whose view the app set.
  private var kinds: Set<AutoStackPlaceholderKind> = []
  /// `isScrollEnabled` as it was when the arrangement turned scrolling off, while it is off.
  private var savedScrollEnabled: Bool?
  private var isUpdating = false

  private func removeDisplayed() {
    guard let id = displayed else { return }
    displayed = nil
    if container.model.views[id].superview == container.index {
      container.model.removeFromSuperview(id)
    }
  }

  private func updateScrolling() {
    let kind = visibleKind
    if kind == .loading || kind == .failed, !options.allowsScrolling, container.scrolls {
      // Not while the user scrolls: it waits for the drag and its deceleration to end.
      guard savedScrollEnabled == nil, !container.isTracking else { return }
      savedScrollEnabled = container.isScrollEnabled
      container.isScrollEnabled = false
    } else if let saved = savedScrollEnabled {
      savedScrollEnabled = nil
      if !container.isScrollEnabled { container.isScrollEnabled = saved }
    }
  }
}
