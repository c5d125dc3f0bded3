#if canImport(AppKit) && !canImport(UIKit)
  import AppKit

  extension NSView {
    /// The size the view needs at `width`, for a fitting ``AutoStackSizing``: AppKit's
    /// counterpart of the UIKit rules.
    ///
    /// 1. An arranged container answers its content size at `width`.
    /// 2. An `NSImageView` measured ``AutoStackSizing/fitting`` or
    ///    ``AutoStackSizing/sizeThatFits`` is `width` wide and as high as its image at that
    ///    width.
    /// 3. An `NSTextField` wraps at `width`: its `preferredMaxLayoutWidth` becomes `width`,
    ///    then it measures with `sizeThatFits(_:)`.
    /// 4. ``AutoStackSizing/systemLayoutSizeFitting``, and ``AutoStackSizing/fitting`` for an
    ///    `NSStackView` or a view with a direct subview under Auto Layout: `fittingSize`, with
    ///    the width held at `width` by a constraint while it is read.
    /// 5. Any other `NSControl`: `sizeThatFits(_:)` with `width` and an unbounded height; any
    ///    other view keeps its height.
    @usableFromInline package func measuredSize(
      fittingWidth width: CGFloat, sizing: AutoStackSizing
    ) -> CGSize {
      if let size = autoStackObserver?.engine.fittingSize(forWidth: width) { return size }
      if let imageView = self as? NSImageView, sizing == .fitting || sizing == .sizeThatFits {
        return aspectFitSize(ofImage: imageView.image?.size ?? .zero, fittingWidth: width)
      }
      if let textField = self as? NSTextField, !usesFittingSize(for: sizing) {
        if textField.preferredMaxLayoutWidth != width { textField.preferredMaxLayoutWidth = width }
        let size = textField.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        return CGSize(width: width, height: size.height)
      }
      if usesFittingSize(for: sizing) {
        return fittingSize(holding: widthAnchor, at: width)
      }
      if let control = self as? NSControl {
        return control.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
      }
      return CGSize(width: width, height: frame.size.height)
    }

    /// The size the view needs at `height`, in a horizontal stack: the mirror of
    /// ``measuredSize(fittingWidth:sizing:)``, by the same rules with the axes swapped; a text
    /// field is measured on one line.
    @usableFromInline package func measuredSize(
      fittingHeight height: CGFloat, sizing: AutoStackSizing
    ) -> CGSize {
      if let size = autoStackObserver?.engine.fittingSize(forHeight: height) { return size }
      if let imageView = self as? NSImageView, sizing == .fitting || sizing == .sizeThatFits {
        return aspectFitSize(ofImage: imageView.image?.size ?? .zero, fittingHeight: height)
      }
      if usesFittingSize(for: sizing) {
        return fittingSize(holding: heightAnchor, at: height)
      }
      if let control = self as? NSControl {
        return control.sizeThatFits(CGSize(width: .greatestFiniteMagnitude, height: height))
      }
      return CGSize(width: frame.size.width, height: height)
    }

    /// Whether `sizing` measures the view with `fittingSize`, Auto Layout's measurement.
    private func usesFittingSize(for sizing: AutoStackSizing) -> Bool {
      switch sizing {
      case .systemLayoutSizeFitting: true
      case .fixed, .sizeThatFits: false
      case .fitting:
        self is NSStackView
          || (!(self is NSControl)
            && subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints })
      }
    }

    /// `fittingSize` with `anchor` held at `length` by a constraint, which is removed once
    /// read.
    ///
    /// Its priority, 999, is far above the one at which `fittingSize` compresses the view (50,
    /// `fittingSizeCompression`), so it holds the length, yet below required: while active it
    /// is in the window's layout too, where a view under autoresizing has its frame's length
    /// required, and a required length that differs would not be satisfiable.
    private func fittingSize(holding anchor: NSLayoutDimension, at length: CGFloat) -> CGSize {
      let constraint = anchor.constraint(equalToConstant: length)
      constraint.priority = NSLayoutConstraint.Priority(999)
      constraint.isActive = true
      defer { constraint.isActive = false }
      return fittingSize
    }
  }
#endif
