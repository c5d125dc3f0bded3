#if canImport(UIKit) || canImport(AppKit)
  #if canImport(UIKit)
    import UIKit
  #else
    import AppKit
  #endif

  /// The arrangement of one container: it observes the arranged subviews and keeps them
  /// stacked.
  ///
  /// ``AutoStack/arrange(in:subviews:spacing:insets:alignment:axis:)`` creates the observer on
  /// the first call for a container and reuses it after that. The container retains it, and it
  /// holds the container weakly and the arranged subviews while they are arranged, as
  /// `UIStackView` holds its arranged subviews, letting go of each as it leaves:
  ///
  ///     container ──strong──▶ AutoStackObserver ┄┄weak┄┄▶ container
  ///                                  │──strong──▶ arranged subviews, while arranged
  ///
  /// When the container is deallocated, the observer is too, and its key-value observations
  /// end with it; a subview's observations end as soon as it leaves the arrangement.
  ///
  /// Keep the returned observer to change the options later, batch or animate changes, or
  /// read diagnostics; ``AutoStack/observer(of:)`` finds it again from the container.
  ///
  ///     let stack = AutoStack.arrange(in: scrollView, subviews: sections, spacing: 8)
  ///     stack.animate {
  ///       ad.isHidden = true
  ///       desc.frame.size.height = 450
  ///     }
  ///
  /// ## Topics
  ///
  /// ### Reading the Arrangement
  ///
  /// - ``container``
  /// - ``arrangedSubviews``
  ///
  /// ### Configuring the Stack
  ///
  /// - ``spacing``
  /// - ``insets``
  /// - ``alignment``
  /// - ``axis``
  /// - ``setCustomSpacing(_:after:)``
  /// - ``customSpacing(after:)``
  ///
  /// ### Sizing Subviews to Fit
  ///
  /// - ``setSizing(_:for:)``
  /// - ``sizing(for:)``
  /// - ``invalidateSize(of:)``
  ///
  /// ### Changing Several Subviews at Once
  ///
  /// - ``performBatch(_:)``
  /// - ``animate(withDuration:_:completion:)``
  /// - ``setNeedsReflow()``
  ///
  /// ### Showing Placeholders
  ///
  /// - ``state``
  /// - ``setPlaceholder(_:for:)``
  /// - ``placeholder(for:)``
  /// - ``placeholderOptions``
  /// - ``visiblePlaceholderKind``
  ///
  /// ### Scrolling
  ///
  /// - ``isScrollAnchoringEnabled``
  /// - ``onVisibilityChange``
  /// - ``visibilityThreshold``
  /// - ``visibleSubviews``
  /// - ``onReflow``
  ///
  /// ### Sticky Sections and Scrolling to a Section
  ///
  /// - ``setSticky(_:for:)``
  /// - ``isSticky(_:)``
  /// - ``scroll(to:at:animated:)``
  /// - ``currentSection``
  /// - ``onCurrentSectionChange``
  ///
  /// ### Ending the Arrangement
  ///
  /// - ``stop()``
  ///
  /// ### Debugging
  ///
  /// - ``contentSize``
  /// - ``statistics``
  /// - ``onDiagnostic``
  @MainActor
  public final class AutoStackObserver {
    // MARK: Lifecycle

    init(container: AutoStackPlatformView) {
      host = ContainerHost(container: container)
      engine = AutoStackEngine(host: host)
      engine.clock = MainRunLoopClock()
      host.engine = engine
      engine.onDiagnostic = Self.printInDebugBuilds
    }

    // MARK: Public

    /// The container whose subviews are arranged.
    ///
    /// The observer holds it weakly; `nil` once it is deallocated.
    public var container: AutoStackPlatformView? { host.container }

    /// The arranged subviews, top to bottom, hidden ones included.
    public var arrangedSubviews: [AutoStackPlatformView] { engine.arrangedViews }

    /// The content size last given to the container, or `nil` before the first reflow.
    ///
    /// For a `UIScrollView` it is the `contentSize`, as wide as its bounds less its adjusted
    /// left and right content insets; for any other container, its width and the height its
    /// frame or its height constraint was given. In a horizontal stack width and height swap
    /// parts: a scroll view's `contentSize.height` is its bounds height less its adjusted top
    /// and bottom content insets, and another container keeps its height.
    public var contentSize: CGSize? { engine.containerContentSize }

    /// Frames written and reflows run so far.
    ///
    /// The counts only grow; subtract two readings to measure one change.
    public var statistics: AutoStackStatistics { engine.statistics }

    /// Called with each misuse or odd value met.
    ///
    /// The default value prints each diagnostic in debug builds and does nothing in release
    /// builds. Set it to collect diagnostics, or to `nil` to silence them.
    public var onDiagnostic: ((AutoStackDiagnostic) -> Void)? {
      get { engine.onDiagnostic }
      set { engine.onDiagnostic = newValue }
    }

    /// Sets the spacing after `view`, replacing the uniform spacing there.
    ///
    /// It applies while `view` and a later subview are both visible, and is kept when the
    /// container is arranged again with `view` in it.
    ///
    ///     stack.setCustomSpacing(24, after: name)  // a wider gap before the next section
    ///
    /// - Parameters:
    ///   - spacing: The space below `view`, or `nil` to use ``spacing`` again.
    ///   - view: An arranged subview. Any other view is reported as
    ///     ``AutoStackDiagnostic/customSpacingForUnarrangedView``.
    public func setCustomSpacing(_ spacing: CGFloat?, after view: AutoStackPlatformView) {
      engine.setCustomSpacing(spacing, after: view)
    }

    /// The custom spacing after `view`, or `nil` if it uses ``spacing`` or is not arranged.
    public func customSpacing(after view: AutoStackPlatformView) -> CGFloat? {
      engine.customSpacing(after: view)
    }

    /// Runs `changes` and reflows once at the end, however many subviews changed.
    ///
    /// Batches nest: the reflow runs when the outermost batch ends.
    ///
    /// - Parameter changes: Height, `isHidden`, option or arrangement changes.
    public func performBatch(_ changes: () -> Void) {
      engine.performBatch(changes)
    }

    /// Runs `changes` and animates the reflow they cause.
    ///
    /// The new frames are set at once, inside a UIKit animation that begins from the current
    /// state (on the Mac, an `NSAnimationContext` group that animates implicitly), so changing
    /// the same subview again mid-animation lands where the last change says. Under the default ``transition``, a subview that is hidden or left out fades out
    /// in its slot while the others slide, and one shown or added fades in (see
    /// ``AutoStackTransition``). A subview that the changes add to the container takes its
    /// first frame and its first layout without animation: it appears in its slot, at its
    /// size, instead of growing into it.
    ///
    /// - Parameters:
    ///   - duration: The animation's duration in seconds. The default value is `0.3`.
    ///   - changes: Height, `isHidden` or arrangement changes.
    ///   - completion: Called when the animation ends, with whether it finished.
    public func animate(
      withDuration duration: TimeInterval = 0.3, _ changes: @escaping () -> Void,
      completion: ((Bool) -> Void)? = nil
    ) {
      host.animate(withDuration: duration, completion: completion) {
        self.engine.transitions.perform(duration: duration, engine: self.engine, changes)
      }
    }

    /// How subviews appear and disappear inside ``animate(withDuration:_:completion:)``.
    ///
    /// The default value is ``AutoStackTransition/fade``: a subview hidden mid-fade, or shown,
    /// goes on from its current alpha, and ends with the app's last `isHidden` and its own
    /// alpha. ``AutoStackTransition/none`` hides and shows at once. Changes outside `animate`
    /// never fade.
    public var transition: AutoStackTransition {
      get { engine.transitions.style }
      set { engine.transitions.style = newValue }
    }

    /// Reflows every subview, for size changes no observation sees.
    ///
    /// Observed are each subview's `frame`, `bounds`, `center` and `isHidden`; the
    /// container's `bounds`, `frame`, `semanticContentAttribute`, safe area and trait layout
    /// direction; and a scroll view's `contentInset` and `contentInsetAdjustmentBehavior`.
    /// Call this after a change that goes around them, such as a change of a subview's
    /// `layer.anchorPoint`, or a size set through the layer alone.
    ///
    /// Runs at once, or when the current batch ends; writes only the frames that change.
    public func setNeedsReflow() {
      engine.setNeedsReflow()
    }

    /// Ends the arrangement: stops all observation and leaves the subviews where they are.
    ///
    /// A container positioned by Auto Layout loses the height constraint the arrangement gave
    /// it, and takes the height its own constraints give it. The hidden subview that
    /// reported the container's changes is removed from it. The placeholder that shows is
    /// removed at once and scrolling is restored; the placeholders and the state are kept for
    /// the next arrangement. Arranging the container again
    /// later starts a new arrangement with this observer.
    public func stop() {
      engine.stop()
      host.arrangementDidStop()
    }

    // MARK: Internal

    let engine: AutoStackEngine<ContainerHost>

    /// Arranges `subviews`, changing only the options given: what
    /// ``AutoStack/arrange(in:subviews:spacing:insets:alignment:axis:)`` does.
    func arrange(
      _ subviews: [AutoStackPlatformView], spacing: CGFloat?, insets: AutoStackPlatformEdgeInsets?,
      alignment: AutoStackAlignment?, axis: AutoStackAxis?
    ) {
      // The hidden subview that reports the container's changes is never a section, also
      // when the app arranges the container's `subviews`.
      var subviews = subviews
      if let observer = host.containerObserver, subviews.contains(where: { $0 === observer }) {
        subviews.removeAll { $0 === observer }
      }
      engine.arrange(
        subviews, spacing: spacing, insets: insets.map(AutoStackInsets.init),
        alignment: alignment, axis: axis)
      host.arrangementDidStart()
    }

    /// The default diagnostic handler, which prints in debug builds only.
    ///
    /// It also reports a misuse met where no observer exists yet, such as a `nil` container
    /// given to an Objective-C entry point.
    static func printInDebugBuilds(_ diagnostic: AutoStackDiagnostic) {
      #if DEBUG
        print("AutoStack: \(diagnostic)")
      #endif
    }

    // MARK: Private

    private let host: ContainerHost
  }
#endif
