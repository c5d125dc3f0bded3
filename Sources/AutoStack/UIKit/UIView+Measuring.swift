#if canImport(UIKit)
  import UIKit

  extension UIView {
    /// The size the view needs at `width`, for a fitting ``AutoStackSizing``.
    ///
    /// An arranged container answers its content size at `width`; any other view
    /// `sizeThatFits(_:)` with `width` and an unbounded height for
    /// ``AutoStackSizing/sizeThatFits``, or `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    /// with `width` at required priority and the height at fitting size level for
    /// ``AutoStackSizing/systemLayoutSizeFitting``. ``AutoStackSizing/fitting`` picks the
    /// latter for a `UIStackView` or a view with subviews under Auto Layout, whose own
    /// `sizeThatFits(_:)` would return its current size, and the former otherwise: a label
    /// or a text view measures its wrapped text with `sizeThatFits(_:)`, while
    /// `systemLayoutSizeFitting` would give one line to a label without a
    /// `preferredMaxLayoutWidth`.
    package func measuredSize(fittingWidth width: CGFloat, sizing: AutoStackSizing) -> CGSize {
      if let size = autoStackObserver?.engine.fittingSize(forWidth: width) { return size }
      // By what the view holds, not by its own `constraints`, which UIKit fills with a label's
      // content-size constraints once it takes part in Auto Layout.
      let usesAutoLayoutInside =
        self is UIStackView
        || (!(self is UILabel) && !(self is UITextView)
          && subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints })
      switch sizing {
      case .systemLayoutSizeFitting,
        .fitting where usesAutoLayoutInside:
        return systemLayoutSizeFitting(
          CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
          withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
      case .fixed, .fitting, .sizeThatFits:
        return sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
      }
    }
  }
#endif
