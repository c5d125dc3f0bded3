import Foundation

/// The margins between the container's edges and the stacked views.
///
/// On iOS, `UIEdgeInsets` converts to and from this type. An inset that is not finite is
/// laid out as `0` and reported as ``AutoStackDiagnostic/invalidSpacing(_:)``; a negative
/// one moves the stack past the container's edge.
@usableFromInline
package struct AutoStackInsets: Hashable, Sendable {
  /// The space above the first visible view; with no visible view, still part of the height.
  @usableFromInline package var top: CGFloat
  /// The space left of every view.
  @usableFromInline package var left: CGFloat
  /// The space below the last visible view; with no visible view, still part of the height.
  @usableFromInline package var bottom: CGFloat
  /// The space right of every view.
  @usableFromInline package var right: CGFloat

  /// Creates insets; each one defaults to `0`.
  package init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets: `0` on every edge.
  package static let zero = AutoStackInsets()
}
