import AutoStack
import Foundation

/// The geometry of a ``SimulatedView``, as a `UIView` and its layer have it.
///
/// A view stores a center and bounds, and a scale transform about its center. Its ``frame``
/// is derived from them as a layer derives it (origin = center − size × scale / 2), so that
/// a frame written reads back as inexactly as on a device; writing a frame sets the center,
/// then the bounds. A view of ``fixedSize`` keeps its size, as `UISwitch` does. When a
/// view's size changes, its subviews follow their autoresizing masks. Geometry that holds a
/// NaN is refused as a layer refuses it (see ``onInvalidGeometry``). Each set of ``frame``,
/// ``bounds`` or ``center`` notifies the observers once, as key-value observation does,
/// even when the value does not change.
extension SimulatedView {
  // MARK: Geometry

  /// The center in the superview's coordinates, as `UIView.center`.
  package var center: CGPoint {
    get { storedCenter }
    set {
      guard Self.isValid(newValue) else {
        return refuse("position contains NaN: \(newValue)")
      }
      storedCenter = newValue
      didSetGeometry()
    }
  }

  /// The bounds, as `UIView.bounds`: setting its size keeps the center where it is.
  package var bounds: CGRect {
    get { storedBounds }
    set {
      guard Self.isValid(newValue) else { return refuse("bounds contains NaN: \(newValue)") }
      let oldSize = storedBounds.size
      storedBounds = CGRect(origin: newValue.origin, size: fixedSize ?? newValue.size)
      resizeSubviews(from: oldSize)
      didSetGeometry()
    }
  }

  /// The scroll view's content offset, as `UIScrollView.contentOffset`: the origin of its
  /// bounds.
  ///
  /// Setting it sets ``bounds``, which notifies the observers, as a scroll does on iOS. Like
  /// UIKit, the simulator does not keep it within the content.
  package var contentOffset: CGPoint {
    get { storedBounds.origin }
    set { bounds.origin = newValue }
  }

  /// The frame, as `UIView.frame`: derived from the center, the bounds and the scale.
  ///
  /// Setting it sets the center, then the bounds' size (divided by the scale); a view of
  /// ``fixedSize`` keeps its size with its top-left corner at the new origin.
  package var frame: CGRect {
    get {
      // The transformed box: a negative scale flips the view, not the box.
      let scale = Swift.abs(storedScale)
      let width = storedBounds.size.width * scale
      let height = storedBounds.size.height * scale
      return CGRect(
        x: storedCenter.x - width / 2, y: storedCenter.y - height / 2, width: width,
        height: height)
    }
    set {
      let scale = Swift.abs(storedScale)
      let size =
        fixedSize.map { CGSize(width: $0.width * scale, height: $0.height * scale) }
        ?? newValue.size
      let center = CGPoint(
        x: newValue.origin.x + size.width / 2, y: newValue.origin.y + size.height / 2)
      guard Self.isValid(center) else { return refuse("position contains NaN: \(center)") }
      // A scale of 0 has no inverse: the bounds keep their size.
      let bounds =
        scale == 0
        ? storedBounds.size : CGSize(width: size.width / scale, height: size.height / scale)
      guard Self.isValid(CGRect(origin: storedBounds.origin, size: bounds)) else {
        return refuse("bounds contains NaN: \(bounds)")
      }
      let oldSize = storedBounds.size
      storedCenter = center
      storedBounds.size = bounds
      resizeSubviews(from: oldSize)
      didSetGeometry()
    }
  }

  /// The scale of the view's transform, about its center; `1` is the identity.
  ///
  /// It changes ``frame`` but not ``bounds`` or ``center``, and notifies nobody: AutoStack
  /// does not observe transforms.
  package var scale: CGFloat {
    get { storedScale }
    set { storedScale = newValue }
  }

  // MARK: Stackable

