import Foundation

/// Scroll anchoring and the clamp of the content offset: a feature of the engine.
///
/// Before a reflow it takes the anchor from the placements the last pass left (the first
/// view, not sticky, not hidden and higher than 0, whose bottom is below the visible top); if
/// the change hid the anchor or took it out, the nearest view below it that qualified too and
/// is still arranged and shown takes its place. After the reflow it moves the offset by how
/// far the anchor's top moved, never above the top, then lowers it to the end of the content
/// unless the user scrolls, in which case it waits for the scroll to end. While an animated
/// scroll to a section runs, it writes nothing: the clamp waits for that scroll to end too.
@MainActor
@usableFromInline
final class ScrollAnchoring<View: Stackable> {
  // MARK: Lifecycle

  init(log: WriteLog) {
    self.log = log
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
    didSet { anchor = nil }
  }

  /// Asks the engine for work, when a look at the end of a scroll falls due.
  var requestWork: (ReflowRequests) -> Void = { _ in }

  /// Whether an anchor is kept for the next reflow.
  var hasAnchor: Bool { anchor != nil }

  /// Takes the anchor as the outermost batch opens, before its changes.
  func batchWillBegin<Host: ScrollingHost>(
    host: Host, positions: ArrangedPositions<View>, orientation: StackOrientation,
    isArranging: Bool
  ) {
    guard isEnabled, anchor == nil, isArranging else { return }
    anchor = chooseAnchor(host: host, positions: positions, orientation: orientation)
  }

  /// Takes the anchor as a reflow starts, after its changes, unless its batch took it; an
  /// anchor that the changes hid or took out hands over to its successor.
  func reflowWillBegin<Host: ScrollingHost & StackHost>(
    host: Host, positions: ArrangedPositions<View>, orientation: StackOrientation,
    isArranging: Bool
  ) where Host.View == View {
    orientationBefore = orientation
    batchWillBegin(
      host: host, positions: positions, orientation: orientation, isArranging: isArranging)
    guard let anchor, !isShown(anchor, host: host, positions: positions) else { return }
    self.anchor = successor(of: anchor, host: host, positions: positions)
  }

  /// Forgets the anchor a batch took if no reflow used it.
  func batchDidEnd() { anchor = nil }

  /// Anchors and clamps the offset after a reflow.
  ///
  /// - Parameters:
  ///   - host: The scroll view.
  ///   - contentHeight: The content height the reflow left; `nil` once the arrangement
  ///     stopped.
  ///   - orientation: The stack's orientation after the reflow.
  ///   - readsOffset: Whether the offset is wanted (for a trace) even when nothing moves it.
  ///   - placement: Where the last pass left a view, if it is arranged.
  /// - Returns: The offset's y, or `nil` for a container that does not scroll, or when it was
  ///   not read.
  @discardableResult
  func reflowDidEnd<Host: ScrollingHost & StackHost>(
    host: Host, contentHeight: CGFloat?, orientation: StackOrientation, readsOffset: Bool,
    placement: (View) -> Placement?
  ) -> CGFloat? {
    if let contentHeight {
      if let checked = checkedContentHeight, contentHeight < checked { mayBePastEnd = true }
      checkedContentHeight = contentHeight
    }
    var move = anchor.flatMap { anchorMove(of: $0, placement: placement) }
    // The offset as it was when the anchor was taken, or as the reflow began: a row keeps
    // its offset along the stack as it turns right to left, and as its content grows or
    // shrinks at the left, as a row left to right does at the right.
    var reading = move != nil ? anchor?.orientation : nil
    if reading == nil, let before = orientationBefore, before.axis == orientation.axis,
      before != orientation
    {
      (reading, move) = (before, 0)
    }
    orientationBefore = nil
    let wasAnchored = anchor != nil
    anchor = nil
    guard wasAnchored || mayBePastEnd || readsOffset || reading != nil else { return nil }
    return adjustOffset(
      host: host, contentHeight: contentHeight, orientation: orientation,
      anchorMove: move.map { (move: $0, reading: reading ?? orientation) })
  }

  /// The container changed (a scroll, a new size, the end of a drag): the offset may be past
  /// the end now, and a clamp that waited applies once the scroll ended.
  @usableFromInline func viewportDidChange<Host: ScrollingHost & StackHost>(
    host: Host, contentHeight: CGFloat?, orientation: StackOrientation, canAdjust: Bool
  ) {
    mayBePastEnd = true
    if canAdjust {
      checkScrollEnd(host: host, contentHeight: contentHeight, orientation: orientation)
    }
  }

