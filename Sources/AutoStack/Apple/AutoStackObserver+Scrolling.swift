#if canImport(UIKit) || canImport(AppKit)
  #if canImport(UIKit)
    import UIKit
  #else
    import AppKit
  #endif

  extension AutoStackObserver {
    // MARK: Scrolling

    /// Whether a scroll view keeps its first visible subview where it is on screen when the
    /// subviews above it change, as browsers do (CSS `overflow-anchor`).
    ///
    /// When the reader has scrolled past the top, the first subview that is not hidden, is
    /// higher than 0 and whose bottom is below the top of the visible area is the anchor:
    /// after the reflow the content offset moves by exactly how far the anchor's top moved,
    /// never above the top. If the anchor is hidden, or leaves the arrangement, in the change,
    /// the offset follows instead the next subview that qualified too, is not sticky, and is
    /// still arranged and not hidden; with none, it does not move for the anchor. Inside
    /// ``animate(withDuration:_:completion:)`` the offset animates with the frames, without a
    /// jump.
    ///
    ///     stack.isScrollAnchoringEnabled = true
    ///     header.frame.size.height += 120  // the image loaded: the comments stay put
    ///
    /// The default value is `false`: the subviews below a change move on screen. Whatever
    /// its value, a reflow that shrinks the content under the offset lowers the offset to the
    /// end of the content, once the user's drag and deceleration end; an offset pulled above
    /// the top (pull to refresh) is left alone.
    public var isScrollAnchoringEnabled: Bool {
      get { engine.isScrollAnchoringEnabled }
      set { engine.isScrollAnchoringEnabled = newValue }
    }

    /// Called when an arranged subview becomes visible (`true`) and when it stops being
    /// visible (`false`): for impressions, analytics, videos and lazy images.
    ///
    /// A subview is visible when it is arranged, not hidden, higher than 0 and overlaps the
    /// scroll view's bounds less its adjusted content insets by more than 0.001 point, or by
    /// at least ``visibilityThreshold`` of its height: one that ends where the visible area
    /// starts is not visible, whatever last bits its frame reads back in. A plain container
    /// shows all its content.
    /// A container out of its window shows nothing.
    ///
    ///     stack.visibilityThreshold = 0.5
    ///     stack.onVisibilityChange = { view, isVisible in
    ///       if isVisible { analytics.logImpression(of: view) }
    ///     }
    ///
    /// Setting a handler when there was none reports the subviews visible then. Events come
    /// after each scroll and reflow, once per change and net: first the subviews that
    /// disappeared, top to bottom, then those that appeared. The window is reported by the
    /// hidden subview that arranging adds to the container. The default value is
    /// `nil`.
    public var onVisibilityChange: ((_ view: AutoStackPlatformView, _ isVisible: Bool) -> Void)? {
      get { engine.onVisibilityChange }
      set { engine.onVisibilityChange = newValue }
    }

    /// The fraction of its height by which a subview must overlap the visible area to be
    /// visible, from `0` (any overlap) to `1`.
    ///
    /// The default value is `0`. Ad impressions usually need `0.5`.
    public var visibilityThreshold: CGFloat {
      get { engine.visibilityThreshold }
      set { engine.visibilityThreshold = newValue }
    }

    /// The arranged subviews visible at the last scroll or reflow, top to bottom, while
    /// ``onVisibilityChange`` is set.
    public var visibleSubviews: [AutoStackPlatformView] { engine.visibleViews }

    /// Called after each reflow with its cause (a subview and its old and new height or
    /// hidden state, a batch, a width change, an arrangement) and its effect (subviews moved,
    /// frames written, the content height and offset), to find out why a page moved.
    ///
    ///     stack.onReflow = { trace in print(trace.cause, trace.movedViewCount) }
    ///
    /// The default value is `nil`.
    public var onReflow: ((AutoStackReflowTrace<AutoStackPlatformView>) -> Void)? {
      get { engine.onReflow }
      set { engine.onReflow = newValue }
    }
  }
#endif
