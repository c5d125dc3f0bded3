import Foundation

/// A view that AutoStack can arrange: anything with a frame and a hidden flag.
///
/// `UIView` conforms on iOS. Conform your own types to drive ``AutoStackEngine`` without
/// UIKit, as the Linux demo and tests do:
///
///     @MainActor final class Box: Stackable {
///       var frame = CGRect(x: 0, y: 0, width: 0, height: 44)
///       var isHidden = false
///     }
///
/// Conforming types are classes: the engine tells views apart by identity and holds them
/// weakly.
@MainActor
public protocol Stackable: AnyObject {
  /// The view's frame in its container's coordinates.
  ///
  /// AutoStack reads the height and, for alignments other than fill, the width. It writes
  /// the origin and, for fill, the width; it never changes the height.
  var frame: CGRect { get set }

  /// Whether the view is hidden.
  ///
  /// A hidden view takes no space and no spacing in the stack; it is placed where it would
  /// appear, so that showing it again is a plain reflow.
  var isHidden: Bool { get }
}
