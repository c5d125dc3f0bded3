import Foundation

/// A call of an arrangement's `onVisibilityChange`: the view, by its identity in
/// ``StackModel``, became visible in the container, or stopped being visible.
package struct VisibilityEvent: Equatable, Sendable, CustomStringConvertible {
  package let container: Int
  package let view: Int
  package let isVisible: Bool

  package init(container: Int, view: Int, isVisible: Bool) {
    self.container = container
    self.view = view
    self.isVisible = isVisible
  }

  package var description: String {
    "\(isVisible ? "appear" : "disappear") \(view) in \(container)"
  }
}
