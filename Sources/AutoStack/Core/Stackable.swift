import Foundation

/// A view that AutoStack can arrange: anything with a frame and a hidden flag.
///
/// `UIView` conforms on iOS. Conform your own types to drive ``AutoStackEngine`` without
/// UIKit, as the Linux demo and tests do.
@MainActor
public protocol Stackable: AnyObject {
  /// The view's frame in its container's coordinates. AutoStack reads the height and, for
  /// alignments other than fill, the width; it writes the origin and, for fill, the width.
  var frame: CGRect { get set }

  /// Whether the view is hidden. A hidden view takes no space in the stack.
  var isHidden: Bool { get }
}
