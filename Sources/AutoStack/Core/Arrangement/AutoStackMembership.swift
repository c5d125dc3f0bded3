import Foundation

/// What AutoStack keeps in an arranged view: the arrangement it belongs to and its index there.
///
/// A ``Stackable`` view stores it (`UIView` as an associated object). Through it, a change the
/// view reports finds the view's entry without a table, and a view arranged into a second
/// container leaves the first. It holds its arrangement weakly, while the arrangement holds the
/// view: no cycle, and nothing dangles.
///
/// Its state is private behind accessors that are not inlined: the compiler then sees every
/// access to that state and checks none of them at run time, though arranging reads and writes
/// it for every view.
@MainActor
@usableFromInline
package final class AutoStackMembership {
  // MARK: Lifecycle

  /// A membership of a view that `link`'s arrangement, if any, takes in at `index`, accepted by
  /// `call` at `position` in its list.
  @usableFromInline
  init(owner link: ArrangementLink?, index: Int, acceptedBy call: ArrangeCall, at position: Int) {
    storedOwner = link
    storedIndex = index
    storedLastAcceptance = (call, position)
  }

  // MARK: Internal

  /// The arrangement the view belongs to, or `nil` once it left it.
  @usableFromInline var owner: (any ViewArranging)? { storedOwner?.arrangement }
  /// The identity of ``owner``, compared without loading the weak reference.
  @usableFromInline var ownerID: ObjectIdentifier? { storedOwner?.id }
  /// Whether an arrangement holds the view: a view never arranged, or let go of, is free
  /// without a load of the weak reference.
  @usableFromInline var isOwned: Bool { storedOwner?.arrangement != nil }

  /// Makes the arrangement of `link` the view's, or none.
  @usableFromInline
  func setOwner(_ link: ArrangementLink?) { storedOwner = link }

  /// The arrangement the view fades out of, left out inside `animate` and still in its
  /// container until the fade ends: another arrangement that takes the view ends that fade
  /// first, so that it takes the app's own alpha.
  @usableFromInline var fadingOutOf: (any ViewArranging)? {
    get { storedFadingOutOf }
    set { storedFadingOutOf = newValue }
  }
  /// The view's index among its owner's entries.
  @usableFromInline var index: Int {
    get { storedIndex }
    set { storedIndex = newValue }
  }
  /// The last arrangement call that accepted the view, and the view's position in that call's
  /// list, so that a repeat in the same call is found without hashing every view.
  @usableFromInline var lastAcceptance: (call: ArrangeCall, index: Int) {
    get { storedLastAcceptance }
    set { storedLastAcceptance = newValue }
  }

  // MARK: Private

  private var storedOwner: ArrangementLink?
  private weak var storedFadingOutOf: (any ViewArranging)?
  private var storedIndex: Int
  private var storedLastAcceptance: (call: ArrangeCall, index: Int)
}

/// An arrangement as its views' memberships hold it: weakly, through one link that all of them
/// share, so that taking a view in forms no weak reference.
@MainActor
@usableFromInline
final class ArrangementLink {
  @usableFromInline
  init(_ arrangement: any ViewArranging) {
    self.arrangement = arrangement
    id = ObjectIdentifier(arrangement)
  }

  /// The arrangement, or `nil` once it is gone.
  @usableFromInline weak var arrangement: (any ViewArranging)?
  /// Its identity, which outlives it.
  @usableFromInline let id: ObjectIdentifier
}

/// An arrangement, as its views' memberships see it.
@MainActor
@usableFromInline
protocol ViewArranging: AnyObject {
  /// What its views' memberships hold it by.
  var link: ArrangementLink { get }

  /// Drops `view` without removing it from its container, as it joins another arrangement;
  /// a view that left and fades out of the container ends its fade, and leaves it.
  func relinquish(_ view: AnyObject)

  /// Tells the arrangement that `view`, an arranged container, has a new content size, or
  /// views that need another size across it, so that the sizes it measured for it are out of
  /// date; `across` when its views need another width across it, which only a measurement
  /// finds (no change of the container's frame tells).
  func arrangedContentDidChange(of view: AnyObject, across: Bool)

  /// The direction it stacks its views in.
  var stackingAxis: AutoStackAxis { get }
}

/// A number that tells one call of `arrange` from all the others.
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
