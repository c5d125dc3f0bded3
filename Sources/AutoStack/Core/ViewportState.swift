import Foundation

/// What the engine keeps about the visible area: scroll anchoring, the deferred clamp of the
/// offset, visibility and the reflow trace.
///
/// Not generic over the view type, as ``ArrangedEntry`` is not: the engine reads it on every
/// reflow, where a generic type costs a metadata lookup per access when the engine runs
/// unspecialized.
struct ViewportState {
  /// The view the offset follows through a reflow, and its top before it.
  struct Anchor {
    weak var view: AnyObject?
    var y: CGFloat
  }

  /// Why a reflow ran, as ``AutoStackReflowTrace/Cause`` says it, with the view untyped.
  enum Cause {
    case view(AnyObject, AutoStackViewChange)
    case batch
    case containerWidth(old: CGFloat?, new: CGFloat)
    case arrange
    case other
  }

  /// What a reflow is compared with once it ends: taken when the outermost batch opens, or
  /// when the reflow starts outside a batch.
  struct Capture {
    var anchor: Anchor?
    /// Whether it was taken when a batch opened: then the reflow's cause is the batch.
    var isBatch: Bool
    /// The trace's: the cause, if known, the positions of the views by identity, and the
    /// engine's counts.
    var cause: Cause?
    var origins: [ObjectIdentifier: CGPoint]?
    var frameWrites = 0
    var reflows = 0
  }

  var isAnchoringEnabled = false {
    didSet { capture = nil }
  }
  /// The app's trace handler, an `(AutoStackReflowTrace<View>) -> Void`, as it gave it.
  var reflowHandler: Any? {
    didSet {
      isTracing = reflowHandler != nil
      capture = nil
    }
  }
  /// Whether ``reflowHandler`` is set: a flag that a reflow reads without copying it.
  private(set) var isTracing = false
  /// Whether a reflow takes a ``Capture``: it anchors or it is traced.
  var capturesReflows: Bool { isAnchoringEnabled || isTracing }
  /// Whether the offset may be past the end of the content.
  ///
  /// So it may once the container changed (a scroll, a new size or new insets), the content
  /// shrank, or while the clamp waits for the end of a scroll. A reflow reads the host's
  /// offset only then, or to anchor.
  var mayBePastEnd = true
  /// The content height the last reflow left, to tell that the content shrank.
  var checkedContentHeight: CGFloat?
  /// The app's visibility handler, a `(View, Bool) -> Void`, as it gave it, for its getter.
  var visibilityHandler: Any?
  /// The same handler, called with views of the engine's type.
  var onVisibilityChange: ((AnyObject, Bool) -> Void)? {
    didSet { isWatchingVisibility = onVisibilityChange != nil }
  }
  /// Whether ``onVisibilityChange`` is set: a flag that a reflow reads without copying it.
  private(set) var isWatchingVisibility = false
  var tracker = VisibilityTracker()
  var capture: Capture?
  /// The cause noted by the change that is about to reflow, outside a batch.
  var pendingCause: Cause?
  /// Whether the offset is past the end of the content and waits for the scroll to end.
  var isClampDeferred = false
  /// Set while the engine moves the offset, whose own notification is then ignored.
  var isSettingOffset = false
  /// Whether a negative custom spacing was ever set: positions may then decrease down the
  /// stack, and visibility walks every view.
  var mayOverlap = false
  /// Whether visibility must be looked at again: a scroll inside a batch or a pass, or a
  /// change while the handler runs.
  var needsVisibilityUpdate = false
  var isDeliveringVisibility = false
}
