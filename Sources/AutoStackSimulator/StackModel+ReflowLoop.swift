import AutoStack
import Foundation

/// Views that keep resizing each other: the model counts the passes of each operation, and
/// stops placing past ``StackModel/passLimit``, as the engine stops past its own limit.
extension StackModel {
  /// Starts counting the passes of an operation, batches and animations included.
  package func beginOperation() { passesInOperation = 0 }

  /// Counts a pass of any container; past ``passLimit`` in one operation, the model is in a
  /// reflow loop.
  func passWillRun() {
    passesInOperation += 1
    if passesInOperation > Self.passLimit { isInReflowLoop = true }
  }
}
