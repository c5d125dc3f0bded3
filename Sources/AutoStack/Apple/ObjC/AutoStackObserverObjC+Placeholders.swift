#if canImport(UIKit) || canImport(AppKit)
  #if canImport(UIKit)
    import UIKit
  #else
    import AppKit
  #endif

  /// The placeholders of the Objective-C `AutoStackObserver`: the Swift observer's, in
  /// Objective-C's form. Unavailable in Swift, like the class.
  @available(swift, obsoleted: 1, message: "Use AutoStackObserver")
  extension AutoStackObserverObjC {
    // MARK: Showing Placeholders

    /// What the content is doing: shown, being loaded, or failed to load.
    ///
    /// The state decides which placeholder shows: `AutoStackStateFailed` the failed
    /// placeholder, at once; `AutoStackStateLoading` the loading placeholder, once the grace
    /// time has passed; `AutoStackStateContent` (the default) the empty placeholder when no
    /// arranged subview is visible. A loading placeholder that shows stays for its minimum show
    /// time, whatever the state becomes. The subviews are never hidden or moved: the
    /// placeholder covers them.
    ///
    ///     stack.placeholderGraceTime = 0.3;
    ///     stack.placeholderMinimumShowTime = 0.8;
    ///     stack.state = AutoStackStateLoading;
    ///     [api load:^(BOOL success) {
    ///       stack.state = success ? AutoStackStateContent : AutoStackStateFailed;
    ///     }];
    @objc public var state: AutoStackStateObjC {
      get { AutoStackStateObjC(observer.state) }
      set { observer.state = newValue.state }
    }

    /// How long the state must stay `AutoStackStateLoading` before the loading placeholder
    /// shows, in seconds; Swift's `placeholderOptions.graceTime`.
    ///
    /// The default value is `0`: it shows at once. During the grace time nothing shows, not
    /// even the empty placeholder. A time that is negative or not finite counts as `0`.
    @objc public var placeholderGraceTime: TimeInterval {
      get { observer.placeholderOptions.graceTime }
      set { observer.placeholderOptions.graceTime = newValue }
    }

    /// How long the loading placeholder stays once it shows, in seconds, whatever the state
    /// becomes; Swift's `placeholderOptions.minimumShowTime`.
    ///
    /// The default value is `0`. A state change that would hide it takes effect when this
    /// time is over, the change to `AutoStackStateFailed` included. A time that is negative or
    /// not finite counts as `0`.
    @objc public var placeholderMinimumShowTime: TimeInterval {
      get { observer.placeholderOptions.minimumShowTime }
      set { observer.placeholderOptions.minimumShowTime = newValue }
    }

    /// Whether placeholders fade in and out; Swift's `placeholderOptions.isFadeEnabled`.
    ///
    /// The default value is `YES`.
    @objc public var placeholderFadeEnabled: Bool {
      @objc(isPlaceholderFadeEnabled) get { observer.placeholderOptions.isFadeEnabled }
      set { observer.placeholderOptions.isFadeEnabled = newValue }
    }

    /// How long a fade lasts, in seconds; Swift's `placeholderOptions.fadeDuration`.
    ///
    /// The default value is `0.2`.
    @objc public var placeholderFadeDuration: TimeInterval {
      get { observer.placeholderOptions.fadeDuration }
      set { observer.placeholderOptions.fadeDuration = newValue }
    }

    /// Whether a scroll view scrolls while the loading or failed placeholder shows; Swift's
    /// `placeholderOptions.allowsScrolling`.
    ///
    /// The default value is `NO`: AutoStack turns scrolling off while one of them shows, and
    /// back on when it hides, unless the app changed it meanwhile. The empty placeholder never
    /// turns scrolling off.
    @objc public var placeholderAllowsScrolling: Bool {
      get { observer.placeholderOptions.allowsScrolling }
      set { observer.placeholderOptions.allowsScrolling = newValue }
    }

    /// The kind of the placeholder on screen, or `AutoStackPlaceholderKindNone` when none
    /// shows.
    @objc public var visiblePlaceholderKind: AutoStackPlaceholderKindObjC {
      AutoStackPlaceholderKindObjC(observer.visiblePlaceholderKind)
    }

    /// Sets the view that shows in place of the subviews for `kind`, or removes it.
    ///
    /// The observer keeps the view and adds it to the container only while it shows, above
    /// the arranged subviews, fading it in and out. In a `UIScrollView` it covers the visible
    /// area and follows the content offset; in any other container it sits at the top at its
    /// own height, and the container is at least that high. A placeholder is never arranged.
    /// One view may serve several kinds.
    ///
    /// The observer keeps the view while it is set, shown or not, and releases it once it is
    /// replaced or removed. A retry button calls the view controller through target–action
    /// (`-addTarget:action:forControlEvents:`, which does not retain the target) or a block
    /// that captures it weakly (`__weak typeof(self) weakSelf = self;`): captured strongly,
    /// the view controller would keep the container that keeps the button.
    ///
    /// - Parameters:
    ///   - view: Any view: a label, a spinner, a retry button; `nil` for none. The container
    ///     or an arranged subview is ignored and reported as
    ///     `AutoStackDiagnosticKindInvalidPlaceholder`.
    ///   - kind: When it shows. `AutoStackPlaceholderKindNone` sets nothing.
    @objc(setPlaceholder:forKind:)
    public func setPlaceholder(
      _ view: AutoStackPlatformView?, for kind: AutoStackPlaceholderKindObjC
    ) {
      guard let kind = kind.kind else { return }
      observer.setPlaceholder(view, for: kind)
    }

    /// The view set for `kind`, or `nil`; always `nil` for `AutoStackPlaceholderKindNone`.
    @objc(placeholderForKind:)
    public func placeholder(for kind: AutoStackPlaceholderKindObjC) -> AutoStackPlatformView? {
      kind.kind.flatMap(observer.placeholder(for:))
    }
  }
#endif
