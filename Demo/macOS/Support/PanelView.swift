#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// A flipped, layer-backed view filled with a color that follows the light and dark
  /// appearances, its corners rounded.
  ///
  /// Flipped, as a `UIView` is: its subviews' y goes down from its top, so that AutoStack
  /// places rows in it top-down without mirroring them, and a new height moves none of them.
  class PanelView: NSView {
    // MARK: Lifecycle

    /// Creates a panel with `frame`, filled with `color`, with corners of `cornerRadius`.
    init(frame: CGRect = .zero, color: NSColor, cornerRadius: CGFloat) {
      self.color = color
      super.init(frame: frame)
      wantsLayer = true
      layer?.cornerRadius = cornerRadius
      layer?.cornerCurve = .continuous
      layer?.masksToBounds = cornerRadius > 0
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }

    // MARK: Internal

    /// The fill, resolved for the view's appearance each time the layer updates.
    var color: NSColor {
      didSet { needsDisplay = true }
    }

    override var isFlipped: Bool { true }

    override var wantsUpdateLayer: Bool { true }

    override func updateLayer() {
      layer?.backgroundColor = color.cgColor
    }
  }
#endif