  /// The untransformed box in top-down terms: mirrored in an unflipped superview.
  package var untransformedFrame: CGRect {
    let box = CGRect(
      x: storedCenter.x - storedBounds.size.width / 2,
      y: storedCenter.y - storedBounds.size.height / 2, width: storedBounds.size.width,
      height: storedBounds.size.height)
    return isInUnflippedSuperview ? mirroredInSuperview(box) : box
  }

  /// As `UIView` does it: through ``frame`` with the identity transform, else the bounds'
  /// size, if it differs, then the center from the size the view kept, if it differs.
  ///
  /// In an unflipped superview, `frame` is top-down, and mirrored first.
  package func setUntransformedFrame(_ frame: CGRect) {
    let frame = isInUnflippedSuperview ? mirroredInSuperview(frame) : frame
    if storedScale == 1 {
      if !self.frame.isIdentical(to: frame) { self.frame = frame }
      return
    }
    let size = storedBounds.size
    if size.width != frame.size.width || size.height != frame.size.height {
      bounds.size = frame.size
    }
    let kept = storedBounds.size
    let center = CGPoint(
      x: frame.origin.x + kept.width / 2, y: frame.origin.y + kept.height / 2)
    if center.x != storedCenter.x || center.y != storedCenter.y { self.center = center }
  }

  /// The mask in top-down terms: its top and bottom margins swapped in an unflipped
  /// superview.
  package var stackingAutoresizingMask: AutoStackAutoresizingMask {
    get {
      isInUnflippedSuperview ? UnflippedCoordinates.mirrored(autoresizingMask) : autoresizingMask
    }
    set {
      autoresizingMask = isInUnflippedSuperview ? UnflippedCoordinates.mirrored(newValue) : newValue
    }
  }

  // MARK: Invalid Geometry

  /// Called with a view and a description when geometry that holds a NaN is set on it, which
  /// the view refuses, keeping what it had.
  ///
  /// On a device the layer raises `CALayerInvalidGeometry` and the app crashes, which is the
  /// default here too; the scenario language reports it as an error instead. Infinite values
  /// alone are accepted, as a layer accepts them.
  package static var onInvalidGeometry: (SimulatedView, String) -> Void = { view, reason in
    fatalError("CALayerInvalidGeometry: \(view.name): CALayer \(reason)")
  }

  // MARK: Private

  /// `frame` mirrored within the unflipped superview's bounds, both ways.
  ///
  /// Not inlined: the weak load of the superview stays out of the frame accessors of a
  /// flipped one, which every benchmark runs.
  @inline(never)
  private func mirroredInSuperview(_ frame: CGRect) -> CGRect {
    guard let superview else { return frame }
    return UnflippedCoordinates.mirrored(frame, within: superview.bounds)
  }

  /// Whether a layer accepts `point` as its position: its coordinates' sum is not NaN, so
  /// that infinities of one sign are accepted.
  private static func isValid(_ point: CGPoint) -> Bool { !(point.x + point.y).isNaN }

  /// Whether a layer accepts `rect` as its bounds (see `isValid(_:)` for a point).
  private static func isValid(_ rect: CGRect) -> Bool {
    !(rect.origin.x + rect.origin.y + rect.size.width + rect.size.height).isNaN
  }

  private func refuse(_ reason: String) {
    Self.onInvalidGeometry(self, reason)
  }

  private func didSetGeometry() {
    storedFrameSetCount += 1
    notifyObservers()
  }

  /// Moves and resizes the subviews by their autoresizing masks after this view's size
  /// changed from `oldSize`, as UIKit does inside the setter, before its notification.
  private func resizeSubviews(from oldSize: CGSize) {
    let newSize = storedBounds.size
    guard !storedSubviews.isEmpty,
      newSize.width != oldSize.width || newSize.height != oldSize.height
    else { return }
    for view in storedSubviews where !view.autoresizingMask.isEmpty {
      let frame = view.frame
      let resized = AutoresizingRule.frame(
        frame, mask: view.autoresizingMask, superviewSize: (old: oldSize, new: newSize))
      if !resized.isIdentical(to: frame) { view.frame = resized }
    }
  }
}
