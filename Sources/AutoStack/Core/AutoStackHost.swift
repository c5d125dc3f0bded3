import Foundation

/// The container side of an arrangement: what ``AutoStackEngine`` needs from the platform.
///
/// The engine decides and the host carries out. On iOS, `AutoStackObserver` provides a host
/// that adds and removes subviews, sets `contentSize` and installs key-value observations;
/// implement one yourself only to stack views of your own ``Stackable`` type.
///
/// A host calls ``AutoStackEngine/viewDidChange(_:)`` when an observed view's frame or
/// `isHidden` changes, and ``AutoStackEngine/containerDidChange()`` when the container's
/// size, or a scroll view's content offset, changes. It may call them for every change, the engine's own writes included: the
/// engine ignores echoes and changes that move nothing. The engine holds its host weakly,
/// so the usual shape is a host that owns its engine:
///
///     final class PageHost: AutoStackHost {
///       lazy var engine = AutoStackEngine(host: self)
///       // container, containerWidth, setContentSize(_:), contains(_:), addSubview(_:),
///       // removeSubview(_:), observe(_:), stopObserving(_:id:)
///     }
///
/// The requirements for placeholders (``visibleContentRect``, ``isScrollEnabled``,
/// ``addPlaceholder(_:fadeDuration:)`` and ``removePlaceholder(_:fadeDuration:)``) have
/// defaults that suit a plain container without fades. So do the requirements of scroll
/// anchoring, the content offset clamp and visibility (``contentOffset``,
/// ``setContentOffset(_:)``, ``isTrackingOrDecelerating``, ``notifyWhenScrollingEnds()`` and
/// ``isInWindow``).
///
/// The package's `AutoStackSimulator` target holds a complete host, `SimulatedStack`.
@MainActor
public protocol AutoStackHost: AnyObject {
  /// The type of the arranged views.
  associatedtype View: Stackable

  /// The container, if it is a view of the arranged type; it is never arranged in itself.
  var container: View? { get }

  /// The width the views are laid out in: the container's bounds width.
  var containerWidth: CGFloat { get }

  /// Whether the container lays out right to left, so that leading alignment means the right
  /// edge. Read at the start of each reflow and by ``AutoStackEngine/containerDidChange()``.
  var isRightToLeft: Bool { get }

  /// The height a plain container has now, after ``setContentSize(_:)``, or `nil` for a
  /// scroll view or a host that cannot tell.
  ///
  /// A height other than the content's is reported as
  /// ``AutoStackDiagnostic/containerHeightNotApplied(expected:actual:)``.
  var appliedContentHeight: CGFloat? { get }

  /// Resizes the content: a scroll view's content size, or a plain container's height.
  ///
  /// Called only when the size changes.
  func setContentSize(_ size: CGSize)

  /// Whether `view` is a subview of the container.
  func contains(_ view: View) -> Bool

  /// Adds `view` to the container's subviews. Called only when it is not there.
  func addSubview(_ view: View)

  /// Removes `view` from the container. Called only when it is there.
  func removeSubview(_ view: View)

  /// Starts reporting `view`'s frame and `isHidden` changes to the engine.
  func observe(_ view: View)

  /// Stops reporting the changes of `view`, whose identifier is `id`.
  ///
  /// - Parameters:
  ///   - view: The view, or `nil` if it was deallocated already: a host must then still drop
  ///     whatever it kept for the view, by `id`.
  ///   - id: The view's identifier, also once the view is gone.
  func stopObserving(_ view: View?, id: ObjectIdentifier)

  /// The part of its content that a scroll view shows, less its adjusted content insets, in
  /// content coordinates: its bounds, whose origin is its content offset, inset; `nil` for a
  /// container that does not scroll.
  ///
  /// A placeholder covers it in a scroll view; in any other container a placeholder sits at
  /// the top, at its own height.
  var visibleContentRect: CGRect? { get }

