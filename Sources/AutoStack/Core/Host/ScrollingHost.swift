import Foundation

/// The scroll geometry that scroll anchoring, the offset clamp and visibility read and write.
///
/// A container that does not scroll answers `nil` for ``visibleContentRect``; the rest is then
/// never used.
@MainActor
@usableFromInline
package protocol ScrollingHost: AnyObject {
  /// The part of the content a scroll view shows, less its adjusted content insets, in content
  /// coordinates; `nil` for a container that does not scroll.
  var visibleContentRect: CGRect? { get }

  /// The content offset, as `UIScrollView.contentOffset`. With ``visibleContentRect`` it gives
  /// the adjusted top inset: the visible rectangle's `y` less the offset's.
  var contentOffset: CGPoint { get }

  /// A scroll view's bounds size, which a right-to-left row needs to mirror the offset.
  var boundsSize: CGSize { get }

  /// Moves the content offset, as setting `UIScrollView.contentOffset` does (inside an
  /// animation block, it animates). A host may report it back; the engine ignores that.
  func setContentOffset(_ offset: CGPoint)

  /// Moves the content offset, animated or not, as `UIScrollView.setContentOffset(_:animated:)`:
  /// scrolling to a section. Not animated, it also stops the animated scroll under way.
  func setContentOffset(_ offset: CGPoint, animated: Bool)

  /// Whether the animation that ``setContentOffset(_:animated:)`` last started with
  /// `animated: true` still runs: until the offset reaches its target, or the user's touch
  /// stops it.
  ///
  /// `UIScrollView` animates such a scroll at a constant velocity, reporting each step as a
  /// change of `contentOffset`, and ends it with `scrollViewDidEndScrollingAnimation(_:)`;
  /// meanwhile the engine leaves the offset to it.
  var isScrollAnimating: Bool { get }

  /// Whether the user's finger is on the scroll view, dragging or resting, as
  /// `UIScrollView.isTracking`.
  var isTracking: Bool { get }

  /// Whether the user drags the scroll view, as `UIScrollView.isDragging`.
  var isDragging: Bool { get }

  /// Whether the scroll view moves on after the user lifted the finger, as
  /// `UIScrollView.isDecelerating`.
  var isDecelerating: Bool { get }

  /// Whether the container is in a window; a host reports a change through
  /// ``AutoStackEngine/containerDidChange()``.
  var isInWindow: Bool { get }
}

extension ScrollingHost {
  /// Whether the user has a finger on the scroll view: a drag under way or about to start.
  var isUserDragging: Bool { isTracking || isDragging }

  /// Whether the user scrolls: a finger on the view, or the deceleration after it.
  var isUserScrolling: Bool { isUserDragging || isDecelerating }
}
