#if canImport(UIKit) || canImport(AppKit)
  import Foundation

  /// What an arrangement's content is doing, for Objective-C: `AutoStackState`.
  ///
  /// An `NS_ENUM` of `NSInteger` with the three cases of the Swift enum `AutoStackState`:
  /// `AutoStackStateContent` (the default), `AutoStackStateLoading` and
  /// `AutoStackStateFailed`. Unavailable in Swift, which uses `AutoStackState`.
  @_documentation(visibility: internal)
  @available(swift, obsoleted: 1, message: "Use AutoStackState")
  @objc(AutoStackState)
  public enum AutoStackStateObjC: Int, Sendable {
    /// The content is shown: the empty placeholder shows when no arranged view is visible.
    case content
    /// The content is being loaded: the loading placeholder shows after the grace time.
    case loading
    /// The content failed to load: the failed placeholder shows.
    case failed

    // MARK: Lifecycle

    /// The Objective-C case of `state`.
    init(_ state: AutoStackState) {
      switch state {
      case .content: self = .content
      case .loading: self = .loading
      case .failed: self = .failed
      }
    }

    // MARK: Internal

    /// The Swift case.
    var state: AutoStackState {
      switch self {
      case .content: .content
      case .loading: .loading
      case .failed: .failed
      }
    }
  }
#endif
