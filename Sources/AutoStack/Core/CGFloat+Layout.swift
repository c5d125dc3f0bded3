import Foundation

extension CGFloat {
  /// Equality that also holds between two NaNs, so that a NaN a view keeps is not taken
  /// for a change on every comparison (which would reflow forever).
  func isSameValue(as other: CGFloat) -> Bool {
    self == other || (isNaN && other.isNaN)
  }

  /// Whether a length can take space in the stack: finite and not negative.
  var isValidLength: Bool { isFinite && self >= 0 }

  /// The length, or `0` if it cannot take space (see `isValidLength`).
  var validLengthOrZero: CGFloat { isValidLength ? self : 0 }

  /// The value, or `0` if it is NaN or infinite: how a bad spacing or inset is laid out.
  var finiteOrZero: CGFloat { isFinite ? self : 0 }
}

extension CGRect {
  /// Field-by-field equality in which NaN equals NaN (see `CGFloat.isSameValue(as:)`).
  ///
  /// `==` on `CGRect` is not used: it may standardize rectangles of negative size.
  func isSameRect(as other: CGRect) -> Bool {
    origin.x.isSameValue(as: other.origin.x) && origin.y.isSameValue(as: other.origin.y)
      && size.width.isSameValue(as: other.size.width)
      && size.height.isSameValue(as: other.size.height)
  }
}
