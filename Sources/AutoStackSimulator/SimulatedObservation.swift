import AutoStack
import Foundation

/// One observation of a ``SimulatedView``: what a key-value observation is on iOS.
///
/// An arrangement's observation tells its engine of every change of the view; any other is a
/// handler that an object registered. It ends when it is invalidated, or when the arrangement
/// that made it is gone, as a key-value observation ends with its token.
@MainActor
package final class SimulatedObservation: ViewObservation {
  // MARK: Lifecycle

  init(link: Link) {
    ownerID = link.stackID
    self.link = link
    log = link.log
    handler = nil
  }

  init(owner: AnyObject, handler: @escaping (SimulatedView) -> Void) {
    ownerID = ObjectIdentifier(owner)
    link = nil
    log = nil
    self.handler = handler
  }

  // MARK: Internal

  /// What an arrangement's observations reach, one for all of them: made once per arrangement,
  /// so that observing a view forms no weak reference.
  @MainActor
  final class Link {
    init(stack: SimulatedStack) {
      stackID = ObjectIdentifier(stack)
      self.stack = stack
      engine = stack.engine
      log = stack.engine.log
    }

    let stackID: ObjectIdentifier
    weak var stack: SimulatedStack?
    /// The arrangement's engine, which the arrangement owns.
    weak var engine: AutoStackEngine<SimulatedStack>?
    /// The engine's write log, held strongly: it holds nothing back.
    let log: WriteLog
  }

  // MARK: Package

  /// Ends the observation: the view no longer reports to it, and drops it when it next adds
  /// one.
  ///
  /// It holds no reference to the view: on iOS a key-value observation's weak reference to its
  /// object leaves that object's retains and releases as fast as any, whereas a Swift weak
  /// reference would send every retain of the view down the slow path.
  package func invalidate() {
    guard isValid else { return }
    isValid = false
    link?.stack?.observationDidEnd()
  }

  /// Who registered it: the arrangement, or the object given to
  /// ``SimulatedView/addObserver(_:handler:)``.
  let ownerID: ObjectIdentifier

  /// Whether it still reports: not invalidated, and its arrangement, if it has one, alive.
  var isActive: Bool { isValid && (handler != nil || link?.stack != nil) }

  /// Reports a change of `view`.
  func notify(_ view: SimulatedView) {
    guard isValid else { return }
    if let handler {
      handler(view)
    } else {
      // The echo of the engine's own write stops at its log, before the engine is loaded.
      if log?.isEcho(of: view) == true { return }
      // Held strongly for the call, as a key-value observation's handler holds what it
      // calls: the app's code may drop the arrangement meanwhile.
      link?.engine?.viewDidChange(view)
    }
  }

  // MARK: Private

  /// The arrangement's link, for its observations; `nil` for a handler's.
  private let link: Link?
  /// The link's log, read without the link.
  private let log: WriteLog?
  private let handler: ((SimulatedView) -> Void)?
  private var isValid = true
}
