import AutoStack
import Foundation

extension SimulatedView {
  /// Calls `handler` after every set of this view's frame, bounds, center, `isHidden`, content
  /// inset, layout direction, drag or window, until ``removeObserver(_:)`` with the same
  /// `observer`.
  package func addObserver(_ observer: AnyObject, handler: @escaping (SimulatedView) -> Void) {
    add(SimulatedObservation(owner: observer, handler: handler))
  }

  /// Removes the observations `observer` registered, as if it were gone: an arrangement's
  /// observation removed this way no longer reaches the view.
  package func removeObserver(_ observer: AnyObject) {
    let id = ObjectIdentifier(observer)
    if firstObservation?.ownerID == id { firstObservation = nil }
    otherObservations.removeAll { $0.ownerID == id }
  }

  /// The number of observations that still report.
  package var observerCount: Int {
    // Counted without building a list: the random operations read it after every one.
    otherObservations.reduce(firstObservation?.isActive == true ? 1 : 0) {
      $0 + ($1.isActive ? 1 : 0)
    }
  }

  /// Starts an arrangement's observation of this view.
  func observe(through link: SimulatedObservation.Link) -> SimulatedObservation {
    let observation = SimulatedObservation(link: link)
    add(observation)
    return observation
  }

  /// Tells every observation of a change, as key-value observation does: those registered
  /// when the change happened, so that one added or removed by a handler counts from the
  /// next change.
  func notifyObservers() {
    guard !otherObservations.isEmpty else {
      firstObservation?.notify(self)
      return
    }
    // Both read before any is told, without building one list of them, which would allocate
    // on every change of a view with several observers, such as an arranged container.
    let first = firstObservation
    let others = otherObservations
    first?.notify(self)
    for observation in others { observation.notify(self) }
  }

  // MARK: Private

  private func add(_ observation: SimulatedObservation) {
    // Observations whose arrangement is gone end here, as a key-value observation ends with
    // its token.
    if firstObservation?.isActive == false { firstObservation = nil }
    otherObservations.removeAll { !$0.isActive }
    if firstObservation == nil, otherObservations.isEmpty {
      firstObservation = observation
    } else {
      otherObservations.append(observation)
    }
  }
}
