#if canImport(AppKit) && !canImport(UIKit)
  import AppKit

  /// Carries out the engine's decisions on a real `NSView` or `NSScrollView`.
  ///
  /// A scroll view's sections live in its document view, which AutoStack creates (flipped)
  /// when it has none, and whose frame size is the content size; any other container holds
  /// them itself. Every decision is the engine's; this type only translates, and converts
  /// an unflipped container's coordinates through ``UnflippedCoordinates``.
  ///
  /// The container is observed through documented notifications: its frame
  /// (`NSView.frameDidChangeNotification`), a scroll view's clip view frame (which scrollers,
  /// rulers and headers resize within the scroll view) and bounds
  /// (`NSView.boundsDidChangeNotification`, which a scroll posts; a new size through
  /// `setFrameSize(_:)` posts only the frame's), its live scrolls, and its window's backing
  /// scale (`NSWindow.didChangeBackingPropertiesNotification`). Key-value observation follows
  /// the clip view's `contentInsets` and the container's `userInterfaceLayoutDirection`,
  /// which post nothing. A hidden subview reports its moves to and from a window and the end
  /// of a live resize.
  @MainActor
  final class ContainerHost: AutoStackHost {
    // MARK: Lifecycle

    init(container: NSView) {
      self.container = container
      containerID = ObjectIdentifier(container)
      let scrollView = container as? NSScrollView
      if let scrollView, scrollView.documentView == nil {
        // At the clip view's origin: its bounds' origin is the scroll position, not zero
        // under content insets.
        // No autoresizing: AutoStack sets its size whenever the content's changes, along
        // either axis, and a width that followed the clip view would undo a row's.
        let document = FlippedDocumentView(
          frame: CGRect(origin: .zero, size: scrollView.contentView.bounds.size))
        scrollView.documentView = document
      }
      container.postsFrameChangedNotifications = true
      var observed: [(NSObject?, Notification.Name)] = [
        (container, NSView.frameDidChangeNotification),
        (nil, NSWindow.didChangeBackingPropertiesNotification),
      ]
      if let scrollView {
        scrollView.contentView.postsFrameChangedNotifications = true
        scrollView.contentView.postsBoundsChangedNotifications = true
        observed += [
          (scrollView.contentView, NSView.frameDidChangeNotification),
          (scrollView.contentView, NSView.boundsDidChangeNotification),
          (scrollView, NSScrollView.willStartLiveScrollNotification),
          (scrollView, NSScrollView.didEndLiveScrollNotification),
        ]
      }
      containerTokens = NotificationObservations(observed) { [weak self] name, object in
        self?.containerDidPost(name, from: object)
      }
      let containerDidChange: @Sendable () -> Void = { [weak self] in
        MainActor.runCallback { self?.engine?.containerDidChange() }
      }
      containerKeyValueTokens = [
        container.observe(\.userInterfaceLayoutDirection) { _, _ in containerDidChange() }
      ]
      if let clipView = scrollView?.contentView {
        containerKeyValueTokens.append(
          clipView.observe(\.contentInsets) { _, _ in containerDidChange() })
      }
    }

    // MARK: Internal

    weak var engine: AutoStackEngine<ContainerHost>?
    private(set) weak var container: NSView?
    /// The container's identity, compared without loading ``container``.
    private let containerID: ObjectIdentifier
    /// The alpha each placeholder had when it was added, to fade it in to and to give back
    /// once it is removed.
    var placeholderAlphas: [ObjectIdentifier: CGFloat] = [:]
    /// The placeholders fading out, which the end of their fade removes.
    var placeholdersFadingOut: Set<ObjectIdentifier> = []
    /// The target of the last animated scroll to a section and when it started.
    var scrollAnimation: (target: CGPoint, start: TimeInterval)?
    /// Whether the user scrolls: between a scroll view's `willStartLiveScrollNotification` and
    /// its `didEndLiveScrollNotification`, momentum included.
    var isLiveScrolling = false
    /// When the last live scroll ended, which an elastic bounce may outlast.
    var liveScrollEnd: TimeInterval?
    /// The hidden subview that reports the container's window and live resizes.
    var containerObserver: ContainerObserverView?
    /// A scroll's own `isScrollEnabled`, which AppKit has no counterpart of: kept, not applied.
    var isScrollEnabled = true

    /// The scroll view, if the container is one.
    var scrollView: NSScrollView? { container as? NSScrollView }

    /// The view that holds the sections: a scroll view's document view, or the container.
    var sectionsView: NSView? { scrollView?.documentView ?? container }

    var isFlipped: Bool { sectionsView?.isFlipped ?? true }

    /// The clip view's bounds size less its content insets, or the container's bounds size.
    var layoutSize: CGSize {
      guard let container else { return .zero }
      guard let clipView = scrollView?.contentView else { return container.bounds.size }
      return clipView.bounds.size.inset(by: AutoStackInsets(clipView.contentInsets))
    }

    var isRightToLeft: Bool { container?.userInterfaceLayoutDirection == .rightToLeft }

    /// The window's `backingScaleFactor`, or, out of a window, the main screen's.
    var displayScale: CGFloat? {
      guard let container else { return nil }
      return container.window?.backingScaleFactor ?? NSScreen.main?.backingScaleFactor
    }

    /// The bounds size of a plain container; `nil` for a scroll view, and for an Auto Layout
    /// container whose superview has yet to lay it out at its new length.
    var appliedContentSize: CGSize? {
      guard let container, scrollView == nil else { return nil }
      let awaitsLayout = contentLength.isActive && container.superview?.needsLayout != false
      return awaitsLayout ? nil : container.bounds.size
    }

    /// Sets a scroll view's document view size, or a plain container's length along `axis`:
    /// through ``ContentLengthConstraint`` for one positioned by Auto Layout.
    ///
    /// A plain container keeps its top edge where it is on screen, also in an unflipped
    /// superview (see ``UnflippedCoordinates/resized(_:to:superviewIsFlipped:)``). A
    /// document view keeps the top of the visible area where it was.
    func setContentSize(_ size: CGSize, axis: AutoStackAxis) {
      guard let container else { return }
      if let scrollView, let document = scrollView.documentView {
        let offset = contentOffset
        document.setFrameSize(size)
        if !document.isFlipped { setContentOffset(offset) }
        return
      }
      if !container.translatesAutoresizingMaskIntoConstraints {
        return contentLength.constrain(
          container, to: axis == .vertical ? size.height : size.width, axis: axis)
      }
      contentLength.deactivate()
      var resized = container.frame.size
      if axis == .vertical { resized.height = size.height } else { resized.width = size.width }
      container.frame = UnflippedCoordinates.resized(
        container.frame, to: resized, superviewIsFlipped: container.superview?.isFlipped ?? true)
    }

    /// By identity: the superview is the view that holds the sections.
    func contains(_ view: NSView) -> Bool {
      guard let superview = view.superview else { return false }
      if scrollView == nil { return ObjectIdentifier(superview) == containerID }
      return superview === sectionsView
    }

    func addSubview(_ view: NSView) { sectionsView?.addSubview(view) }

    func removeSubview(_ view: NSView) { view.removeFromSuperview() }

    /// Writes the first frame of a section that joined inside `animate`, and lays it out,
    /// outside the enclosing animation group.
    func placeJoiningView(_ view: NSView, at frame: CGRect) {
      NSAnimationContext.runAnimationGroup { context in
        context.duration = 0
        context.allowsImplicitAnimation = false
        view.setUntransformedFrame(frame)
        view.layoutSubtreeIfNeeded()
      }
    }

    /// Puts a sticky section above the other subviews but a placeholder.
    func bringToFront(_ view: NSView) {
      guard let holder = sectionsView, view.superview === holder else { return }
      let cover = holder.subviews.first { placeholderAlphas[ObjectIdentifier($0)] != nil }
      move(view, in: holder, below: cover === view ? nil : cover)
    }

    /// Moves `view`, a subview of `holder`, right below `cover`, or to the front without one;
    /// does nothing if it is there.
    ///
    /// Through `subviews`, whose setter moves the views it keeps "without being removed and
    /// re-added": `addSubview(_:positioned:relativeTo:)` documents no such promise, and a
    /// section taken out and put back would lose the first responder inside it, at every
    /// scroll that pins it.
    func move(_ view: NSView, in holder: NSView, below cover: NSView?) {
      var subviews = holder.subviews
      guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
      subviews.remove(at: index)
      let target = cover.flatMap { cover in subviews.firstIndex { $0 === cover } } ?? subviews.count
      guard target != index else { return }
      subviews.insert(view, at: target)
      holder.subviews = subviews
    }

    /// Observes the frame notification, which AppKit posts for every new frame, autoresizing
    /// included (`postsFrameChangedNotifications`), and `isHidden` by key-value observation.
    ///
    /// Not the bounds: unlike UIKit's, an `NSView`'s bounds change apart from its frame only as
    /// it scrolls or scales its own content, which moves nothing in the stack.
    func observe(_ view: NSView) -> any ViewObservation {
      let reporter = ViewChangeReporter(engine: engine)
      view.postsFrameChangedNotifications = true
      let notifications = NotificationObservations(
        [(view, NSView.frameDidChangeNotification)]
      ) { [weak view] _, _ in
        if let view { reporter.deliver(view) }
      }
      let hidden = KeyValueObservations([
        view.observe(\.isHidden) { view, _ in reporter.report(view) }
      ])
      return CombinedObservations([notifications, hidden])
    }

    /// An arrangement started or changed: the hidden subview goes back in if the app removed
    /// it.
    func arrangementDidStart() {
      if let container, scrollView == nil, let engine, engine.isArranging {
        contentLength.constrainIfNeeded(
          container, contentSize: engine.containerContentSize, axis: engine.options.axis)
      }
      installContainerObserver()
    }

    /// The arrangement stopped: the hidden subview leaves.
    func arrangementDidStop() {
      contentLength.deactivate()
      guard let observer = containerObserver, observer.superview != nil else { return }
      observer.removeFromSuperview()
    }

    // MARK: Private

    /// The length of a plain container positioned by Auto Layout.
    private let contentLength = ContentLengthConstraint()
    /// The container's notifications, removed as this host goes.
    private var containerTokens: NotificationObservations?
    /// The container's key-value observations, invalidated by their own `deinit` as this host
    /// goes.
    private var containerKeyValueTokens: [NSKeyValueObservation] = []

    /// A notification about the container: a live scroll's start or end, a scroll or a new
    /// size, a new backing scale of its window.
    private func containerDidPost(_ name: Notification.Name, from object: ObjectIdentifier?) {
      switch name {
      case NSScrollView.willStartLiveScrollNotification: isLiveScrolling = true
      case NSScrollView.didEndLiveScrollNotification:
        isLiveScrolling = false
        liveScrollEnd = ProcessInfo.processInfo.systemUptime
      case NSWindow.didChangeBackingPropertiesNotification:
        guard let window = container?.window, object == ObjectIdentifier(window) else { return }
      default: break
      }
      engine?.containerDidChange()
    }
  }

  /// The document view AutoStack gives a scroll view that has none: flipped, so that the
  /// content starts at the top of the visible area and a short content stays there.
  private final class FlippedDocumentView: NSView {
    override var isFlipped: Bool { true }
  }
#endif
