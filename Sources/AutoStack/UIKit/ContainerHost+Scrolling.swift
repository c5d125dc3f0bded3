#if canImport(UIKit)
  import UIKit

  /// A real scroll view's side of scroll anchoring, the offset clamp and visibility: its
  /// offset, the user's scroll and its end; and the container's window, safe area and layout
  /// direction, reported by a hidden subview.
  extension ContainerHost {
    /// The scroll view's `contentOffset`; `.zero` for any other container.
    var contentOffset: CGPoint { (container as? UIScrollView)?.contentOffset ?? .zero }

    /// The scroll view's bounds size; `.zero` for any other container.
    var boundsSize: CGSize { (container as? UIScrollView)?.bounds.size ?? .zero }

    /// Sets the scroll view's `contentOffset`, which animates inside an animation block; any
    /// other container ignores it.
    func setContentOffset(_ offset: CGPoint) {
      (container as? UIScrollView)?.contentOffset = offset
    }

    /// Calls the scroll view's `setContentOffset(_:animated:)`: scrolling to a section.
    ///
    /// An animated call is followed until it ends (see ``isScrollAnimating``).
    func setContentOffset(_ offset: CGPoint, animated: Bool) {
      guard let scrollView = container as? UIScrollView else { return }
      scrollAnimation = animated ? (offset, ProcessInfo.processInfo.systemUptime) : nil
      scrollView.setContentOffset(offset, animated: animated)
    }

    /// Whether the scroll that `setContentOffset(_:animated: true)` last started still runs.
    ///
    /// `scrollViewDidEndScrollingAnimation(_:)` tells only the scroll view's delegate, which is
    /// the app's. But `setContentOffset(_:animated:)` moves the offset "at a constant velocity
    /// to the new offset", each step a change of the observable `contentOffset`: the scroll runs
    /// until the offset is at its target (within half a point, for a scroll view that rounds it
    /// to pixels), or until the user's touch stops it (`isTracking`). A scroll that something
    /// else stopped (the app's own `setContentOffset(_:animated: false)`) counts as ended
    /// ``scrollAnimationLimit`` after it started.
    var isScrollAnimating: Bool {
      guard let animation = scrollAnimation, let scrollView = container as? UIScrollView,
        !scrollView.isTracking,
        ProcessInfo.processInfo.systemUptime - animation.start < Self.scrollAnimationLimit
      else { return false }
      let offset = scrollView.contentOffset
      return abs(offset.x - animation.target.x) >= 0.5 || abs(offset.y - animation.target.y) >= 0.5
    }

    /// How long after it started a scroll of `setContentOffset(_:animated: true)` counts as
    /// ended whatever the offset: well past the 0.3 s or so that UIKit's animation takes.
    static var scrollAnimationLimit: TimeInterval { 1 }

    /// The scroll view's `isTracking`: a finger on it, dragging or resting.
    var isTracking: Bool { (container as? UIScrollView)?.isTracking ?? false }

    /// The scroll view's `isDragging`.
    var isDragging: Bool { (container as? UIScrollView)?.isDragging ?? false }

    /// The scroll view's `isDecelerating`.
    ///
    /// None of the three is observable: the engine looks at them again on its clock while it
    /// waits for a scroll to end.
    var isDecelerating: Bool { (container as? UIScrollView)?.isDecelerating ?? false }

    /// Whether the container is in a window, which the hidden subview that the arrangement
    /// adds reports (see `installContainerObserver()`).
    var isInWindow: Bool { container?.window != nil }

    /// Adds the hidden subview that reports what the container cannot be observed for without
    /// subclassing it, unless it is there: called whenever the container is arranged, so that
    /// it is there for every arrangement, also after the app removed it.
    ///
    /// It tells the engine when the container moves to or from a window, when its safe area
    /// changes (which changes a scroll view's `adjustedContentInset`, and so the width) and,
    /// before iOS 17, when its trait layout direction changes. It covers the container's
    /// visible bounds, goes behind every other subview, is never arranged and takes no
    /// touches.
    func installContainerObserver() {
      guard let container else { return }
      let observer =
        containerObserver
        ?? ContainerObserverView(
          containerDidChange: { [weak self] in self?.containerObserverDidReport() },
          layoutDidRun: { [weak self] in self?.finishPendingContainerChange() })
      containerObserver = observer
      guard observer.superview !== container else { return }
      // A plain container's size is followed by UIKit itself; a scroll view's bounds move with
      // its offset, which `placeContainerObserver()` follows. No other mask is given: under
      // Auto Layout, a mask that pins it to a scroll view's edges would size the content.
      observer.autoresizingMask =
        container is UIScrollView ? [] : [.flexibleWidth, .flexibleHeight]
      observer.frame = container.bounds
      container.insertSubview(observer, at: 0)
    }

    /// Puts the hidden subview over the container's visible bounds, whose origin is a scroll
    /// view's content offset.
    ///
    /// Apple documents the safe area of a view that is not a view controller's root view as
    /// reflecting "only the portion of the view that is covered": covering the container's
    /// visible bounds, the subview has the container's safe area, and its
    /// `safeAreaInsetsDidChange()` reports the container's changes.
    func placeContainerObserver() {
      guard let container, let observer = containerObserver, observer.superview === container,
        observer.frame != container.bounds
      else { return }
      observer.frame = container.bounds
    }

    /// Removes the hidden subview as the arrangement stops.
    func removeContainerObserver() {
      guard let observer = containerObserver, observer.superview === container else { return }
      observer.removeFromSuperview()
    }

    // MARK: Private

    /// The hidden subview reports a change of the window, the safe area or the direction: it
    /// ends a change that waits for the layout pass, or is one itself.
    private func containerObserverDidReport() {
      guard containerChanges.safeAreaOrWindowDidChange() else { return }
      engine?.containerDidChange()
    }

    /// The hidden subview is laid out: a change of the container's size that waited for the
    /// new safe area reflows now, with both.
    private func finishPendingContainerChange() {
      guard containerChanges.layoutDidRun() else { return }
      engine?.containerDidChange()
    }
  }

  /// A hidden view over its superview's visible bounds that reports the changes of its
  /// superview that cannot be observed otherwise without subclassing it: its moves to and
  /// from a window, its safe area and, before iOS 17, its trait layout direction and display
  /// scale, which the view inherits.
  ///
  /// Covering the superview's visible bounds, it has the superview's safe area (a view's
  /// `safeAreaInsets` reflect only the part of it that bars cover). On rotation the
  /// container's new bounds arrive first, with the old safe area; the new one reaches this view
  /// in the layout pass, before or as it is laid out: the host waits for that, so that the
  /// width is read once, with both. A report of a change that changes nothing the layout
  /// reads costs a comparison.
  private final class ContainerObserverView: UIView {
    init(
      containerDidChange: @escaping @MainActor () -> Void,
      layoutDidRun: @escaping @MainActor () -> Void
    ) {
      self.containerDidChange = containerDidChange
      self.layoutDidRun = layoutDidRun
      super.init(frame: .zero)
      isHidden = true
      isUserInteractionEnabled = false
      isAccessibilityElement = false
      accessibilityElementsHidden = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      containerDidChange()
    }

    override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      containerDidChange()
    }

    /// The layout pass the host asked for with `setNeedsLayout()`, after a new size.
    override func layoutSubviews() {
      super.layoutSubviews()
      layoutDidRun()
    }

    /// From iOS 17 on, the container's own trait change registration reports the direction.
    @available(iOS, deprecated: 17.0, message: "The container registers for trait changes")
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      if #available(iOS 17, tvOS 17, *) { return }
      guard
        traitCollection.layoutDirection != previousTraitCollection?.layoutDirection
          || traitCollection.displayScale != previousTraitCollection?.displayScale
      else { return }
      containerDidChange()
    }

    private let containerDidChange: @MainActor () -> Void
    private let layoutDidRun: @MainActor () -> Void
  }
#endif
