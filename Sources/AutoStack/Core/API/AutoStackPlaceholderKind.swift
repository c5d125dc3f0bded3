import Foundation

/// The three placeholders an arrangement can show in place of its content.
///
/// Set a view for each kind you need; at most one shows at a time, failed before loading
/// before empty (see ``AutoStackState``). A kind without a view shows nothing.
public enum AutoStackPlaceholderKind: String, Hashable, Sendable, CaseIterable {
  /// Shown when the state is ``AutoStackState/content`` and no arranged view is visible:
  /// none is arranged, all are hidden, or all are 0 high.
  case empty
  /// Shown when the state is ``AutoStackState/loading``, once the grace time has passed.
  case loading
  /// Shown when the state is ``AutoStackState/failed``.
  case failed
}
