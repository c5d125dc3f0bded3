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
      rows = [nameLabel, detailsLabel, addressLabel]
    }

    // MARK: Internal

    func configure(with merchant: Merchant) {
      nameLabel.text = merchant.name
      detailsLabel.text = merchant.details
      addressLabel.text = merchant.address
      setNeedsLayout()
    }

    // MARK: Private

    private let nameLabel = UILabel(textStyle: .title2)
    private let detailsLabel = UILabel(textStyle: .subheadline, color: .secondaryLabel)
    private let addressLabel = UILabel(textStyle: .footnote, color: .secondaryLabel)
  }
#endif
