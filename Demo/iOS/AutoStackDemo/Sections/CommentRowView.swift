#if canImport(UIKit)
  import AutoStack
  import UIKit

  /// One review: its author, stars and date, and text, each label sized to fit the row's
  /// width by AutoStack.
  final class CommentRowView: UIView {
    // MARK: Lifecycle

    init(comment: Merchant.Comment) {
      super.init(frame: .zero)
      authorLabel.text = comment.author
      ratingLabel.text = "\(comment.stars) · \(comment.date)"
      ratingLabel.accessibilityLabel = "\(comment.rating) out of 5 stars, \(comment.date)"
      textLabel.text = comment.text
      AutoStack.arrange(
        in: self, subviews: [authorLabel, ratingLabel, textLabel], spacing: 2, sizing: .fitting)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }

    // MARK: Private

    private let authorLabel = UILabel(textStyle: .headline)
    private let ratingLabel = UILabel(textStyle: .caption1, color: .secondaryLabel)
    private let textLabel = UILabel(textStyle: .body)
  }
#endif
