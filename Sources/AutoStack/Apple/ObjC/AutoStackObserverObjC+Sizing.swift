#if canImport(UIKit) || canImport(AppKit)
  #if canImport(UIKit)
    import UIKit
  #else
    import AppKit
  #endif

  /// The sizing of the Objective-C `AutoStackObserver`: the Swift observer's, in Objective-C's
  /// form. Unavailable in Swift, like the class.
  @available(swift, obsoleted: 1, message: "Use AutoStackObserver")
  extension AutoStackObserverObjC {
    // MARK: Sizing Subviews

    /// Sets how `view` gets its height: fixed, or measured at the width the stack gives it.
    ///
    ///     [stack setSizing:AutoStackSizingFitting forView:self.descriptionLabel];
    ///
    /// A view that is not arranged is reported as `AutoStackDiagnosticKindSizingOfUnarrangedView`.
    @objc(setSizing:forView:)
    public func setSizing(_ sizing: AutoStackSizingObjC, for view: AutoStackPlatformView) {
      observer.setSizing(sizing.sizing, for: view)
    }

    /// The sizing of `view`: `AutoStackSizingFixed` unless it was set, or if `view` is not
    /// arranged.
    @objc(sizingForView:)
    public func sizing(for view: AutoStackPlatformView) -> AutoStackSizingObjC {
      AutoStackSizingObjC(observer.sizing(for: view))
    }

    /// Measures `view` again and reflows, after a change of its content, as
    /// `invalidateIntrinsicContentSize` does for Auto Layout.
    ///
    ///     self.descriptionLabel.numberOfLines = 0;
    ///     [stack invalidateSizeOfView:self.descriptionLabel];
    ///
    /// Several calls in one batch or animation measure each subview once, in one reflow. A
    /// view that is not arranged is reported as `AutoStackDiagnosticKindSizingOfUnarrangedView`.
    @objc(invalidateSizeOfView:)
    public func invalidateSize(of view: AutoStackPlatformView) {
      observer.invalidateSize(of: view)
    }
  }
#endif
