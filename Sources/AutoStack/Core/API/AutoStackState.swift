import Foundation

/// What an arrangement's content is doing: shown, being loaded, or failed to load.
///
/// The state decides which placeholder shows (see ``AutoStackPlaceholderKind``):
///
/// | State | What shows |
/// | --- | --- |
/// | ``failed`` | The failed placeholder, at once |
/// | ``loading`` | The loading placeholder, once the grace time has passed with the state still `loading`; nothing during the grace time |
/// | ``content`` | The empty placeholder, at once, when no arranged view is visible; otherwise nothing |
///
/// The default value is ``content``. AutoStack never changes the arranged views' `isHidden`:
/// a placeholder covers them.
public enum AutoStackState: String, Hashable, Sendable, CaseIterable {
  /// The content is shown: the empty placeholder shows when no arranged view is visible.
  case content
  /// The content is being loaded: the loading placeholder shows after the grace time.
  case loading
  /// The content failed to load: the failed placeholder shows.
  case failed
}
