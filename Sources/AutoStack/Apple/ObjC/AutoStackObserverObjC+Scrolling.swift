#if canImport(UIKit) || canImport(AppKit)
  #if canImport(UIKit)
    import UIKit
  #else
    import AppKit
  #endif

  /// Scroll anchoring and visibility of the Objective-C `AutoStackObserver`: the Swift
  /// observer's, in Objective-C's form. Unavailable in Swift, like the class.
  @available(swift, obsoleted: 1, message: "Use AutoStackObserver")
  extension AutoStackObserverObjC {
    // MARK: Scrolling

    /// Whether a scroll view keeps its first visible subview where it is on screen when the
    /// subviews above it change.
    ///
    /// The default value is `NO`. After every reflow the content offset is kept inside the
    /// content either way, once the user's scroll ends.
    ///
    /// Swift's `isScrollAnchoringEnabled`, named as Cocoa names a Boolean property: the
    /// getter is `isScrollAnchoringEnabled`, the setter `setScrollAnchoringEnabled:`.
    ///
    ///     stack.scrollAnchoringEnabled = YES;
    @objc public var scrollAnchoringEnabled: Bool {
      @objc(isScrollAnchoringEnabled) get { observer.isScrollAnchoringEnabled }
      set { observer.isScrollAnchoringEnabled = newValue }
    }

    /// Called when an arranged subview becomes visible (`YES`) and when it stops being
    /// visible (`NO`).
    ///
    /// Setting a block when there was none reports the subviews visible then; `nil` stops.
    ///
    ///     stack.onVisibilityChange = ^(UIView *view, BOOL isVisible) {
    ///       if (isVisible) { [analytics logImpressionOfView:view]; }
    ///     };
    @objc public var onVisibilityChange: ((AutoStackPlatformView, Bool) -> Void)? {
      get { observer.onVisibilityChange }
      set { observer.onVisibilityChange = newValue }
    }

    /// The fraction of its height by which a subview must overlap the visible area to be
    /// visible, from `0` (any overlap, the default) to `1`.
    @objc public var visibilityThreshold: CGFloat {
      get { observer.visibilityThreshold }
      set { observer.visibilityThreshold = newValue }
    }

    /// The arranged subviews visible at the last scroll or reflow, top to bottom, while
    /// `onVisibilityChange` is set.
    @objc public var visibleSubviews: [AutoStackPlatformView] { observer.visibleSubviews }

    /// Called after each reflow with what caused it and what it did; `nil` (the default) for
    /// none.
    ///
    ///     stack.onReflow = ^(AutoStackReflowTrace *trace) { NSLog(@"%@", trace); };
    @objc public var onReflow: ((AutoStackReflowTraceObjC) -> Void)? {
      get { reflowHandler }
      set {
        reflowHandler = newValue
        observer.onReflow = newValue.map { handler in { handler(AutoStackReflowTraceObjC($0)) } }
      }
    }
  }
#endif
