#if canImport(UIKit) || canImport(AppKit)
  import ObjectiveC
  #if canImport(UIKit)
    import UIKit
  #else
    import AppKit
  #endif

  /// The associated-object key of a container's Objective-C observer: only its address is used.
  @MainActor private var objCObserverKey: UInt8 = 0

  /// The arrangement of one container, for Objective-C: `AutoStackObserver`.
  ///
  /// Objective-C code gets it from `+[AutoStack arrangeSubviews:inContainer:]` and
  /// `+[AutoStack observerForContainer:]`. Each property and method calls the one of the same
  /// name of the container's Swift `AutoStackObserver`, in Objective-C's form:
  ///
  ///     AutoStackObserver *stack = [AutoStack arrangeSubviews:sections
  ///                                               inContainer:self.scrollView];
  ///     stack.spacing = 8;
  ///     [stack setCustomSpacing:24 afterView:self.nameView];
  ///     [stack animateChanges:^{
  ///       self.adView.hidden = YES;
  ///       CGRect frame = self.descView.frame;
  ///       frame.size.height = 450;
  ///       self.descView.frame = frame;
  ///     }];
  ///
  /// Main actor only (`@MainActor`), like the `NS_SWIFT_UI_ACTOR` classes of UIKit and AppKit: call it on the
  /// main thread only, which the header cannot say, since Swift prints no actor attribute into
  /// it.
  ///
  /// Each container has one: every call returns the same object for the same container, for
  /// as long as the container lives. The container retains it; it holds the container weakly
  /// and the arranged subviews while they are arranged, as the Swift observer does.
  /// Unavailable in Swift, which uses
  /// `AutoStackObserver`.
  @_documentation(visibility: internal)
  @available(swift, obsoleted: 1, message: "Use AutoStackObserver")
  @MainActor
  @objc(AutoStackObserver)
  public final class AutoStackObserverObjC: NSObject {
    // MARK: Lifecycle

    private init(_ observer: AutoStackObserver) {
      self.observer = observer
    }

    // MARK: Public

    /// The value of a custom spacing that means "none": the uniform spacing applies.
    ///
    /// Pass it to `-setCustomSpacing:afterView:` to remove a custom spacing;
    /// `-customSpacingAfterView:` returns it for a view without one. It equals UIKit's
    /// `UIStackViewSpacingUseDefault`, which works the same way.
    @objc public static var spacingUseDefault: CGFloat { PlatformStackSpacing.useDefault }

    /// The container whose subviews are arranged, held weakly: `nil` once it is deallocated.
    @objc public var container: AutoStackPlatformView? { observer.container }

    /// The arranged subviews, top to bottom, hidden ones included.
    @objc public var arrangedSubviews: [AutoStackPlatformView] { observer.arrangedSubviews }

    /// The space between two consecutive visible subviews.
    ///
    /// Hidden subviews take no spacing. Setting a new value reflows at once, or when the
    /// current batch ends.
    @objc public var spacing: CGFloat {
      get { observer.spacing }
      set { observer.spacing = newValue }
    }

    /// The margins between the container's edges and the stack.
    ///
    /// Absolute, whatever the axis and the layout direction: in a horizontal stack `left` and
    /// `right` are the margins along it, and a right-to-left row starts `right` points from
    /// the content's right edge. The insets along the axis are kept when every subview is
    /// hidden. Setting a new value reflows at once, or when the current batch ends.
    @objc public var insets: AutoStackPlatformEdgeInsets {
      get { observer.insets }
      set { observer.insets = newValue }
    }

    /// The placement of the subviews across the axis: horizontal in a vertical stack.
    ///
    /// `AutoStackAlignmentFill` sets each subview's `x` to the left inset and its width to the
    /// width between the insets; the other alignments keep each subview's width. In a
    /// horizontal stack the same holds vertically, as in `UIStackView`:
    /// `AutoStackAlignmentLeading` is the top, and fill sets each subview's height.
    @objc public var alignment: AutoStackAlignmentObjC {
      get { AutoStackAlignmentObjC(observer.alignment) }
      set { observer.alignment = newValue.alignment }
    }

    /// The direction the subviews stack in: `AutoStackAxisVertical` (the default) or
    /// `AutoStackAxisHorizontal`, as `UIStackView.axis`.
    ///
    /// In a horizontal stack a scroll view gets the content's `contentSize.width`, and any
    /// other container its frame width. Setting a new value lays out every subview again
    /// along the new axis. Main thread only.
    @objc public var axis: AutoStackAxisObjC {
      get { AutoStackAxisObjC(observer.axis) }
      set { observer.axis = newValue.axis }
    }

    /// The content size last given to the container, or `CGSizeZero` before the first reflow.
    ///
    /// For a `UIScrollView` it is the `contentSize`; for any other container, its width and
    /// the height its frame or its height constraint was given (in a horizontal stack, its
    /// height and the width it was given).
    @objc public var contentSize: CGSize { observer.contentSize ?? .zero }

    /// Frames written and reflows run so far.
    ///
    /// Each reading is a new immutable object; subtract two readings to measure one change.
    @objc public var statistics: AutoStackStatisticsObjC {
      AutoStackStatisticsObjC(observer.statistics)
    }

    /// Called with each misuse or odd value met; Swift's `onDiagnostic`.
    ///
    /// The default value prints each diagnostic in debug builds and does nothing in release
    /// builds. Set a block to collect them, or `nil` to silence them. The observer keeps the
    /// block for as long as the container lives: a block that uses the view controller that
    /// owns the container captures it weakly. Reading the property returns a block that
    /// calls the one set.
    @objc public var diagnosticHandler: ((AutoStackDiagnosticObjC) -> Void)? {
      get {
        observer.onDiagnostic.map { handler in { handler($0.diagnostic) } }
      }
      set {
        observer.onDiagnostic = newValue.map { handler in { handler(AutoStackDiagnosticObjC($0)) } }
      }
    }

    /// Sets the spacing after `view`, replacing the uniform spacing there.
    ///
    /// It applies while `view` and a later subview are both visible, and is kept when the
    /// container is arranged again with `view` in it.
    ///
    /// - Parameters:
    ///   - spacing: The space below `view`, or `AutoStackObserver.spacingUseDefault` to use
    ///     the uniform spacing again.
    ///   - view: An arranged subview. Any other view is reported as
    ///     `AutoStackDiagnosticKindCustomSpacingForUnarrangedView`.
    @objc(setCustomSpacing:afterView:)
    public func setCustomSpacing(_ spacing: CGFloat, after view: AutoStackPlatformView) {
      observer.setCustomSpacing(spacing == Self.spacingUseDefault ? nil : spacing, after: view)
    }

    /// The custom spacing after `view`, or `AutoStackObserver.spacingUseDefault` if it uses
    /// the uniform spacing or is not arranged.
    @objc(customSpacingAfterView:)
    public func customSpacing(after view: AutoStackPlatformView) -> CGFloat {
      observer.customSpacing(after: view) ?? Self.spacingUseDefault
    }

    /// Runs `changes` and reflows once at the end, however many subviews changed.
    ///
    /// Batches nest: the reflow runs when the outermost batch ends.
    @objc(performBatch:)
    public func performBatch(_ changes: () -> Void) {
      observer.performBatch(changes)
    }

    /// Runs `changes` and animates the reflow they cause, for 0.3 seconds.
    ///
    /// What `-animateWithDuration:changes:completion:` does, with Swift's default duration and
    /// no completion.
    @objc(animateChanges:)
    public func animate(_ changes: @escaping () -> Void) {
      observer.animate(changes)
    }

    /// Runs `changes` and animates the reflow they cause.
    ///
    /// The changes are one batch. The new frames are set at once, inside a UIKit animation
    /// that begins from the current state, so changing the same subview again mid-animation
    /// lands where the last change says. Under the default `transition`, subviews hidden or
    /// left out fade out in their slots while the others slide, and those shown or added fade
    /// in.
    ///
    /// - Parameters:
    ///   - duration: The animation's duration in seconds.
    ///   - changes: Height, `hidden` or arrangement changes.
    ///   - completion: Called when the animation ends, with whether it finished; may be `nil`.
    @objc(animateWithDuration:changes:completion:)
    public func animate(
      withDuration duration: TimeInterval, changes: @escaping () -> Void,
      completion: ((Bool) -> Void)?
    ) {
      observer.animate(withDuration: duration, changes, completion: completion)
    }

    /// How subviews appear and disappear inside `-animateWithDuration:changes:completion:`:
    /// `AutoStackTransitionFade` (the default) or `AutoStackTransitionNone`.
    @objc public var transition: AutoStackTransitionObjC {
      get { AutoStackTransitionObjC(observer.transition) }
      set { observer.transition = newValue.transition }
    }

    /// Reflows every subview, for size changes no observation sees.
    ///
    /// Observed are each subview's `frame`, `bounds`, `center` and `hidden`, and the
    /// container's size, content insets, safe area and layout direction. Call this after a
    /// change that goes around them, such as a change of a subview's `layer.anchorPoint`.
    @objc public func setNeedsReflow() {
      observer.setNeedsReflow()
    }

    /// Ends the arrangement: stops all observation and leaves the subviews where they are.
    ///
    /// Arranging the container again later starts a new arrangement with this observer.
    @objc public func stop() {
      observer.stop()
    }

    // MARK: Internal

    /// The container's Swift observer, which each property and method calls.
    let observer: AutoStackObserver
    /// The block given to `onReflow` (see `AutoStackObserverObjC+Scrolling.swift`).
    var reflowHandler: ((AutoStackReflowTraceObjC) -> Void)?

    /// The Objective-C observer of `container`, whose Swift observer is `observer`: the one
    /// attached to `container`, or a new one attached now.
    static func wrapping(_ observer: AutoStackObserver, of container: AutoStackPlatformView)
      -> AutoStackObserverObjC
    {
      if let wrapper = objc_getAssociatedObject(container, &objCObserverKey)
        as? AutoStackObserverObjC
      {
        return wrapper
      }
      let wrapper = AutoStackObserverObjC(observer)
      objc_setAssociatedObject(
        container, &objCObserverKey, wrapper, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return wrapper
    }
  }
#endif
