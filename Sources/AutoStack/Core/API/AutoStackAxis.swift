import Foundation

/// The direction in which the container stacks its views, as `UIStackView.axis`.
///
/// ``vertical`` stacks them top to bottom and fits the content's height; ``horizontal``
/// stacks them leading to trailing (left to right, or right to left in a right-to-left
/// container) and fits the content's width. Every option and feature works along either:
/// the insets along the axis are its margins, the alignment places views across it.
public enum AutoStackAxis: String, CaseIterable, Sendable {
  /// Top to bottom; the default.
  case vertical
  /// Leading to trailing.
  case horizontal
}
