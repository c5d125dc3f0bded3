import Foundation

/// One registered observation of a view: key-value observations on iOS, an observer record in
/// the simulator.
///
/// The engine keeps it with whatever it observes (an arranged view's entry, the placeholder on
/// screen) and calls ``invalidate()`` when it stops observing; an observation released without
/// that call must end too.
@MainActor
@usableFromInline
package protocol ViewObservation: AnyObject {
  /// Stops the reports; calling it again does nothing.
  func invalidate()
}
