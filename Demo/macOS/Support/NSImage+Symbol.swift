#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  extension NSImage {
    /// The SF Symbol `name`, or `nil` if the system has no symbol of that name.
    static func symbol(named name: String) -> NSImage? {
      NSImage(systemSymbolName: name, accessibilityDescription: nil)
    }
  }
#endif
