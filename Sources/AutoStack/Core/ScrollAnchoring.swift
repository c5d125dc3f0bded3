import Foundation

/// Scroll anchoring and the clamp of the content offset: a feature of the engine.
///
/// Before a reflow it takes the anchor from the placements the last pass left (the first
/// view, not sticky, not hidden and higher than 0, whose bottom is below the visible top), and
/// the views after it that qualify too; after the reflow it moves the offset by how far the
/// anchor's top moved, or, if the anchor was hidden or left the arrangement, the top of the
/// first of those views still arranged and not hidden; never above the top. Then it lowers the
/// offset to the end of the content unless the user scrolls, in which case it waits for the
/// scroll to end.
@MainActor
@usableFromInline
final class ScrollAnchoring<View: Stackable> {
  // MARK: Lifecycle

  init(scheduler: ReflowScheduler) {
    self.scheduler = scheduler
  }

  // MARK: Internal

  /// How long the clamp waits between two looks at whether the user still scrolls: often
  /// enough to follow the end of a scroll, seldom enough that a finger resting on the page
  /// costs nothing.
  static var scrollEndCheckInterval: TimeInterval { 0.1 }

  /// The time source of the checks for the end of a scroll; without one, the clamp that
  /// waits applies at the next change of the container after the scroll ends.
  var clock: (any AutoStackClock)? {
    didSet { cancelScrollEndCheck() }
  }

  /// Whether the offset follows the anchor.
  var isEnabled = false {
    didSet { anchors = [] }
  }

  /// Whether an anchor is kept for the next reflow.
  var hasAnchor: Bool { !anchors.isEmpty }

  /// Takes the anchor, unless one is kept already (a batch took it before its first change).
  func reflowWillBegin<Host: ScrollingHost>(
    host: Host, positions: ArrangedPositions<View>, isArranging: Bool
  ) {
    guard isEnabled, anchors.isEmpty, isArranging else { return }
    chooseAnchors(host: host, positions: positions)
  }

  /// Forgets the anchor a batch took if no reflow used it.
  func batchDidEnd() { anchors.removeAll(keepingCapacity: true) }

  /// Anchors and clamps the offset after a reflow.
  ///
  /// - Parameters:
  ///   - host: The scroll view.
  ///   - contentHeight: The content height the reflow left; `nil` once the arrangement
  ///     stopped.
  ///   - readsOffset: Whether the offset is wanted (for a trace) even when nothing moves it.
  ///   - placement: Where the last pass left a view, if it is arranged.
  /// - Returns: The offset's y, or `nil` for a container that does not scroll, or when it was
  ///   not read.
  @discardableResult
  func reflowDidEnd<Host: ScrollingHost>(
    host: Host, contentHeight: CGFloat?, readsOffset: Bool, placement: (View) -> Placement?
  ) -> CGFloat? {
    if let contentHeight {
      if let checked = checkedContentHeight, contentHeight < checked { mayBePastEnd = true }
      checkedContentHeight = contentHeight
    }
    let move = anchorMove(placement: placement)
    let wasAnchored = !anchors.isEmpty
    // Kept, so that a reflow in steady state allocates nothing.
    anchors.removeAll(keepingCapacity: true)
    guard wasAnchored || mayBePastEnd || readsOffset else { return nil }
    return adjustOffset(host: host, contentHeight: contentHeight, anchorMove: move)
  }

  /// The container changed (a scroll, a new size, the end of a drag): the offset may be past
  /// the end now, and a clamp that waited applies once the scroll ended.
  ///
  /// - Returns: Whether the change is the engine's own offset write, to be ignored.
  @usableFromInline func viewportDidChange<Host: ScrollingHost>(
    host: Host, contentHeight: CGFloat?, canAdjust: Bool
  ) -> Bool {
    guard !isSettingOffset else { return true }
    mayBePastEnd = true
    if canAdjust { checkScrollEnd(host: host, contentHeight: contentHeight) }
    return false
  }

  /// The container changed in a way that reflows every view (its width, direction or scale,
  /// such as new insets): the offset may be past the end of the content that reflow leaves.
  @usableFromInline func containerWillReflow() { mayBePastEnd = true }

  /// Applies the clamp that waits for the end of a scroll if the user no longer scrolls, or
  /// looks again a ``scrollEndCheckInterval`` later.
  ///
  /// - Returns: Whether the clamp applied.
  @discardableResult
  func checkScrollEnd<Host: ScrollingHost>(host: Host, contentHeight: CGFloat?) -> Bool {
    guard isClampDeferred else { return false }
    guard !host.isUserScrolling else {
      waitForScrollEnd()
      return false
    }
    adjustOffset(host: host, contentHeight: contentHeight, anchorMove: nil)
    return true
  }

