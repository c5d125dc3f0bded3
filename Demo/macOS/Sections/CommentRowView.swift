#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import AutoStackDemoApp
  import AutoStack

  /// One review: its author, stars and date, and text, each text field sized to fit the row's
  /// width by AutoStack.
  ///
  /// Flipped, so that a new height moves none of its rows.
  final class CommentRowView: NSView {
    // MARK: Lifecycle

    init(comment: Merchant.Comment) {
      super.init(frame: .zero)
      authorLabel.stringValue = comment.author
      ratingLabel.stringValue = "\(comment.stars) · \(comment.date)"
      ratingLabel.setAccessibilityLabel("\(comment.rating) out of 5 stars, \(comment.date)")
      textLabel.stringValue = comment.text
      AutoStack.arrange(
        in: self, subviews: [authorLabel, ratingLabel, textLabel], spacing: 2, sizing: .fitting)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }

    // MARK: Internal

    override var isFlipped: Bool { true }

    // MARK: Private

    private let authorLabel = NSTextField.wrappingLabel(.headline)
    private let ratingLabel = NSTextField.wrappingLabel(.caption, color: .secondaryLabelColor)
    private let textLabel = NSTextField.wrappingLabel(.body)
  }
#endif
