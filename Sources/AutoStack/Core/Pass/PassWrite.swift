import Foundation

/// A frame a pass writes: the index of its view, its target, and what the pass needs to settle
/// it and to check what it reads back.
///
/// A plain value, copied without reference counting.
@usableFromInline
struct PassWrite {
  @usableFromInline let index: Int
  @usableFromInline let target: CGRect
  /// The cursor before the view, where a view that refuses its width settles.
  @usableFromInline let cursor: StackCursor
  /// Whether the view is laid out hidden.
  @usableFromInline let isHidden: Bool
  /// Whether it is laid out hidden because it fades out, keeping `isHidden` false.
  @usableFromInline let isHiding: Bool

  @inlinable
  init(index: Int, target: CGRect, cursor: StackCursor, isHidden: Bool, isHiding: Bool) {
    self.index = index
    self.target = target
    self.cursor = cursor
    self.isHidden = isHidden
    self.isHiding = isHiding
  }
}

/// The frames a pass writes, in order, and their views, side by side.
///
/// The arrangement keeps one from pass to pass, emptied, so that a pass allocates nothing once
/// it has grown.
@usableFromInline
struct PassWrites<View: Stackable> {
  @usableFromInline var writes: [PassWrite] = []
  @usableFromInline var views: [View] = []

  @inlinable
  init() {}

  @inlinable
  var count: Int { writes.count }

  // Always inlined: once per frame to write, where the call cost more than the two appends.
  @inlinable @inline(__always)
  mutating func append(_ write: PassWrite, of view: View) {
    writes.append(write)
    views.append(view)
  }

  /// Makes room for `count` writes, if the list has less.
  @inlinable
  mutating func reserveCapacity(_ count: Int) {
    writes.reserveCapacity(count)
    views.reserveCapacity(count)
  }

  /// Empties the list, keeping its room and letting go of its views.
  @inlinable
  mutating func removeAll() {
    writes.removeAll(keepingCapacity: true)
    views.removeAll(keepingCapacity: true)
  }
}
