import Foundation

/// When a host tells its engine that the container changed: at once, or, for a new size that
/// a new safe area follows, once both are known.
///
/// On iOS a rotation gives the container its new bounds first and its new safe area later, in
/// the layout pass; a scroll view's width takes in the safe area (its `adjustedContentInset`).
/// Told at once, the engine would lay the sections out at the new width with the old insets,
/// then again. So a new size for which a layout pass follows waits for that pass, or for the
/// new safe area if it comes first, and every change meanwhile waits with it: the engine
/// reads the container once, with both.
@MainActor
package struct ContainerChangeGate {
  // MARK: Lifecycle

  package init() {}

  // MARK: Package

  /// Whether a change waits for the layout pass.
  package private(set) var isWaiting = false

  /// A change of the container: its size if `resized`, else anything else it reports (its
  /// offset, insets, direction).
  ///
  /// - Parameters:
  ///   - resized: Whether the container's size changed.
  ///   - waitsForLayout: Whether a layout pass follows that may change the width again: the
  ///     container is in a window, and its width takes in the safe area.
  /// - Returns: Whether the engine hears of the change now.
  package mutating func containerDidChange(resized: Bool, waitsForLayout: Bool) -> Bool {
    if resized, waitsForLayout {
      isWaiting = true
      return false
    }
    return !isWaiting
  }

  /// The layout pass ran: whether the engine hears now of a change that waited for it.
  package mutating func layoutDidRun() -> Bool {
    defer { isWaiting = false }
    return isWaiting
  }

  /// The safe area changed, or the window: the engine hears of it now, and of any change that
  /// waited.
  package mutating func safeAreaOrWindowDidChange() -> Bool {
    isWaiting = false
    return true
  }

  /// The arrangement stopped: nothing waits.
  package mutating func reset() {
    isWaiting = false
  }
}
