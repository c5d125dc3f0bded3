import AutoStackSimulator
import Foundation

/// The stacking that AutoStack and AASubviews' strategy must produce, computed directly from
/// the views, to check each of them after it has been measured.
enum LayoutReference {
  /// A description of the first view out of place in `views` (top to bottom), or of a wrong
  /// content height, or `nil` if all is in place.
  @MainActor
  static func error(in views: [SimulatedView], container: SimulatedView) -> String? {
    let width = container.bounds.width
    var next: CGFloat = 0
    var bottom: CGFloat = 0
    for (index, view) in views.enumerated() {
      let expected = CGRect(x: 0, y: next, width: width, height: view.frame.height)
      guard view.frame == expected else {
        return "view \(index) is at \(view.frame), expected \(expected)"
      }
      if !view.isHidden {
        bottom = next + view.frame.height
        next = bottom + StackFixture.spacing
      }
    }
    guard container.contentSize.height == bottom else {
      return "content height is \(container.contentSize.height), expected \(bottom)"
    }
    return nil
  }
}
