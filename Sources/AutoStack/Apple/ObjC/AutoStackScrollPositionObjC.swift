#if canImport(UIKit) || canImport(AppKit)
  import Foundation

  /// Where scrolling to a section puts it, for Objective-C: `AutoStackScrollPosition`.
  ///
  /// An `NS_ENUM` of `NSInteger` with the six cases of the Swift enum
  /// `AutoStackScrollPosition`: `AutoStackScrollPositionTop`, `AutoStackScrollPositionCenter`,
  /// `AutoStackScrollPositionBottom`, `AutoStackScrollPositionNearest`,
  /// `AutoStackScrollPositionLeading` and `AutoStackScrollPositionTrailing`. Unavailable in
  /// Swift, which uses `AutoStackScrollPosition`.
  @_documentation(visibility: internal)
  @available(swift, obsoleted: 1, message: "Use AutoStackScrollPosition")
  @objc(AutoStackScrollPosition)
  public enum AutoStackScrollPositionObjC: Int, Sendable {
    /// The section's top at the top of the visible area, below the sticky view above it.
    case top
    /// The section's middle at the middle of the visible area.
    case center
    /// The section's bottom at the bottom of the visible area.
    case bottom
    /// No scroll if the section is wholly visible, else the closer of top and bottom.
    case nearest
    /// The section's leading edge at the visible area's: the top along y.
    case leading
    /// The section's trailing edge at the visible area's: the bottom along y.
    case trailing

    // MARK: Internal

    /// The Swift case.
    var position: AutoStackScrollPosition {
      switch self {
      case .top: .top
      case .center: .center
      case .bottom: .bottom
      case .nearest: .nearest
      case .leading: .leading
      case .trailing: .trailing
      }
    }
  }
#endif
