import AutoStack
import Foundation

/// The arrangement of one ``SimulatedView`` container: what `AutoStackObserver` is on iOS.
///
/// It owns the ``AutoStackEngine``, observes the container's size and the arranged views,
/// and carries out the engine's decisions on the simulated view tree.
@MainActor
public final class SimulatedStack: AutoStackHost {
  // MARK: Lifecycle

  private init(container: SimulatedView) {
    storedContainer = container
    container.addObserver(self) { [weak self] _ in self?.engine.containerDidChange() }
  }

  // MARK: Public

  /// Arranges `subviews` in `container`, reusing the container's arrangement if it has one;
  /// the same call as `AutoStack.arrange(in:subviews:)` on iOS, except that `options`
  /// replaces all of the current options, the default value included.
  @discardableResult
  public static func arrange(
    in container: SimulatedView, subviews: [SimulatedView],
    options: AutoStackOptions = AutoStackOptions()
  ) -> SimulatedStack {
    let stack = container.stack ?? SimulatedStack(container: container)
    container.stack = stack
    stack.observed.reserveCapacity(subviews.count)
    stack.engine.arrange(subviews, options: options)
    return stack
  }

  /// The engine, for options, batches, statistics and diagnostics.
  public private(set) lazy var engine = AutoStackEngine(host: self)

  public var container: SimulatedView? { storedContainer }

  public var containerWidth: CGFloat { container?.bounds.width ?? 0 }

  public func setContentSize(_ size: CGSize) {
    guard let container else { return }
    if container.scrolls {
      container.contentSize = size
    } else {
      container.frame.size.height = size.height
    }
  }

  public func contains(_ view: SimulatedView) -> Bool {
    // Identities compared, neither view retained; false once the container is gone, also for
    // a view with no superview.
    storedContainer != nil && view.superview === storedContainer
  }

  public func addSubview(_ view: SimulatedView) { container?.addSubview(view) }

  public func removeSubview(_ view: SimulatedView) { view.removeFromSuperview() }

  public func observe(_ view: SimulatedView) {
    // A `let` holding the weak reference, not a `[weak engine]` capture: that one is a
    // variable, which pays a run-time exclusivity check on every notification.
    let engine = WeakEngine(engine: engine)
    view.addObserver(self) { view in engine.engine?.viewDidChange(view) }
    observed[ObjectIdentifier(view)] = WeakView(view: view)
  }

  public func stopObserving(_ id: ObjectIdentifier) {
    observed.removeValue(forKey: id)?.view?.removeObserver(self)
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
  /// costs no weak load.
  private nonisolated(unsafe) unowned(unsafe) var storedContainer: SimulatedView?

  private struct WeakView {
    weak var view: SimulatedView?
  }

  private struct WeakEngine {
    weak var engine: AutoStackEngine<SimulatedStack>?
  }

  /// The observed views by identifier, to stop observing one that may be gone.
  private var observed: [ObjectIdentifier: WeakView] = [:]
}
