import Foundation

/// What AutoStack keeps in an arranged view: the arrangement it belongs to and its place there.
///
/// A ``Stackable`` view stores it in ``Stackable/autoStackMembership`` (`UIView` keeps it as an
/// associated object) and otherwise leaves it alone. Through it, a change the view reports
/// finds the view's place in its arrangement without a lookup table, a view arranged into a
/// second container leaves the first, and an arrangement learns at once that a view it
/// arranges was deallocated, so that it never holds a view, not even weakly.
///
/// You do not create or read one: AutoStack sets it when it first arranges a view and keeps it
/// for later arrangements.
public final class AutoStackMembership {
  // MARK: Lifecycle

  @usableFromInline
  init(viewID: ObjectIdentifier) {
    self.viewID = viewID
  }

  deinit {
    // The view is being deallocated: on the main thread, as UIKit requires of every view, or
    // with its whole arrangement on another thread that alone still reaches it.
    owner?.memberDidDeallocate(self)
  }

  // MARK: Internal

  // Unchecked: each access is a plain read or write that calls nothing, so the run-time
  // exclusivity check that a class's stored property otherwise pays could never fail.

  /// The arrangement the view belongs to, or `nil` once it left it.
  ///
  /// Unretained, and never dangling: an arrangement clears it when it lets the view go and
  /// when it is deallocated itself. A weak reference would give the arrangement a side table,
  /// which makes each of its reference counts on the path of every change take the slow path.
  @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var owner:
    (any ViewArranging)?
  /// The view's index among its owner's entries.
  @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) var index = 0
  /// The identity of the view, which owns this membership for its whole life.
  @usableFromInline let viewID: ObjectIdentifier
  /// The last arrangement call that accepted the view, and the view's position in that call's
  /// list, so that a repeat in the same call is found without hashing every view.
  @usableFromInline @exclusivity(unchecked) var lastAcceptance = (call: ArrangeCall.none, index: 0)
}

/// Something that arranges views, as their ``AutoStackMembership`` sees it.
@MainActor
@usableFromInline
protocol ViewArranging: AnyObject {
  /// Drops `view` from the arrangement without removing it from its container, as it joins
  /// another one.
  func relinquish(_ view: AnyObject)

  /// Forgets the view of `membership`, which is being deallocated.
  ///
  /// Nonisolated, as deallocation is: it runs on the main thread, or where nothing else runs
  /// on the arrangement.
  nonisolated func memberDidDeallocate(_ membership: AutoStackMembership)

  /// Tells the arrangement that `view`, an arranged container, has a new content size, so
  /// that sizes it measured for it before are out of date.
  func arrangedContentDidChange(of view: AnyObject)
}

/// A number that tells one call of `arrange` from all the others, for every arrangement.
@usableFromInline
struct ArrangeCall: Equatable, Sendable {
  /// Before any call.
  @usableFromInline static let none = ArrangeCall(value: 0)

  /// A number no call has had.
  @MainActor @usableFromInline
  static func next() -> ArrangeCall {
    last.value += 1
    return last
  }

  @MainActor private static var last = ArrangeCall.none

  private var value: UInt64
}
