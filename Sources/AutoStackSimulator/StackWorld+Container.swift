import AutoStack
import Foundation

extension StackWorld {
  /// A container as the world holds it: the view, its identity in the model, its indicator
  /// and its placeholder views, and its arrangement's structural diagnostics (the ones about
  /// sizes depend on which views a pass reaches, which the model does not follow).
  struct Container {
    let view: SimulatedView
    let id: Int
    /// A subview that is never arranged, like a scroll view's indicator.
    let indicator: SimulatedView
    let placeholders: [AutoStackPlaceholderKind: (view: SimulatedView, id: Int)]
    var diagnostics: [AutoStackDiagnostic] = []
  }

  /// Where a container's indicator sits.
  static let indicatorFrame = CGRect(x: 300, y: 4, width: 3, height: 40)
}
