#if canImport(UIKit)
  import UIKit

  /// The merchant's name, what it is, and where.
  final class NameSectionView: SectionView {
    // MARK: Lifecycle

    override init() {
      super.init()
      // Title 2 in bold, still scaled with the user's text size.
      nameLabel.font = UIFontMetrics(forTextStyle: .title2).scaledFont(
        for: .systemFont(ofSize: 22, weight: .bold))
      for (title, symbol) in [("Call", "phone"), ("Directions", "map")] {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.setImage(UIImage(systemName: symbol), for: .normal)
        button.titleLabel?.font = .preferredFont(forTextStyle: .subheadline)
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        button.backgroundColor = .tertiarySystemFill
        button.layer.cornerRadius = 8
        actionsStack.addArrangedSubview(button)
      }
      actionsStack.axis = .horizontal
      actionsStack.spacing = 8
      actionsStack.distribution = .fillEqually
      // A stack of buttons laid out by Auto Layout inside: AutoStack measures it with
      // `systemLayoutSizeFitting`, as `.fitting` does for a `UIStackView`.
      rows = [nameLabel, detailsLabel, addressLabel, actionsStack]
      stack.setCustomSpacing(12, after: addressLabel)
    }

    // MARK: Internal

    func configure(with merchant: Merchant) {
      nameLabel.text = merchant.name
      detailsLabel.text = merchant.details
      addressLabel.text = merchant.address
      rowsDidChange()
    }

    // MARK: Private

    private let nameLabel = UILabel(textStyle: .title2)
    private let detailsLabel = UILabel(textStyle: .subheadline, color: .secondaryLabel)
    private let addressLabel = UILabel(textStyle: .footnote, color: .secondaryLabel)
    private let actionsStack = UIStackView()
  }
#endif
