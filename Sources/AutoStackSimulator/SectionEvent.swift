import Foundation

/// A call of an arrangement's `onCurrentSectionChange`: the current section of the container
/// became the view, by its identity in ``StackModel``, or none.
package struct SectionEvent: Equatable, Sendable, CustomStringConvertible {
  package let container: Int
  package let view: Int?

  package init(container: Int, view: Int?) {
    self.container = container
    self.view = view
  }

  package var description: String {
    "current \(view.map(String.init) ?? "none") in \(container)"
  }
}
