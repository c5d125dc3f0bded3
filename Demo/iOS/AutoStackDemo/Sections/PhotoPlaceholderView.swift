#if canImport(UIKit)
  import UIKit

  /// The area where a merchant's photo would go.
  ///
  /// A tinted panel with a photo symbol in its center. It keeps the size it is given.
  final class PhotoPlaceholderView: UIView {
    // MARK: Lifecycle

    /// Creates a panel of this size; a row of a vertical stack gets its width there.
    init(width: CGFloat = 0, height: CGFloat) {
      super.init(frame: CGRect(x: 0, y: 0, width: width, height: height))
      backgroundColor = .tertiarySystemFill
      layer.cornerRadius = 8
      layer.cornerCurve = .continuous
      let symbolView = UIImageView(image: UIImage(systemName: "photo"))
      symbolView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .largeTitle)
      symbolView.tintColor = .secondaryLabel
      symbolView.contentMode = .center
      symbolView.frame = bounds
      symbolView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(symbolView)
      isAccessibilityElement = true
      accessibilityLabel = "Photo"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }
  }
#endif
