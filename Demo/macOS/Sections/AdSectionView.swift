#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import AutoStackDemoApp

  /// A sponsored message with a Close button in its top right corner.
  ///
  /// The button is a subview that is not arranged: AutoStack never moves it, and the rows'
  /// right inset keeps them clear of it.
  final class AdSectionView: SectionView {
    // MARK: Lifecycle

    override init() {
      super.init()
      color = NSColor.systemYellow.withAlphaComponent(0.18)
      closeButton.target = self
      closeButton.action = #selector(closeClicked)
      closeButton.isBordered = false
      closeButton.font = TextStyle.subheadline.font
      closeButton.contentTintColor = .linkColor
      closeButton.setAccessibilityLabel("Close ad")
      closeButton.sizeToFit()
      addSubview(closeButton)
      stack.insets.right = closeButton.frame.width + Self.buttonMargin + 8
      rows = [sponsoredLabel, messageLabel]
    }

    // MARK: Internal

    /// Called when the Close button is clicked.
    var onClose: (() -> Void)?

    func configure(with merchant: Merchant) {
      messageLabel.stringValue = merchant.advert
      rowsDidChange()
    }

    override func resizeSubviews(withOldSize oldSize: NSSize) {
      super.resizeSubviews(withOldSize: oldSize)
      closeButton.setFrameOrigin(
        NSPoint(x: bounds.width - closeButton.frame.width - Self.buttonMargin, y: 12))
    }

    // MARK: Private

    /// The space between the Close button and the card's right edge.
    private static let buttonMargin: CGFloat = 12

    private let sponsoredLabel = NSTextField.wrappingLabel(
      .caption, color: .secondaryLabelColor, text: "Sponsored")
    private let messageLabel = NSTextField.wrappingLabel(.body)
    private let closeButton = NSButton(title: "Close", target: nil, action: nil)

    @objc private func closeClicked() {
      onClose?()
    }
  }
#endif
