import Foundation

/// Where scrolling to a section puts it in the visible area: the bounds less the adjusted
/// content insets.
///
/// Every position is taken from the section's slot, where the stack places it, and the offset
/// is then kept inside the content.
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
}
