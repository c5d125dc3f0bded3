#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import AutoStackDemoApp

  /// The merchant's name and tagline, what it is, and where.
  final class NameSectionView: SectionView {
    // MARK: Lifecycle

    override init() {
      super.init()
      for (title, symbol) in [("Call", "phone"), ("Directions", "map")] {
        let button = NSButton(title: title, target: nil, action: nil)
        button.image = NSImage.symbol(named: symbol)
        button.imagePosition = .imageLeading
        actionsStack.addArrangedSubview(button)
      }
      actionsStack.orientation = .horizontal
      actionsStack.spacing = 8
      actionsStack.distribution = .fillEqually
      // A stack of buttons laid out by Auto Layout inside: AutoStack measures it with
      // `fittingSize`, as `.fitting` does for an `NSStackView`.
      rows = [nameLabel, taglineLabel, detailsLabel, addressLabel, actionsStack]
      stack.setCustomSpacing(12, after: addressLabel)
    }

    // MARK: Internal

    func configure(with merchant: Merchant) {
      nameLabel.stringValue = merchant.name
      taglineLabel.stringValue = merchant.tagline
      detailsLabel.stringValue = merchant.details
      addressLabel.stringValue = merchant.address
      rowsDidChange()
    }

    // MARK: Private

    private let nameLabel = NSTextField.wrappingLabel(.title)
    private let taglineLabel = NSTextField.wrappingLabel(.body)
    private let detailsLabel = NSTextField.wrappingLabel(
      .subheadline, color: .secondaryLabelColor)
    private let addressLabel = NSTextField.wrappingLabel(
      .subheadline, color: .secondaryLabelColor)
    private let actionsStack = NSStackView()
  }
#endif
