#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  extension NSImageView {
    /// An image view that shows the SF Symbol `name` at `pointSize`, centered and tinted with
    /// `color`.
    static func symbol(
      named name: String, pointSize: CGFloat, color: NSColor = .secondaryLabelColor
    ) -> NSImageView {
      let imageView = NSImageView()
      imageView.imageScaling = .scaleNone
      imageView.imageAlignment = .alignCenter
      imageView.contentTintColor = color
      imageView.image = NSImage.symbol(named: name)
      imageView.symbolConfiguration = NSImage.SymbolConfiguration(
        pointSize: pointSize, weight: .regular)
      return imageView
    }
  }
#endif
