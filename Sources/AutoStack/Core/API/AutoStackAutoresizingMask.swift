import Foundation

/// How a view resizes when its container's size changes: UIKit's autoresizing mask, with the
/// same flags and raw values as `UIView.AutoresizingMask`.
@usableFromInline
package struct AutoStackAutoresizingMask: OptionSet, Hashable, Sendable {
  /// The flags as bits, with `UIView.AutoresizingMask`'s values.
  @usableFromInline package let rawValue: UInt

  /// Creates a mask from `UIView.AutoresizingMask`'s bits.
  @usableFromInline package init(rawValue: UInt) { self.rawValue = rawValue }

  /// The space left of the view follows the container's width.
  package static let flexibleLeftMargin = Self(rawValue: 1 << 0)
  /// The view's width follows the container's.
  package static let flexibleWidth = Self(rawValue: 1 << 1)
  /// The space right of the view follows the container's width.
  package static let flexibleRightMargin = Self(rawValue: 1 << 2)
  /// The space above the view follows the container's height.
  package static let flexibleTopMargin = Self(rawValue: 1 << 3)
  /// The view's height follows the container's.
  package static let flexibleHeight = Self(rawValue: 1 << 4)
  /// The space below the view follows the container's height.
  package static let flexibleBottomMargin = Self(rawValue: 1 << 5)

  /// The flags that move or resize a view vertically, which AutoStack clears while it arranges
  /// the view: ``flexibleTopMargin``, ``flexibleHeight`` and ``flexibleBottomMargin``.
  @usableFromInline package static let vertical: Self = [
    .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin,
  ]

  @usableFromInline package static let horizontal: Self = [
    .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
  ]
}
