import Foundation

/// How sections appear and disappear when their changes are animated.
///
/// It applies only to changes made inside `AutoStackObserver`'s
/// `animate(withDuration:_:completion:)`; outside it, a section shows, hides, joins and leaves
/// at once.
public enum AutoStackTransition: String, Hashable, Sendable, CaseIterable {
  /// A section that is hidden or left out fades out in its slot while the sections below move
  /// up, and is hidden, or leaves the container, when its fade ends; a section that is shown or
  /// added fades in while the others make room. Each gets its own alpha back.
  case fade
  /// Sections appear and disappear at once, the other sections sliding.
  case none
}
