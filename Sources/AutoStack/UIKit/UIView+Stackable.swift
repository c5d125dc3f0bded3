#if canImport(UIKit)
  import UIKit

  /// `UIView` already has the `frame` and `isHidden` that AutoStack reads; it lays views out
  /// by their untransformed box, through `center` and `bounds`.
  extension UIView: Stackable {
    // MARK: Package

    /// The box the view occupies before its `transform`, in its superview's coordinates.
    ///
    /// It is derived from `center`, `bounds.size` and the layer's `anchorPoint`, never from
    /// `frame`, which is undefined once the view has a transform: a card scaled to 0.95 for a
    /// press animation keeps the box of its full size. With the identity transform it equals
    /// `frame`.
    @usableFromInline package var untransformedFrame: CGRect {
      let size = bounds.size
      let anchor = layer.anchorPoint
      let center = center
      return CGRect(
        x: center.x - anchor.x * size.width, y: center.y - anchor.y * size.height,
        width: size.width, height: size.height)
    }

    /// Moves and sizes the view so that its untransformed box is `frame`.
    ///
    /// With the identity transform it sets `frame`, if it differs: the write whose size a
    /// control like `UISwitch` refuses, keeping its own size with its top-left corner at
    /// `frame.origin`. Under a transform, where `frame` is undefined, it sets `bounds.size`,
    /// keeping `bounds.origin`, if it differs, then `center` from the size the view kept, if it
    /// differs; the transform applies around the new box.
    @usableFromInline package func setUntransformedFrame(_ frame: CGRect) {
      if CATransform3DIsIdentity(layer.transform) {
        if self.frame != frame { self.frame = frame }
        return
      }
      if bounds.size != frame.size {
        bounds.size = frame.size
      }
      let size = bounds.size
      let anchor = layer.anchorPoint
      let center = CGPoint(
        x: frame.origin.x + anchor.x * size.width, y: frame.origin.y + anchor.y * size.height)
      if self.center != center {
        self.center = center
      }
    }

    /// The view's `autoresizingMask`, with the same flags and raw values.
    @usableFromInline package var stackingAutoresizingMask: AutoStackAutoresizingMask {
      get { AutoStackAutoresizingMask(rawValue: autoresizingMask.rawValue) }
      set { autoresizingMask = UIView.AutoresizingMask(rawValue: newValue.rawValue) }
    }

    /// The view's `accessibilityElementsHidden`.
    @usableFromInline package var isHiddenFromAccessibility: Bool {
      get { accessibilityElementsHidden }
      set { accessibilityElementsHidden = newValue }
    }
  }
#endif
