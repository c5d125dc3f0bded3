#if canImport(UIKit)
  import UIKit

  /// The merchant's long description: its first lines, or all of it, with an Expand /
  /// Collapse button.
  final class DescriptionSectionView: SectionView {
    // MARK: Lifecycle

    override init() {
      super.init()
      titleLabel.text = "About"
      toggleButton.contentHorizontalAlignment = .leading
      toggleButton.titleLabel?.font = .preferredFont(forTextStyle: .subheadline)
      toggleButton.titleLabel?.adjustsFontForContentSizeCategory = true
      toggleButton.addTarget(self, action: #selector(toggleTapped), for: .touchUpInside)
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

    /// Called when the Expand / Collapse button is tapped.
    var onToggle: (() -> Void)?

    func configure(with merchant: Merchant) {
      bodyLabel.text = merchant.about
      rowsDidChange()
    }

    // MARK: Private

    private let titleLabel = UILabel(textStyle: .headline)
    private let bodyLabel = UILabel(textStyle: .body)
    private let toggleButton = UIButton(type: .system)

    private func showExpansion() {
      bodyLabel.numberOfLines = isExpanded ? 0 : Self.collapsedLines
      // A button's new title would otherwise be squeezed into the old title's width
      // while the change animates.
      UIView.performWithoutAnimation {
        toggleButton.setTitle(isExpanded ? "Collapse" : "Expand", for: .normal)
        toggleButton.layoutIfNeeded()
      }
      stack.performBatch {
        stack.invalidateSize(of: bodyLabel)
        stack.invalidateSize(of: toggleButton)
      }
    }

    @objc private func toggleTapped() {
      onToggle?()
    }
  }
#endif
