import AutoStack
import Foundation

// The model's view hierarchy, and who holds a view the app let go of.

extension StackModel {
  func addSubview(_ id: Int, to index: Int) {
    detach(id)
    views[id].superview = index
    containers[index].subviews.append(id)
  }

  /// Puts view `id` right below `sibling` in container `index`, or on top if `sibling` is not
  /// one of its subviews.
  func insertSubview(_ id: Int, to index: Int, below sibling: Int) {
    detach(id)
    views[id].superview = index
    let position = containers[index].subviews.firstIndex(of: sibling)
    containers[index].subviews.insert(id, at: position ?? containers[index].subviews.endIndex)
  }

  func removeFromSuperview(_ id: Int) {
    detach(id)
    // Its container held it: it dies now unless another holder is left.
    releaseIfUnheld(id)
  }

  /// Takes view `id` out of its superview's subviews, on its way out or to another one.
  fileprivate func detach(_ id: Int) {
    guard let index = views[id].superview else { return }
    containers[index].subviews.removeAll { $0 == id }
    views[id].superview = nil
  }

  /// View `id` dies if the app let go of it and neither a container (as a subview) nor an
  /// arrangement holds it: an arrangement holds its views until it lets go of them, as
  /// `UIStackView` holds its arranged subviews.
  func releaseIfUnheld(_ id: Int) {
    guard views[id].isReleased, views[id].superview == nil,
      !containers.contains(where: { $0.arranged.contains(id) })
    else { return }
    views[id].isAlive = false
  }
}
