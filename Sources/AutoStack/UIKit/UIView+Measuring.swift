#if canImport(UIKit)
  import UIKit

  extension UIView {
    /// The size the view needs at `width`, for a fitting ``AutoStackSizing``.
    ///
    /// In this order:
    ///
    /// 1. An arranged container answers its content size at `width`, whatever the sizing.
    /// 2. A `UIImageView` (a subclass too) measured ``AutoStackSizing/fitting`` or
    ///    ``AutoStackSizing/sizeThatFits`` is `width` wide and as high as its image at that
    ///    width: `width × image height ÷ image width`, whatever its `contentMode`; `0` high
    ///    without an image, or with an image of no width. Its own `sizeThatFits(_:)` would
    ///    return the image's size, whatever the width. With
    ///    ``AutoStackSizing/systemLayoutSizeFitting`` it is left to Auto Layout, for an image
    ///    view whose own constraints decide its height (a fixed height, another ratio).
    /// 3. ``AutoStackSizing/sizeThatFits`` calls `sizeThatFits(_:)` with `width` and an
    ///    unbounded height; ``AutoStackSizing/systemLayoutSizeFitting`` calls
    ///    `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    ///    with `width` at required priority and the height at fitting size level.
    /// 4. ``AutoStackSizing/fitting`` picks `systemLayoutSizeFitting` for a `UIStackView`,
    ///    and for a view that is neither a `UILabel` nor a `UITextView` and has at least one
    ///    direct subview with `translatesAutoresizingMaskIntoConstraints` set to `false`: its
    ///    own `sizeThatFits(_:)` would return its current size. It picks `sizeThatFits(_:)`
    ///    for any other view: a label or a text view measures its wrapped text that way,
    ///    while `systemLayoutSizeFitting` would give one line to a label without a
    ///    `preferredMaxLayoutWidth`. Only direct subviews count: Auto Layout content inside a
    ///    frame-based wrapper view (a subview that keeps its autoresizing mask) needs
    ///    ``AutoStackSizing/systemLayoutSizeFitting`` explicitly.
    @usableFromInline package func measuredSize(
      fittingWidth width: CGFloat, sizing: AutoStackSizing
    ) -> CGSize {
      if let size = autoStackObserver?.engine.fittingSize(forWidth: width) { return size }
      if let imageView = self as? UIImageView, sizing == .fitting || sizing == .sizeThatFits {
        return aspectFitSize(ofImage: imageView.image?.size ?? .zero, fittingWidth: width)
      }
      if usesAutoLayout(for: sizing) {
        return systemLayoutSizeFitting(
          CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
          withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
      }
      return sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }

    /// The size the view needs at `height`, in a horizontal stack: the mirror of
    /// ``measuredSize(fittingWidth:sizing:)``, by the same rules with the axes swapped.
    ///
    /// An arranged container answers its content size at `height`; an image view is `height`
    /// high and as wide as its image at that height; Auto Layout content is measured with the
    /// height required and the width at fitting size level; any other view by
    /// `sizeThatFits(_:)` with `height` and an unbounded width.
    @usableFromInline package func measuredSize(
      fittingHeight height: CGFloat, sizing: AutoStackSizing
    ) -> CGSize {
      if let size = autoStackObserver?.engine.fittingSize(forHeight: height) { return size }
      if let imageView = self as? UIImageView, sizing == .fitting || sizing == .sizeThatFits {
        return aspectFitSize(ofImage: imageView.image?.size ?? .zero, fittingHeight: height)
      }
      if usesAutoLayout(for: sizing) {
        return systemLayoutSizeFitting(
          CGSize(width: UIView.layoutFittingCompressedSize.width, height: height),
          withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .required)
      }
      return sizeThatFits(CGSize(width: .greatestFiniteMagnitude, height: height))
    }

    /// Whether `sizing` measures the view with `systemLayoutSizeFitting`, not `sizeThatFits`.
    private func usesAutoLayout(for sizing: AutoStackSizing) -> Bool {
      switch sizing {
      case .systemLayoutSizeFitting: true
      case .fixed, .sizeThatFits: false
      // By what the view holds, not by its own `constraints`, which UIKit fills with a
      // label's content-size constraints once it takes part in Auto Layout.
      case .fitting:
        self is UIStackView
          || (!(self is UILabel) && !(self is UITextView)
            && subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints })
      }
    }
  }
#endif