  /// Forgets what the last reflow left, as the arrangement stops.
  func reset() {
    anchors = []
    isClampDeferred = false
    cancelScrollEndCheck()
  }

  // MARK: Private

  private let scheduler: ReflowScheduler
  /// The pending look at whether the user still scrolls: one at most.
  private var scrollEndCheck: (any AutoStackTimer)?

  /// Looks at the scroll again a ``scrollEndCheckInterval`` from now, through the scheduler,
  /// unless a look is pending already.
  private func waitForScrollEnd() {
    guard scrollEndCheck == nil, let clock else { return }
    scrollEndCheck = clock.schedule(after: Self.scrollEndCheckInterval) { [weak self] in
      guard let self else { return }
      scrollEndCheck = nil
      scheduler.requestScrollEndCheck()
      scheduler.runIfPossible()
    }
  }

  private func cancelScrollEndCheck() {
    scrollEndCheck?.cancel()
    scrollEndCheck = nil
  }

  /// The view the offset follows through a reflow, and its top before it.
  private struct Anchor {
    weak var view: View?
    var y: CGFloat
  }

  /// The anchor, then the views that take its place, in order, if it is hidden or leaves the
  /// arrangement in the change; empty when nothing anchors.
  private var anchors: [Anchor] = []
  /// Whether the offset may be past the end of the content: the container changed, the content
  /// shrank, or the clamp waits for the end of a scroll.
  ///
  /// A reflow reads the host's offset only then, or to anchor.
  private var mayBePastEnd = true
  /// The content height the last reflow left, to tell that the content shrank.
  private var checkedContentHeight: CGFloat?
  /// Whether the offset is past the end of the content and waits for the scroll to end.
  private var isClampDeferred = false
  /// Set while the engine moves the offset, whose own notification is then ignored.
  private var isSettingOffset = false

  /// Moves the offset by `anchorMove`, then down to the end of the content, unless the user
  /// is scrolling.
  @discardableResult
  private func adjustOffset<Host: ScrollingHost>(
    host: Host, contentHeight: CGFloat?, anchorMove: CGFloat?
  ) -> CGFloat? {
    guard let visible = host.visibleContentRect, let height = contentHeight else {
      mayBePastEnd = false
      return nil
    }
    let offset = host.contentOffset
    var y = offset.y
    // The adjusted top inset: the visible area starts that far below the offset.
    let top = (visible.origin.y - offset.y).finiteOrZero
    if let anchorMove { y = max(-top, y + anchorMove) }
    // max(-top, contentHeight + bottom - bounds height), the bounds being the visible area
    // and both insets.
    let end = max(-top, height - visible.size.height - top)
    isClampDeferred = false
    mayBePastEnd = false
    if y > end + Placement.tolerance {
      if host.isUserScrolling {
        // Clamping now would end the bounce under the user's finger.
        isClampDeferred = true
        mayBePastEnd = true
        waitForScrollEnd()
      } else {
        y = end
      }
    }
    if y.isFinite, !y.isClose(to: offset.y) {
      isSettingOffset = true
      host.setContentOffset(CGPoint(x: offset.x, y: y))
      isSettingOffset = false
    }
    return y
  }

  /// How far the top of the first of ``anchors`` still alive, arranged and not hidden moved
  /// since it was chosen, or `nil` if none is, or if its top is not finite.
  private func anchorMove(placement: (View) -> Placement?) -> CGFloat? {
    for anchor in anchors {
      guard let view = anchor.view, let placement = placement(view), !placement.isHidden else {
        continue
      }
      let y = placement.frame.origin.y
      return y.isFinite ? y - anchor.y : nil
    }
    return nil
  }

  /// Sets ``anchors`` to every view, top to bottom, that is not sticky, not hidden, is higher
  /// than 0 and whose bottom is below the top of the visible area, when the offset is past the
  /// top: the first is the anchor, the others take its place in turn.
  private func chooseAnchors<Host: ScrollingHost>(
    host: Host, positions: ArrangedPositions<View>
  ) {
    guard let visible = host.visibleContentRect, visible.origin.y > Placement.tolerance else {
      return
    }
    let top = visible.origin.y
    let entries = positions.entries
    for index in positions.firstIndex(below: top)..<entries.count {
      guard let placement = entries[index].placement, !placement.isHidden,
        positions.sticky[index] == nil
      else { continue }
      let frame = placement.frame
      guard frame.size.height.isValidLength, frame.size.height > 0,
        frame.origin.y + frame.size.height > top
      else { continue }
      anchors.append(Anchor(view: entries[index].view, y: frame.origin.y))
    }
  }
}
