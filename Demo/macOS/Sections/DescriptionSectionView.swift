#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import AutoStackDemoApp

  /// The merchant's long description: its first lines, or all of it, with an Expand /
  /// Collapse button.
  final class DescriptionSectionView: SectionView {
    // MARK: Lifecycle

    override init() {
      super.init()
      // The last line shown while collapsed ends in an ellipsis.
      bodyLabel.cell?.truncatesLastVisibleLine = true
      toggleButton.target = self
      toggleButton.action = #selector(toggleClicked)
      toggleButton.isBordered = false
      toggleButton.alignment = .left
      toggleButton.font = TextStyle.subheadline.font
      toggleButton.contentTintColor = .linkColor
      rows = [titleLabel, bodyLabel, toggleButton]
      showExpansion()
    }

    // MARK: Internal

    /// The lines of text shown while collapsed.
    static let collapsedLines = 4

    /// Whether the whole text shows, rather than its first lines.
    ///
    /// The default value is `false`. The text is measured again at once, and the section
    /// takes its new height: inside an animation, it animates.
    var isExpanded = false {
      didSet { showExpansion() }
    }

    /// Called when the Expand / Collapse button is clicked.
    var onToggle: (() -> Void)?

    func configure(with merchant: Merchant) {
      bodyLabel.stringValue = merchant.about
      rowsDidChange()
    }

    // MARK: Private

    private let titleLabel = NSTextField.wrappingLabel(.headline, text: "About")
    private let bodyLabel = NSTextField.wrappingLabel(.body)
    private let toggleButton = NSButton(title: "", target: nil, action: nil)

    /// Limits the text to its first lines or not, which its measured height follows.
    ///
    /// `maximumNumberOfLines` limits what `sizeThatFits(_:)` answers too, so measuring the
    /// text again gives the section its collapsed or expanded height.
    private func showExpansion() {
      bodyLabel.maximumNumberOfLines = isExpanded ? 0 : Self.collapsedLines
      toggleButton.title = isExpanded ? "Collapse" : "Expand"
      stack.performBatch {
        stack.invalidateSize(of: bodyLabel)
        stack.invalidateSize(of: toggleButton)
      }
    }

    @objc private func toggleClicked() {
      onToggle?()
    }
  }
#endif
