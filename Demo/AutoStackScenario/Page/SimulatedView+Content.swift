import AutoStackSimulator
import Foundation

extension SimulatedView {
  /// The size AutoStack gives the content: a scroll view's content size, or a plain view's
  /// frame size.
  var stackContentSize: CGSize { scrolls ? contentSize : frame.size }
}
