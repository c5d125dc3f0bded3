import AutoStack
import Foundation

/// The arrangement of one ``SimulatedView`` container: what `AutoStackObserver` is on iOS.
///
/// The container owns it, as a `UIView` owns its `AutoStackObserver`; it owns the
/// ``AutoStackEngine``, observes the container's size and the arranged views, carries out the
/// engine's decisions on the simulated view tree, and ends its observations when it is
/// deallocated. Tests configure it instead of writing hosts of their own: a log of the
/// engine's calls (``recordsCalls``) and the ``clock`` of placeholders; the layout direction,
/// the content inset, the content offset, scrolling, the user's drag and the window are the
/// container's. Placeholders show and hide at once, and offsets move at once but for an
/// animated scroll to a section; that scroll and the fades of sections inside
/// ``animate(withDuration:_:completion:)`` run on the ``clock``.
@MainActor
package final class SimulatedStack: AutoStackHost {
  // MARK: Lifecycle

  private init(container: SimulatedView) {
    self.container = container
    containerSerial = container.serial
    engine.clock = clock
    container.addObserver(self) { [weak self] _ in self?.engine.containerDidChange() }
  }

  // MARK: Package

  /// A call the engine made to its host, as ``calls`` records it.
  package enum Call: Equatable, Sendable {
    case addSubview(String)
    case removeSubview(String)
    case observe(String)
    case stopObserving
    case setContentSize(CGSize)
    case addPlaceholder(String)
    case removePlaceholder(String)
    /// The layout changed for assistive technologies, moving to this view, if any.
    case layoutChanged(String?)
    /// A sticky section went above the other subviews.
    case bringToFront(String)
    /// A scroll to a section, animated or not.
    case scrollToSection(CGPoint, animated: Bool)
    /// A section added inside ``SimulatedStack/animate(withDuration:_:completion:)`` took its
    /// first frame, which UIKit writes and lays out without animation.
    case placeJoiningView(String)
  }

  /// Arranges `subviews` in `container`, reusing the container's arrangement if it has one:
  /// the same call, with the same option merging, as `AutoStack.arrange(in:subviews:)`.
  ///
  /// Options left `nil` keep their current values (the defaults, for a new arrangement).
  @discardableResult
  package static func arrange(
    in container: SimulatedView, subviews: [SimulatedView], spacing: CGFloat? = nil,
    insets: AutoStackInsets? = nil, alignment: AutoStackAlignment? = nil
  ) -> SimulatedStack {
    let stack = attached(to: container)
    stack.engine.arrange(subviews, spacing: spacing, insets: insets, alignment: alignment)
    return stack
  }

  /// The arrangement of `container`, created and attached on first use, so that a test can
  /// set ``AutoStackEngine/onDiagnostic`` or ``isRightToLeft`` before the first arrangement.
  package static func attached(to container: SimulatedView) -> SimulatedStack {
    if let stack = container.stack { return stack }
    let stack = SimulatedStack(container: container)
    container.stack = stack
    return stack
  }

  /// The engine, for options, batches, statistics, diagnostics and placeholders.
  @usableFromInline package private(set) lazy var engine = AutoStackEngine(host: self)

  /// The engine's clock, which moves only when advanced: grace and minimum show times pass
  /// with ``SimulatedClock/advance(by:)``.
  ///
  /// The default value is a clock of its own, at `0`. Give several stacks the same clock to
  /// advance them together.
  package var clock = SimulatedClock() {
    didSet { engine.clock = clock }
  }

  /// Whether the container lays out right to left: its ``SimulatedView/isRightToLeft``.
  package var isRightToLeft: Bool { container?.isRightToLeft ?? false }

  /// The container's ``SimulatedView/displayScale``.
  package var displayScale: CGFloat? { container?.displayScale }

  /// Whether ``calls`` records the engine's calls.
  ///
  /// The default value is `false`.
  package var recordsCalls: Bool {
    get { storedRecordsCalls }
    set { storedRecordsCalls = newValue }
  }
  /// Whether the arranged views report their changes.
  ///
  /// The default value is `true`. `false` makes an arrangement hold the engine's own storage
  /// alone, for measuring its memory: nothing reflows by itself then.
  package var observesViews: Bool {
    get { storedObservesViews }
    set { storedObservesViews = newValue }
  }

  /// The engine's calls while ``recordsCalls`` is on, in order.
  package var calls: [Call] = []

  /// Runs `changes` in one batch, as the iOS observer's `animate(withDuration:_:completion:)`
  /// does inside its animation.
  ///
  /// Then it calls `completion` with `true`. Frames take their final
  /// values at once, as UIKit's model layer does; sections shown, hidden, added or left out
  /// fade (``transition``) over `duration` on the ``clock``.
  package func animate(
    withDuration duration: TimeInterval = 0.3, _ changes: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    engine.transitions.perform(duration: duration, engine: engine, changes)
    completion?(true)
  }

  /// How sections appear and disappear inside ``animate(withDuration:_:completion:)``.
  ///
  /// The default value is ``AutoStackTransition/fade``.
  package var transition: AutoStackTransition {
    get { engine.transitions.style }
    set { engine.transitions.style = newValue }
  }

  /// The number of views under observation, deallocated ones included until the engine stops
  /// observing them.
  package var observedCount: Int { storedObservedCount }

  /// The container, which owns this arrangement: weak, as an observer's reference to its
  /// container is.
  package weak let container: SimulatedView?
  /// The container's number, compared without loading ``container``.
  private let containerSerial: Int

  /// The size the content lies in, as the iOS host reads it: the bounds' size (`CGRect.width`
  /// and `height`, never negative), less a scroll view's content insets.
  package var layoutSize: CGSize {
    guard let container else { return .zero }
    let bounds = container.bounds
    guard container.scrolls else { return CGSize(width: bounds.width, height: bounds.height) }
    let inset = container.contentInset
    return CGSize(
      width: bounds.width - inset.left - inset.right,
      height: bounds.height - inset.top - inset.bottom)
  }

  /// A plain container's bounds size; `nil` for a scroll view.
  package var appliedContentSize: CGSize? {
    guard let container, !container.scrolls else { return nil }
    return container.bounds.size
  }

  package func setContentSize(_ size: CGSize, axis: AutoStackAxis) {
    record(.setContentSize(size))
    guard let container else { return }
    if container.scrolls {
      container.contentSize = size
    } else if axis == .vertical {
      // Its top edge stays where it is on screen, also in an unflipped superview.
      var resized = container.frame.size
      resized.height = size.height
      container.frame = UnflippedCoordinates.resized(
        container.frame, to: resized, superviewIsFlipped: container.superview?.isFlipped ?? true)
    } else {
      container.frame.size.width = size.width
    }
  }

  /// The container's ``SimulatedView/isFlipped``.
  package var isFlipped: Bool { container?.isFlipped ?? true }

  /// Whether `view` was added to the container and not removed since.
  ///
  /// Compared by the container's number, as `ContainerHost` compares a superview's identity,
  /// without loading the container. A stack kept after its container is gone, which only a
  /// test does, still counts the views that were in it.
  package func contains(_ view: SimulatedView) -> Bool {
    view.isSubview(of: containerSerial)
  }

  package func addSubview(_ view: SimulatedView) {
    record(.addSubview(view.name))
    container?.addSubview(view)
  }

  package func removeSubview(_ view: SimulatedView) {
    record(.removeSubview(view.name))
    view.removeFromSuperview()
  }

  /// Puts a sticky section above the other subviews but the placeholder on screen, which
  /// covers the sections, as on iOS.
  package func bringToFront(_ view: SimulatedView) {
    record(.bringToFront(view.name))
    guard contains(view), let container else { return }
    if let placeholder = displayedPlaceholder, contains(placeholder) {
      container.insertSubview(view, belowSubview: placeholder)
    } else {
      container.addSubview(view)
    }
  }

  /// Registers an observation of `view` that tells the engine of each change: the one thing
  /// this host does differently from the iOS one.
  @usableFromInline package func observe(_ view: SimulatedView) -> any ViewObservation {
    record(.observe(view.name))
    guard storedObservesViews else { return Self.noObservation }
    storedObservedCount += 1
    return view.observe(through: observationLink)
  }

  /// What ``observe(_:)`` returns while ``observesViews`` is off: one observation of nothing.
  private static let noObservation = NoObservation()
  /// What this arrangement's observations reach, made with the first of them.
  private lazy var observationLink = SimulatedObservation.Link(stack: self)
  // The state behind the properties above, private: read and written here only, it needs no
  // check at run time.
  private var storedRecordsCalls = false
  private var storedObservesViews = true
  private var storedObservedCount = 0
  /// The placeholder on screen, which sticky sections go below.
  private weak var displayedPlaceholder: SimulatedView?

  /// A scroll view's bounds less its content inset, as the iOS host reads it; `nil` for a plain
  /// container.
  package var visibleContentRect: CGRect? {
    guard let container, container.scrolls else { return nil }
    let bounds = container.bounds
    let inset = container.contentInset
    return CGRect(
      x: bounds.origin.x + inset.left, y: bounds.origin.y + inset.top,
      width: bounds.size.width - inset.left - inset.right,
      height: bounds.size.height - inset.top - inset.bottom)
  }

  /// The container's ``SimulatedView/isScrollEnabled``.
  package var isScrollEnabled: Bool {
    get { container?.isScrollEnabled ?? true }
    set { container?.isScrollEnabled = newValue }
  }

  /// Adds the placeholder on top of the container's subviews, at once; `frame` is the engine's
  /// next write, which counts as one.
  package func addPlaceholder(
    _ placeholder: SimulatedView, frame: CGRect, fadeDuration: TimeInterval
  ) {
    record(.addPlaceholder(placeholder.name))
    container?.addSubview(placeholder)
    displayedPlaceholder = placeholder
  }

  /// Writes the first frame of a section added inside ``animate(withDuration:_:completion:)``,
  /// recording it in ``calls``: frames are final at once here, and only the record tells it
  /// from any other write.
  public func placeJoiningView(_ view: SimulatedView, at frame: CGRect) {
    record(.placeJoiningView(view.name))
    view.setUntransformedFrame(frame)
  }

  /// Records the announcement in ``calls``.
  @usableFromInline package func announceLayoutChange(focus: SimulatedView?) {
    record(.layoutChanged(focus?.name))
  }

  /// Removes the placeholder from the container, at once.
  package func removePlaceholder(_ placeholder: SimulatedView, fadeDuration: TimeInterval) {
    record(.removePlaceholder(placeholder.name))
    if contains(placeholder) { placeholder.removeFromSuperview() }
    if displayedPlaceholder === placeholder { displayedPlaceholder = nil }
  }

  // MARK: Internal

  /// Called by an observation of this arrangement as it is invalidated.
  func observationDidEnd() {
    record(.stopObserving)
    storedObservedCount -= 1
  }

  /// Records `call` if ``recordsCalls`` is on; made only then, as it names a view.
  func record(_ call: @autoclosure () -> Call) {
    if storedRecordsCalls { calls.append(call()) }
  }
}

/// An observation that reports nothing.
@MainActor
private final class NoObservation: ViewObservation {
  func invalidate() {}
}
