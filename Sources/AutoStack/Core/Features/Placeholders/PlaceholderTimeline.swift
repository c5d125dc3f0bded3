import Foundation

/// Which placeholder shows, and when that is next decided: the state, the grace time and the
/// minimum show time, as numbers.
///
/// The rules, in order of precedence:
///
/// 1. State `failed`: the failed placeholder, at once.
/// 2. State `loading`: the loading placeholder once `graceTime` has passed since the state
///    became `loading` (or at once if it shows already); nothing before.
/// 3. State `content` and no visible view: the empty placeholder, at once.
/// 4. The loading placeholder that shows stays until `minimumShowTime` has passed since it
///    appeared, whatever 1 to 3 say.
///
/// A kind without a view never shows. For example, with a grace time of 0.3 and a minimum
/// show time of 0.8, loading from 0 to 0.5:
///
///     0    loading   nothing; decide again at 0.3
///     0.3            loading shows; it may hide from 0.3 + 0.8 = 1.1
///     0.5  content   loading stays; decide again at 1.1
///     1.1            nothing (or empty, if no view is visible)
struct PlaceholderTimeline {
  // MARK: Internal

  /// The kinds that have a view, which alone can show.
  struct Kinds: OptionSet {
    let rawValue: UInt8

    static let empty = Kinds(rawValue: 1)
    static let loading = Kinds(rawValue: 2)
    static let failed = Kinds(rawValue: 4)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    init(_ kind: AutoStackPlaceholderKind) {
      switch kind {
      case .empty: self = .empty
      case .loading: self = .loading
      case .failed: self = .failed
      }
    }
  }

  /// The grace and minimum show times, in seconds, already valid.
  struct Timing: Equatable {
    /// No waiting: what a host without a clock gets.
    static let immediate = Timing(graceTime: 0, minimumShowTime: 0)

    var graceTime: TimeInterval
    var minimumShowTime: TimeInterval

    /// The times of `options`, negative or non-finite ones as `0`.
    init(_ options: AutoStackPlaceholderOptions) {
      self.init(graceTime: options.graceTime, minimumShowTime: options.minimumShowTime)
    }

    init(graceTime: TimeInterval, minimumShowTime: TimeInterval) {
      self.graceTime = graceTime.isFinite ? max(0, graceTime) : 0
      self.minimumShowTime = minimumShowTime.isFinite ? max(0, minimumShowTime) : 0
    }
  }

  /// How early a time may be reached and still count: a timer set for a time a floating-point
  /// sum away, or a run loop timer that fires a hair early.
  static let tolerance: TimeInterval = 0.000_001

  /// The state, as last set.
  private(set) var state = AutoStackState.content
  /// The kind that shows, as last decided.
  private(set) var shown: AutoStackPlaceholderKind?

  /// Sets the state at `now`; a new `loading` starts its grace time.
  mutating func setState(_ newState: AutoStackState, at now: TimeInterval) {
    guard newState != state else { return }
    state = newState
    loadingSince = newState == .loading ? now : nil
  }

  /// Decides which kind shows at `now` (see ``shown``).
  ///
  /// - Parameters:
  ///   - now: The time, in seconds.
  ///   - hasVisibleView: Whether an arranged view is visible: not hidden, and higher than 0
  ///     or fitting and not measured yet.
  ///   - available: The kinds that have a view.
  ///   - timing: The grace and minimum show times.
  /// - Returns: When the decision may change with time alone, if it may.
  mutating func update(
    at now: TimeInterval, hasVisibleView: Bool, available: Kinds, timing: Timing
  ) -> TimeInterval? {
    var target: AutoStackPlaceholderKind?
    var next: TimeInterval?
    switch state {
    case .failed:
      if available.contains(.failed) { target = .failed }
    case .loading:
      if available.contains(.loading) {
        let due = (loadingSince ?? now) + timing.graceTime
        if shown == .loading || Self.has(now, reached: due) {
          target = .loading
        } else {
          next = due
        }
      }
    case .content:
      if !hasVisibleView, available.contains(.empty) { target = .empty }
    }
    if shown == .loading, target != .loading, available.contains(.loading) {
      let end = shownSince + timing.minimumShowTime
      if !Self.has(now, reached: end) {
        target = .loading
        next = min(next ?? end, end)
      }
    }
    if target != shown {
      shown = target
      shownSince = now
    }
    return next
  }

  /// Forgets what shows, as when the arrangement stops; the state stays.
  mutating func hide() {
    shown = nil
  }

  // MARK: Private

  /// When the state became `loading`; `nil` in any other state.
  private var loadingSince: TimeInterval?
  /// When ``shown`` started showing.
  private var shownSince: TimeInterval = 0

  private static func has(_ now: TimeInterval, reached time: TimeInterval) -> Bool {
    now >= time - tolerance
  }
}
