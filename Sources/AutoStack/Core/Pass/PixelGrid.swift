import Foundation

/// The pixels of a display scale, which AutoStack's computed origins and measured sizes land
/// on, so that text does not blur between two pixel rows.
///
/// With a scale `S`, a computed coordinate `v` becomes `(v·S).rounded() / S`, halves away from
/// zero, and a measured length rounds up to the next pixel. Without a scale (`nil`, or a
/// scale that is not a positive finite number), nothing is rounded.
@usableFromInline
struct PixelGrid: Equatable, Sendable {
  /// Nothing rounded.
  @usableFromInline
  static let none = PixelGrid(scale: nil)

  /// Pixels per point, or `nil` for no rounding.
  @usableFromInline
  let scale: CGFloat?

  @inlinable
  init(scale: CGFloat?) {
    self.scale = scale.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
  }

  /// `value` on the nearest pixel, halves away from zero.
  @inlinable
  func round(_ value: CGFloat) -> CGFloat {
    guard let scale, value.isFinite else { return value }
    return (value * scale).rounded(.toNearestOrAwayFromZero) / scale
  }

  /// `value` up to the next pixel: a length that must not lose part of a pixel.
  @inlinable
  func roundUp(_ value: CGFloat) -> CGFloat {
    guard let scale, value.isFinite else { return value }
    // Within a millionth of a pixel counts as on it: arithmetic noise never adds a pixel.
    return (value * scale - 0.000_001).rounded(.up) / scale
  }
}