  /// The container changed in a way that reflows every view (its width, direction or scale,
  /// such as new insets): the offset may be past the end of the content that reflow leaves.
  @usableFromInline func containerWillReflow() { mayBePastEnd = true }

  /// Applies the clamp that waits for the end of a scroll if the user no longer scrolls, or
  /// looks again a ``scrollEndCheckInterval`` later.
  ///
  /// - Returns: Whether the clamp applied.
  @discardableResult
  func checkScrollEnd<Host: ScrollingHost & StackHost>(
    host: Host, contentHeight: CGFloat?, orientation: StackOrientation
  ) -> Bool {
    guard isClampDeferred else { return false }
    guard !host.isUserScrolling, !host.isScrollAnimating else {
      waitForScrollEnd()
      return false
    }
    adjustOffset(
      host: host, contentHeight: contentHeight, orientation: orientation, anchorMove: nil)
    return true
  }

  /// Forgets what the last reflow left, as the arrangement stops.
  func reset() {
    anchor = nil
    isClampDeferred = false
    cancelScrollEndCheck()
  }

  // MARK: Private

  private let log: WriteLog
  /// The pending look at whether the user still scrolls: one at most.
  private var scrollEndCheck: (any AutoStackTimer)?

  /// Looks at the scroll again a ``scrollEndCheckInterval`` from now, through the engine,
  /// unless a look is pending already.
  private func waitForScrollEnd() {
    guard scrollEndCheck == nil, let clock else { return }
    scrollEndCheck = clock.schedule(after: Self.scrollEndCheckInterval) { [weak self] in
      guard let self else { return }
      scrollEndCheck = nil
      requestWork(.scrollEndCheck)
    }
  }

  private func cancelScrollEndCheck() {
    scrollEndCheck?.cancel()
    scrollEndCheck = nil
  }

  private var anchor: Anchor?
  /// The stack's orientation as the reflow began.
  private var orientationBefore: StackOrientation?
  /// Whether the offset may be past the end of the content: the container changed, the content
  /// shrank, or the clamp waits for the end of a scroll.
  ///
  /// A reflow reads the host's offset only then, or to anchor.
  private var mayBePastEnd = true
  /// The content height the last reflow left, to tell that the content shrank.
  private var checkedContentHeight: CGFloat?
  /// Whether the offset is past the end of the content and waits for the scroll to end.
  private var isClampDeferred = false

  /// Moves the offset by `anchorMove`, from the offset as `reading` sees it, then down to the
  /// end of the content, unless the user is scrolling.
  @discardableResult
  private func adjustOffset<Host: ScrollingHost & StackHost>(
    host: Host, contentHeight: CGFloat?, orientation: StackOrientation,
    anchorMove: (move: CGFloat, reading: StackOrientation)?
  ) -> CGFloat? {
    guard let visible = host.visibleStackRect(orientation), let height = contentHeight else {
      mayBePastEnd = false
      return nil
    }
    let offset = host.stackOffset(orientation)
    var y = offset
    // The adjusted top inset: the visible area starts that far below the offset.
    let top = (visible.origin.y - offset).finiteOrZero
    // `setContentOffset(_:animated:)` moves the offset to its target until
    // `scrollViewDidEndScrollingAnimation(_:)`: its next step would undo a write meanwhile.
    let isAnimating = host.isScrollAnimating
    if let anchorMove, !isAnimating {
      y = max(-top, host.stackOffset(anchorMove.reading) + anchorMove.move)
    }
    // max(-top, contentHeight + bottom - bounds height), the bounds being the visible area
    // and both insets.
    let end = max(-top, height - visible.size.height - top)
    isClampDeferred = false
    mayBePastEnd = false
    if y > end + Placement.tolerance {
      if isAnimating || host.isUserScrolling {
        // Clamping now would end the bounce under the user's finger, or stop a scroll to a
        // section short; the clamp applies once either ends.
        isClampDeferred = true
        mayBePastEnd = true
        waitForScrollEnd()
      } else {
        y = end
      }
    }
    if y.isFinite, !y.isClose(to: offset) {
      let target = host.containerOffset(stackOffset: y, orientation)
      log.write(to: host.container) { host.setContentOffset(target) }
    }
    return y
  }
}
