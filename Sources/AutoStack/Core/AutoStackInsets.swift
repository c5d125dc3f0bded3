import Foundation

/// The margins between the container's edges and the stacked views.
///
/// On iOS, `UIEdgeInsets` converts to and from this type.
public struct AutoStackInsets: Hashable, Sendable {
  /// Space above the first visible view.
  public var top: CGFloat
  /// Space left of every view.
  public var left: CGFloat
  /// Space below the last visible view.
  public var bottom: CGFloat
  /// Space right of every view.
  public var right: CGFloat

  /// Creates insets; each one defaults to `0`.
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = AutoStackInsets()
}
