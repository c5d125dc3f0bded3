#if canImport(UIKit) || canImport(AppKit)
  #if canImport(UIKit)
    import UIKit
  #else
    import AppKit
  #endif

  /// Sticky sections, scrolling to a section and the current section of the Objective-C
  /// `AutoStackObserver`: the Swift observer's, in Objective-C's form. Unavailable in Swift,
  /// like the class.
  @available(swift, obsoleted: 1, message: "Use AutoStackObserver")
  extension AutoStackObserverObjC {
    // MARK: Sections

    /// Makes `subview` stick to the top of the visible area once scrolled past, until the next
    /// sticky subview pushes it up.
    ///
    ///     [stack setSticky:YES forSubview:tabs];
    @objc(setSticky:forSubview:)
    public func setSticky(_ isSticky: Bool, forSubview subview: AutoStackPlatformView) {
      observer.setSticky(isSticky, for: subview)
    }

    /// Whether `subview` is sticky.
    @objc(isSticky:)
    public func isSticky(_ subview: AutoStackPlatformView) -> Bool { observer.isSticky(subview) }

    /// Scrolls so that `subview` is at `position` in the visible area, the offset kept inside
    /// the content.
    ///
    ///     [stack scrollToSubview:reviews atPosition:AutoStackScrollPositionTop animated:YES];
    @objc(scrollToSubview:atPosition:animated:)
    public func scroll(
      toSubview subview: AutoStackPlatformView, at position: AutoStackScrollPositionObjC,
      animated: Bool
    ) {
      observer.scroll(to: subview, at: position.position, animated: animated)
    }

    /// The section the reader is in, or `nil` when nothing is arranged.
    @objc public var currentSection: AutoStackPlatformView? { observer.currentSection }

    /// Called with the new current section each time it changes.
    ///
    /// Setting it reports the current section at once. `nil` (the default) for none.
    ///
    ///     stack.onCurrentSectionChange = ^(UIView *section) { [tabBar selectSection:section]; };
    @objc public var onCurrentSectionChange: ((AutoStackPlatformView?) -> Void)? {
      get { observer.onCurrentSectionChange }
      set { observer.onCurrentSectionChange = newValue }
    }
  }
#endif
