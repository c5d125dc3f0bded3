import Foundation

/// The scroll geometry that scroll anchoring, the offset clamp and visibility read and write.
///
/// A container that does not scroll answers `nil` for ``visibleContentRect``; the rest is then
/// never used.
@MainActor
package protocol ScrollingHost: AnyObject {
  /// The part of the content a scroll view shows, less its adjusted content insets, in content
  /// coordinates; `nil` for a container that does not scroll.
  var visibleContentRect: CGRect? { get }

  /// The content offset, as `UIScrollView.contentOffset`. With ``visibleContentRect`` it gives
  /// the adjusted top inset: the visible rectangle's `y` less the offset's.
  var contentOffset: CGPoint { get }

  /// Moves the content offset, as setting `UIScrollView.contentOffset` does (inside an
  /// animation block, it animates). A host may report it back; the engine ignores that.
  func setContentOffset(_ offset: CGPoint)

  /// Whether the user drags the scroll view or it decelerates.
  var isTrackingOrDecelerating: Bool { get }

  /// Asks for ``AutoStackEngine/containerDidChange()`` once the drag and deceleration under way
  /// end; called while ``isTrackingOrDecelerating`` is `true`.
  func notifyWhenScrollingEnds()

  /// Whether the container is in a window; a host reports a change through
  /// ``AutoStackEngine/containerDidChange()``.
  var isInWindow: Bool { get }
}
