#if canImport(UIKit) || canImport(AppKit)
  import Foundation

  /// The direction the container stacks its subviews in, for Objective-C: `AutoStackAxis`.
  ///
  /// An `NS_ENUM` of `NSInteger` with the two cases of the Swift enum `AutoStackAxis`:
  /// `AutoStackAxisVertical` (the default) and `AutoStackAxisHorizontal`. Unavailable in
  /// Swift, which uses `AutoStackAxis`.
  @_documentation(visibility: internal)
  @available(swift, obsoleted: 1, message: "Use AutoStackAxis")
  @objc(AutoStackAxis)
  public enum AutoStackAxisObjC: Int, Sendable {
    /// Top to bottom.
    case vertical
    /// Leading to trailing: left to right, or right to left in a right-to-left container.
    case horizontal

    // MARK: Lifecycle

    /// The Objective-C case of `axis`.
    init(_ axis: AutoStackAxis) {
      switch axis {
      case .vertical: self = .vertical
      case .horizontal: self = .horizontal
      }
    }

    // MARK: Internal

    /// The Swift case.
    var axis: AutoStackAxis {
      switch self {
      case .vertical: .vertical
      case .horizontal: .horizontal
      }
    }
  }
#endif
