import Foundation

/// When placeholders show and hide, how they fade, and whether a scroll view scrolls under
/// them.
///
/// The times work as MBProgressHUD's `graceTime` and `minShowTime`: a load that ends within
/// the grace time shows no loading placeholder at all, and a loading placeholder that shows
/// stays long enough to be seen.
///
///     AutoStackPlaceholderOptions(graceTime: 0.3, minimumShowTime: 0.8)
///     // loading for 0.2 s: nothing shows
///     // loading for 0.5 s: the loading placeholder shows from 0.3 s to 1.1 s
///
/// A time that is negative or not finite counts as `0`.
public struct AutoStackPlaceholderOptions: Hashable, Sendable {
  /// How long the state must stay ``AutoStackState/loading`` before the loading placeholder
  /// shows, in seconds.
  ///
  /// The default value is `0`: it shows at once. During the grace time nothing shows, not even
  /// the empty placeholder.
  public var graceTime: TimeInterval
  /// How long the loading placeholder stays once it shows, in seconds, whatever the state
  /// becomes.
  ///
  /// The default value is `0`. A state change that would hide it takes effect when this time
  /// is over, the change to ``AutoStackState/failed`` included.
  public var minimumShowTime: TimeInterval
  /// Whether placeholders fade in and out.
  ///
  /// The default value is `true`. The `AutoStackSimulator` target never fades.
  public var isFadeEnabled: Bool
  /// How long a fade lasts, in seconds.
  ///
  /// The default value is `0.2`, as MBProgressHUD's fade.
  public var fadeDuration: TimeInterval
  /// Whether a scroll view scrolls while the loading or failed placeholder shows.
  ///
  /// The default value is `false`: AutoStack turns scrolling off while one of them shows, and
  /// back on when it hides, unless the app changed it meanwhile. The empty placeholder never
  /// turns scrolling off.
  public var allowsScrolling: Bool

  /// Creates options; the defaults show and hide placeholders at once, with a fade.
  ///
  /// - Parameters:
  ///   - graceTime: The time loading must last before its placeholder shows. The default
  ///     value is `0`.
  ///   - minimumShowTime: The time the loading placeholder stays once it shows. The default
  ///     value is `0`.
  ///   - isFadeEnabled: Whether placeholders fade in and out. The default value is `true`.
  ///   - fadeDuration: The length of a fade. The default value is `0.2`.
  ///   - allowsScrolling: Whether a scroll view scrolls under the loading or failed
  ///     placeholder. The default value is `false`.
  public init(
    graceTime: TimeInterval = 0, minimumShowTime: TimeInterval = 0, isFadeEnabled: Bool = true,
    fadeDuration: TimeInterval = 0.2, allowsScrolling: Bool = false
  ) {
    self.graceTime = graceTime
    self.minimumShowTime = minimumShowTime
    self.isFadeEnabled = isFadeEnabled
    self.fadeDuration = fadeDuration
    self.allowsScrolling = allowsScrolling
  }
}
