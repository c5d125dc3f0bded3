#if canImport(UIKit)
  import UIKit

  /// `UIView` already has the `frame` and `isHidden` that AutoStack reads and writes.
  extension UIView: Stackable {}
#endif
