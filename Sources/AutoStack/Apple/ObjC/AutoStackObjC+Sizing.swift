#if canImport(UIKit) || canImport(AppKit)
  #if canImport(UIKit)
    import UIKit
  #else
    import AppKit
  #endif

  /// Arranging with a sizing, for Objective-C. Unavailable in Swift, like the class.
  @available(swift, obsoleted: 1, message: "Use AutoStack.arrange(in:subviews:sizing:)")
  extension AutoStackObjC {
    /// Stacks `subviews` in `container` as `+arrangeSubviews:inContainer:` does, each with
    /// `sizing`, measured and placed in one reflow.
    ///
    ///     [AutoStack arrangeSubviews:@[ self.titleLabel, self.bodyLabel ]
    ///                    inContainer:self.scrollView
    ///                         sizing:AutoStackSizingFitting];
    ///
    /// - Parameters:
    ///   - subviews: The subviews, top to bottom.
    ///   - container: The view to stack in; a `UIScrollView` or any `UIView`. `nil` does
    ///     nothing.
    ///   - sizing: The sizing of every subview.
    /// - Returns: The container's observer; `nil` when `container` is `nil`.
    @objc(arrangeSubviews:inContainer:sizing:)
    @discardableResult
    public static func arrange(
      _ subviews: [AutoStackPlatformView], in container: AutoStackPlatformView?,
      sizing: AutoStackSizingObjC
    ) -> AutoStackObserverObjC? {
      guard let container = nonNil(container) else { return nil }
      return AutoStackObserverObjC.wrapping(
        AutoStack.arrange(in: container, subviews: subviews, sizing: sizing.sizing),
        of: container)
    }
  }
#endif
