#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import AutoStackDemoApp

  /// The merchant's reviews, one row each under a title.
  final class CommentsSectionView: SectionView {
    // MARK: Lifecycle

    override init() {
      super.init()
      rows = [titleLabel]
      stack.spacing = 16
      stack.setCustomSpacing(8, after: titleLabel)
    }

    // MARK: Internal

    func configure(with merchant: Merchant) {
      rows = [titleLabel] + merchant.comments.map(CommentRowView.init(comment:))
    }

    // MARK: Private

    private let titleLabel = NSTextField.wrappingLabel(.headline, text: "Reviews")
  }
#endif
