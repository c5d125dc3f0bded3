#if canImport(UIKit)
  import UIKit

  /// A real scroll view's side of scroll anchoring, the offset clamp and visibility: its
  /// offset, the user's scroll and its end; and the container's window, safe area and layout
  /// direction, reported by a hidden subview.
  extension ContainerHost {
    /// The scroll view's `contentOffset`; `.zero` for any other container.
    var contentOffset: CGPoint { (container as? UIScrollView)?.contentOffset ?? .zero }

    /// Sets the scroll view's `contentOffset`, which animates inside an animation block; any
    /// other container ignores it.
    func setContentOffset(_ offset: CGPoint) {
      (container as? UIScrollView)?.contentOffset = offset
    }

    /// Whether a finger is on the scroll view, or it drags or decelerates.
    var isTrackingOrDecelerating: Bool {
      guard let scrollView = container as? UIScrollView else { return false }
      return scrollView.isTracking || scrollView.isDragging || scrollView.isDecelerating
    }

    /// Tells the engine once the drag and the deceleration end.
    func notifyWhenScrollingEnds() {
      guard !isWaitingForScrollEnd else { return }
      isWaitingForScrollEnd = true
      // A timer of the default run loop mode: UIKit drags and decelerates scroll views in
      // UITrackingRunLoopMode, so it fires only once the scroll ended, with no delegate (the
      // app's) and no polling during the scroll; `isDecelerating` is not observable.
      let timer = Timer(timeInterval: 0, repeats: false) { [weak self] _ in
        MainActor.runCallback { self?.checkScrollEnd() }
      }
      RunLoop.main.add(timer, forMode: .default)
    }

    /// Whether the container is in a window, which the hidden subview that the arrangement
    /// adds reports (see `installContainerObserver()`).
    var isInWindow: Bool { container?.window != nil }

    /// Adds the hidden subview of no size that reports what the container cannot be observed
    /// for without subclassing it, unless it is there: called whenever the container is
    /// arranged, so that it is there for every arrangement, also after the app removed it.
    ///
    /// It tells the engine when the container moves to or from a window, when its safe area
    /// changes (which changes a scroll view's `adjustedContentInset`, and so the width) and,
    /// before iOS 17, when its trait layout direction changes. It goes behind every other
    /// subview, is never arranged and takes no touches.
    func installContainerObserver() {
      guard let container else { return }
      let observer =
        containerObserver
        ?? ContainerObserverView { [weak self] in self?.engine?.containerDidChange() }
      containerObserver = observer
      guard observer.superview !== container else { return }
      container.insertSubview(observer, at: 0)
    }

    /// Removes the hidden subview as the arrangement stops.
    func removeContainerObserver() {
      guard let observer = containerObserver, observer.superview === container else { return }
      observer.removeFromSuperview()
    }

    // MARK: Private

    /// Tells the engine that the scroll ended, or waits again if it goes on.
    private func checkScrollEnd() {
      isWaitingForScrollEnd = false
      if isTrackingOrDecelerating {
        notifyWhenScrollingEnds()
      } else {
        engine?.containerDidChange()
      }
    }
  }

  /// A hidden view of no size that reports the changes of its superview that cannot be
  /// observed otherwise without subclassing it: its moves to and from a window, its safe area
  /// and, before iOS 17, its trait layout direction, which the view inherits.
  ///
  /// On rotation the container's new bounds arrive first, with the old safe area; the new one
  /// reaches its subviews later, in the layout pass, and `safeAreaInsetsDidChange()` then
  /// reports it, so that the width is read again with the new insets. A report of a change
  /// that changes nothing the layout reads costs a comparison.
  private final class ContainerObserverView: UIView {
    init(containerDidChange: @escaping @MainActor () -> Void) {
      self.containerDidChange = containerDidChange
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

    /// From iOS 17 on, the container's own trait change registration reports the direction.
    @available(iOS, deprecated: 17.0, message: "The container registers for trait changes")
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      if #available(iOS 17, tvOS 17, *) { return }
      guard traitCollection.layoutDirection != previousTraitCollection?.layoutDirection else {
        return
      }
      containerDidChange()
    }

    private let containerDidChange: @MainActor () -> Void
  }
#endif
