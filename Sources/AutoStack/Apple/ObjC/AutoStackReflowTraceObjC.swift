#if canImport(UIKit) || canImport(AppKit)
  #if canImport(UIKit)
    import UIKit
  #else
    import AppKit
  #endif

  /// What one reflow was caused by and what it did, for Objective-C: `AutoStackReflowTrace`.
  ///
  /// An immutable reading of the Swift `AutoStackReflowTrace<UIView>`, given to an observer's
  /// `onReflow` block:
  ///
  ///     stack.onReflow = ^(AutoStackReflowTrace *trace) {
  ///       NSLog(@"%@", trace);  // "view, height 150.0 -> 450.0: moved 1, writes 1, content 1070.0"
  ///     };
  ///
  /// Main actor only (`@MainActor`), like the `NS_SWIFT_UI_ACTOR` classes of UIKit and AppKit: call it on the
  /// main thread only, which the header cannot say, since Swift prints no actor attribute into
  /// it.
  ///
  /// Unavailable in Swift, which uses `AutoStackReflowTrace`.
  @_documentation(visibility: internal)
  @available(swift, obsoleted: 1, message: "Use AutoStackReflowTrace")
  @MainActor
  @objc(AutoStackReflowTrace)
  public final class AutoStackReflowTraceObjC: NSObject {
    // MARK: Lifecycle

    init(_ trace: AutoStackReflowTrace<AutoStackPlatformView>) {
      self.trace = trace
      var cause = "\(trace.cause)".prefix { $0 != "(" }
      if case .view(_, let change) = trace.cause {
        let old = change.oldHeight.map { "\($0)" } ?? "none"
        cause += ", height \(old) -> \(change.newHeight)"
      }
      summary =
        "\(cause): moved \(trace.movedViewCount), writes \(trace.frameWriteCount), "
        + "content \(trace.contentHeight)"
    }

    // MARK: Public

    /// Why a reflow ran: `AutoStackReflowCauseView`, `…Batch`, `…ContainerWidth`,
    /// `…Arrange` or `…Other`.
    @objc(AutoStackReflowCause)
    public enum Cause: Int, Sendable {
      /// An arranged view changed: see `view`, `oldHeight`, `newHeight`, `wasHidden` and
      /// `isHidden`.
      case view
      /// The changes of a batch or an animation.
      case batch
      /// The container's width changed.
      case containerWidth
      /// The subviews were arranged.
      case arrange
      /// An option, a custom spacing, the layout direction or `-setNeedsReflow`.
      case other
    }

    /// Why the reflow ran.
    @objc public var cause: Cause {
      switch trace.cause {
      case .view: .view
      case .batch: .batch
      case .containerWidth: .containerWidth
      case .arrange: .arrange
      case .other: .other
      }
    }

    /// The view that changed, for `AutoStackReflowCauseView`; `nil` otherwise.
    @objc public var view: AutoStackPlatformView? { viewChange?.view }

    /// The view's height as the reflow before left it, or `NAN` if none placed it yet or the
    /// cause is not a view.
    @objc public var oldHeight: CGFloat { viewChange?.change.oldHeight ?? .nan }

    /// The view's height now, or `NAN` if the cause is not a view.
    @objc public var newHeight: CGFloat { viewChange?.change.newHeight ?? .nan }

    /// Whether the view was hidden at the reflow before; `NO` if the cause is not a view.
    @objc public var wasHidden: Bool { viewChange?.change.wasHidden ?? false }

    /// Whether the view is hidden now; `NO` if the cause is not a view.
    @objc public var isHidden: Bool { viewChange?.change.isHidden ?? false }

    /// The number of arranged views the reflow placed elsewhere, or for the first time.
    @objc public var movedViewCount: Int { trace.movedViewCount }

    /// The number of frames the reflow wrote.
    @objc public var frameWriteCount: Int { trace.frameWriteCount }

    /// The content height after the reflow.
    @objc public var contentHeight: CGFloat { trace.contentHeight }

    /// The content offset's y after the reflow, or `NAN` for a container that does not
    /// scroll.
    @objc public var contentOffsetY: CGFloat { trace.contentOffsetY ?? .nan }

    /// The cause and the effect, as in "view, height 150.0 -> 450.0: moved 1, writes 1,
    /// content 1070.0".
    public override var description: String { summary }

    // MARK: Private

    private let trace: AutoStackReflowTrace<AutoStackPlatformView>
    /// The description, made once on the main actor: `description` is read from any thread.
    private let summary: String

    private var viewChange: (view: AutoStackPlatformView, change: AutoStackViewChange)? {
      guard case .view(let view, let change) = trace.cause else { return nil }
      return (view, change)
    }
  }
#endif
