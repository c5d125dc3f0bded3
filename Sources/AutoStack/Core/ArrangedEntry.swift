import Foundation

/// One arranged view, with what the last pass saw and wrote for it.
struct ArrangedEntry<View: Stackable> {
  // MARK: Lifecycle

  init(view: View, observation: (any ViewObservation)?) {
    self.view = view
    id = ObjectIdentifier(view)
    self.observation = observation
  }

  // MARK: Internal

  /// The view, or `nil` once it was deallocated: the container owns its subviews, and an
  /// arrangement keeps none alive.
  ///
  /// The next pass that reaches an entry without a view retires it.
  weak var view: View?
  /// The view's identity, kept to compare it while it lives.
  let id: ObjectIdentifier
  /// The host's observation of the view, ended when the view leaves.
  var observation: (any ViewObservation)?
  /// The spacing after this view, replacing the uniform spacing.
  var customSpacing: CGFloat?
  /// Where the last pass left the view; `nil` before the first pass.
  var placement: Placement?
  /// The cursor after this view, where a pass that starts below it resumes.
  var cursorAfter = StackCursor(next: 0, bottom: 0)
  /// The width the view kept when given another one (a control of fixed size), so that it is
  /// not given that width again while it would refuse it.
  var refusedWidth: (asked: CGFloat, kept: CGFloat)?
  /// The autoresizing mask the view had when it joined, and the one AutoStack left it with,
  /// if AutoStack cleared its vertical flags.
  var savedMask: (original: AutoStackAutoresizingMask, cleared: AutoStackAutoresizingMask)?
  /// How a fitting view is measured, and its measurements; `nil` for a fixed view.
  var fitting: FittingState?
}

/// A view's untransformed frame and `isHidden`, as it read back after a pass wrote it, or as
/// the pass found it in place.
struct Placement {
  /// How far, in points, a frame may read back from the value written and still be the same:
  /// a layer derives the frame from its center and bounds, so that a written `0.1 + 0.2` can
  /// come back in other last bits, while a real change of a fraction of a point is never
  /// ignored.
  static let tolerance: CGFloat = 0.001

  var frame: CGRect
  var isHidden: Bool

  /// Whether a view with `frame` and `isHidden` still looks like this, so that a notification
  /// about it is an echo of AutoStack's own write or a change that moves nothing.
  func matches(_ current: CGRect, isHidden hidden: Bool) -> Bool {
    hidden == isHidden && current.isClose(to: frame)
  }
}
