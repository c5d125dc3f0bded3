#if canImport(UIKit) || canImport(AppKit)
  #if canImport(UIKit)
    import UIKit
  #else
    import AppKit
  #endif

  extension AutoStackInsets {
    /// Creates insets with the same four values as UIKit's `insets`.
    package init(_ insets: AutoStackPlatformEdgeInsets) {
      self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
  }

  extension AutoStackPlatformEdgeInsets {
    /// Creates UIKit edge insets with the same four values as AutoStack's `insets`.
    package init(_ insets: AutoStackInsets) {
      self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
  }
#endif
