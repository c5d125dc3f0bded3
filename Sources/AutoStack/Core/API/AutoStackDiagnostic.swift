import Foundation

/// A misuse or an odd value that AutoStack met, and what it did about it.
///
/// AutoStack never crashes and never drops a view silently on bad input: it lays out
/// something sensible and reports one of these. On iOS, debug builds print them; set
/// the observer's `onDiagnostic` to collect them:
///
///     var diagnostics: [AutoStackDiagnostic] = []
///     engine.onDiagnostic = { diagnostics.append($0) }
///     engine.arrange([header, name, header])
///     // diagnostics: [.duplicateSubview(index: 2, firstIndex: 0)]
///
/// The indexes of ``duplicateSubview(index:firstIndex:)``, ``containerInSubviews(index:)``
/// and ``placeholderInSubviews(index:)`` are positions in the array given to the
/// arrangement. The others are positions in the
/// arrangement as the reflow that met the value found it: views deallocated or removed by
/// the app still count there until that reflow ends, though the observer's `arrangedSubviews`
/// leaves deallocated ones out.
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
  /// passes in a row; AutoStack stopped there, with the view at `index` and the ones below it
  /// not settled, and will reflow them at the next change.
  case reflowLoop(passes: Int, index: Int)
  /// A plain container kept a height of `actual` when AutoStack gave it `expected`, the
  /// content's height: Auto Layout or the container itself holds its height. In a horizontal
  /// stack both are widths.
  case containerHeightNotApplied(expected: CGFloat, actual: CGFloat)
  /// The arranged view at `index` is positioned by Auto Layout
  /// (`translatesAutoresizingMaskIntoConstraints` is `false`): AutoStack never writes its
  /// frame, which its constraints give it, and stacks the other views around its height.
  /// Reported once while the view stays arranged.
  case subviewUsesAutoLayout(index: Int)
  /// A placeholder of the arrangement appears in `subviews`, at `index`; it is ignored, since
  /// placeholders are never arranged.
  case placeholderInSubviews(index: Int)
  /// The view set as the placeholder for `kind` is the container or one of its arranged
  /// views; it is ignored, and the kind keeps the placeholder it had.
  case invalidPlaceholder(AutoStackPlaceholderKind)
  /// The arranged view at `index` measured `size`, whose height (or, when the width matters,
  /// width) is negative, NaN or infinite; that length is laid out as `0`.
  case invalidMeasurement(index: Int, size: CGSize)
  /// The sizing of a view that is not arranged in this container was set, or its size
  /// invalidated; it is ignored.
  case sizingOfUnarrangedView
  /// A scroll to a view that is hidden or not arranged in this container was asked for; it
  /// scrolls nothing.
  case scrollToUnavailableSection
  /// A container given to an Objective-C entry point of `AutoStack` was `nil`, as an outlet is
  /// before its view loads or when it is not connected; the call did nothing and returned
  /// `nil`. Only debug builds report it, by printing it: no observer exists to receive it.
  case nilContainer

  /// Whether two diagnostics are the same case with the same values.
  ///
  /// Unlike `==` on `CGFloat`, a NaN value equals a NaN value here, so that a test can
  /// expect ``invalidHeight(index:height:)`` with a height of `.nan`.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.duplicateSubview(let a, let b), .duplicateSubview(let c, let d)): a == c && b == d
    case (.containerInSubviews(let a), .containerInSubviews(let b)): a == b
    case (.invalidHeight(let a, let x), .invalidHeight(let b, let y)):
      a == b && x.isSameValue(as: y)
    case (.invalidWidth(let a, let x), .invalidWidth(let b, let y)): a == b && x.isSameValue(as: y)
    case (.invalidContainerWidth(let x), .invalidContainerWidth(let y)): x.isSameValue(as: y)
    case (.invalidSpacing(let x), .invalidSpacing(let y)): x.isSameValue(as: y)
    case (.subviewRemovedFromContainer(let a), .subviewRemovedFromContainer(let b)): a == b
    case (.customSpacingForUnarrangedView, .customSpacingForUnarrangedView): true
    case (.reflowLoop(let a, let x), .reflowLoop(let b, let y)): a == b && x == y
    case (.containerHeightNotApplied(let a, let x), .containerHeightNotApplied(let b, let y)):
      a.isSameValue(as: b) && x.isSameValue(as: y)
    case (.subviewUsesAutoLayout(let a), .subviewUsesAutoLayout(let b)): a == b
    case (.placeholderInSubviews(let a), .placeholderInSubviews(let b)): a == b
    case (.invalidPlaceholder(let a), .invalidPlaceholder(let b)): a == b
    case (.invalidMeasurement(let a, let x), .invalidMeasurement(let b, let y)):
      a == b && x.width.isSameValue(as: y.width) && x.height.isSameValue(as: y.height)
    case (.sizingOfUnarrangedView, .sizingOfUnarrangedView): true
    case (.scrollToUnavailableSection, .scrollToUnavailableSection): true
    case (.nilContainer, .nilContainer): true
    default: false
    }
  }

  /// A sentence for logs: what AutoStack met and what it did, such as
  /// "subview 2 is subview 0 again; the duplicate is ignored".
  public var description: String {
    switch self {
    case .duplicateSubview(let index, let firstIndex):
      "subview \(index) is subview \(firstIndex) again; the duplicate is ignored"
    case .containerInSubviews(let index):
      "subview \(index) is the container itself; it is ignored"
    case .invalidHeight(let index, let height):
      "subview \(index) has height \(height); it takes no space until its height is valid"
    case .invalidWidth(let index, let width):
      "subview \(index) has width \(width); it is placed as if its width were 0"
    case .invalidContainerWidth(let width):
      "the container's width is \(width); views are laid out in a width of 0"
    case .invalidSpacing(let value):
      "a spacing or inset is \(value); it is laid out as 0"
    case .subviewRemovedFromContainer(let index):
      "subview \(index) was removed from the container; it left the arrangement"
    case .customSpacingForUnarrangedView:
      "a custom spacing was set after a view that is not arranged; it is ignored"
    case .reflowLoop(let passes, let index):
      "views kept resizing each other for \(passes) passes; the reflow stopped, subview \(index) "
        + "and those below it not settled"
    case .containerHeightNotApplied(let expected, let actual):
      "the container kept a length of \(actual) along the stack instead of the content's "
        + "\(expected); Auto Layout or the container holds it"
    case .subviewUsesAutoLayout(let index):
      "subview \(index) is positioned by Auto Layout; AutoStack leaves its frame to its "
        + "constraints and stacks the others around it. Set its "
        + "translatesAutoresizingMaskIntoConstraints to true and let AutoStack place it"
    case .placeholderInSubviews(let index):
      "subview \(index) is a placeholder of this arrangement; placeholders are never arranged, "
        + "so it is ignored"
    case .invalidPlaceholder(let kind):
      "the \(kind.rawValue) placeholder is the container or one of its arranged views; "
        + "it is ignored"
    case .invalidMeasurement(let index, let size):
      "subview \(index) measured \(size.width) x \(size.height); a length that is negative, NaN "
        + "or infinite is laid out as 0"
    case .sizingOfUnarrangedView:
      "the sizing of a view that is not arranged was set or invalidated; it is ignored"
    case .scrollToUnavailableSection:
      "a scroll to a view that is hidden or not arranged was asked for; it scrolls nothing"
    case .nilContainer:
      "a container given to AutoStack was nil, as an outlet is before its view loads; "
        + "the call did nothing"
    }
  }
}
