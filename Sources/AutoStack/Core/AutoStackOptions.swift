import Foundation

/// How an arrangement spaces, insets and aligns its views.
///
/// The defaults reproduce AASubviews: no spacing, no insets, views fill the width.
public struct AutoStackOptions: Hashable, Sendable {
  /// The space between two consecutive visible views. The default value is `0`.
  ///
  /// A hidden view takes no spacing either. A negative value overlaps views. A value that
  /// is not finite is laid out as `0` and reported as
  /// ``AutoStackDiagnostic/invalidSpacing(_:)``.
  public var spacing: CGFloat
  /// The margins around the stack. The default value is ``AutoStackInsets/zero``.
  public var insets: AutoStackInsets
  /// The horizontal placement of each view. The default value is ``AutoStackAlignment/fill``.
  public var alignment: AutoStackAlignment

  /// Creates options; the defaults reproduce AASubviews.
  public init(
    spacing: CGFloat = 0, insets: AutoStackInsets = .zero, alignment: AutoStackAlignment = .fill
  ) {
    self.spacing = spacing
    self.insets = insets
    self.alignment = alignment
  }
}
