import AutoStack
import Foundation

extension SimulatedView {
  /// The view's layout pass, as UIKit runs `layoutSubviews()` once the view needs layout (its
  /// size changed, a subview was added or moved): Auto Layout gives each subview that
  /// ``usesAutoLayout``, back to front, the frame its constraints give it
  /// (``constraintFrame``), unless it is there within 0.001 point.
  ///
  /// UIKit's `layoutSubviews()`: the default implementation uses the constraints set to
  /// determine the size and position of the subviews.
  ///
  /// Nothing calls it by itself: a test runs the passes a device would run, so that it can
  /// count what each one costs.
  package func layoutSubviews() {
    for subview in subviews where subview.usesAutoLayout {
      guard let frame = subview.constraintFrame, !subview.untransformedFrame.isClose(to: frame)
      else { continue }
      subview.setUntransformedFrame(frame)
    }
  }
}
