#if canImport(AppKit) && !canImport(UIKit)
  import AppKit

  /// `NSView` as the engine reads and writes it: in top-down terms, whatever its superview's
  /// coordinates.
  ///
  /// In an unflipped superview, whose y grows upward, the frame and the vertical autoresizing
  /// flags are mirrored through ``UnflippedCoordinates``, the conversion the simulator runs.
  extension NSView: Stackable {
    // MARK: Package

    /// The view's `frame`, top-down: mirrored within an unflipped superview's bounds.
    ///
    /// AppKit keeps a layer's transform out of `frame`, so the box is the frame.
    @usableFromInline package var untransformedFrame: CGRect {
      guard let superview, !superview.isFlipped else { return frame }
      return UnflippedCoordinates.mirrored(frame, within: superview.bounds)
    }

    /// Sets `frame` to the top-down `frame`, converted for an unflipped superview, if it
    /// differs.
    @usableFromInline package func setUntransformedFrame(_ frame: CGRect) {
      var converted = frame
      if let superview, !superview.isFlipped {
        converted = UnflippedCoordinates.mirrored(frame, within: superview.bounds)
      }
      if self.frame != converted { self.frame = converted }
    }

    /// The `autoresizingMask` in UIKit's terms: `minXMargin`, `width`, `maxXMargin`, then
    /// `minYMargin`, `height` and `maxYMargin` have UIKit's raw values, the y margins counted
    /// from the top; in an unflipped superview the top and bottom margins swap.
    @usableFromInline package var stackingAutoresizingMask: AutoStackAutoresizingMask {
      get {
        let mask = AutoStackAutoresizingMask(rawValue: UInt(autoresizingMask.rawValue))
        return superview?.isFlipped == false ? UnflippedCoordinates.mirrored(mask) : mask
      }
      set {
        let mask =
          superview?.isFlipped == false ? UnflippedCoordinates.mirrored(newValue) : newValue
        autoresizingMask = NSView.AutoresizingMask(
          rawValue: NSView.AutoresizingMask.RawValue(mask.rawValue))
      }
    }

    /// The view's `alphaValue`.
    @usableFromInline package var alpha: CGFloat {
      get { alphaValue }
      set { alphaValue = newValue }
    }

    /// The view's `accessibilityHidden`.
    @usableFromInline package var isHiddenFromAccessibility: Bool {
      get { isAccessibilityHidden() }
      set { setAccessibilityHidden(newValue) }
    }
  }
#endif
