#if canImport(UIKit) || canImport(AppKit)
  #if canImport(UIKit)
    import UIKit
  #else
    import AppKit
  #endif

  extension AutoStack {
    /// Stacks `subviews` top to bottom (or, with `axis: .horizontal`, leading to trailing) in
    /// `container` and keeps them stacked.
    ///
    /// Subviews not yet in `container` are added. From then on, a change of a subview's
    /// height (in a row, its width) or position (observed through its `frame`, `bounds` and
    /// `center`, so a `sizeToFit()` counts too) or of its `isHidden` reflows the subviews
    /// after it. A change of the container's width (in a row, its height: its `bounds` or
    /// `frame`, its safe area, or a scroll view's `contentInset` or
    /// `contentInsetAdjustmentBehavior`) or of its layout direction (its
    /// `semanticContentAttribute` or its trait layout direction) reflows them all;
    /// ``AutoStackObserver/setNeedsReflow()`` lists what is not observed. Subviews are placed
    /// by their untransformed box, so a `transform` on one moves no other.
    ///
    /// The container gets one more subview, hidden, over its visible bounds and behind the
    /// others, which reports its window, its safe area and, before iOS 17, its trait layout
    /// direction; it is never arranged, takes no touches, is hidden from VoiceOver, and leaves
    /// at ``stop(in:)``. A scroll view's new size (a rotation) reflows in the layout pass that
    /// brings its new safe area, once, with both.
    ///
    /// A `UIScrollView` gets its `contentSize` set, as wide as its bounds less its adjusted
    /// left and right content insets. A container positioned by Auto Layout
    /// (`translatesAutoresizingMaskIntoConstraints` is `false`) gets a height constraint of
    /// priority 999, identified as `AutoStack.contentHeight`; any other container gets its
    /// frame height set to the content height. A row (`axis: .horizontal`) swaps width and
    /// height: a scroll view gets the content's `contentSize.width` and a `contentSize.height`
    /// of its bounds height less its top and bottom adjusted content insets; an Auto Layout
    /// container a width constraint, `AutoStack.contentWidth`; any other container its frame
    /// width, keeping its height.
    ///
    ///     // heights: header 200, name 110, ad 70, desc 150, comments 240
    ///     AutoStack.arrange(in: scrollView, subviews: [header, name, ad, desc, comments])
    ///     // y: 0, 200, 310, 380, 530; contentSize.height: 770
    ///     ad.isHidden = true
    ///     // y of desc and comments: 310, 460; contentSize.height: 700
    ///
    /// Calling it again for the same container re-arranges: subviews that stay are not
    /// removed and re-added, subviews left out are removed from the container, and only the
    /// options given change. Subviews of the container that are not arranged, such as scroll
    /// indicators, are never touched.
    ///
    /// - Parameters:
    ///   - container: The view to stack in; a `UIScrollView` or any `UIView`.
    ///   - subviews: The subviews, top to bottom, or leading to trailing in a row. Repeats and
    ///     `container` itself are skipped and reported (see ``AutoStackDiagnostic``).
    ///   - spacing: The space between consecutive visible subviews, or `nil` to keep the
    ///     current value. A new arrangement starts at `0`.
    ///   - insets: The margins around the stack, or `nil` to keep the current value. A new
    ///     arrangement starts at `.zero`. They are absolute, as `UIEdgeInsets` are: in a row,
    ///     `left` and `right` are the margins along it, and in a right-to-left row the first
    ///     subview sits `right` points from the content's right edge.
    ///   - alignment: The placement across the axis, or `nil` to keep the current value. A
    ///     new arrangement starts at ``AutoStackAlignment/fill``. In a row it is vertical, as
    ///     in `UIStackView`: ``AutoStackAlignment/leading`` is the top.
    ///   - axis: The direction the subviews stack in, as `UIStackView.axis`, or `nil` to keep
    ///     the current value. A new arrangement starts at ``AutoStackAxis/vertical``; a new
    ///     axis lays out every subview again.
    /// - Returns: The container's observer, for batches, animations and custom spacing.
    /// - Complexity: O(*n*), where *n* is the number of subviews before and after.
    @MainActor
    @discardableResult
    public static func arrange(
      in container: AutoStackPlatformView, subviews: [AutoStackPlatformView],
      spacing: CGFloat? = nil,
      insets: AutoStackPlatformEdgeInsets? = nil, alignment: AutoStackAlignment? = nil,
      axis: AutoStackAxis? = nil
    ) -> AutoStackObserver {
      let observer = container.autoStackObserverCreatingIfNeeded
      observer.arrange(
        subviews, spacing: spacing, insets: insets, alignment: alignment, axis: axis)
      return observer
    }

    /// The observer of `container`, if it was ever arranged.
    ///
    /// - Parameter container: A view that may have been given to
    ///   ``arrange(in:subviews:spacing:insets:alignment:axis:)``.
    /// - Returns: The observer that the first arrangement of `container` created, also after
    ///   ``stop(in:)``; `nil` if `container` was never arranged.
    @MainActor
    public static func observer(of container: AutoStackPlatformView) -> AutoStackObserver? {
      container.autoStackObserver
    }

    /// Ends the arrangement of `container`, leaving its subviews where they are.
    ///
    /// The subviews stay in `container` with their frames, and are no longer observed. A
    /// container positioned by Auto Layout loses the height (in a row, width) constraint the
    /// arrangement gave it. Does nothing if `container` was never arranged.
    ///
    /// - Parameter container: An arranged container.
    @MainActor
    public static func stop(in container: AutoStackPlatformView) {
      container.autoStackObserver?.stop()
    }
  }
#endif
