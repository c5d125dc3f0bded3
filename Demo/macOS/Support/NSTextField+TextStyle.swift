#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  extension NSTextField {
    /// A label that wraps onto as many lines as its width needs, in the font of `style`.
    ///
    /// AutoStack measures it, with `.fitting` sizing, at the width of its slot.
    static func wrappingLabel(
      _ style: TextStyle, color: NSColor = .labelColor, text: String = ""
    ) -> NSTextField {
      let label = NSTextField(wrappingLabelWithString: text)
      label.font = style.font
      label.textColor = color
      return label
    }
  }
#endif
