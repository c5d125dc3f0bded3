import Foundation

/// A call of an arrangement's `onVisibilityChange`: the view, by its identity in
/// ``StackModel``, became visible in the container, or stopped being visible.
public struct VisibilityEvent: Equatable, Sendable, CustomStringConvertible {
  public let container: Int
  public let view: Int
  public let isVisible: Bool

  public init(container: Int, view: Int, isVisible: Bool) {
    self.container = container
    self.view = view
    self.isVisible = isVisible
  }

  public var description: String {
    "\(isVisible ? "appear" : "disappear") \(view) in \(container)"
  }
}
