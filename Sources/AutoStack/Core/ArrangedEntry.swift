import Foundation

/// One arranged view, with what the last pass saw and wrote for it.
///
/// Not generic over the view type: the engine's code runs unspecialized when another module
/// arranges its own view type, and there an entry of a generic type costs a metadata lookup
/// on every access.
@usableFromInline
struct ArrangedEntry {
  // MARK: Lifecycle

  @inlinable
  init(view: some Stackable, membership: AutoStackMembership) {
    unretainedView = Unmanaged.passUnretained(view)
    self.membership = membership
    id = ObjectIdentifier(view)
  }

  // MARK: Internal

  /// The view, or `nil` once it was deallocated.
  ///
  /// Unretained: the container owns its subviews, and an arrangement must not keep alive a
  /// view the app removed and dropped. It never dangles: the view's ``membership`` clears it
  /// as the view is deallocated (see ``AutoStackEngine/memberDidDeallocate(_:)``). A weak
  /// reference would give every view a side table, and every reference count of a view
  /// during a reflow the slow path.
  @inlinable var view: AnyObject? {
    get { unretainedView?.takeUnretainedValue() }
    set { unretainedView = newValue.map { Unmanaged.passUnretained($0) } }
  }
  /// The view's membership, which the view owns; valid while ``view`` is not `nil`.
  @usableFromInline unowned(unsafe) let membership: AutoStackMembership
  @usableFromInline let id: ObjectIdentifier
  /// The spacing after this view, replacing the uniform spacing.
  @usableFromInline var customSpacing: CGFloat?
  /// Where the last pass left the view; `nil` before the first pass.
  ///
  /// A value of its own, so that reading it does not copy the whole entry, as calling a
  /// method on the entry would.
  @usableFromInline var placement: Placement?
  /// The cursor after this view, where a pass that starts below it resumes.
  @usableFromInline var cursorAfter = StackCursor(next: 0, bottom: 0)
  /// The width the view kept when it was given another one (a control of fixed size), so
  /// that it is not given that width again while it would refuse it.
  @usableFromInline var refusedWidth: (asked: CGFloat, kept: CGFloat)?
  /// The autoresizing mask the view had when it joined, and the one AutoStack left it with,
  /// if AutoStack cleared its vertical flags.
  @usableFromInline var savedMask:
    (original: AutoStackAutoresizingMask, cleared: AutoStackAutoresizingMask)?

  /// The storage of ``view``.
  ///
  /// `Unmanaged`, not `unowned(unsafe) var view: AnyObject?`: in
  /// debug builds, an optional of a struct holding such a reference never reads as `nil`, so
  /// that iterating an array of entries never ends.
  @usableFromInline var unretainedView: Unmanaged<AnyObject>?

  /// The view, if it is still alive, as the type the engine arranges.
  @inlinable func view<View: Stackable>(as _: View.Type) -> View? {
    guard let view else { return nil }
    // An engine makes entries of its own view type only.
    return unsafeDowncast(view, to: View.self)
  }
}

/// A view's untransformed frame and `isHidden`, as it read back after a pass wrote it, or as
/// the pass found it in place.
@usableFromInline
struct Placement {
  /// How far, in points, a frame may read back from the value written and still be the same:
  /// a layer derives the frame from its center and bounds, so that a written `0.1 + 0.2` can
  /// come back in other last bits, while a real change of a fraction of a point is never
  /// ignored.
  @usableFromInline static let tolerance: CGFloat = 0.001

  @inlinable
  init(frame: CGRect, isHidden: Bool) {
    self.frame = frame
    self.isHidden = isHidden
  }

  @usableFromInline var frame: CGRect
  @usableFromInline var isHidden: Bool

  /// Whether a view with `frame` and `isHidden` still looks like this, so that a notification
  /// about it is an echo of AutoStack's own write or a change that moves nothing.
  @inlinable @inline(__always) func matches(_ current: CGRect, isHidden hidden: Bool) -> Bool {
    hidden == isHidden && current.isClose(to: frame)
  }
}
