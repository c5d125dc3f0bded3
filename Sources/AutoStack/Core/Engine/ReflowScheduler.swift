import Foundation

/// When to reflow: the one way to ask for a pass.
///
/// Notifications and features only record work here: views dirty from an index, or the end of
/// a reflow to run again (a placeholder decision, a look at visibility). The scheduler says
/// when that work may run: not inside a batch, and not inside the reflow that is running,
/// which picks the work up itself. A change made while a pass runs is read by that pass if it
/// has not reached the view yet, or by one more round if it has; the rounds of one flush are
/// bounded by ``roundLimit``.
@MainActor
@usableFromInline
final class ReflowScheduler {
  // MARK: Internal

  /// The most rounds one flush runs before it reports a loop and stops: views that keep
  /// resizing each other, or handlers that keep changing views.
  @usableFromInline
  static let roundLimit = 100

  /// The first index whose frame may be out of date, if any.
  @usableFromInline
  var dirtyFrom: Int?
  /// Whether the end of a reflow must run again without a view to place: a placeholder to
  /// decide.
  @usableFromInline
  var needsFinish = false
  /// Whether visibility must be looked at again in full.
  @usableFromInline
  var needsVisibilityUpdate = false
  /// Whether the clamp that waits for the end of a scroll must look at the scroll again.
  @usableFromInline
  var needsScrollEndCheck = false
  /// The number of open batches.
  @usableFromInline
  var batchDepth = 0
  /// Whether a flush is running.
  @usableFromInline
  var isFlushing = false
  /// The index the running pass is at, and whether the view there notified a change; or the
  /// sticky view a scroll is pinning.
  ///
  /// The pass looks at the notification once its write returns; views after the index will
  /// be read by that pass anyway. One value, so that the pass and the echo of its write each
  /// touch it once.
  @usableFromInline
  var placing = Placing()

  /// What is being written, which its echo is told from.
  @usableFromInline
  struct Placing {
    /// The index the running pass is at, `Int.max` when none runs.
    @usableFromInline var index: Int
    /// Whether the view at ``index`` notified a change since the pass wrote it.
    @usableFromInline var didNotify = false
    /// The sticky view a scroll is pinning, by identity, while it writes its frame.
    @usableFromInline var pinning: ObjectIdentifier?

    @inlinable
    init(index: Int = .max) { self.index = index }
  }

  /// The index the running pass is at, `Int.max` when none runs.
  @inlinable var position: Int { placing.index }

  /// What carries out the work: the engine.
  @usableFromInline
  weak var runner: (any ReflowRunner)?

  /// The fitting view being measured, whose own invalidation meanwhile is ignored, so that a
  /// measurement that invalidates itself cannot loop.
  @usableFromInline
  var measuringView: ObjectIdentifier?

  /// Whether work may run now: no batch is open and no flush is running.
  @usableFromInline
  var canRun: Bool { batchDepth == 0 && !isFlushing }

  /// Whether any work waits.
  @usableFromInline
  var hasWork: Bool {
    dirtyFrom != nil || needsFinish || needsVisibilityUpdate || needsScrollEndCheck
  }

  /// Whether work waits and may run now.
  @usableFromInline
  var canFlush: Bool { canRun && hasWork }

  /// Whether every view is dirty and will be placed without another call: a change adds
  /// nothing.
  @usableFromInline
  var coversEveryView: Bool { dirtyFrom == 0 && !canRun }

  /// Whether a notification about the view at `index` must be looked at: the running pass
  /// has placed it already, or no pass is running.
  @inlinable
  func needsCheck(_ index: Int) -> Bool { index <= position }

  /// Runs the waiting work now, unless a batch or a flush will.
  @inlinable
  func runIfPossible() {
    if canFlush { runner?.flushWork() }
  }

