#if canImport(UIKit) || canImport(AppKit)
  import Foundation

  // MARK: - AutoStackDiagnosticKindObjC

  /// The kind of a misuse or odd value, for Objective-C: `AutoStackDiagnosticKind`.
  ///
  /// An `NS_ENUM` of `NSInteger` with one case per case of the Swift enum
  /// `AutoStackDiagnostic`, named `AutoStackDiagnosticKindDuplicateSubview`,
  /// `AutoStackDiagnosticKindInvalidHeight` and so on. The values that come with a case are
  /// properties of the `AutoStackDiagnostic` object. Unavailable in Swift, which switches over
  /// `AutoStackDiagnostic`.
  @_documentation(visibility: internal)
  @available(swift, obsoleted: 1, message: "Use AutoStackDiagnostic")
  @objc(AutoStackDiagnosticKind)
  public enum AutoStackDiagnosticKindObjC: Int, Sendable {
    /// The same view appears twice; the occurrence at `index` is ignored, the one at
    /// `firstIndex` is arranged.
    case duplicateSubview
    /// The container appears in its own subviews, at `index`; it is ignored.
    case containerInSubviews
    /// The arranged view at `index` has a height (`value`) that is negative, NaN or infinite.
    /// It keeps its frame height and takes no space until its height is valid again.
    case invalidHeight
    /// The arranged view at `index` has a width (`value`) that is negative, NaN or infinite,
    /// with an alignment other than fill. It is placed as if its width were `0`.
    case invalidWidth
    /// The container's width (`value`) is negative, NaN or infinite; views are laid out in a
    /// width of `0`.
    case invalidContainerWidth
    /// A spacing, custom spacing or inset (`value`) is NaN or infinite; it is laid out as `0`.
    case invalidSpacing
    /// The arranged view at `index` was removed from the container by the app; it left the
    /// arrangement and is no longer observed.
    case subviewRemovedFromContainer
    /// A custom spacing was set after a view that is not arranged in this container; it is
    /// ignored.
    case customSpacingForUnarrangedView
    /// Views kept changing each other's size for more than `passes` passes in a row;
    /// AutoStack stopped, with the view at `index` and the ones below it not settled, and
    /// will reflow them at the next change.
    case reflowLoop
    /// A plain container kept a height of `value` when AutoStack gave it `expectedValue`, the
    /// content's height: Auto Layout or the container itself holds its height. In a
    /// horizontal stack both are widths.
    case containerHeightNotApplied
    /// The arranged view at `index` is positioned by Auto Layout
    /// (`translatesAutoresizingMaskIntoConstraints` is `NO`): AutoStack never writes its
    /// frame, which its constraints give it, and stacks the other views around its height.
    /// Reported once while the view stays arranged.
    case subviewUsesAutoLayout
    /// A placeholder of the arrangement appears in the subviews, at `index`; it is ignored,
    /// since placeholders are never arranged.
    case placeholderInSubviews
    /// The view set as the placeholder for `placeholderKind` is the container or one of its
    /// arranged views; it is ignored, and the kind keeps the placeholder it had.
    case invalidPlaceholder
    /// The arranged view at `index` measured a height (`value`) or, when the width matters, a
    /// width (`expectedValue`) that is negative, NaN or infinite; it is laid out as `0`.
    case invalidMeasurement
    /// The sizing of a view that is not arranged was set, or its size invalidated; it is
    /// ignored.
    case sizingOfUnarrangedView
    /// A scroll to a view that is hidden or not arranged in this container was asked for; it
    /// scrolls nothing.
    case scrollToUnavailableSection
    /// A container given to an entry point of `AutoStack` was `nil`, as an outlet is before
    /// its view loads or when it is not connected; the call did nothing and returned `nil`.
    /// Only debug builds report it, by printing it: no observer exists to receive it.
    case nilContainer
  }

  // MARK: - AutoStackDiagnosticObjC

  /// A misuse or an odd value that AutoStack met, and what it did about it, for Objective-C:
  /// `AutoStackDiagnostic`.
  ///
  /// An immutable object for one Swift `AutoStackDiagnostic`: its `kind`, the values that
  /// come with that kind, and a `description` for logs. An observer's `diagnosticHandler`
  /// receives them:
  ///
  ///     stack.diagnosticHandler = ^(AutoStackDiagnostic *diagnostic) {
  ///       if (diagnostic.kind == AutoStackDiagnosticKindDuplicateSubview) {
  ///         NSLog(@"subview %ld repeats %ld", (long)diagnostic.index,
  ///               (long)diagnostic.firstIndex);
  ///       }
  ///     };
  ///
  /// Immutable and `Sendable`: any thread may read it. The observer that hands it out is main
  /// actor only (`@MainActor`), like the `NS_SWIFT_UI_ACTOR` classes of UIKit and AppKit.
  ///
  /// A property that the kind does not come with is `NSNotFound` (the indexes and `passes`),
  /// `0` (`value` and `expectedValue`) or `AutoStackPlaceholderKindNone` (`placeholderKind`).
  /// Two diagnostics are equal when they are the same kind with the same values, a NaN value
  /// equal to a NaN value. Unavailable in Swift, which uses `AutoStackDiagnostic`.
  @_documentation(visibility: internal)
  @available(swift, obsoleted: 1, message: "Use AutoStackDiagnostic")
  @objc(AutoStackDiagnostic)
  public final class AutoStackDiagnosticObjC: NSObject, Sendable {
    // MARK: Lifecycle

    init(_ diagnostic: AutoStackDiagnostic) {
      self.diagnostic = diagnostic
    }

    // MARK: Public

    /// Which misuse or odd value this is.
    @objc public var kind: AutoStackDiagnosticKindObjC {
      switch diagnostic {
      case .duplicateSubview: .duplicateSubview
      case .containerInSubviews: .containerInSubviews
      case .invalidHeight: .invalidHeight
      case .invalidWidth: .invalidWidth
      case .invalidContainerWidth: .invalidContainerWidth
      case .invalidSpacing: .invalidSpacing
      case .subviewRemovedFromContainer: .subviewRemovedFromContainer
      case .customSpacingForUnarrangedView: .customSpacingForUnarrangedView
      case .reflowLoop: .reflowLoop
      case .containerHeightNotApplied: .containerHeightNotApplied
      case .subviewUsesAutoLayout: .subviewUsesAutoLayout
      case .placeholderInSubviews: .placeholderInSubviews
      case .invalidPlaceholder: .invalidPlaceholder
      case .invalidMeasurement: .invalidMeasurement
      case .sizingOfUnarrangedView: .sizingOfUnarrangedView
      case .scrollToUnavailableSection: .scrollToUnavailableSection
      case .nilContainer: .nilContainer
      }
    }

    /// The index of the subview concerned, or `NSNotFound`.
    ///
    /// For a duplicate, or the container or a placeholder in its own array, a position in the
    /// array given to the arrangement: the ignored one. For an invalid height or width, a
    /// removed subview, a reflow loop (the first subview not settled) or a subview positioned
    /// by Auto Layout, a position in the arrangement.
    @objc public var index: Int {
      switch diagnostic {
      case .duplicateSubview(let index, _), .containerInSubviews(let index),
        .invalidHeight(let index, _), .invalidWidth(let index, _),
        .subviewRemovedFromContainer(let index), .reflowLoop(_, let index),
        .subviewUsesAutoLayout(let index), .placeholderInSubviews(let index),
        .invalidMeasurement(let index, _):
        index
      case .invalidContainerWidth, .invalidSpacing, .customSpacingForUnarrangedView,
        .containerHeightNotApplied, .invalidPlaceholder, .sizingOfUnarrangedView,
        .scrollToUnavailableSection, .nilContainer:
        NSNotFound
      }
    }

    /// For a duplicate, the index of the occurrence that is arranged; otherwise `NSNotFound`.
    @objc public var firstIndex: Int {
      guard case .duplicateSubview(_, let firstIndex) = diagnostic else { return NSNotFound }
      return firstIndex
    }

    /// For a reflow loop, the number of passes run before AutoStack stopped; otherwise
    /// `NSNotFound`.
    @objc public var passes: Int {
      guard case .reflowLoop(let passes, _) = diagnostic else { return NSNotFound }
      return passes
    }

    /// The odd value met, or `0`.
    ///
    /// The height or the width of the subview, the container's width, the spacing or inset,
    /// the height measured, or, for a container that kept another height, the height it kept.
    @objc public var value: CGFloat {
      switch diagnostic {
      case .invalidHeight(_, let value), .invalidWidth(_, let value),
        .invalidContainerWidth(let value), .invalidSpacing(let value),
        .containerHeightNotApplied(_, let value):
        value
      case .invalidMeasurement(_, let size): size.height
      case .duplicateSubview, .containerInSubviews, .subviewRemovedFromContainer,
        .customSpacingForUnarrangedView, .reflowLoop, .subviewUsesAutoLayout,
        .placeholderInSubviews, .invalidPlaceholder, .sizingOfUnarrangedView,
        .scrollToUnavailableSection, .nilContainer:
        0
      }
    }

    /// For a container that kept another height, the content's height it was given; for an
    /// invalid measurement, the width measured; otherwise `0`.
    @objc public var expectedValue: CGFloat {
      switch diagnostic {
      case .containerHeightNotApplied(let expected, _): expected
      case .invalidMeasurement(_, let size): size.width
      default: 0
      }
    }

    /// For an invalid placeholder, the kind it was set for; otherwise
    /// `AutoStackPlaceholderKindNone`.
    @objc public var placeholderKind: AutoStackPlaceholderKindObjC {
      guard case .invalidPlaceholder(let kind) = diagnostic else { return .none }
      return AutoStackPlaceholderKindObjC(kind)
    }

    /// A sentence for logs: what AutoStack met and what it did, such as "subview 2 is
    /// subview 0 again; the duplicate is ignored".
    public override var description: String { diagnostic.description }

    /// Whether `object` is a diagnostic of the same kind with the same values.
    public override func isEqual(_ object: Any?) -> Bool {
      (object as? AutoStackDiagnosticObjC)?.diagnostic == diagnostic
    }

    /// A hash of the kind, which equal diagnostics share.
    public override var hash: Int { kind.rawValue }

    // MARK: Internal

    let diagnostic: AutoStackDiagnostic
  }
#endif
