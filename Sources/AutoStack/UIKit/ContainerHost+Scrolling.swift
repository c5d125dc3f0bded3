#if canImport(UIKit)
  import UIKit

  /// A real scroll view's side of scroll anchoring, the offset clamp and visibility: its
  /// offset, the user's scroll and its end, and the container's window.
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

    /// Whether the container is in a window.
    ///
    /// The first read adds a hidden subview of no size to the container, whose
    /// `didMoveToWindow` tells the engine when the window changes: `window` is not observable,
    /// and the engine reads this only while it reports visibility.
    var isInWindow: Bool {
      guard let container else { return false }
      if windowObserver == nil {
        let observer = WindowObserverView { [weak self] in self?.engine?.containerDidChange() }
        container.addSubview(observer)
        windowObserver = observer
      }
      return container.window != nil
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

  /// A hidden view of no size that reports its moves to and from a window: those of its
  /// superview, which cannot be observed otherwise without subclassing it.
  private final class WindowObserverView: UIView {
    init(windowDidChange: @escaping @MainActor () -> Void) {
      self.windowDidChange = windowDidChange
      super.init(frame: .zero)
      isHidden = true
      isUserInteractionEnabled = false
      isAccessibilityElement = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      windowDidChange()
    }

    private let windowDidChange: @MainActor () -> Void
  }
#endif
