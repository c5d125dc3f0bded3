import AutoStack
import Foundation

/// Which placeholder shows, written from the documented rules and independently of the
/// engine, on a clock of whole milliseconds: the placeholders of ``StackModel``.
///
/// In order of precedence: state `failed` shows the failed placeholder; state `loading` shows
/// the loading placeholder once the grace time has passed since the state became `loading`
/// (at once if it shows already); state `content` with no visible view shows the empty
/// placeholder; and the loading placeholder, once it shows, stays for the minimum show time
/// whatever the rest say. A kind without a view never shows.
struct ModelTimeline {
  /// The grace and minimum show times, in milliseconds, and scrolling under placeholders.
  struct Options: Equatable {
    var graceTime = 0
    var minimumShowTime = 0
    var allowsScrolling = false
  }

  private(set) var state = AutoStackState.content
  /// The kind that shows, as last decided.
  private(set) var shown: AutoStackPlaceholderKind?

  /// Sets the state at `now`; a new `loading` starts its grace time.
  mutating func setState(_ newState: AutoStackState, at now: Int) {
    guard newState != state else { return }
    state = newState
    loadingSince = now
  }

  /// Decides which kind shows at `now`, among the kinds with a view; returns when the
  /// decision may change with time alone, if it may.
  mutating func decide(
    at now: Int, hasVisibleView: Bool, available: Set<AutoStackPlaceholderKind>,
    options: Options
  ) -> Int? {
    var target: AutoStackPlaceholderKind?
    var next: Int?
    switch state {
    case .failed where available.contains(.failed): target = .failed
    case .loading where available.contains(.loading):
      let due = loadingSince + options.graceTime
      if shown == .loading || now >= due { target = .loading } else { next = due }
    case .content where !hasVisibleView && available.contains(.empty): target = .empty
    default: break
    }
    let end = shownSince + options.minimumShowTime
    if shown == .loading, target != .loading, available.contains(.loading), now < end {
      target = .loading
      next = min(next ?? end, end)
    }
    if target != shown {
      shown = target
      shownSince = now
    }
    return next
  }

  /// Forgets what shows, as the arrangement stops; the state stays.
  mutating func hide() { shown = nil }

  private var loadingSince = 0
  private var shownSince = 0
}
