import AutoStack
import Foundation

extension StackWorld {
  /// The view in `slot`, if the app holds one there.
  func view(in slot: Int) -> SimulatedView? { slots[slot].flatMap { views[$0] } }

  /// The view that `element` names in an operation on container `index`, if it names one.
  func view(_ element: RandomOperation.Element, of index: Int) -> SimulatedView? {
    switch element {
    case .view(let slot): view(in: slot)
    case .container: containers[index].view
    case .nested: index == 0 ? containers[1].view : nil
    }
  }

  /// Positions the view in `slot` by Auto Layout, with constraints that give it `frame` at its
  /// container's next layout pass, or by frames again (`nil`).
  func constrain(_ slot: Int, _ frame: CGRect?) {
    guard let view = view(in: slot) else { return }
    view.usesAutoLayout = frame != nil
    view.constraintFrame = frame
  }
}
