#if canImport(UIKit) || canImport(AppKit)
  import Foundation

  /// How sections appear and disappear inside `animate`, for Objective-C:
  /// `AutoStackTransition`.
  ///
  /// An `NS_ENUM` of `NSInteger` with the two cases of the Swift enum `AutoStackTransition`:
  /// `AutoStackTransitionFade` (the default) and `AutoStackTransitionNone`. Unavailable in
  /// Swift, which uses `AutoStackTransition`.
  @_documentation(visibility: internal)
  @available(swift, obsoleted: 1, message: "Use AutoStackTransition")
  @objc(AutoStackTransition)
  public enum AutoStackTransitionObjC: Int, Sendable {
    /// Sections hidden or left out fade out in their slots, sections shown or added fade in.
    case fade
    /// Sections appear and disappear at once.
    case none

    // MARK: Lifecycle

    /// The Objective-C case of `transition`.
    init(_ transition: AutoStackTransition) {
      switch transition {
      case .fade: self = .fade
      case .none: self = .none
      }
    }

    // MARK: Internal

    /// The Swift case.
    var transition: AutoStackTransition {
      switch self {
      case .fade: .fade
      case .none: .none
      }
    }
  }
#endif
