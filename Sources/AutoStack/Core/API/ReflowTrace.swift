import Foundation

/// What one reflow was caused by and what it did, as `onReflow` reports it.
///
/// One trace covers the passes that one change runs: usually one, more when a view moved
/// itself during the reflow. AutoStack creates traces; an app only reads them.
///
///     engine.onReflow = { trace in print(trace.cause, trace.movedViewCount) }
///     header.frame.size.height += 120
///     // view(header, height 200 → 320), 4 views moved, 4 frames written
public struct AutoStackReflowTrace<View: AnyObject> {
  /// Why a reflow ran.
  public enum Cause {
    /// An arranged view changed, as the engine tells from where its last reflow left it.
    case view(View, AutoStackViewChange)
    /// The changes of a batch (`performBatch(_:)` or an animation).
    case batch
    /// The container's width changed; `old` is `nil` before the first reflow.
    case containerWidth(old: CGFloat?, new: CGFloat)
    /// `AutoStack.arrange(in:subviews:)` arranged the views.
    case arrange
    /// Anything else: the options, a custom spacing, the layout direction or
    /// `setNeedsReflow()`.
    case other
  }

  /// What caused the reflow.
  public internal(set) var cause: Cause
  /// The number of arranged views the reflow placed elsewhere than the reflow before left
  /// them, or placed for the first time.
  public internal(set) var movedViewCount: Int
  /// The number of frames the reflow wrote.
  public internal(set) var frameWriteCount: Int
  /// The number of passes the reflow ran.
  public internal(set) var passCount: Int
  /// The content height after the reflow.
  public internal(set) var contentHeight: CGFloat
  /// The content offset's y after the reflow, or `nil` for a container that does not scroll;
  /// scroll anchoring and the clamp move it (see `isScrollAnchoringEnabled`).
  public internal(set) var contentOffsetY: CGFloat?
}

/// How an arranged view changed since the last reflow placed it, as a trace's
/// ``AutoStackReflowTrace/Cause/view(_:_:)`` cause reports it.
public struct AutoStackViewChange: Equatable, Sendable {
  /// Creates a change from a view's height and `isHidden` before and now.
  package init(oldHeight: CGFloat?, newHeight: CGFloat, wasHidden: Bool?, isHidden: Bool) {
    self.oldHeight = oldHeight
    self.newHeight = newHeight
    self.wasHidden = wasHidden
    self.isHidden = isHidden
  }

  /// The height the last reflow left the view with, or `nil` if none placed it yet.
  public internal(set) var oldHeight: CGFloat?
  /// The view's height now.
  public internal(set) var newHeight: CGFloat
  /// Whether the view was hidden at the last reflow, or `nil` if none placed it yet.
  public internal(set) var wasHidden: Bool?
  /// Whether the view is hidden now.
  public internal(set) var isHidden: Bool
}
