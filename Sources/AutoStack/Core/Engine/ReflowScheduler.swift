import Foundation

/// The work that waits for the flush: the views dirty from an index and the features'
/// requests, with the number of batches open.
///
/// A value the coordinator keeps and its flush loop takes work from; it runs nothing itself.
/// Notifications only mark views dirty here, and features only return requests, which the
/// coordinator records here; the flush, which alone starts work, runs once no batch is open.
@usableFromInline
struct ReflowScheduler {
  // MARK: Internal

  /// The most rounds one flush runs before it reports a loop and stops: views that keep
  /// resizing each other, or handlers that keep changing views.
  @usableFromInline
  static let roundLimit = 100

  /// The first index whose frame may be out of date, if any.
  @usableFromInline
  var dirtyFrom: Int?
  /// The features' requests waiting.
  @usableFromInline
  var requests: ReflowRequests = []
  /// The number of open batches.
  @usableFromInline
  var batchDepth = 0

  /// Whether any work waits.
  @usableFromInline
  var hasWork: Bool { dirtyFrom != nil || !requests.isEmpty }

  @usableFromInline
  mutating func markDirty(from index: Int) {
    dirtyFrom = min(dirtyFrom ?? index, index)
  }

  @usableFromInline
  mutating func request(_ requests: ReflowRequests) {
    self.requests.formUnion(requests)
  }

  /// Takes the dirty range for the next pass.
  @usableFromInline
  mutating func takeDirty() -> Int? {
    defer { dirtyFrom = nil }
    return dirtyFrom
  }

  /// Whether `request` was made, which it no longer is.
  @usableFromInline
  mutating func take(_ request: ReflowRequests) -> Bool {
    requests.remove(request) != nil
  }

  /// Forgets every request but the dirty views, which wait for the next change.
  @usableFromInline
  mutating func clearRequests() { requests = [] }

  /// Forgets all the work, as the arrangement stops.
  @usableFromInline
  mutating func clearWork() {
    dirtyFrom = nil
    clearRequests()
  }
}

/// Work a feature asks the flush for, besides views to place.
@usableFromInline
struct ReflowRequests: OptionSet, Sendable {
  @usableFromInline
  let rawValue: UInt8

  @inlinable
  init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The end of a reflow again, without a view to place: a placeholder to decide.
  @usableFromInline
  static let finish = ReflowRequests(rawValue: 1 << 0)
  /// A look at the sections and at visibility.
  @usableFromInline
  static let visibility = ReflowRequests(rawValue: 1 << 1)
  /// A look at whether the user's scroll ended, for the clamp that waits for it.
  @usableFromInline
  static let scrollEndCheck = ReflowRequests(rawValue: 1 << 2)
}
