#if canImport(UIKit)
  import UIKit

  /// One review: its author, stars and date, and text.
  final class CommentRowView: ColumnView {
    // MARK: Lifecycle

    init(comment: Merchant.Comment) {
      super.init(insets: .zero, spacing: 2)
      authorLabel.text = comment.author
      ratingLabel.text = "\(comment.stars) · \(comment.date)"
      ratingLabel.accessibilityLabel = "\(comment.rating) out of 5 stars, \(comment.date)"
      textLabel.text = comment.text
      rows = [authorLabel, ratingLabel, textLabel]
    }

    // MARK: Private

    private let authorLabel = UILabel(textStyle: .headline)
    private let ratingLabel = UILabel(textStyle: .caption1, color: .secondaryLabel)
    private let textLabel = UILabel(textStyle: .body)
  }
#endif
