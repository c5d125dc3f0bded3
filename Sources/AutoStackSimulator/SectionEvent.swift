import Foundation

/// A call of an arrangement's `onCurrentSectionChange`: the current section of the container
/// became the view, by its identity in ``StackModel``, or none.
public struct SectionEvent: Equatable, Sendable, CustomStringConvertible {
  public let container: Int
  public let view: Int?

  public init(container: Int, view: Int?) {
    self.container = container
    self.view = view
  }

  public var description: String {
    "current \(view.map(String.init) ?? "none") in \(container)"
  }
}
