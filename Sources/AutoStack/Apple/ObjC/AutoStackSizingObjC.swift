#if canImport(UIKit) || canImport(AppKit)
  import Foundation

  /// How an arranged view gets its height, for Objective-C: `AutoStackSizing`.
  ///
  /// An `NS_ENUM` of `NSInteger` with the four cases of the Swift enum `AutoStackSizing`:
  /// `AutoStackSizingFixed` (the default), `AutoStackSizingFitting`,
  /// `AutoStackSizingSizeThatFits` and `AutoStackSizingSystemLayoutSizeFitting`. Unavailable
  /// in Swift, which uses `AutoStackSizing`.
  @_documentation(visibility: internal)
  @available(swift, obsoleted: 1, message: "Use AutoStackSizing")
  @objc(AutoStackSizing)
  public enum AutoStackSizingObjC: Int, Sendable {
    /// The app sets the height; the view is never measured.
    case fixed
    /// Measured with `systemLayoutSizeFittingSize:…` for a `UIStackView` or a view that holds
    /// constraints, and with `sizeThatFits:` otherwise.
    case fitting
    /// Measured with `sizeThatFits:` at the slot width and an unbounded height.
    case sizeThatFits
    /// Measured with `systemLayoutSizeFittingSize:withHorizontalFittingPriority:verticalFittingPriority:`
    /// at the slot width, required horizontally and fitting vertically.
    case systemLayoutSizeFitting

    // MARK: Lifecycle

    /// The Objective-C case of `sizing`.
    init(_ sizing: AutoStackSizing) {
      switch sizing {
      case .fixed: self = .fixed
      case .fitting: self = .fitting
      case .sizeThatFits: self = .sizeThatFits
      case .systemLayoutSizeFitting: self = .systemLayoutSizeFitting
      }
    }

    // MARK: Internal

    /// The Swift case.
    var sizing: AutoStackSizing {
      switch self {
      case .fixed: .fixed
      case .fitting: .fitting
      case .sizeThatFits: .sizeThatFits
      case .systemLayoutSizeFitting: .systemLayoutSizeFitting
      }
    }
  }
#endif
