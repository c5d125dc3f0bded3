import AutoStack
import Foundation

extension SimulatedView {
  /// The size the view needs at `width`, as a `UIView` measures itself: after ``onMeasure``,
  /// its ``measurement`` if set, an arranged container its content size at that width, a
  /// label (a view with ``text``) the size of its text, and any other view its current size.
  ///
  /// The sizing does not matter here: every simulated view measures itself one way.
  @usableFromInline package func measuredSize(fittingWidth width: CGFloat, sizing: AutoStackSizing)
    -> CGSize
  {
    measurementCount += 1
    onMeasure?()
    if let measurement { return measurement }
    if let text { return text.size(fittingWidth: width) }
    if let size = stack?.engine.fittingSize(forWidth: width) { return size }
    return untransformedFrame.size
  }

  @usableFromInline package func measuredSize(
    fittingHeight height: CGFloat, sizing: AutoStackSizing
  ) -> CGSize {
    measurementCount += 1
    onMeasure?()
    if let measurement { return measurement }
    if let text { return text.size(fittingHeight: height) }
    if let size = stack?.engine.fittingSize(forHeight: height) { return size }
    return untransformedFrame.size
  }
}

extension SimulatedView {
  /// The view's ``accessibilityElementsHidden``.
  @usableFromInline package var isHiddenFromAccessibility: Bool {
    get { accessibilityElementsHidden }
    set { accessibilityElementsHidden = newValue }
  }
}
