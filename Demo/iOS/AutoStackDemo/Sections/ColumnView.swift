#if canImport(UIKit)
  import AutoStack
  import UIKit

  /// A view whose rows AutoStack stacks top to bottom, and which is exactly as tall as they
  /// are.
  ///
  /// Each row is sized to its `sizeThatFits(_:)` at its width: labels and buttons fit their
  /// text, and any other view keeps the height it gives itself. AutoStack then sets the
  /// column's own frame height to its content height (it is not a scroll view), so a column
  /// arranged in the page resizes itself and the page moves everything below it.
  ///
  /// Rows are fitted in `layoutSubviews()`: after a width change, a text size change, or a
  /// `setNeedsLayout()` from a subclass whose content changed. To resize at once (inside an
  /// animation, say), call `layoutIfNeeded()`.
  class ColumnView: UIView {
    // MARK: Lifecycle

    init(insets: UIEdgeInsets, spacing: CGFloat) {
      super.init(frame: .zero)
      stack.insets = insets
      stack.spacing = spacing
      NotificationCenter.default.addObserver(
        self, selector: #selector(contentSizeCategoryDidChange),
        name: UIContentSizeCategory.didChangeNotification, object: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }

    // MARK: Internal

    /// The arrangement of the rows: insets, spacing and custom spacing.
    private(set) lazy var stack = AutoStack.arrange(in: self, subviews: [])

    /// The rows, top to bottom.
    ///
    /// Setting them arranges them, at once. The default value is empty.
    var rows: [UIView] = [] {
      didSet {
        AutoStack.arrange(in: self, subviews: rows, spacing: stack.spacing, insets: stack.insets)
        setNeedsLayout()
      }
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      stack.performBatch {
        // A row AutoStack has not given a width yet would measure its text at width 0.
        for row in rows where row.bounds.width > 0 {
          let fitting = row.sizeThatFits(
            CGSize(width: row.bounds.width, height: .greatestFiniteMagnitude))
          row.frame.size.height = ceil(fitting.height)
        }
      }
    }

    // MARK: Private

    @objc private func contentSizeCategoryDidChange() {
      setNeedsLayout()
    }
  }
#endif
