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
/// container's. Placeholders show and hide at once, and offsets move at once: nothing fades
/// or animates here.
@MainActor
public final class SimulatedStack: AutoStackHost {
  // MARK: Lifecycle

  private init(container: SimulatedView) {
    storedContainer = .passUnretained(container)
    let engine = AutoStackEngine(host: self)
    engine.clock = clock
    storedEngine = engine
    container.addObserver(self) { [weak self] _ in self?.engine.containerDidChange() }
  }

  deinit {
    // As `AutoStackObserver` invalidates its key-value observations: views that outlive the
    // arrangement no longer report to it. Deallocation is nonisolated; nothing else touches
    // the views' observer lists while the last reference to an arrangement goes.
    let id = ObjectIdentifier(self)
    for view in observed { view.takeUnretainedValue().removeObserverWhileDeallocating(id) }
  }

  /// Called by an observed view, kept in `slot`, as it deallocates, or as this arrangement's
  /// observer is removed from it behind its back, as a key-value observation's object becomes
  /// `nil`: it stays observed, by identity only, until the engine stops observing it.
  nonisolated func forgetObservedView(_ id: ObjectIdentifier, slot: Int) {
    removeObservedView(at: slot)
    forgotten.insert(id)
  }

  // MARK: Public

  /// A call the engine made to its host, as ``calls`` records it.
  public enum Call: Equatable, Sendable {
    case addSubview(String)
    case removeSubview(String)
    case observe(String)
    case stopObserving
    case setContentSize(CGSize)
    case addPlaceholder(String)
    case removePlaceholder(String)
  }

  /// Arranges `subviews` in `container`, reusing the container's arrangement if it has one:
  /// the same call, with the same option merging, as `AutoStack.arrange(in:subviews:)`.
  ///
  /// Options left `nil` keep their current values (the defaults, for a new arrangement).
  @discardableResult
  public static func arrange(
    in container: SimulatedView, subviews: [SimulatedView], spacing: CGFloat? = nil,
    insets: AutoStackInsets? = nil, alignment: AutoStackAlignment? = nil
  ) -> SimulatedStack {
    let stack = attached(to: container)
    stack.engine.arrange(subviews, spacing: spacing, insets: insets, alignment: alignment)
    return stack
  }

  /// The arrangement of `container`, created and attached on first use, so that a test can
  /// set ``AutoStackEngine/onDiagnostic`` or ``isRightToLeft`` before the first arrangement.
  public static func attached(to container: SimulatedView) -> SimulatedStack {
    if let stack = container.stack { return stack }
    let stack = SimulatedStack(container: container)
    container.stack = stack
    return stack
  }

  /// The engine, for options, batches, statistics, diagnostics and placeholders.
  public var engine: AutoStackEngine<SimulatedStack> { storedEngine.unsafelyUnwrapped }

  /// The engine's clock, which moves only when advanced: grace and minimum show times pass
  /// with ``SimulatedClock/advance(by:)``.
  ///
  /// The default value is a clock of its own, at `0`. Give several stacks the same clock to
  /// advance them together.
  public var clock = SimulatedClock() {
    didSet { engine.clock = clock }
  }

  /// Whether the container lays out right to left: its ``SimulatedView/isRightToLeft``.
  public var isRightToLeft: Bool { container?.isRightToLeft ?? false }

  /// Whether ``calls`` records the engine's calls.
  ///
  /// The default value is `false`.
  public var recordsCalls: Bool {
    get { storedRecordsCalls }
    set { storedRecordsCalls = newValue }
  }
  /// The engine's calls while ``recordsCalls`` is on, in order.
  public var calls: [Call] = []

  /// Runs `changes` in one batch, as the iOS observer's `animate(withDuration:_:completion:)`
  /// does inside its animation, then calls `completion` with `true`: no animation runs here,
  /// and frames take their final values at once, as UIKit's model layer does.
  public func animate(
    withDuration duration: TimeInterval = 0.3, _ changes: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    engine.performBatch(changes)
    completion?(true)
  }

  /// The number of views under observation, deallocated ones included until the engine stops
  /// observing them.
  public var observedCount: Int { observed.count + forgotten.count }

  public var container: SimulatedView? { storedContainer?.takeUnretainedValue() }

  /// The width the content lies in, as the iOS host reads it: the bounds' width
  /// (`CGRect.width`, never negative), less a scroll view's horizontal content inset.
  public var containerWidth: CGFloat {
    guard let container else { return 0 }
    let inset = container.scrolls ? container.contentInset.left + container.contentInset.right : 0
    return container.bounds.width - inset
  }

  /// A plain container's bounds height; `nil` for a scroll view.
  public var appliedContentHeight: CGFloat? {
    guard let container, !container.scrolls else { return nil }
    return container.bounds.size.height
  }

  public func setContentSize(_ size: CGSize) {
    record(.setContentSize(size))
    guard let container else { return }
    if container.scrolls {
      container.contentSize = size
    } else {
      container.frame.size.height = size.height
    }
  }

