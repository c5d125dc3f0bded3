import Foundation

extension AutoStackEngine {
  // MARK: Tracing Reflows

  /// Called after each reflow with what caused it and what it did, to find out why a page
  /// moved.
  ///
  /// The cause is the view that changed, with its height and `isHidden` before (as the last
  /// reflow placed it) and now, or a batch, a new container width, an arrangement, or
  /// another change; the effect is the number of views moved and frames written, the new
  /// content height and the offset after anchoring and the clamp.
  ///
  ///     engine.onReflow = { trace in
  ///       if case .view(let view, let change) = trace.cause {
  ///         print(view, change.oldHeight ?? 0, "→", change.newHeight, trace.movedViewCount)
  ///       }
  ///     }
  ///
  /// While it is set, each reflow also compares every view's position with the one before,
  /// which costs one look per arranged view. The default value is `nil`.
  public var onReflow: ((AutoStackReflowTrace<View>) -> Void)? {
    get { viewport.reflowHandler as? (AutoStackReflowTrace<View>) -> Void }
    set { viewport.reflowHandler = newValue }
  }
}
