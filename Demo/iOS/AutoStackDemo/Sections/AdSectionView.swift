#if canImport(UIKit)
  import UIKit

  /// A sponsored message with a Close button in its top right corner.
  ///
  /// The button is a subview that is not arranged: AutoStack never moves it, and the rows'
  /// right inset keeps them clear of it.
  final class AdSectionView: SectionView {
    // MARK: Lifecycle

    override init() {
      super.init()
      backgroundColor = UIColor.systemYellow.withAlphaComponent(0.18)
      sponsoredLabel.text = "Sponsored"
      closeButton.setTitle("Close", for: .normal)
      closeButton.accessibilityLabel = "Close ad"
      closeButton.titleLabel?.font = .preferredFont(forTextStyle: .subheadline)
      closeButton.titleLabel?.adjustsFontForContentSizeCategory = true
      closeButton.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
      addSubview(closeButton)
      rows = [sponsoredLabel, messageLabel]
    }

    // MARK: Internal

    /// Called when the Close button is tapped.
    var onClose: (() -> Void)?

    func configure(with merchant: Merchant) {
      messageLabel.text = merchant.advert
      rowsDidChange()
    }

    override func layoutSubviews() {
      closeButton.sizeToFit()
      closeButton.frame.origin = CGPoint(x: bounds.width - closeButton.bounds.width - 12, y: 8)
      super.layoutSubviews()
      // Reflows, measuring the rows at their new width, only when the button's width changed.
      stack.insets.right = bounds.width - closeButton.frame.minX + 8
    }

    // MARK: Private

    private let sponsoredLabel = UILabel(textStyle: .caption1, color: .secondaryLabel)
    private let messageLabel = UILabel(textStyle: .body)
    private let closeButton = UIButton(type: .system)

    @objc private func closeTapped() {
      onClose?()
    }
  }
#endif
