import Foundation

/// One arranged view, with what the last pass saw and wrote for it.
@usableFromInline
struct ArrangedEntry<View: Stackable> {
  // MARK: Lifecycle

  @inlinable
  init(view: View, observation: (any ViewObservation)?, savedMask: SavedMask? = nil) {
    objects = Objects(view: view, observation: observation)
    id = ObjectIdentifier(view)
    self.savedMask = savedMask
  }

  // MARK: Internal

  /// The references an entry holds, apart from its plain values.
  ///
  /// Kept together in one field: Swift's optimizer copies a new entry into its array, with a
  /// retain and a release of each reference, when its references are separate fields.
  @usableFromInline
  struct Objects {
    @usableFromInline var view: View?
    @usableFromInline var observation: (any ViewObservation)?
    @usableFromInline var fitting: FittingState?

    @inlinable
    init(view: View, observation: (any ViewObservation)?) {
      self.view = view
      self.observation = observation
      fitting = nil
    }
  }

  @usableFromInline
  var objects: Objects
  /// The view, held while it is arranged, as `UIStackView` holds its arranged subviews; `nil`
  /// once the entry is retired.
  @inlinable
  var view: View? {
    get { objects.view }
    set { objects.view = newValue }
  }
  /// The view's identity, kept to compare it while it lives.
  @usableFromInline
  let id: ObjectIdentifier
  /// The host's observation of the view, ended when the view leaves.
  @inlinable
  var observation: (any ViewObservation)? {
    get { objects.observation }
    set { objects.observation = newValue }
  }
  /// The spacing after this view, replacing the uniform spacing.
  @usableFromInline
  var customSpacing: CGFloat?
  /// Where the last pass left the view; `nil` before the first pass.
  @usableFromInline
  var placement: Placement?
  /// The cursor after this view, where a pass that starts below it resumes.
  @usableFromInline
  var cursorAfter = StackCursor(next: 0, bottom: 0)
  /// The width the view kept when given another one (a control of fixed size), so that it is
  /// not given that width again while it would refuse it.
  @usableFromInline
  var refusedWidth: (asked: CGFloat, kept: CGFloat)?
  /// The autoresizing mask the view had when it joined, and the one AutoStack left it with,
  /// if AutoStack cleared its flags along the axis.
  @usableFromInline
  var savedMask: SavedMask?
  /// How a fitting view is measured, and its measurements; `nil` for a fixed view.
  @inlinable
  var fitting: FittingState? {
    get { objects.fitting }
    set { objects.fitting = newValue }
  }
  /// Whether the view is fading out of sight: hidden for the layout, though ``SectionTransitions``
  /// keeps it on screen until its fade ends.
  @usableFromInline
  var isHiding = false
  /// Whether the last pass that reached the view found it positioned by Auto Layout, which
  /// keeps its frame: it is then never written, nor pinned as a sticky view.
  @usableFromInline
  var isUnderAutoLayout = false
  /// Whether the view was reported as positioned by Auto Layout: once while it is arranged.
  @usableFromInline
  var reportedAutoLayout = false

  /// The autoresizing mask a view had when it joined, and the one AutoStack left it with.
  @usableFromInline
  typealias SavedMask = (original: AutoStackAutoresizingMask, cleared: AutoStackAutoresizingMask)

  /// Ends the entry, whose view is gone or left the container: it stays in place, without a
  /// view, until the arrangement removes the retired entries, so that a pass that finds many
  /// views gone rebuilds the indices once.
  @inlinable
  mutating func retire() {
    view = nil
    observation = nil
  }

  /// Records where a pass left the view, and the cursor after it.
  @inlinable
  mutating func record(_ placement: Placement?, cursorAfter: StackCursor) {
    self.placement = placement
    self.cursorAfter = cursorAfter
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
  @usableFromInline
  static let tolerance: CGFloat = 0.001

  @usableFromInline
  var frame: CGRect
  @usableFromInline
  var isHidden: Bool

  @inlinable
  init(frame: CGRect, isHidden: Bool) {
    self.frame = frame
    self.isHidden = isHidden
  }

  /// Whether a view with `frame` and `isHidden` still looks like this, so that a notification
  /// about it is an echo of AutoStack's own write or a change that moves nothing.
  @inlinable
  func matches(_ current: CGRect, isHidden hidden: Bool) -> Bool {
    hidden == isHidden && current.isClose(to: frame)
  }
}
