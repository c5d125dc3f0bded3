#if canImport(UIKit)
  import UIKit

  /// The merchant's reviews, one row each under a title.
  final class CommentsSectionView: SectionView {
    // MARK: Lifecycle

    override init() {
      super.init()
      titleLabel.text = "Reviews"
      rows = [titleLabel]
      stack.spacing = 16
      stack.setCustomSpacing(8, after: titleLabel)
    }

    // MARK: Internal

    func configure(with merchant: Merchant) {
      rows = [titleLabel] + merchant.comments.map(CommentRowView.init(comment:))
    }

    // MARK: Private

    private let titleLabel = UILabel(textStyle: .headline)
  }
#endif
