#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// What the page shows in place of its sections: a spinner or a symbol, a message, and an
  /// optional button, centered in whatever frame AutoStack gives it.
  ///
  /// AutoStack sizes it to the scroll view's visible area, so it lays its rows out itself,
  /// each time its size changes. It is opaque: the sections under it do not show through.
  final class PagePlaceholderView: PanelView {
    // MARK: Lifecycle

    /// A placeholder with a spinning progress indicator, which turns while the view is in a
    /// window.
    init(spinning message: String) {
      let spinner = NSProgressIndicator()
      spinner.style = .spinning
      spinner.isIndeterminate = true
      spinner.isDisplayedWhenStopped = false
      spinner.sizeToFit()
      visual = spinner
      super.init(color: .windowBackgroundColor, cornerRadius: 0)
      setUp(message: message)
    }

    /// A placeholder with the SF Symbol `symbolName` and, if `buttonTitle` is given, a button
    /// that calls `action`.
    init(
      symbolName: String, message: String, buttonTitle: String? = nil,
      action: (() -> Void)? = nil
    ) {
      visual = NSImageView.symbol(named: symbolName, pointSize: 32)
      self.action = action
      super.init(color: .windowBackgroundColor, cornerRadius: 0)
      if let buttonTitle {
        button.title = buttonTitle
        button.target = self
        button.action = #selector(buttonClicked)
        button.sizeToFit()
        addSubview(button)
      }
      setUp(message: message)
    }

    // MARK: Internal

    override func resizeSubviews(withOldSize oldSize: NSSize) {
      super.resizeSubviews(withOldSize: oldSize)
      let width = max(0, bounds.width - 2 * Self.margin)
      let rows: [NSView] = [visual, messageLabel] + (button.superview == nil ? [] : [button])
      let sizes = rows.map { row in
        guard row === messageLabel else { return row.fittingSize }
        let fitting = messageLabel.sizeThatFits(
          CGSize(width: width, height: .greatestFiniteMagnitude))
        return CGSize(width: width, height: ceil(fitting.height))
      }
      let total = sizes.map(\.height).reduce(0, +) + Self.spacing * CGFloat(rows.count - 1)
      // A little above the middle, where the eye expects it.
      var y = max(Self.margin, (bounds.height - total) / 2 - Self.margin)
      for (row, size) in zip(rows, sizes) {
        let x = ((bounds.width - size.width) / 2).rounded()
        row.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
        y += size.height + Self.spacing
      }
    }

    override func viewDidMoveToWindow() {
      super.viewDidMoveToWindow()
      guard let spinner = visual as? NSProgressIndicator else { return }
      if window == nil { spinner.stopAnimation(nil) } else { spinner.startAnimation(nil) }
    }

    // MARK: Private

    private static let margin: CGFloat = 32
    private static let spacing: CGFloat = 12

    private let visual: NSView
    private let messageLabel = NSTextField.wrappingLabel(.headline, color: .secondaryLabelColor)
    private let button = NSButton(title: "", target: nil, action: nil)
    private var action: (() -> Void)?

    private func setUp(message: String) {
      messageLabel.stringValue = message
      messageLabel.alignment = .center
      messageLabel.isSelectable = false
      addSubview(visual)
      addSubview(messageLabel)
    }

    @objc private func buttonClicked() {
      action?()
    }
  }
#endif
