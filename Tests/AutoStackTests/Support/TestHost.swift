import AutoStack
import AutoStackSimulator
import Foundation

/// A host for one ``SimulatedView`` container that behaves like `SimulatedStack` and also
/// records every call the engine makes, so that tests can check the host contract.
///
/// Tests own the engine (the engine holds its host weakly) and can set
/// ``AutoStackEngine/onDiagnostic`` before the first arrangement.
@MainActor
final class TestHost: AutoStackHost {
  // MARK: Lifecycle

  init(container: SimulatedView) {
    self.container = container
    container.addObserver(self) { [weak self] _ in self?.engine?.containerDidChange() }
  }

  // MARK: Internal

  /// A call the engine made.
  enum Call: Equatable {
    case addSubview(String)
    case removeSubview(String)
    case observe(String)
    case stopObserving
    case setContentSize(CGSize)
  }

  weak var engine: AutoStackEngine<TestHost>?
  private(set) weak var container: SimulatedView?
  /// Every call, in order.
  var calls: [Call] = []

  /// The number of views under observation, dead ones included until the engine stops
  /// observing them.
  var observedCount: Int { observed.count }

  /// The bounds' width as stored: `CGRect.width` would turn a negative width positive, and
  /// the tests need to give the engine negative widths too.
  var containerWidth: CGFloat { container?.bounds.size.width ?? 0 }

  func setContentSize(_ size: CGSize) {
    calls.append(.setContentSize(size))
    guard let container else { return }
    if container.scrolls {
      container.contentSize = size
    } else {
      container.frame.size.height = size.height
    }
  }

  func contains(_ view: SimulatedView) -> Bool { view.superview === container }

  func addSubview(_ view: SimulatedView) {
    calls.append(.addSubview(view.name))
    container?.addSubview(view)
  }

  func removeSubview(_ view: SimulatedView) {
    calls.append(.removeSubview(view.name))
    view.removeFromSuperview()
  }

  func observe(_ view: SimulatedView) {
    calls.append(.observe(view.name))
    view.addObserver(self) { [weak self] view in self?.engine?.viewDidChange(view) }
    observed[ObjectIdentifier(view)] = WeakView(view: view)
  }

  func stopObserving(_ id: ObjectIdentifier) {
    calls.append(.stopObserving)
    observed.removeValue(forKey: id)?.view?.removeObserver(self)
  }

  // MARK: Private

  private struct WeakView {
    weak var view: SimulatedView?
  }

  private var observed: [ObjectIdentifier: WeakView] = [:]
}
