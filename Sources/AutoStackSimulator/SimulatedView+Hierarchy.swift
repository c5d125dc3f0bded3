import AutoStack
import Foundation

extension SimulatedView {
  /// Adds `view` on top of the subviews, moving it from its superview if it has one, or to the
  /// top if this view is its superview already.
  package func addSubview(_ view: SimulatedView) {
    if view.superview != nil { view.removeFromSuperview() }
    storedSubviews.append(view)
    view.setSuperview(self)
  }

  /// Inserts `view` right below `sibling`, one of the subviews, moving it from its superview
  /// if it has one; as ``addSubview(_:)`` if `sibling` is not a subview.
  package func insertSubview(_ view: SimulatedView, belowSubview sibling: SimulatedView) {
    guard sibling !== view, sibling.superview === self else { return addSubview(view) }
    if view.superview != nil { view.removeFromSuperview() }
    let index = storedSubviews.firstIndex { $0 === sibling } ?? storedSubviews.endIndex
    storedSubviews.insert(view, at: index)
    view.setSuperview(self)
  }

  /// Removes this view from its superview.
  package func removeFromSuperview() {
    guard let superview else { return }
    // A view is in its superview's subviews once.
    if let index = superview.storedSubviews.firstIndex(where: { $0 === self }) {
      superview.storedSubviews.remove(at: index)
    }
    setSuperview(nil)
  }

  /// Whether the view whose ``serial`` is `container` is this view's superview: compared by
  /// number, as UIKit reads a superview it does not retain, without a weak load or a retain.
  func isSubview(of container: Int) -> Bool { superviewLink?.serial == container }

  /// A number no view has had yet.
  static func nextSerial() -> Int {
    lastSerial += 1
    return lastSerial
  }

  private static var lastSerial = 0

  private func setSuperview(_ view: SimulatedView?) {
    superview = view
    if let view {
      superviewLink = SuperviewLink(serial: view.serial, isUnflipped: !view.isFlipped)
    } else {
      superviewLink = nil
    }
  }
}
