#if canImport(UIKit) || canImport(AppKit)
  #if canImport(UIKit)
    import UIKit
  #else
    import AppKit
  #endif

  extension AutoStackObserver {
    // MARK: Showing Placeholders

    /// What the content is doing: shown, being loaded, or failed to load.
    ///
    /// The state decides which placeholder shows: ``AutoStackState/failed`` the failed
    /// placeholder, at once; ``AutoStackState/loading`` the loading placeholder, once the
    /// grace time has passed; ``AutoStackState/content`` the empty placeholder when no
    /// arranged subview is visible. A loading placeholder that shows stays for its minimum
    /// show time, whatever the state becomes. The subviews are never hidden or moved: the
    /// placeholder covers them.
    ///
    ///     stack.placeholderOptions.graceTime = 0.3
    ///     stack.placeholderOptions.minimumShowTime = 0.8
    ///     stack.state = .loading
    ///     api.load { result in
    ///       stack.state = result.isSuccess ? .content : .failed
    ///     }
    ///
    /// The default value is ``AutoStackState/content``.
    public var state: AutoStackState {
      get { engine.state }
      set { engine.state = newValue }
    }

    /// The grace time, the minimum show time, the fade and scrolling under placeholders.
    ///
    /// The default value shows and hides placeholders at once, fading them over 0.2 seconds,
    /// and turns a scroll view's scrolling off while the loading or failed placeholder shows.
    /// The times run on timers of the main run loop.
    public var placeholderOptions: AutoStackPlaceholderOptions {
      get { engine.placeholderOptions }
      set { engine.placeholderOptions = newValue }
    }

    /// The kind of the placeholder on screen, or `nil` when none shows.
    public var visiblePlaceholderKind: AutoStackPlaceholderKind? {
      engine.visiblePlaceholderKind
    }

    /// Sets the view that shows in place of the subviews for `kind`, or removes it.
    ///
    /// The observer keeps the view and adds it to the container only while it shows, above
    /// the arranged subviews and below a scroll view's `refreshControl`, fading it in and out
    /// over ``AutoStackPlaceholderOptions/fadeDuration``, inside an animation block too,
    /// whose animation it does not take. In a `UIScrollView` it covers the visible area (the
    /// bounds less the adjusted content insets) and follows the content offset; in any other
    /// container it sits at the top at its own height, and the container is at least that
    /// high. A placeholder is never arranged. One view may serve several kinds.
    ///
    ///     let retry = UIButton(type: .system)
    ///     retry.setTitle("Try Again", for: .normal)
    ///     retry.addAction(UIAction { [weak self] _ in self?.load() }, for: .touchUpInside)
    ///     stack.setPlaceholder(retry, for: .failed)
    ///
    /// The observer keeps the view while it is set, shown or not, as a table view keeps its
    /// `backgroundView`, and releases it once it is replaced or removed. An action that calls
    /// the view controller owning the container captures it weakly, as above, or uses
    /// target–action, whose target a `UIControl` does not retain: captured strongly, it keeps
    /// the whole screen alive.
    ///
    /// - Parameters:
    ///   - view: Any view: a label, a spinner, a retry button; `nil` for none. The container
    ///     or an arranged subview is ignored and reported as
    ///     ``AutoStackDiagnostic/invalidPlaceholder(_:)``.
    ///   - kind: When it shows.
    public func setPlaceholder(_ view: AutoStackPlatformView?, for kind: AutoStackPlaceholderKind) {
      engine.setPlaceholder(view, for: kind)
    }

    /// The view set for `kind`, or `nil`.
    public func placeholder(for kind: AutoStackPlaceholderKind) -> AutoStackPlatformView? {
      engine.placeholder(for: kind)
    }
  }
#endif
