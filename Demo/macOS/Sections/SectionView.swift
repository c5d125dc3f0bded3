#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import AutoStack

  /// A section of the merchant page: a rounded card whose rows AutoStack stacks inside a
  /// standard margin, each row sized to fit the card's width.
  ///
  /// The card is a plain view with no layout code: AutoStack measures each row at the card's
  /// width (a text field's `sizeThatFits(_:)` at that width, an `NSStackView`'s
  /// `fittingSize`), gives the card its content height, and measures again when the width
  /// changes. The page arranges the card with fitting sizing too, which measures it by its
  /// rows.
  class SectionView: PanelView {
    // MARK: Lifecycle

    init() {
      super.init(color: .controlBackgroundColor, cornerRadius: 12)
    }

    // MARK: Internal

    /// The arrangement of the rows: insets, spacing, custom spacing and sizing.
    private(set) lazy var stack = AutoStack.arrange(
      in: self, subviews: [], spacing: 6,
      insets: NSEdgeInsets(top: 16, left: 16, bottom: 16, right: 16))

    /// The rows, top to bottom, each measured at the card's width.
    ///
    /// Setting them arranges them, at once. The default value is empty.
    var rows: [NSView] = [] {
      didSet {
        AutoStack.arrange(in: self, subviews: rows, spacing: stack.spacing, sizing: .fitting)
      }
    }

    /// Measures every row again, after new text: in one reflow of the card.
    func rowsDidChange() {
      stack.performBatch {
        for row in rows { stack.invalidateSize(of: row) }
      }
    }
  }
#endif
