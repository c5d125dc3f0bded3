#if canImport(UIKit) || canImport(AppKit)
  import Foundation

  /// How arranged views are placed across the container's width, for Objective-C:
  /// `AutoStackAlignment`.
  ///
  /// In a horizontal stack (`AutoStackAxisHorizontal`) the placement is across its height
  /// instead, as in `UIStackView`: leading is the top and trailing the bottom.
  ///
  /// An `NS_ENUM` of `NSInteger` with the four cases of the Swift enum `AutoStackAlignment`:
  /// `AutoStackAlignmentFill` (the default), `AutoStackAlignmentLeading`,
  /// `AutoStackAlignmentCenter` and `AutoStackAlignmentTrailing`. Unavailable in Swift, which
  /// uses `AutoStackAlignment`.
  @_documentation(visibility: internal)
  @available(swift, obsoleted: 1, message: "Use AutoStackAlignment")
  @objc(AutoStackAlignment)
  public enum AutoStackAlignmentObjC: Int, Sendable {
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

    // MARK: Lifecycle

    /// The Objective-C case of `alignment`.
    init(_ alignment: AutoStackAlignment) {
      switch alignment {
      case .fill: self = .fill
      case .leading: self = .leading
      case .center: self = .center
      case .trailing: self = .trailing
      }
    }

    // MARK: Internal

    /// The Swift case.
    var alignment: AutoStackAlignment {
      switch self {
      case .fill: .fill
      case .leading: .leading
      case .center: .center
      case .trailing: .trailing
      }
    }
  }
#endif