  /// Whether a scroll view scrolls: AutoStack turns it off while the loading or failed
  /// placeholder shows, unless ``AutoStackPlaceholderOptions/allowsScrolling``.
  var isScrollEnabled: Bool { get set }

  /// Adds `placeholder` on top of the container's subviews, fading it in over `fadeDuration`
  /// seconds (`0`: at once); brings it to the front if it is there already.
  ///
  /// Placeholders are never arranged; AutoStack then observes the placeholder and sets its
  /// frame.
  func addPlaceholder(_ placeholder: View, fadeDuration: TimeInterval)

  /// Removes `placeholder` from the container, after fading it out over `fadeDuration` seconds
  /// (`0`: at once).
  ///
  /// A placeholder added again before its fade ends stays.
  func removePlaceholder(_ placeholder: View, fadeDuration: TimeInterval)

  /// A scroll view's content offset, as `UIScrollView.contentOffset`; ignored for a container
  /// whose ``visibleContentRect`` is `nil`.
  ///
  /// With ``visibleContentRect`` it gives the adjusted content insets: the offset `-top`
  /// shows the top of the content, where `top` is the visible rectangle's `y` less the
  /// offset's.
  var contentOffset: CGPoint { get }

  /// Moves a scroll view's content offset, as setting `UIScrollView.contentOffset` does:
  /// inside an animation block, it animates.
  ///
  /// The engine calls it after a reflow, for scroll anchoring and to keep the offset inside
  /// the content. A host may report the change back through
  /// ``AutoStackEngine/containerDidChange()``; the engine ignores it.
  func setContentOffset(_ offset: CGPoint)

  /// Whether the user is dragging the scroll view or it is decelerating: the engine then
  /// defers keeping the offset inside the content, which would end the bounce.
  var isTrackingOrDecelerating: Bool { get }

  /// Asks the host to call ``AutoStackEngine/containerDidChange()`` once the drag and the
  /// deceleration under way end; called while ``isTrackingOrDecelerating`` is `true`, when the
  /// engine deferred the clamp of the offset.
  func notifyWhenScrollingEnds()

  /// Whether the container is in a window, so that its views can be on screen.
  ///
  /// A host that can tell calls ``AutoStackEngine/containerDidChange()`` when it changes:
  /// leaving the window makes every visible view disappear.
  var isInWindow: Bool { get }
}

extension AutoStackHost {
  /// Left to right, unless a host says otherwise.
  public var isRightToLeft: Bool { false }

  /// Unknown, unless a host says otherwise.
  public var appliedContentHeight: CGFloat? { nil }

  /// `nil`: a container that does not scroll, unless a host says otherwise.
  public var visibleContentRect: CGRect? { nil }

  /// Always `true`, and setting it does nothing, unless a host says otherwise.
  public var isScrollEnabled: Bool {
    get { true }
    set {}
  }

  /// Adds the placeholder with ``addSubview(_:)`` if it is not a subview, without a fade.
  public func addPlaceholder(_ placeholder: View, fadeDuration: TimeInterval) {
    if !contains(placeholder) { addSubview(placeholder) }
  }

  /// `.zero`, unless a host says otherwise.
  public var contentOffset: CGPoint { .zero }

  /// Does nothing, unless a host says otherwise.
  public func setContentOffset(_ offset: CGPoint) {}

  /// `false`, unless a host says otherwise.
  public var isTrackingOrDecelerating: Bool { false }

  /// Does nothing, unless a host says otherwise: a host that never reports
  /// ``isTrackingOrDecelerating`` needs no notification.
  public func notifyWhenScrollingEnds() {}

  /// `true`, unless a host says otherwise.
  public var isInWindow: Bool { true }

  /// Removes the placeholder with ``removeSubview(_:)`` if it is a subview, without a fade.
  public func removePlaceholder(_ placeholder: View, fadeDuration: TimeInterval) {
    if contains(placeholder) { removeSubview(placeholder) }
  }
}