  public func contains(_ view: SimulatedView) -> Bool {
    // False once the container is gone, also for a view with no superview. Identities only:
    // retaining a view that is weakly referenced takes the slow path.
    view.isSubview(of: storedContainer)
  }

  public func addSubview(_ view: SimulatedView) {
    record(.addSubview(view.name))
    // Adding a subview runs no code of the app's, so nothing releases the container meanwhile.
    storedContainer?.withGuaranteedObject { $0.addSubview(view) }
  }

  public func removeSubview(_ view: SimulatedView) {
    record(.removeSubview(view.name))
    view.removeFromSuperview()
  }

  public func observe(_ view: SimulatedView) {
    record(.observe(view.name))
    view.addObserver(self, slot: observed.count)
    observed.append(.passUnretained(view))
  }

  public func stopObserving(_ view: SimulatedView?, id: ObjectIdentifier) {
    record(.stopObserving)
    // Hashed only for a view this arrangement already forgot, which is rare.
    if !forgotten.isEmpty, forgotten.remove(id) != nil { return }
    guard let view, let slot = view.observerSlot(of: self) else { return }
    view.removeObserverWhileDeallocating(ObjectIdentifier(self))
    removeObservedView(at: slot)
  }

  /// A scroll view's bounds less its content inset, as the iOS host reads it; `nil` for a plain
  /// container.
  public var visibleContentRect: CGRect? {
    guard let container, container.scrolls else { return nil }
    let bounds = container.bounds
    let inset = container.contentInset
    return CGRect(
      x: bounds.origin.x + inset.left, y: bounds.origin.y + inset.top,
      width: bounds.size.width - inset.left - inset.right,
      height: bounds.size.height - inset.top - inset.bottom)
  }

  /// The container's ``SimulatedView/isScrollEnabled``.
  public var isScrollEnabled: Bool {
    get { container?.isScrollEnabled ?? true }
    set { container?.isScrollEnabled = newValue }
  }

  /// Adds the placeholder on top of the container's subviews, at once.
  public func addPlaceholder(_ placeholder: SimulatedView, fadeDuration: TimeInterval) {
    record(.addPlaceholder(placeholder.name))
    container?.addSubview(placeholder)
  }

  /// Removes the placeholder from the container, at once.
  public func removePlaceholder(_ placeholder: SimulatedView, fadeDuration: TimeInterval) {
    record(.removePlaceholder(placeholder.name))
    if placeholder.isSubview(of: storedContainer) { placeholder.removeFromSuperview() }
  }

  // MARK: Internal

  /// Called by the container as it deallocates.
  nonisolated func containerDidDeinit() { storedContainer = nil }

  // MARK: Private

  /// The storage behind ``container``: private, so that reading it costs no run-time
  /// exclusivity check (see `SimulatedView`).
  ///
  /// Unretained, as `UIView.superview` is: the container owns this arrangement and clears
  /// it in its `deinit` (see ``containerDidDeinit()``), so it never dangles, and comparing it
  /// costs no weak load. `Unmanaged`, so that comparing it retains nothing.
  private nonisolated(unsafe) var storedContainer: Unmanaged<SimulatedView>?

  /// The observed views, each of which knows its slot here (see
  /// ``SimulatedView/observerSlot(of:)``), so that no view is looked up by hashing.
  ///
  /// Unretained, and never dangling: a view leaves this list as it is deallocated (see
  /// ``forgetObservedView(_:slot:)``). A weak reference would give every arranged view a side
  /// table, and every reference count of a view during a reflow the slow path. Read by
  /// `deinit`, which is nonisolated.
  @exclusivity(unchecked) private nonisolated(unsafe) var observed: [Unmanaged<SimulatedView>] =
    []
  /// The views this arrangement stopped observing before the engine did.
  ///
  /// Deallocated, or their observer removed by the app, they are kept by identity until the
  /// engine stops observing them, as an iOS host keeps a key-value observation whose object
  /// is gone.
  @exclusivity(unchecked) private nonisolated(unsafe) var forgotten: Set<ObjectIdentifier> = []

  /// Removes the view in `slot` from ``observed``, moving the last one into its place.
  private nonisolated func removeObservedView(at slot: Int) {
    let last = observed.removeLast()
    guard slot < observed.count else { return }
    observed[slot] = last
    last.takeUnretainedValue().setObserverSlot(slot, of: self)
  }

  // The storage of `engine` and `recordsCalls`, read for every arranged view: private, and
  // unchecked, so that reading them costs no run-time exclusivity check (see `SimulatedView`).

  /// Set once, by `init`: optional only because the engine needs this arrangement to exist.
  @exclusivity(unchecked) private var storedEngine: AutoStackEngine<SimulatedStack>?
  @exclusivity(unchecked) private var storedRecordsCalls = false

  /// Records `call` if ``recordsCalls`` is on; made only then, as it names a view.
  private func record(_ call: @autoclosure () -> Call) {
    if storedRecordsCalls { calls.append(call()) }
  }
}
