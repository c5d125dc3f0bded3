#if canImport(UIKit)
  import UIKit

  /// Carries out the engine's decisions on a real container.
  ///
  /// It adds and removes subviews, sets the content size and installs key-value
  /// observations. Every decision is the engine's; this type only translates.
  ///
  /// The container is observed through public properties only: `bounds` and `frame` for its
  /// size, `semanticContentAttribute` for its direction, a scroll view's `contentInset`,
  /// `contentInsetAdjustmentBehavior` and `contentOffset` (which a placeholder follows), and
  /// from iOS 17 on its trait layout direction. A hidden subview that covers the container's
  /// visible bounds reports the rest: its window, its safe area (a scroll view's
  /// `adjustedContentInset` is documented for no observation but a subclass's) and, before
  /// iOS 17, its trait layout direction.
  @MainActor
  final class ContainerHost: AutoStackHost {
    // MARK: Lifecycle

    init(container: UIView) {
      self.container = container
      containerID = ObjectIdentifier(container)
      let containerDidChange: @Sendable () -> Void = { [weak self] in
        MainActor.runCallback { self?.containerDidChange() }
      }
      let containerDidResize: @Sendable () -> Void = { [weak self] in
        MainActor.runCallback { self?.containerDidChange(resized: true) }
      }
      containerTokens = [
        // A new origin alone is a scroll view scrolling: nothing the layout reads.
        container.observe(\.bounds, options: [.old, .new]) { _, change in
          if change.oldValue?.size != change.newValue?.size { containerDidResize() }
        },
        container.observe(\.frame, options: [.old, .new]) { _, change in
          if change.oldValue?.size != change.newValue?.size {
            containerDidResize()
          } else {
            containerDidChange()
          }
        },
        container.observe(\.semanticContentAttribute) { _, _ in containerDidChange() },
      ]
      if let scrollView = container as? UIScrollView {
        // Both change `adjustedContentInset`, which cannot be observed itself; the safe area,
        // which changes it too, is reported by the hidden subview.
        containerTokens += [
          scrollView.observe(\.contentInset) { _, _ in containerDidChange() },
          scrollView.observe(\.contentInsetAdjustmentBehavior) { _, _ in containerDidChange() },
          // A scroll: the engine moves a placeholder that shows, and otherwise returns at once.
          scrollView.observe(\.contentOffset) { _, _ in containerDidChange() },
        ]
      }
      dynamicType = DynamicTypeObservation(container: container) { [weak self] in
        self?.engine?.contentSizeCategoryDidChange()
      }
      if #available(iOS 17, tvOS 17, *) {
        // Not kept for unregistering: the registration lasts as long as the container, which
        // owns this host, and UIKit ends it when the container is deallocated.
        container.registerForTraitChanges([UITraitLayoutDirection.self, UITraitDisplayScale.self]) {
          [weak self] (_: UIView, _: UITraitCollection) in
          self?.containerDidChange()
        }
      }
    }

    // MARK: Internal

    weak var engine: AutoStackEngine<ContainerHost>?
    private(set) weak var container: UIView?
    /// The container's identity, compared without loading ``container``.
    private let containerID: ObjectIdentifier
    /// The alpha each placeholder had when it was added, to fade it in to and to give back
    /// once it is removed.
    var placeholderAlphas: [ObjectIdentifier: CGFloat] = [:]
    /// The placeholders fading out, which the end of their fade removes.
    var placeholdersFadingOut: Set<ObjectIdentifier> = []
    /// The hidden subview that reports the container's window, safe area and layout
    /// direction, added as the container is arranged (see `ContainerHost+Scrolling.swift`).
    var containerObserver: UIView?
    /// The target of the last `setContentOffset(_:animated: true)` and when it was called,
    /// until a call not animated (see `isScrollAnimating`).
    var scrollAnimation: (target: CGPoint, start: TimeInterval)?
    /// Whether a change of the container waits for the layout pass that gives the container
    /// its new safe area (see `containerDidChange(resized:)`).
    var containerChanges = ContainerChangeGate()

    /// The bounds size, less a scroll view's adjusted content insets.
    ///
    /// The content of a vertical scroll view is then never wider than what fits, and never
    /// scrolls sideways, and a horizontal one's never higher; frames stay in content
    /// coordinates.
    var layoutSize: CGSize {
      guard let container else { return .zero }
      let size = container.bounds.size
      guard let scrollView = container as? UIScrollView else { return size }
      return size.inset(by: AutoStackInsets(scrollView.adjustedContentInset))
    }

    var isRightToLeft: Bool { container?.effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The container's `traitCollection.displayScale`, or, before it is in a window and has
    /// one, the main screen's scale.
    var displayScale: CGFloat? {
      guard let container else { return nil }
      let scale = container.traitCollection.displayScale
      return scale > 0 ? scale : UIScreen.main.scale
    }

    /// The bounds size of a plain container; `nil` for a scroll view, and for an Auto Layout
    /// container that has yet to be laid out at its new length.
    ///
    /// An Auto Layout container takes a new length at its superview's next layout pass, which
    /// the superview needs until then, or once it is added to a superview. After that pass,
    /// the `bounds` observation checks the length again.
    var appliedContentSize: CGSize? {
      guard let container, !(container is UIScrollView) else { return nil }
      // No superview (`nil`) also awaits layout.
      let awaitsLayout =
        contentLength.isActive
        && container.superview?.layer.needsLayout() != false
      return awaitsLayout ? nil : container.bounds.size
    }

    /// Sets a scroll view's `contentSize`; gives any other container its length along `axis`,
    /// its height or its width.
    ///
    /// A container positioned by Auto Layout (`translatesAutoresizingMaskIntoConstraints` is
    /// `false`) gets it through a height (or width) constraint of priority 999 that AutoStack
    /// owns, since Auto Layout would put back a frame written by hand; any other container
    /// gets its frame height (or width) set.
    func setContentSize(_ size: CGSize, axis: AutoStackAxis) {
      guard let container else { return }
      let length = axis == .vertical ? size.height : size.width
      if let scrollView = container as? UIScrollView {
        scrollView.contentSize = size
      } else if !container.translatesAutoresizingMaskIntoConstraints {
        contentLength.constrain(container, to: length, axis: axis)
      } else {
        contentLength.deactivate()
        // Through the untransformed box: `frame` is undefined under a transform.
        var box = container.untransformedFrame
        if axis == .vertical { box.size.height = length } else { box.size.width = length }
        container.setUntransformedFrame(box)
      }
    }

    /// By identity, without loading the weak `container` once per view: a view of a container
    /// that is gone has no superview, since a view's `deinit` removes its subviews.
    func contains(_ view: UIView) -> Bool {
      guard let superview = view.superview else { return false }
      return ObjectIdentifier(superview) == containerID
    }

    func addSubview(_ view: UIView) { container?.addSubview(view) }

    func removeSubview(_ view: UIView) { view.removeFromSuperview() }

    /// Writes the first frame of a section that joined the container inside `animate`, and
    /// lays it out, without animation, so that it appears in its slot at its size.
    ///
    /// `UIView.performWithoutAnimation(_:)` keeps both out of the enclosing animation block;
    /// `layoutIfNeeded()` runs the section's first layout now rather than in a layout pass of
    /// that block. The ancestors that need layout are laid out with it
    /// (`CALayer.layoutIfNeeded()` climbs to the first that does not): the container, whose
    /// layout moves no arranged section.
    func placeJoiningView(_ view: UIView, at frame: CGRect) {
      UIView.performWithoutAnimation {
        view.setUntransformedFrame(frame)
        view.layoutIfNeeded()
      }
    }

    /// Puts a sticky section above the other subviews but a placeholder or a refresh control.
    func bringToFront(_ view: UIView) {
      guard let container, view.superview === container else { return }
      let cover = container.subviews.first {
        $0 is UIRefreshControl || placeholderAlphas[ObjectIdentifier($0)] != nil
      }
      if let cover, cover !== view {
        container.insertSubview(view, belowSubview: cover)
      } else {
        container.bringSubviewToFront(view)
      }
    }

    /// Observes `frame`, `bounds` and `center`, which UIKit changes independently of each
    /// other (a `bounds` or `sizeToFit` resize and AutoStack's own writes do not go through
    /// `frame`; Auto Layout sets `bounds` and `center`), and `isHidden`.
    func observe(_ view: UIView) -> any ViewObservation {
      let reporter = ViewChangeReporter(engine: engine)
      return KeyValueObservations([
        view.observe(\.frame) { view, _ in reporter.report(view) },
        // A new origin alone is a nested scroll view scrolling: nothing the layout reads.
        view.observe(\.bounds, options: [.old, .new]) { view, change in
          if change.oldValue?.size != change.newValue?.size { reporter.report(view) }
        },
        view.observe(\.center) { view, _ in reporter.report(view) },
        view.observe(\.isHidden) { view, _ in reporter.report(view) },
      ])
    }

    /// Gives an Auto Layout container its length constraint when it has none active: when an
    /// arrangement starts again with the content size it had (the engine sets only sizes that
    /// change), or when the app hands the container to Auto Layout after arranging it.
    func constrainLengthIfNeeded() {
      guard let container, !(container is UIScrollView), let engine, engine.isArranging else {
        return
      }
      contentLength.constrainIfNeeded(
        container, contentSize: engine.containerContentSize, axis: engine.options.axis)
    }

    /// An arrangement started or changed: an Auto Layout container gets its length constraint
    /// if it has none, and the hidden subview goes back in if the app removed it.
    func arrangementDidStart() {
      constrainLengthIfNeeded()
      installContainerObserver()
    }

    /// Deactivates the length constraint of an Auto Layout container when the arrangement
    /// stops, leaving its length to the app's own constraints, and removes the hidden subview
    /// that reports the container's changes.
    func arrangementDidStop() {
      contentLength.deactivate()
      containerChanges.reset()
      removeContainerObserver()
    }

    // MARK: Private

    /// The container's observations: its height constraint, if it needs one now, the hidden
    /// subview over its visible bounds, then the engine.
    ///
    /// A new size of a scroll view whose content area takes in the safe area waits for the
    /// layout pass: UIKit gives a view its new safe area during layout
    /// (`safeAreaInsetsDidChange()`), after the new bounds, so that a rotation would reflow
    /// once at the new width with the old insets, then again. `setNeedsLayout()` asks for the
    /// hidden subview's layout in "the next update cycle", where it reflows once, with both;
    /// the changes meanwhile wait with it (`ContainerChangeGate`).
    private func containerDidChange(resized: Bool = false) {
      constrainLengthIfNeeded()
      placeContainerObserver()
      let observer = containerObserver.flatMap { $0.superview === container ? $0 : nil }
      let waitsForLayout = contentAreaTakesInSafeArea && observer?.window != nil
      if resized, waitsForLayout { observer?.setNeedsLayout() }
      guard containerChanges.containerDidChange(resized: resized, waitsForLayout: waitsForLayout)
      else { return }
      engine?.containerDidChange()
    }

    /// Whether the safe area can change the area the content lies in, its width included: the
    /// container is a scroll view whose `contentInsetAdjustmentBehavior` lets UIKit add the
    /// safe area insets to its `adjustedContentInset` (all but `.never`).
    private var contentAreaTakesInSafeArea: Bool {
      guard let scrollView = container as? UIScrollView else { return false }
      return scrollView.contentInsetAdjustmentBehavior != .never
    }

    /// Invalidated by their own `deinit` as this host goes.
    private var containerTokens: [NSKeyValueObservation] = []
    /// The text size and Bold Text observation, which measures fitting subviews again.
    private var dynamicType: DynamicTypeObservation?
    /// The length of an Auto Layout container.
    private let contentLength = ContentLengthConstraint()
  }
#endif
