import AutoStackSimulator
import Foundation

/// The least a full arrange must do, which is the limit of one and, with observers, the
/// simulator floor of one.
@MainActor
enum LeastArrange {
  /// One pass over `views`, fresh ones, that adds each one to `container`, gives it an empty
  /// handler of `observer` if there is one, reads its size and `isHidden`, writes its frame
  /// and appends it to `record`; returns the content height, which it sets.
  ///
  /// `record` should have room for every view, so that it does not grow.
  @inline(never)
  static func arrange(
    _ views: [SimulatedView], in container: SimulatedView, observer: AnyObject?,
    width: CGFloat, record: inout [ObjectIdentifier]
  ) -> CGFloat {
    var next: CGFloat = 0
    var bottom: CGFloat = 0
    if let observer { container.addObserver(observer) { _ in } }
    for view in views {
      container.addSubview(view)
      if let observer { view.addObserver(observer) { _ in } }
      let height = view.frame.size.height
      view.frame = CGRect(x: 0, y: next, width: width, height: height)
      record.append(ObjectIdentifier(view))
      if !view.isHidden {
        bottom = next + height
        next = bottom + StackFixture.spacing
      }
    }
    container.contentSize = CGSize(width: width, height: bottom)
    return bottom
  }
}
