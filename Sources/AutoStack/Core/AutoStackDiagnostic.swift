import Foundation

/// A misuse or an odd value that AutoStack met, and what it did about it.
///
/// AutoStack never crashes and never drops a view silently on bad input: it lays out
/// something sensible and reports one of these. On iOS, debug builds print them; set
/// ``AutoStackEngine/onDiagnostic`` to collect them.
public enum AutoStackDiagnostic: Equatable, Sendable, CustomStringConvertible {
  /// The same view appears twice in `subviews`; the occurrence at `index` is ignored, the
  /// one at `firstIndex` is arranged.
  case duplicateSubview(index: Int, firstIndex: Int)
  /// The container appears in its own `subviews`, at `index`; it is ignored.
  case containerInSubviews(index: Int)
  /// The arranged view at `index` has a height that is negative, NaN or infinite. It keeps
  /// its frame height and takes no space in the stack until its height is valid again.
  case invalidHeight(index: Int, height: CGFloat)
  /// The arranged view at `index` has a width that is negative, NaN or infinite, with an
  /// alignment other than fill. It is placed as if its width were `0`.
  case invalidWidth(index: Int, width: CGFloat)
  /// The container's width is negative, NaN or infinite; views are laid out in a width of `0`.
  case invalidContainerWidth(CGFloat)
  /// A spacing, custom spacing or inset is NaN or infinite; it is laid out as `0`.
  case invalidSpacing(CGFloat)
  /// The arranged view at `index` was removed from the container by the app; it left the
  /// arrangement and is no longer observed.
  case subviewRemovedFromContainer(index: Int)
  /// A custom spacing was set after a view that is not arranged in this container; it is
  /// ignored.
  case customSpacingForUnarrangedView
  /// Views kept changing each other's size while they were moved, for more than `passes`
  /// passes in a row; AutoStack stopped there and will reflow again at the next change.
  case reflowLoop(passes: Int)

  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case let (.duplicateSubview(a, b), .duplicateSubview(c, d)): a == c && b == d
    case let (.containerInSubviews(a), .containerInSubviews(b)): a == b
    case let (.invalidHeight(a, x), .invalidHeight(b, y)): a == b && x.isSameValue(as: y)
    case let (.invalidWidth(a, x), .invalidWidth(b, y)): a == b && x.isSameValue(as: y)
    case let (.invalidContainerWidth(x), .invalidContainerWidth(y)): x.isSameValue(as: y)
    case let (.invalidSpacing(x), .invalidSpacing(y)): x.isSameValue(as: y)
    case let (.subviewRemovedFromContainer(a), .subviewRemovedFromContainer(b)): a == b
    case (.customSpacingForUnarrangedView, .customSpacingForUnarrangedView): true
    case let (.reflowLoop(a), .reflowLoop(b)): a == b
    default: false
    }
  }

  public var description: String {
    switch self {
    case let .duplicateSubview(index, firstIndex):
      "subview \(index) is subview \(firstIndex) again; the duplicate is ignored"
    case let .containerInSubviews(index):
      "subview \(index) is the container itself; it is ignored"
    case let .invalidHeight(index, height):
      "subview \(index) has height \(height); it takes no space until its height is valid"
    case let .invalidWidth(index, width):
      "subview \(index) has width \(width); it is placed as if its width were 0"
    case let .invalidContainerWidth(width):
      "the container's width is \(width); views are laid out in a width of 0"
    case let .invalidSpacing(value):
      "a spacing or inset is \(value); it is laid out as 0"
    case let .subviewRemovedFromContainer(index):
      "subview \(index) was removed from the container; it left the arrangement"
    case .customSpacingForUnarrangedView:
      "a custom spacing was set after a view that is not arranged; it is ignored"
    case let .reflowLoop(passes):
      "views kept resizing each other for \(passes) passes; the reflow stopped"
    }
  }
}
