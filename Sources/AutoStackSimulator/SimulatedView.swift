import AutoStack
import Foundation

/// A platform-free stand-in for `UIView` and `UIScrollView` whose geometry behaves like
/// UIKit's: subviews, a hidden flag, change notifications as key-value observation delivers
/// them, and a frame derived from a center, bounds and a scale, as a layer derives it; a
/// scroll view's content size, content offset and content inset.
///
/// The Linux demo, the tests, the fuzzer and the benchmarks arrange these, through the same
/// ``AutoStackEngine`` that arranges `UIView`s on iOS. The geometry (``frame``, ``bounds``,
/// ``center``, fixed sizes, transforms, autoresizing, invalid values) is in
/// `SimulatedView+Geometry.swift`.
@MainActor
public final class SimulatedView: Stackable {
  // MARK: Lifecycle

  /// Creates a view at `frame`.
  ///
  /// - Parameters:
  ///   - name: A name for printing and drawing.
  ///   - frame: Where the view starts.
  ///   - fixedSize: The size the view keeps whatever is written, like `UISwitch`; `nil` for a
  ///     view that takes the sizes it is given.
  ///   - scrolls: Whether it is a scroll view, whose content size AutoStack sets.
  public init(
    name: String = "", frame: CGRect = CGRect(), fixedSize: CGSize? = nil, scrolls: Bool = false
  ) {
    self.name = name
    self.fixedSize = fixedSize
    let size = fixedSize ?? frame.size
    storedBounds = CGRect(origin: .zero, size: size)
    storedCenter = CGPoint(x: frame.origin.x + size.width / 2, y: frame.origin.y + size.height / 2)
    self.scrolls = scrolls
  }

  deinit {
    // As a UIView does: its subviews are left without a superview, and its arrangement
    // without a container, so that neither unretained reference dangles. Deallocating is
    // nonisolated, and the test suites release views off the main actor; nothing else
    // reads a view being deallocated, nor its subviews at that time.
    for view in storedSubviews { view.storedSuperview = nil }
    stack?.containerDidDeinit()
    // As a key-value observation's object becomes `nil`: the arrangements observing this view
    // learn that it is gone, and never reach it again.
    let id = ObjectIdentifier(self)
    if let first = firstObserver {
      first.stack?.takeUnretainedValue().forgetObservedView(id, slot: first.slot)
    }
    for observer in otherObservers {
      observer.stack?.takeUnretainedValue().forgetObservedView(id, slot: observer.slot)
    }
  }

  // MARK: Public

  /// A name for printing and drawing.
  public let name: String
  /// Whether this is a scroll view: arranging in it sets ``contentSize``, not the height.
  public let scrolls: Bool
  /// The size the view keeps whatever is written, like `UISwitch`, or `nil`.
  public let fixedSize: CGSize?

  /// Whether the view is hidden; every set notifies the observers.
  public var isHidden: Bool {
    get { storedIsHidden }
    set {
      storedIsHidden = newValue
      notifyObservers()
    }
  }

  /// The scroll view's content size; `.zero` for a plain view.
  public var contentSize = CGSize.zero

  /// The scroll view's adjusted content inset (its content inset and the safe area), which
  /// the content lies inside; every set notifies the observers, as the content inset's
  /// key-value observation does on iOS.
  public var contentInset = AutoStackInsets() {
    didSet { notifyObservers() }
  }

  /// Whether the view lays out right to left (its effective layout direction); every set
  /// notifies the observers, as a trait change registration does on iOS.
  public var isRightToLeft = false {
    didSet { notifyObservers() }
  }

  /// Whether the scroll view scrolls, as `UIScrollView.isScrollEnabled`; setting it notifies
  /// nobody.
  ///
  /// The default value is `true`. Nothing here scrolls by itself: ``contentOffset`` moves only
  /// when set, whatever this says.
  public var isScrollEnabled = true

  /// Whether the user drags the scroll view or it decelerates, as `UIScrollView.isTracking`
  /// and `isDecelerating` say; every set notifies the observers, as the end of a scroll does
  /// on iOS (see `SimulatedView+Scrolling.swift`).
  ///
  /// The default value is `false`.
  public var isTrackingOrDecelerating = false {
    didSet { notifyObservers() }
  }

  /// Whether the view is in a window; every set notifies the observers.
  ///
  /// The default value is `true`.
  public var isInWindow = true {
    didSet { notifyObservers() }
  }

  /// The autoresizing mask, applied when this view's superview changes size.
  public var autoresizingMask: AutoStackAutoresizingMask {
    get { storedAutoresizingMask }
    set { storedAutoresizingMask = newValue }
  }

  /// Whether Auto Layout positions the view: its `translatesAutoresizingMaskIntoConstraints`
  /// is `false`.
  ///
  /// The default value is `false`.
  public var usesAutoLayout: Bool {
    get { storedUsesAutoLayout }
    set { storedUsesAutoLayout = newValue }
  }

