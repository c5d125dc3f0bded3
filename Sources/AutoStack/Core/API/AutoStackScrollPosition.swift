import Foundation

/// Where scrolling to a section puts it in the visible area: the bounds less the adjusted
/// content insets.
///
/// Every position is taken from the section's slot, where the stack places it, and the offset
/// is then kept inside the content. Along x, ``top`` and ``leading`` put the section's leading
/// edge at the leading edge of the visible area, and ``bottom`` and ``trailing`` its trailing
/// edge at the trailing one; along y, ``leading`` is ``top`` and ``trailing`` is ``bottom``.
public enum AutoStackScrollPosition: String, Hashable, Sendable, CaseIterable {
  /// The section's top at the top of the visible area, below the sticky view that would pin
  /// above it.
  case top
  /// The section's middle at the middle of the visible area.
  case center
  /// The section's bottom at the bottom of the visible area.
  case bottom
  /// No scroll if the section is wholly visible below what is pinned; otherwise ``top`` or
  /// ``bottom``, whichever moves the offset less.
  case nearest
  /// The section's leading edge at the leading edge of the visible area: ``top`` along y.
  case leading
  /// The section's trailing edge at the trailing edge of the visible area: ``bottom`` along y.
  case trailing
}
