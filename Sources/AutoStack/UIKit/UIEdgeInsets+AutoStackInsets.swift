#if canImport(UIKit)
  import UIKit

  extension AutoStackInsets {
    /// Creates insets from UIKit's edge insets.
    public init(_ insets: UIEdgeInsets) {
      self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
  }

  extension UIEdgeInsets {
    /// Creates UIKit edge insets from AutoStack's.
    public init(_ insets: AutoStackInsets) {
      self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
  }
#endif
