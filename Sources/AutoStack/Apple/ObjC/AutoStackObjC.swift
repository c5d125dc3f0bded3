#if canImport(UIKit) || canImport(AppKit)
  #if canImport(UIKit)
    import UIKit
  #else
    import AppKit
  #endif

  /// AutoStack's entry points for Objective-C: the class `AutoStack`.
  ///
  /// Class methods that call the Swift type methods of `AutoStack` and return the container's
  /// Objective-C `AutoStackObserver`. Each takes its container as `nullable`: a `nil` one (an
  /// outlet not loaded yet) does nothing and returns `nil`, and debug builds print it.
  ///
  ///     @import AutoStack;
  ///
  ///     AutoStackObserver *stack =
  ///         [AutoStack arrangeSubviews:@[ header, name, ad, desc, comments ]
  ///                        inContainer:self.scrollView];
  ///     ad.hidden = YES;  // desc and comments move up, contentSize shrinks
  ///
  /// `+superview:subviews:` has the shape of AASubviews' one method, so that replacing the
  /// class name migrates a call: `[AutoStack superview:self.scrollView subviews:subviews]`.
  /// It does what `+arrangeSubviews:inContainer:` does.
  ///
  /// In Objective-C++ (`.mm` files), `@import AutoStack;` needs C++ modules too
  /// (`-fcxx-modules`, which Xcode does not set); without them, import the header that Xcode
  /// generates for the package instead, after UIKit's:
  ///
  ///     #import <UIKit/UIKit.h>
  ///     #import "AutoStack-Swift.h"
  ///
  /// Main actor only (`@MainActor`), like the `NS_SWIFT_UI_ACTOR` classes of UIKit and AppKit: call it on the
  /// main thread only, which the header cannot say, since Swift prints no actor attribute into
  /// it.
  ///
  /// Unavailable in Swift, like every Objective-C form of the API: Swift code calls
  /// `AutoStack.arrange(in:subviews:spacing:insets:alignment:axis:)`.
  @_documentation(visibility: internal)
  @available(swift, obsoleted: 1, message: "Use AutoStack.arrange(in:subviews:)")
  @MainActor
  @objc(AutoStack)
  public final class AutoStackObjC: NSObject {
    // MARK: Lifecycle

    /// Not created: every entry point is a class method.
    private override init() {}

    // MARK: Public

    /// Stacks `subviews` top to bottom in `container` and keeps them stacked, with the
    /// container's current spacing, insets and alignment.
    ///
    /// Subviews not yet in `container` are added. From then on, a change of a subview's
    /// height, position or `hidden` reflows the subviews below it, and a scroll view gets its
    /// `contentSize` set (any other container, its frame height). A new arrangement has no
    /// spacing, no insets and fills the width. Calling it again for the same container
    /// re-arranges: subviews that stay are not removed and re-added, subviews left out leave
    /// the container.
    ///
    /// - Parameters:
    ///   - subviews: The subviews, top to bottom. Repeats and `container` itself are skipped
    ///     and reported to the observer's `diagnosticHandler`.
    ///   - container: The view to stack in; a `UIScrollView` or any `UIView`. `nil` (an outlet
    ///     not loaded yet, say) does nothing; debug builds print
    ///     `AutoStackDiagnosticKindNilContainer`.
    /// - Returns: The container's observer, for options, batches, animations and custom
    ///   spacing; `nil` when `container` is `nil`.
    @objc(arrangeSubviews:inContainer:)
    @discardableResult
    public static func arrange(
      _ subviews: [AutoStackPlatformView], in container: AutoStackPlatformView?
    )
      -> AutoStackObserverObjC?
    {
      guard let container = nonNil(container) else { return nil }
      return AutoStackObserverObjC.wrapping(
        AutoStack.arrange(in: container, subviews: subviews), of: container)
    }

    /// Stacks `subviews` top to bottom in `container` with this spacing, insets and
    /// alignment, and keeps them stacked.
    ///
    /// What `+arrangeSubviews:inContainer:` does, with all three options set.
    ///
    /// - Parameters:
    ///   - subviews: The subviews, top to bottom.
    ///   - container: The view to stack in; a `UIScrollView` or any `UIView`. `nil` does
    ///     nothing.
    ///   - spacing: The space between consecutive visible subviews.
    ///   - insets: The margins around the stack.
    ///   - alignment: The placement across the axis: horizontal in a vertical stack.
    /// - Returns: The container's observer; `nil` when `container` is `nil`.
    @objc(arrangeSubviews:inContainer:spacing:insets:alignment:)
    @discardableResult
    public static func arrange(
      _ subviews: [AutoStackPlatformView], in container: AutoStackPlatformView?, spacing: CGFloat,
      insets: AutoStackPlatformEdgeInsets,
      alignment: AutoStackAlignmentObjC
    ) -> AutoStackObserverObjC? {
      guard let container = nonNil(container) else { return nil }
      return AutoStackObserverObjC.wrapping(
        AutoStack.arrange(
          in: container, subviews: subviews, spacing: spacing, insets: insets,
          alignment: alignment.alignment),
        of: container)
    }

    /// Stacks `subviews` along `axis` in `container` with this spacing, insets and
    /// alignment, and keeps them stacked.
    ///
    /// What `+arrangeSubviews:inContainer:spacing:insets:alignment:` does, along either axis,
    /// as `UIStackView.axis`: `AutoStackAxisHorizontal` stacks them leading to trailing (right
    /// to left in a right-to-left container). A horizontal scroll view gets the content's
    /// `contentSize.width` and a `contentSize.height` of its bounds height less its top and
    /// bottom adjusted content insets; any other container gets its frame width. Main thread
    /// only.
    ///
    ///     [AutoStack arrangeSubviews:photos
    ///                    inContainer:self.photoStrip
    ///                        spacing:8
    ///                         insets:UIEdgeInsetsMake(0, 16, 0, 16)
    ///                      alignment:AutoStackAlignmentCenter
    ///                           axis:AutoStackAxisHorizontal];
    ///
    /// - Parameters:
    ///   - subviews: The subviews, leading to trailing, or top to bottom.
    ///   - container: The view to stack in; a `UIScrollView` or any `UIView`. `nil` does
    ///     nothing.
    ///   - spacing: The space between consecutive visible subviews.
    ///   - insets: The margins around the stack, absolute as `UIEdgeInsets` are: in a row,
    ///     `left` and `right` are the margins along it, and a right-to-left row starts
    ///     `right` points from the content's right edge.
    ///   - alignment: The placement across the axis: in a row, `AutoStackAlignmentLeading`
    ///     is the top.
    ///   - axis: The direction the subviews stack in.
    /// - Returns: The container's observer; `nil` when `container` is `nil`.
    @objc(arrangeSubviews:inContainer:spacing:insets:alignment:axis:)
    @discardableResult
    public static func arrange(
      _ subviews: [AutoStackPlatformView], in container: AutoStackPlatformView?, spacing: CGFloat,
      insets: AutoStackPlatformEdgeInsets,
      alignment: AutoStackAlignmentObjC, axis: AutoStackAxisObjC
    ) -> AutoStackObserverObjC? {
      guard let container = nonNil(container) else { return nil }
      return AutoStackObserverObjC.wrapping(
        AutoStack.arrange(
          in: container, subviews: subviews, spacing: spacing, insets: insets,
          alignment: alignment.alignment, axis: axis.axis),
        of: container)
    }

    /// AASubviews' call, `+[AASubviews superview:subviews:]`, done by AutoStack.
    ///
    /// Replacing `AASubviews` with `AutoStack` in a call migrates it; it does what
    /// `+arrangeSubviews:inContainer:` does. With the default options the layout is
    /// AASubviews', but for `x`, which is set to `0`; what else AutoStack does differently is in
    /// the article *Migrating from AASubviews*. Like AASubviews' call, it returns nothing, and
    /// with a `nil` superview it does nothing:
    ///
    ///     // The outlet is nil until the view loads: no arrangement, no error.
    ///     [AutoStack superview:self.footerScrollView subviews:footerSections];
    ///
    /// - Parameters:
    ///   - superview: The view to stack in; a `UIScrollView` or any `UIView`. `nil` does
    ///     nothing; debug builds print `AutoStackDiagnosticKindNilContainer`.
    ///   - subviews: The subviews, top to bottom.
    @objc(superview:subviews:)
    public static func superview(
      _ superview: AutoStackPlatformView?, subviews: [AutoStackPlatformView]
    ) {
      guard let superview = nonNil(superview) else { return }
      AutoStack.arrange(in: superview, subviews: subviews)
    }

    /// The observer of `container`, or `nil` if it was never arranged or is `nil`.
    ///
    /// It is the one the first arrangement of `container` returned, also after a stop.
    @objc(observerForContainer:)
    public static func observer(for container: AutoStackPlatformView?) -> AutoStackObserverObjC? {
      guard let container = nonNil(container) else { return nil }
      return AutoStack.observer(of: container).map {
        AutoStackObserverObjC.wrapping($0, of: container)
      }
    }

    /// Ends the arrangement of `container`, leaving its subviews where they are.
    ///
    /// The subviews stay in `container` with their frames, and are no longer observed. Does
    /// nothing if `container` was never arranged, or is `nil`.
    @objc(stopInContainer:)
    public static func stop(in container: AutoStackPlatformView?) {
      guard let container = nonNil(container) else { return }
      AutoStack.stop(in: container)
    }

    // MARK: Internal

    /// `container`, or `nil` reported as ``AutoStackDiagnostic/nilContainer``.
    ///
    /// Every entry point takes its container as `nullable`: Objective-C passes a `nil` outlet
    /// to a `nonnull` parameter without a diagnostic, and the call must then do nothing.
    static func nonNil(_ container: AutoStackPlatformView?) -> AutoStackPlatformView? {
      if container == nil { AutoStackObserver.printInDebugBuilds(.nilContainer) }
      return container
    }
  }
#endif
