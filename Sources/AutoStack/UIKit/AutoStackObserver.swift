#if canImport(UIKit)
  import UIKit

  /// The arrangement of one container: it observes the arranged subviews and keeps them
  /// stacked.
  ///
  /// ``AutoStack/arrange(in:subviews:spacing:insets:alignment:)`` creates the observer on
  /// the first call for a container and reuses it after that. The container retains it, and it
  /// holds the container and the arranged subviews weakly, so nothing here keeps a view
  /// alive:
  ///
  ///     container ──strong──▶ AutoStackObserver ┄┄weak┄┄▶ container, arranged subviews
  ///
  /// When the container is deallocated, the observer is too, and its `deinit` invalidates
  /// every observation.
  @MainActor
  public final class AutoStackObserver {
    // MARK: Lifecycle

    init(container: UIView) {
      host = ContainerHost(container: container)
      engine = AutoStackEngine(host: host)
      host.engine = engine
      engine.onDiagnostic = { diagnostic in
        #if DEBUG
          print("AutoStack: \(diagnostic)")
        #endif
      }
    }

    // MARK: Public

    /// The container whose subviews are arranged.
    public var container: UIView? { host.container }

    /// The arranged subviews, top to bottom, hidden ones included.
    public var arrangedSubviews: [UIView] { engine.arrangedViews }

    /// The space between two consecutive visible subviews. The default value is `0`.
    ///
    /// Hidden subviews take no spacing. Setting a new value reflows at once.
    public var spacing: CGFloat {
      get { engine.options.spacing }
      set { engine.options.spacing = newValue }
    }

    /// The margins around the stack. The default value is `.zero`.
    public var insets: UIEdgeInsets {
      get { UIEdgeInsets(engine.options.insets) }
      set { engine.options.insets = AutoStackInsets(newValue) }
    }

    /// The horizontal placement of the subviews. The default value is ``AutoStackAlignment/fill``.
    public var alignment: AutoStackAlignment {
      get { engine.options.alignment }
      set { engine.options.alignment = newValue }
    }

    /// Frames written and reflows run so far.
    public var statistics: AutoStackStatistics { engine.statistics }

    /// Called with each misuse or odd value met. The default prints in debug builds.
    public var onDiagnostic: ((AutoStackDiagnostic) -> Void)? {
      get { engine.onDiagnostic }
      set { engine.onDiagnostic = newValue }
    }

    /// Sets the spacing after `view`, replacing the uniform spacing there; `nil` restores it.
    ///
    /// It applies while `view` and a later subview are both visible, and is kept when the
    /// container is arranged again with `view` in it.
    public func setCustomSpacing(_ spacing: CGFloat?, after view: UIView) {
      engine.setCustomSpacing(spacing, after: view)
    }

    /// The custom spacing after `view`, or `nil` if it uses ``spacing``.
    public func customSpacing(after view: UIView) -> CGFloat? {
      engine.customSpacing(after: view)
    }

    /// Runs `changes` and reflows once at the end, however many subviews changed.
    public func performBatch(_ changes: () -> Void) {
      engine.performBatch(changes)
    }

    /// Runs `changes` and animates the reflow they cause.
    ///
    /// The new frames are set at once, inside a UIKit animation that begins from the current
    /// state, so changing the same subview again mid-animation lands where the last change
    /// says. Hidden subviews disappear at once; the others slide.
    ///
    /// - Parameters:
    ///   - duration: The animation's duration in seconds. The default value is `0.3`.
    ///   - changes: Height, `isHidden` or arrangement changes.
    ///   - completion: Called when the animation ends, with whether it finished.
    public func animate(
      withDuration duration: TimeInterval = 0.3, _ changes: @escaping () -> Void,
      completion: ((Bool) -> Void)? = nil
    ) {
      UIView.animate(
        withDuration: duration, delay: 0,
        options: [.beginFromCurrentState, .allowUserInteraction],
        animations: { self.performBatch(changes) }, completion: completion)
    }

    /// Reflows every subview, for size changes no observation sees.
    ///
    /// Runs at once, or when the current batch ends; writes only frames that change.
    public func setNeedsReflow() {
      engine.setNeedsReflow()
    }

    /// Ends the arrangement: stops all observation and leaves the subviews where they are.
    ///
    /// Arranging the container again later starts a new arrangement with this observer.
    public func stop() {
      engine.stop()
    }

    // MARK: Internal

    let engine: AutoStackEngine<ContainerHost>

    // MARK: Private

    private let host: ContainerHost
  }
#endif
