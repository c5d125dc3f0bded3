import Foundation

extension CGFloat {
  /// Equality that also holds between two NaNs, so that a NaN a view keeps is not taken
  /// for a change on every comparison (which would reflow forever).
  @inlinable func isSameValue(as other: CGFloat) -> Bool {
    self == other || (isNaN && other.isNaN)
  }

  /// Whether a length can take space in the stack: finite and not negative.
  @inlinable var isValidLength: Bool { isFinite && self >= 0 }

  /// The length, or `0` if it cannot take space (see `isValidLength`).
  @inlinable var validLengthOrZero: CGFloat { isValidLength ? self : 0 }

  /// The value, or `0` if it is NaN or infinite: how a bad spacing or inset is laid out.
  @inlinable var finiteOrZero: CGFloat { isFinite ? self : 0 }
}

extension CGFloat {
  /// Whether `other` is within ``Placement/tolerance`` of this value, or both are the same
  /// value that is not finite.
  // Always inlined, as the comparisons below: the pass compares every view it reads, and a
  // call per field costs more than the comparison.
  @inlinable @inline(__always) func isClose(to other: CGFloat) -> Bool {
    Swift.abs(self - other) <= Placement.tolerance || isSameValue(as: other)
  }
}

extension CGSize {
  /// Whether both lengths are finite.
  @inlinable var isFinite: Bool { width.isFinite && height.isFinite }

  /// Length-by-length closeness (see `CGFloat.isClose(to:)`).
  @inlinable @inline(__always) func isClose(to other: CGSize) -> Bool {
    width.isClose(to: other.width) && height.isClose(to: other.height)
  }
}

extension CGRect {
  /// Whether every field is finite, so that the frame can be written without a NaN.
  @inlinable var isFinite: Bool { origin.x.isFinite && origin.y.isFinite && size.isFinite }

  /// Field-by-field closeness (see `CGFloat.isClose(to:)`).
  ///
  /// The raw fields, not `minX` or `width`: those standardize rectangles of negative size.
  @inlinable @inline(__always) func isClose(to other: CGRect) -> Bool {
    origin.x.isClose(to: other.origin.x) && origin.y.isClose(to: other.origin.y)
      && size.isClose(to: other.size)
  }
}

extension CGRect {
  /// Whether every field holds the same value as `other`'s, NaN included: the frame as written,
  /// to the last bit.
  // Always inlined: the pass compares every frame it writes with what it reads back.
  @inlinable @inline(__always) func isIdentical(to other: CGRect) -> Bool {
    origin.x.isSameValue(as: other.origin.x) && origin.y.isSameValue(as: other.origin.y)
      && size.width.isSameValue(as: other.size.width)
      && size.height.isSameValue(as: other.size.height)
  }
}