  /// Runs the work until none is left, in rounds bounded by ``roundLimit``: passes from the
  /// dirty index down, each followed by the end of the reflow (the placeholder and the
  /// content size), then the features that read the result once the passes are done
  /// (anchoring and the clamp, the trace, visibility), whose handlers may ask for more.
  @inlinable
  func flush<Runner: ReflowRunner>(with runner: Runner) {
    guard canFlush else { return }
    beginFlush()
    defer { endFlush() }
    var rounds = 0
    // Whether passes ran that the features have not looked at yet.
    var reflowed = false
    while hasWork || reflowed {
      guard rounds < Self.roundLimit else {
        if let dirtyFrom { runner.reflowDidLoop(at: dirtyFrom, rounds: rounds) }
        // What is left to place waits for the next change.
        clearRequests()
        break
      }
      rounds += 1
      if let start = takeDirty() {
        // Nothing arranged, or the container gone: nothing to place.
        guard runner.canReflow else { continue }
        if !reflowed {
          runner.reflowWillBegin()
          reflowed = true
        }
        if runner.runPass(from: start) { runner.finishReflow() }
      } else if take(&needsFinish) {
        if runner.canReflow { runner.finishReflow() }
      } else if reflowed {
        reflowed = false
        runner.reflowDidEnd()
      } else if take(&needsScrollEndCheck) {
        runner.checkScrollEnd()
      } else if take(&needsVisibilityUpdate) {
        runner.updateVisibility()
      }
    }
  }

  @inlinable
  func markDirty(from index: Int) {
    dirtyFrom = min(dirtyFrom ?? index, index)
  }

  @inlinable
  func requestFinish() { needsFinish = true }

  @inlinable
  func requestVisibilityUpdate() { needsVisibilityUpdate = true }

  @inlinable
  func requestScrollEndCheck() { needsScrollEndCheck = true }

  /// Forgets the dirty views, as the arrangement stops.
  @inlinable
  func clearDirty() { dirtyFrom = nil }

  /// Forgets every request but the dirty views, which wait for the next change.
  @inlinable
  func clearRequests() {
    needsFinish = false
    needsVisibilityUpdate = false
    needsScrollEndCheck = false
  }

  /// Forgets all the work.
  @inlinable
  func clearWork() {
    clearDirty()
    clearRequests()
  }

  @inlinable
  func beginBatch() { batchDepth += 1 }
  @inlinable
  func endBatch() { batchDepth -= 1 }

  @inlinable
  func beginFlush() { isFlushing = true }

  @inlinable
  func endFlush() {
    isFlushing = false
    placing = Placing()
  }

  /// Takes the dirty range for the next pass.
  @inlinable
  func takeDirty() -> Int? {
    defer { dirtyFrom = nil }
    return dirtyFrom
  }

  /// Whether `request` was made, which it no longer is.
  @inlinable
  func take(_ request: inout Bool) -> Bool {
    defer { request = false }
    return request
  }

  /// Whether the view at ``position`` notified a change since the last call.
  @inlinable
  func takePositionNotification() -> Bool {
    defer { placing.didNotify = false }
    return placing.didNotify
  }
}

/// What carries out a scheduler's work: the engine.
@MainActor
@usableFromInline
protocol ReflowRunner: AnyObject {
  /// Runs the waiting work: ``ReflowScheduler/flush(with:)`` with itself.
  func flushWork()
  /// Whether there is anything to place: an arrangement runs and its container is there.
  var canReflow: Bool { get }
  /// Takes what the features compare the reflow with.
  func reflowWillBegin()
  /// Runs one pass from `start`, and returns whether it completed.
  func runPass(from start: Int) -> Bool
  /// Decides the placeholder and gives the container its content size.
  func finishReflow()
  /// Lets the features read the result: anchoring and the clamp, the trace, visibility.
  func reflowDidEnd()
  /// Looks at visibility again.
  func updateVisibility()
  /// Applies the clamp that waited for the end of a scroll, if the scroll ended.
  func checkScrollEnd()
  /// Reports that the rounds reached their limit with views from `index` still to place.
  func reflowDidLoop(at index: Int, rounds: Int)
}
