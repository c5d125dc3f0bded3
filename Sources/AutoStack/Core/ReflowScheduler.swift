import Foundation

/// When to reflow: the dirty range, open batches and the pass that is running.
///
/// Notifications only mark views dirty; the scheduler says when a pass may run. That keeps
/// batching and re-entrancy in one place: a change inside a batch waits for the batch's end,
/// and a change made while a pass runs is picked up by that pass if it has not reached the
/// view yet, or by one more pass if it has.
@usableFromInline
struct ReflowScheduler {
  // MARK: Internal

  /// The most passes one flush runs before it reports a loop and stops.
  @usableFromInline static let passLimit = 100

  /// The first index whose frame may be out of date, if any.
  @usableFromInline var dirtyFrom: Int?
  /// The number of open batches.
  @usableFromInline var batchDepth = 0
  /// Whether a flush is running its passes.
  @usableFromInline var isFlushing = false
  /// The index the running pass is at; views after it will be read by that pass anyway.
  @usableFromInline var position = Int.max {
    didSet { positionDidNotify = false }
  }
  /// Whether the view at ``position`` notified a change, which the pass looks at once its
  /// write returns.
  @usableFromInline var positionDidNotify = false

  /// Whether a pass may start now: something is dirty, no batch is open, none is running.
  @inlinable var canFlush: Bool { dirtyFrom != nil && batchDepth == 0 && !isFlushing }

  /// Whether every view is dirty and will be placed without another call.
  ///
  /// That is when the open batch ends, or by the pass after the running one; a change then
  /// adds nothing.
  @inlinable var coversEveryView: Bool { dirtyFrom == 0 && (batchDepth > 0 || isFlushing) }

  /// Whether a notification about the view at `index` must be looked at: it is one the
  /// running pass has already placed, or no pass is running.
  @inlinable func needsCheck(_ index: Int) -> Bool { index <= position }

  @inlinable mutating func markDirty(from index: Int) {
    dirtyFrom = min(dirtyFrom ?? index, index)
  }

  @inlinable mutating func clearDirty() { dirtyFrom = nil }

  @inlinable mutating func beginBatch() { batchDepth += 1 }
  @inlinable mutating func endBatch() { batchDepth -= 1 }

  @inlinable mutating func beginFlush() { isFlushing = true }

  /// Takes the dirty range for the next pass.
  @inlinable mutating func takeDirty() -> Int? {
    defer { dirtyFrom = nil }
    return dirtyFrom
  }

  @inlinable mutating func endFlush() {
    isFlushing = false
    position = Int.max
  }

  /// Whether the view at ``position`` notified a change since the last call.
  @inlinable mutating func takePositionNotification() -> Bool {
    defer { positionDidNotify = false }
    return positionDidNotify
  }
}
