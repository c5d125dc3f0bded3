#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// The area where a merchant's photo would go.
  ///
  /// A tinted panel with a photo symbol in its center. It keeps the size it is given.
  final class PhotoPlaceholderView: PanelView {
    // MARK: Lifecycle

    /// Creates a panel of this size.
    init(width: CGFloat, height: CGFloat) {
      super.init(
        frame: CGRect(x: 0, y: 0, width: width, height: height), color: .quaternaryLabelColor,
        cornerRadius: 8)
      let symbolView = NSImageView.symbol(named: "photo", pointSize: 28)
      symbolView.frame = bounds
      symbolView.autoresizingMask = [.width, .height]
      addSubview(symbolView)
      setAccessibilityElement(true)
      setAccessibilityRole(.image)
      setAccessibilityLabel("Photo")
    }
  }
#endif
