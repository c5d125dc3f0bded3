#if canImport(AppKit) && !canImport(UIKit)
  import AppKit

  /// A scroll view's side of scroll anchoring, the clamp, visibility and scrolling to a
  /// section: its clip view's bounds, converted to top-down terms in an unflipped document
  /// view; the user's live scroll; and the container's window.
  extension ContainerHost {
    /// The clip view's bounds origin, top-down; `.zero` for any other container.
    var contentOffset: CGPoint { visibleBounds?.origin ?? .zero }

    /// The clip view's bounds size; `.zero` for any other container.
    var boundsSize: CGSize { scrollView?.contentView.bounds.size ?? .zero }

    /// The clip view's bounds less its content insets, top-down; `nil` for any other
    /// container.
    var visibleContentRect: CGRect? {
      guard let bounds = visibleBounds, let clipView = scrollView?.contentView else { return nil }
      let insets = clipView.contentInsets
      return CGRect(
        origin: CGPoint(x: bounds.origin.x + insets.left, y: bounds.origin.y + insets.top),
        size: bounds.size.inset(by: AutoStackInsets(insets)))
    }

    /// Scrolls the clip view to the top-down `offset`, and tells the scroll view, so that its
    /// scrollers follow.
    func setContentOffset(_ offset: CGPoint) {
      guard let scrollView else { return }
      let clipView = scrollView.contentView
      clipView.setBoundsOrigin(clipOrigin(forOffset: offset))
      scrollView.reflectScrolledClipView(clipView)
    }

    /// Scrolls to a section: animated through the clip view's animator, followed until it
    /// ends (see ``isScrollAnimating``).
    ///
    /// Not animated after an animated scroll, it goes through the animator too, in a group of
    /// no duration: the animator's new value for the bounds origin takes the place of the
    /// animation under way, whose next step would otherwise overwrite a plain
    /// `setBoundsOrigin(_:)`.
    func setContentOffset(_ offset: CGPoint, animated: Bool) {
      guard let scrollView else { return }
      let mayBeAnimating = scrollAnimation != nil
      scrollAnimation = animated ? (offset, ProcessInfo.processInfo.systemUptime) : nil
      guard animated || mayBeAnimating else { return setContentOffset(offset) }
      let clipView = scrollView.contentView
      let origin = clipOrigin(forOffset: offset)
      NSAnimationContext.runAnimationGroup { context in
        if !animated {
          context.duration = 0
          context.allowsImplicitAnimation = false
        }
        clipView.animator().setBoundsOrigin(origin)
      }
      if !animated { scrollView.reflectScrolledClipView(clipView) }
    }

    /// Whether the last animated scroll to a section still runs: until the offset reaches its
    /// target (within half a point), the user scrolls, or a second has passed.
    var isScrollAnimating: Bool {
      guard let animation = scrollAnimation, !isLiveScrolling,
        ProcessInfo.processInfo.systemUptime - animation.start < 1
      else { return false }
      let offset = contentOffset
      return abs(offset.x - animation.target.x) >= 0.5 || abs(offset.y - animation.target.y) >= 0.5
    }

    /// A live scroll, from the first touch of the trackpad to the end of its momentum, or a
    /// drag of a scroller's knob: the clamp waits for it, as it waits for a drag on iOS.
    ///
    /// AppKit brackets these with `willStartLiveScrollNotification` and
    /// `didEndLiveScrollNotification`, but "not all user initiated scrolls" (a legacy mouse's
    /// wheel, which steps without momentum); those count as no scroll.
    var isTracking: Bool { isLiveScrolling }

    /// The same live scroll: AppKit does not tell a drag from its momentum.
    var isDragging: Bool { isLiveScrolling }

    /// An elastic bounce that outlasts the live scroll.
    ///
    /// Within a second of the scroll's end, the clip view's bounds still lie past what
    /// `constrainBoundsRect(_:)` allows: the clamp waits for the bounce rather than end it with
    /// a jump. Past that second, an origin out of bounds is the app's own, and the clamp
    /// applies.
    var isDecelerating: Bool {
      guard let end = liveScrollEnd, ProcessInfo.processInfo.systemUptime - end < 1,
        let clipView = scrollView?.contentView
      else { return false }
      let bounds = clipView.bounds
      let allowed = clipView.constrainBoundsRect(bounds).origin
      return abs(allowed.x - bounds.origin.x) >= 0.5 || abs(allowed.y - bounds.origin.y) >= 0.5
    }

    var isInWindow: Bool { container?.window != nil }

    /// Adds the hidden subview that reports the container's window and the end of a live
    /// resize, unless it is there.
    func installContainerObserver() {
      guard let holder = sectionsView else { return }
      let observer =
        containerObserver
        ?? ContainerObserverView { [weak self] in self?.engine?.containerDidChange() }
      containerObserver = observer
      guard observer.superview !== holder else { return }
      holder.addSubview(observer, positioned: .below, relativeTo: nil)
    }

    // MARK: Private

    /// The clip view's bounds in the document view's coordinates, top-down.
    private var visibleBounds: CGRect? {
      guard let scrollView, let document = scrollView.documentView else { return nil }
      let bounds = scrollView.contentView.bounds
      return document.isFlipped
        ? bounds : UnflippedCoordinates.mirrored(bounds, within: document.bounds)
    }

    /// The clip view's bounds origin that shows the top-down `offset`.
    private func clipOrigin(forOffset offset: CGPoint) -> CGPoint {
      guard let scrollView, let document = scrollView.documentView, !document.isFlipped else {
        return offset
      }
      let visible = CGRect(origin: offset, size: scrollView.contentView.bounds.size)
      return UnflippedCoordinates.mirrored(visible, within: document.bounds).origin
    }
  }

  /// A hidden, empty subview that reports what an `NSView` posts no notification for: its
  /// moves to and from a window, and the end of a live resize, after which the container is
  /// read once more.
  final class ContainerObserverView: NSView {
    init(containerDidChange: @escaping @MainActor () -> Void) {
      self.containerDidChange = containerDidChange
      super.init(frame: .zero)
      isHidden = true
      setAccessibilityElement(false)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidMoveToWindow() {
      super.viewDidMoveToWindow()
      containerDidChange()
    }

    override func viewDidEndLiveResize() {
      super.viewDidEndLiveResize()
      containerDidChange()
    }

    /// Takes no clicks: it is never hit.
    override func hitTest(_ point: NSPoint) -> NSView? { nil }

    private let containerDidChange: @MainActor () -> Void
  }
#endif
