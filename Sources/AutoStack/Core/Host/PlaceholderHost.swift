import Foundation

/// What placeholders need from the container: adding and removing one, with a fade, and
/// turning scrolling off under it.
@MainActor
@usableFromInline
package protocol PlaceholderHost: StackHost {
  /// Whether a scroll view scrolls; AutoStack turns it off while the loading or failed
  /// placeholder shows, unless the placeholder options allow scrolling.
  var isScrollEnabled: Bool { get set }

  /// Adds `placeholder` above the container's subviews, fading it in over `fadeDuration`
  /// seconds (`0`: at once); brings it to the front if it is there already.
  ///
  /// `frame` is where the engine places a new placeholder next, which a host may give it
  /// first, out of any animation, so that its content does not grow from where it was.
  func addPlaceholder(_ placeholder: View, frame: CGRect, fadeDuration: TimeInterval)

  /// Removes `placeholder` after fading it out over `fadeDuration` seconds (`0`: at once). A
  /// placeholder added again before its fade ends stays.
  func removePlaceholder(_ placeholder: View, fadeDuration: TimeInterval)

  /// Tells assistive technologies that the screen's layout changed, and which view to move
  /// to: the placeholder that appeared, or the first section back; as
  /// `UIAccessibility.Notification.layoutChanged` does.
  func announceLayoutChange(focus: View?)
}

/// Everything an engine needs of its host: the pass's, scrolling's, placeholders' and fades'.
@MainActor
@usableFromInline
package protocol AutoStackHost: PlaceholderHost, ScrollingHost, TransitionHost {}
