#if canImport(UIKit) || canImport(AppKit)
  #if canImport(UIKit)
    import UIKit
  #else
    import AppKit
  #endif

  extension AutoStack {
    /// Stacks `subviews` in `container` as ``arrange(in:subviews:spacing:insets:alignment:axis:)``
    /// does, each with `sizing`, measured and placed in one reflow.
    ///
    ///     AutoStack.arrange(in: scrollView, subviews: [title, body, buttons], sizing: .fitting)
    ///     // each measured at the scroll view's width, then stacked
    ///
    /// In a horizontal stack each subview is measured at the container's height less the top
    /// and bottom insets instead, and takes the width it returns.
    ///
    /// - Parameters:
    ///   - container: The view to stack in; a `UIScrollView` or any `UIView`.
    ///   - subviews: The subviews, top to bottom, or leading to trailing in a row.
    ///   - spacing: The space between consecutive visible subviews, or `nil` to keep the
    ///     current value.
    ///   - insets: The margins around the stack, or `nil` to keep the current value.
    ///   - alignment: The placement across the axis, or `nil` to keep the current value.
    ///   - axis: The direction the subviews stack in, or `nil` to keep the current value.
    ///   - sizing: The sizing of every subview (see ``AutoStackSizing``); change one later
    ///     with ``AutoStackObserver/setSizing(_:for:)``.
    /// - Returns: The container's observer.
    @MainActor
    @discardableResult
    public static func arrange(
      in container: AutoStackPlatformView, subviews: [AutoStackPlatformView],
      spacing: CGFloat? = nil,
      insets: AutoStackPlatformEdgeInsets? = nil, alignment: AutoStackAlignment? = nil,
      axis: AutoStackAxis? = nil, sizing: AutoStackSizing
    ) -> AutoStackObserver {
      let observer = container.autoStackObserverCreatingIfNeeded
      observer.performBatch {
        observer.arrange(
          subviews, spacing: spacing, insets: insets, alignment: alignment, axis: axis)
        // The subviews arranged: without the container and repeats, skipped.
        for view in observer.arrangedSubviews { observer.setSizing(sizing, for: view) }
      }
      return observer
    }
  }
#endif