  /// The label text the view shows, which sizes it when it is measured, or `nil` for a view
  /// that is not a label; see `SimulatedView+Sizing.swift`.
  ///
  /// Setting it changes no frame: as with a `UILabel`'s text, the app invalidates the view's
  /// size for its arrangement to measure it again.
  public var text: SimulatedText?

  /// How many times the view was measured (see `SimulatedView+Sizing.swift`).
  public internal(set) var measurementCount = 0

  /// How many times ``frame``, ``bounds`` or ``center`` was set, by anyone: the key-value
  /// notifications of its geometry.
  public var frameSetCount: Int { storedFrameSetCount }

  /// The subviews, back to front.
  public var subviews: [SimulatedView] { storedSubviews }
  /// The view this one is a subview of.
  public var superview: SimulatedView? { storedSuperview?.takeUnretainedValue() }

  /// The arrangement attached to this view as its container, if any; the container owns it,
  /// as a `UIView` owns its `AutoStackObserver`.
  public internal(set) var stack: SimulatedStack?

  /// The view's place in the arrangement it belongs to; AutoStack sets it.
  public var autoStackMembership: AutoStackMembership? {
    get { storedMembership }
    set { storedMembership = newValue }
  }

  /// Adds `view` on top of the subviews, moving it from its superview if it has one, or to
  /// the top if this view is its superview already.
  public func addSubview(_ view: SimulatedView) {
    if view.storedSuperview != nil { view.removeFromSuperview() }
    storedSubviews.append(view)
    view.storedSuperview = .passUnretained(self)
  }

  /// Whether this view is a subview of `container`; `false` for `nil`.
  ///
  /// Identities compared, without retaining either view (a reflow asks this of every view),
  /// and with no closure: one formed in main-actor code checks the executor on every call.
  func isSubview(of container: Unmanaged<SimulatedView>?) -> Bool {
    guard let container, let superview = storedSuperview else { return false }
    return superview.toOpaque() == container.toOpaque()
  }

  /// Removes this view from its superview.
  public func removeFromSuperview() {
    guard let superview else { return }
    // A view is in its superview's subviews once. A plain loop, not `removeAll(where:)`: a
    // closure passed from main-actor code checks the executor on every call, which made
    // removing every subview in turn many times slower than the search itself.
    for index in superview.storedSubviews.indices where superview.storedSubviews[index] === self {
      superview.storedSubviews.remove(at: index)
      break
    }
    storedSuperview = nil
  }

  /// Calls `handler` after every set of this view's frame, bounds, center, `isHidden`,
  /// content inset or layout direction, until ``removeObserver(_:)`` with the same `observer`.
  public func addObserver(_ observer: AnyObject, handler: @escaping (SimulatedView) -> Void) {
    add(Observer(id: ObjectIdentifier(observer), handler: handler))
  }

  /// Tells the engine of `stack` of every change, as ``addObserver(_:handler:)`` calls its
  /// handler; `stack` also learns when this view is deallocated, and removes its observation
  /// before it is deallocated itself.
  ///
  /// `slot` is where `stack` keeps this view, given back when it is told of the view's
  /// deallocation, so that it finds it without a lookup.
  func addObserver(_ stack: SimulatedStack, slot: Int) {
    add(Observer(stack: stack, slot: slot))
  }

  /// Where `stack` keeps this view, if it observes it.
  func observerSlot(of stack: SimulatedStack) -> Int? {
    let id = ObjectIdentifier(stack)
    if let first = firstObserver, first.id == id { return first.slot }
    return otherObservers.first { $0.id == id }?.slot
  }

  /// Records that `stack` now keeps this view in `slot`.
  nonisolated func setObserverSlot(_ slot: Int, of stack: SimulatedStack) {
    let id = ObjectIdentifier(stack)
    if firstObserver?.id == id {
      firstObserver?.slot = slot
    } else if let index = otherObservers.firstIndex(where: { $0.id == id }) {
      otherObservers[index].slot = slot
    }
  }

  private func add(_ observer: Observer) {
    if firstObserver == nil, otherObservers.isEmpty {
      firstObserver = observer
    } else {
      otherObservers.append(observer)
    }
  }

  /// Removes `observer`'s handlers.
  ///
  /// An arrangement removed this way no longer reaches the view, as if it were deallocated.
  public func removeObserver(_ observer: AnyObject) {
    let stack = observer as? SimulatedStack
    let slot = stack.flatMap { observerSlot(of: $0) }
    removeObserverWhileDeallocating(ObjectIdentifier(observer))
    if let stack, let slot { stack.forgetObservedView(ObjectIdentifier(self), slot: slot) }
  }

  /// The number of observers, for tests.
  public var observerCount: Int { (firstObserver == nil ? 0 : 1) + otherObservers.count }

  // MARK: Private

