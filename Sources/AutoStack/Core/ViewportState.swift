import Foundation

/// What the engine keeps about the visible area: scroll anchoring, the deferred clamp of the
/// offset, visibility and the reflow trace.
struct ViewportState<View: AnyObject> {
  /// The view the offset follows through a reflow, and its top before it.
  struct Anchor {
    weak var view: View?
    var y: CGFloat
  }

  /// What a reflow is compared with once it ends: taken when the outermost batch opens, or
  /// when the reflow starts outside a batch.
  struct Capture {
    var anchor: Anchor?
    /// Whether it was taken when a batch opened: then the reflow's cause is the batch.
    var isBatch: Bool
    /// The trace's: the cause, if known, the positions of the views by identity, and the
    /// engine's counts.
    var cause: AutoStackReflowTrace<View>.Cause?
    var origins: [ObjectIdentifier: CGPoint]?
    var frameWrites = 0
    var reflows = 0
  }

  var isAnchoringEnabled = false
  var onReflow: ((AutoStackReflowTrace<View>) -> Void)?
  var onVisibilityChange: ((View, Bool) -> Void)?
  var tracker = VisibilityTracker()
  var capture: Capture?
  /// The cause noted by the change that is about to reflow, outside a batch.
  var pendingCause: AutoStackReflowTrace<View>.Cause?
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
