import AutoStack
import Foundation

/// One thing an app does to its containers and views: the one vocabulary of random
/// operations, which ``RandomOperationRunner`` applies to a ``StackWorld`` (the real engine)
/// and a ``StackModel`` (the documented behaviour) alike, for `swift test`'s random tests,
/// their long mode and the fuzzer.
///
/// Views are named by their slot in a small pool (`view: 3`) and containers by their index
/// (`container: 0` is a scroll view, `container: 1` a plain view), so that any subsequence
/// of operations is valid too: an operation on a released view does nothing. The
/// description is the Swift literal, so that a failing sequence can be pasted into a test.
package indirect enum RandomOperation: CustomStringConvertible, Sendable {
  /// A view as an operation on a container's arrangement names it: an element of the array
  /// given to `arrange`, or the view of `setSizing` and `invalidateSize`.
  package enum Element: CustomStringConvertible, Sendable {
    /// The view in this slot, skipped if it was released.
    case view(Int)
    /// The container itself (a misuse).
    case container
    /// The plain container 1, nested in the scroll container 0: a section that is itself a
    /// stack. Skipped when container 1 is the one named.
    case nested

    package var description: String {
      switch self {
      case .view(let slot): ".view(\(slot))"
      case .container: ".container"
      case .nested: ".nested"
      }
    }
  }

  /// `SimulatedStack.arrange(in:subviews:spacing:insets:alignment:)`: arranges or
  /// re-arranges; an option left `nil` keeps its value.
  case arrange(
    container: Int, [Element], spacing: CGFloat?, insets: AutoStackInsets?,
    alignment: AutoStackAlignment?)
  /// Re-arranges the view's container without it, keeping the options.
  case drop(view: Int)
  case setHidden(view: Int, Bool)
  /// Sets the view's frame height.
  case setHeight(view: Int, CGFloat)
  /// Sets the view's bounds height, which keeps its center, as in UIKit.
  case setBoundsHeight(view: Int, CGFloat)
  case setWidth(view: Int, CGFloat)
  /// Moves the view's frame.
  case move(view: Int, CGPoint)
  /// Sets the container's frame width.
  case setContainerWidth(container: Int, CGFloat)
  case setSpacing(container: Int, CGFloat)
  case setInsets(container: Int, AutoStackInsets)
  case setAlignment(container: Int, AutoStackAlignment)
  /// `AutoStackObserver.axis`: the direction the container stacks its views in.
  case setAxis(container: Int, AutoStackAxis)
  case setCustomSpacing(container: Int, view: Int, CGFloat?)
  /// Removes the view from its superview, then asks that container for a reflow.
  case removeFromSuperview(view: Int)
  /// Removes the view from its superview and drops the app's last reference to it, then
  /// asks that container for a reflow.
  case release(view: Int)
  /// Puts a new view in the slot of a released one: 44 high, or a control that keeps its
  /// own size (51 × 31, a `UISwitch`'s) whatever is written.
  case recreate(view: Int, fixed: Bool)
  case stop(container: Int)
  case setNeedsReflow(container: Int)
  /// Runs the operations inside one batch of the container's engine.
  case batch(container: Int, [RandomOperation])
  /// Runs the operations inside `SimulatedStack.animate(withDuration:)`, which batches them as
  /// the iOS observer's `animate` does and fades the sections they show, hide, add or leave
  /// out over that many milliseconds of the clock that `wait` moves.
  case animate(container: Int, milliseconds: Int, [RandomOperation])
  /// The app adds the view to the container itself, taking it from wherever it was; no
  /// observation reports it.
  case addSubview(view: Int, container: Int)
  /// The app lets go of the container: its arrangement ends with it, its subviews are left
  /// without a superview, and a new container of the same kind takes its place. Nothing,
  /// inside a batch or an animation, whose arrangement would outlive the container. The new
  /// container stacks along `axis`, as the app creates it.
  case replaceContainer(container: Int, axis: AutoStackAxis = .vertical)
  /// Sets the view's autoresizing mask, which UIKit applies when its superview resizes;
  /// without its vertical flags while the view is arranged, which AutoStack owns then (a
  /// flexible height set then grows the view with its container, without end).
  case setAutoresizingMask(view: Int, AutoStackAutoresizingMask)
  /// Sets the view's transform to a scale about its center; `1` is the identity.
  case setScale(view: Int, CGFloat)
  /// Sets the scroll container's adjusted content inset.
  case setContentInset(container: Int, AutoStackInsets)
  /// Sets the container's layout direction.
  case setDirection(container: Int, rightToLeft: Bool)
  /// Sets a scroll container's content offset along its stack (its y, or along x its x), as
  /// scrolling does; nothing for a plain one.
  case scroll(container: Int, CGFloat)

  // Placeholders: each container has its own view of each kind, 375 wide (empty 50 high,
  // loading 80, failed 120), and every arrangement reads one clock, which only `wait` moves.

  case setState(container: Int, AutoStackState)
  /// Sets the container's own placeholder view of that kind, or removes it.
  case setPlaceholder(container: Int, AutoStackPlaceholderKind, Bool)
  /// Sets the grace and minimum show times, in milliseconds, and whether a scroll view
  /// scrolls under the loading and failed placeholders.
  case setPlaceholderOptions(
    container: Int, graceTime: Int, minimumShowTime: Int, allowsScrolling: Bool)
  /// Lets time pass, running the decisions that fall due, earliest first.
  case wait(milliseconds: Int)
  /// The app sets the container's `isScrollEnabled`.
  case setScrollEnabled(container: Int, Bool)

  // Scrolling and visibility.

  case setScrollAnchoring(container: Int, Bool)
  /// The user starts dragging the scroll view, or its drag and deceleration end.
  case setDragging(container: Int, Bool)
  /// The user lifts the finger and the scroll view decelerates, or bounces back from a pull:
  /// the scroll goes on, without a finger, until `setDragging(container:false)`.
  case releaseDrag(container: Int)
  /// Sets the container's frame height: a scroll view's visible height, or a plain view's
  /// own, which its arrangement sets otherwise.
  case setContainerHeight(container: Int, CGFloat)
  case setInWindow(container: Int, Bool)
  /// Sets an `onVisibilityChange` handler that records its calls, or removes it.
  case watchVisibility(container: Int, Bool)
  case setVisibilityThreshold(container: Int, CGFloat)

  // Sizing.

  case setSizing(container: Int, Element, AutoStackSizing)
  case invalidateSize(container: Int, Element)
  /// Gives the view a label text of that many characters at the current text size, or none.
  case setText(view: Int, characters: Int?)
  /// Sets the text size of every label, in hundredths, then tells every arrangement, as a
  /// Dynamic Type change does.
  case setTextScale(Int)

  // Sections.

  /// Makes the view a sticky section of the container's arrangement, or not; it need not be
  /// arranged there.
  case setSticky(container: Int, view: Int, Bool)
  /// Scrolls the container to the view's slot at that position, animated or not: an animated
  /// scroll steps over 0.3 s of the clock that `wait` moves.
  case scrollTo(container: Int, view: Int, AutoStackScrollPosition, animated: Bool = false)
  /// Sets an `onCurrentSectionChange` handler that records its calls, or removes it.
  case watchCurrentSection(container: Int, Bool)

  // Auto Layout.

  /// Positions the view by Auto Layout (`translatesAutoresizingMaskIntoConstraints` false),
  /// with constraints that give it this frame at its container's layout pass, or by frames
  /// again (`nil`); nothing moves until that pass.
  case constrain(view: Int, CGRect?)
  /// The container's layout pass, as UIKit runs it once the container needs layout: each of
  /// its subviews under Auto Layout takes the frame its constraints give it.
  case layout(container: Int)

  /// The number of operations: one, plus those inside a batch.
  package var count: Int {
    switch self {
    case .batch(_, let operations), .animate(_, _, let operations):
      1 + operations.map(\.count).reduce(0, +)
    default: 1
    }
  }
}
