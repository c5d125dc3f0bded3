#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  extension NSImage {
    /// The SF Symbol `name`, or `nil` before macOS 11, which has no symbols.
    static func symbol(named name: String) -> NSImage? {
      guard #available(macOS 11, *) else { return nil }
      return NSImage(systemSymbolName: name, accessibilityDescription: nil)
    }
  }
#endif
