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
    /// latter for a `UIStackView` or a view that holds constraints, whose own
    /// `sizeThatFits(_:)` would return its current size, and the former otherwise.
    public func measuredSize(fittingWidth width: CGFloat, sizing: AutoStackSizing) -> CGSize {
      if let size = autoStackObserver?.engine.fittingSize(forWidth: width) { return size }
      let usesAutoLayoutInside = self is UIStackView || !constraints.isEmpty
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