  // The state behind the public properties above and the geometry. A public stored property
  // of a class pays a run-time exclusivity check on every access, since code in other modules
  // may access it; for internal ones the compiler proves that no two accesses overlap, and
  // drops the check. A reflow reads and writes these several times per view.
  // Unchecked: `SimulatedView+Geometry.swift` reads and writes these from another file,
  // where the compiler cannot prove that accesses never overlap and would check each one at
  // run time; none spans a call out (notifications run after the writes).
  @exclusivity(unchecked) var storedCenter: CGPoint
  @exclusivity(unchecked) var storedBounds: CGRect
  @exclusivity(unchecked) var storedScale: CGFloat = 1
  @exclusivity(unchecked) var storedIsHidden = false
  @exclusivity(unchecked) var storedFrameSetCount = 0
  @exclusivity(unchecked) var storedAutoresizingMask: AutoStackAutoresizingMask = []
  @exclusivity(unchecked) var storedUsesAutoLayout = false
  @exclusivity(unchecked) var storedMembership: AutoStackMembership?
  @exclusivity(unchecked) var storedSubviews: [SimulatedView] = []
  /// Unretained, as `UIView.superview` is.
  ///
  /// A view is its superview's subview while this is set, and a superview clears it in its
  /// `deinit`, so it never dangles. Reading it costs no weak load, which a reflow pays for
  /// every view. Measured with the unchecked observer lists below: weak references and
  /// checked accesses make a full reflow of 1,000 simulated views about 30% slower, which
  /// the benchmark would count against AutoStack. `Unmanaged`, so that comparing it retains
  /// nothing.
  private nonisolated(unsafe) var storedSuperview: Unmanaged<SimulatedView>?

  /// An observer: an arrangement, or a handler.
  ///
  /// An arrangement's engine is called directly, not through a closure of the arrangement's.
  private struct Observer {
    init(id: ObjectIdentifier, handler: @escaping (SimulatedView) -> Void) {
      self.id = id
      stack = nil
      engine = nil
      slot = 0
      self.handler = handler
    }

    @MainActor init(stack: SimulatedStack, slot: Int) {
      id = ObjectIdentifier(stack)
      self.stack = .passUnretained(stack)
      engine = stack.engine
      self.slot = slot
      handler = nil
    }

    let id: ObjectIdentifier
    /// The arrangement observing, told when the view is deallocated.
    ///
    /// Unretained: the arrangement removes this observer in its own `deinit`, so it never
    /// dangles; the arrangement is referenced weakly elsewhere, and so has a side table,
    /// which would make each reference count of it take the slow path. `Unmanaged`, as an
    /// optional `unowned(unsafe)` reference in a struct breaks optionals of the struct in
    /// debug builds.
    let stack: Unmanaged<SimulatedStack>?
    /// The arrangement's engine, told of each change.
    ///
    /// Retained, as a key-value observation's handler retains what it calls: a notification
    /// may run the app's code, which may drop the arrangement while its engine is called, or
    /// before it is called from a copy of the observers.
    let engine: AutoStackEngine<SimulatedStack>?
    /// Where ``stack`` keeps this view.
    var slot: Int
    /// What is called of each change when no arrangement observes.
    let handler: ((SimulatedView) -> Void)?

    @MainActor func notify(_ view: SimulatedView) {
      if let engine {
        engine.viewDidChange(view)
      } else {
        handler?(view)
      }
    }
  }

  // The observers in the order they were added: the first one on its own, so that a view
  // with one observer, the usual case, allocates no array for it. Unchecked: no access spans
  // a call out (a notification calls copies), so the run-time exclusivity check the
  // optimizer keeps here on every notification could never fail.
  @exclusivity(unchecked) private nonisolated(unsafe) var firstObserver: Observer?
  @exclusivity(unchecked) private nonisolated(unsafe) var otherObservers: [Observer] = []

  /// Removes the handlers of the observer with identifier `id`, from the observer's own
  /// `deinit`, which is nonisolated: nothing else runs on the view while its last observer
  /// goes, as with a key-value observation invalidated in `deinit`.
  nonisolated func removeObserverWhileDeallocating(_ id: ObjectIdentifier) {
    if firstObserver?.id == id { firstObserver = nil }
    otherObservers.removeAll { $0.id == id }
  }

  func notifyObservers() {
    // The observers at the start, as KVO: one added or removed by a handler counts from the
    // next change. A view with one observer, the usual case, copies no array, and reads of
    // its record only what it calls, as `Observer.notify(_:)` does for a copy: reading the
    // record, or both of its callees, first ran 5 to 15 % more instructions per change.
    guard !otherObservers.isEmpty else {
      if let engine = firstObserver?.engine {
        engine.viewDidChange(self)
      } else if let handler = firstObserver?.handler {
        handler(self)
      }
      return
    }
    let first = firstObserver
    let others = otherObservers
    first?.notify(self)
    for observer in others { observer.notify(self) }
  }
}
