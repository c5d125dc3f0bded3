#if canImport(UIKit)
  import UIKit

  /// What the page shows in place of its sections: a spinner or a symbol, a message, and an
  /// optional button, centered in whatever frame AutoStack gives it.
  ///
  /// AutoStack sizes it to the scroll view's visible area, so it lays its rows out itself,
  /// in `layoutSubviews()`. It is opaque: the sections under it do not show through.
  final class PagePlaceholderView: UIView {
    // MARK: Lifecycle

    /// A placeholder with a spinner, which turns while the view is in a window.
    init(spinning message: String) {
      visual = UIActivityIndicatorView(style: .large)
      super.init(frame: .zero)
      setUp(message: message)
    }

    /// A placeholder with the SF Symbol `symbolName` and, if `buttonTitle` is given, a button
    /// that calls `action`.
    init(
      symbolName: String, message: String, buttonTitle: String? = nil,
      action: (() -> Void)? = nil
    ) {
      let symbolView = UIImageView(image: UIImage(systemName: symbolName))
      symbolView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .largeTitle)
      symbolView.tintColor = .secondaryLabel
      visual = symbolView
      self.action = action
      super.init(frame: .zero)
      if let buttonTitle {
        button.setTitle(buttonTitle, for: .normal)
        button.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        button.addTarget(self, action: #selector(buttonTapped), for: .touchUpInside)
        addSubview(button)
      }
      setUp(message: message)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }

    // MARK: Internal

    override func layoutSubviews() {
      super.layoutSubviews()
      let width = max(0, bounds.width - 2 * Self.margin)
      let rows = [visual, messageLabel] + (button.superview == nil ? [] : [button])
      let heights = rows.map {
        ceil($0.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
      }
      let total = heights.reduce(0, +) + Self.spacing * CGFloat(rows.count - 1)
      // A little above the middle, where the eye expects it.
      var y = max(Self.margin, (bounds.height - total) / 2 - Self.margin)
      for (row, height) in zip(rows, heights) {
        row.frame = CGRect(x: Self.margin, y: y, width: width, height: height)
        y += height + Self.spacing
      }
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      guard let spinner = visual as? UIActivityIndicatorView else { return }
      if window == nil { spinner.stopAnimating() } else { spinner.startAnimating() }
    }

    // MARK: Private

    private static let margin: CGFloat = 32
    private static let spacing: CGFloat = 12

    private let visual: UIView
    private let messageLabel = UILabel(textStyle: .headline, color: .secondaryLabel)
    private let button = UIButton(type: .system)
    private var action: (() -> Void)?

    private func setUp(message: String) {
      backgroundColor = .systemGroupedBackground
      visual.contentMode = .center
      messageLabel.text = message
      messageLabel.textAlignment = .center
      addSubview(visual)
      addSubview(messageLabel)
    }

    @objc private func buttonTapped() {
      action?()
    }
  }
#endif
