#if canImport(UIKit)
  import UIKit

  extension AutoStackInsets {
    /// Creates insets with the same four values as UIKit's `insets`.
    package init(_ insets: UIEdgeInsets) {
      self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
  }

  extension UIEdgeInsets {
    /// Creates UIKit edge insets with the same four values as AutoStack's `insets`.
    package init(_ insets: AutoStackInsets) {
      self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
  }
#endif
