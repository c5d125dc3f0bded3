#if canImport(UIKit) || canImport(AppKit)
  import Foundation

  /// One of the placeholders an arrangement can show, or none, for Objective-C:
  /// `AutoStackPlaceholderKind`.
  ///
  /// An `NS_ENUM` of `NSInteger` with the three cases of the Swift enum
  /// `AutoStackPlaceholderKind` (`AutoStackPlaceholderKindEmpty`,
  /// `AutoStackPlaceholderKindLoading` and `AutoStackPlaceholderKindFailed`) and
  /// `AutoStackPlaceholderKindNone` where Swift has `nil`: an observer's
  /// `visiblePlaceholderKind` when no placeholder shows, a diagnostic's `placeholderKind` when
  /// its kind comes with none. Unavailable in Swift, which uses `AutoStackPlaceholderKind`.
  @_documentation(visibility: internal)
  @available(swift, obsoleted: 1, message: "Use AutoStackPlaceholderKind")
  @objc(AutoStackPlaceholderKind)
  public enum AutoStackPlaceholderKindObjC: Int, Sendable {
    /// No placeholder: Swift's `nil`. No view can be set for it.
    case none
    /// Shown when the state is `AutoStackStateContent` and no arranged view is visible: none
    /// is arranged, all are hidden, or all are 0 high.
    case empty
    /// Shown when the state is `AutoStackStateLoading`, once the grace time has passed.
    case loading
    /// Shown when the state is `AutoStackStateFailed`.
    case failed

    // MARK: Lifecycle

    /// The Objective-C case of `kind`: `none` for `nil`.
    init(_ kind: AutoStackPlaceholderKind?) {
      switch kind {
      case nil: self = .none
      case .empty: self = .empty
      case .loading: self = .loading
      case .failed: self = .failed
      }
    }

    // MARK: Internal

    /// The Swift case, or `nil` for `none`.
    var kind: AutoStackPlaceholderKind? {
      switch self {
      case .none: nil
      case .empty: .empty
      case .loading: .loading
      case .failed: .failed
      }
    }
  }
#endif
