import Foundation

/// How arranged views are placed across the container's width.
///
/// The default, ``fill``, sets every view's width, as AASubviews does. The other cases keep
/// each view's own width; a width that is negative, NaN or infinite is placed as `0` wide
/// and reported as ``AutoStackDiagnostic/invalidWidth(index:width:)``.
public enum AutoStackAlignment: String, CaseIterable, Sendable {
  /// Each view spans the width between the left and right insets.
  case fill
  /// Each view keeps its width and sits against the leading inset: the left one, or the
  /// right one when the container lays out right to left.
  case leading
  /// Each view keeps its width and is centered between the insets.
  case center
  /// Each view keeps its width and sits against the trailing inset: the right one, or the
  /// left one when the container lays out right to left.
  case trailing
}
