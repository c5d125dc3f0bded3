import Foundation

/// A call that an ``AutoStackClock`` has scheduled, which can be cancelled.
@MainActor
package protocol AutoStackTimer: AnyObject {
  /// Cancels the call, if it has not run yet; cancelling again does nothing.
  func cancel()
}
