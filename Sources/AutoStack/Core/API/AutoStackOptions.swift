import Foundation

/// How an arrangement spaces, insets and aligns its views.
///
/// The defaults reproduce AASubviews: no spacing, no insets, views fill the width.
///
///     AutoStackOptions(spacing: 8, insets: AutoStackInsets(top: 16, bottom: 16))
///     // heights 44, 120: y 16, 68; content height 16 + 44 + 8 + 120 + 16 = 204
@usableFromInline
package struct AutoStackOptions: Hashable, Sendable {
  /// The space between two consecutive visible views.
  ///
  /// The default value is `0`. A hidden view takes no spacing either. A negative value
  /// overlaps views. A value that is not finite is laid out as `0` and reported as
  /// ``AutoStackDiagnostic/invalidSpacing(_:)``.
  @usableFromInline package var spacing: CGFloat
  /// The margins between the container's edges and the stack.
  ///
  /// The default value is ``AutoStackInsets/zero``. The top and bottom insets are kept even
  /// when every view is hidden, so the content height is then `top + bottom`.
  @usableFromInline package var insets: AutoStackInsets
  /// The placement of each view across the axis.
  ///
  /// The default value is ``AutoStackAlignment/fill``.
  @usableFromInline package var alignment: AutoStackAlignment
  /// The direction the views stack in; ``AutoStackAxis/vertical`` by default.
  @usableFromInline package var axis: AutoStackAxis

  /// Creates options; the defaults reproduce AASubviews.
  ///
  /// - Parameters:
  ///   - spacing: The space between consecutive visible views. The default value is `0`.
  ///   - insets: The margins around the stack. The default value is ``AutoStackInsets/zero``.
  ///   - alignment: The placement across the axis. The default value is
  ///     ``AutoStackAlignment/fill``.
  ///   - axis: The direction the views stack in. The default value is
  ///     ``AutoStackAxis/vertical``.
  package init(
    spacing: CGFloat = 0, insets: AutoStackInsets = .zero, alignment: AutoStackAlignment = .fill,
    axis: AutoStackAxis = .vertical
  ) {
    self.spacing = spacing
    self.insets = insets
    self.alignment = alignment
    self.axis = axis
  }
}

extension AutoStackOptions {
  /// The spacing and insets that are not finite, which a layout takes as `0`.
  var nonFiniteValues: [CGFloat] {
    [spacing, insets.top, insets.left, insets.bottom, insets.right].filter { !$0.isFinite }
  }
}
