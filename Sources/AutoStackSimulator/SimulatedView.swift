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
package final class SimulatedView: Stackable {
  // MARK: Lifecycle

  /// Creates a view at `frame`.
  ///
  /// - Parameters:
  ///   - name: A name for printing and drawing.
  ///   - frame: Where the view starts.
  ///   - fixedSize: The size the view keeps whatever is written, like `UISwitch`; `nil` for a
  ///     view that takes the sizes it is given.
  ///   - scrolls: Whether it is a scroll view, whose content size AutoStack sets.
  ///   - isFlipped: Whether y grows downward in it (see ``isFlipped``).
  package init(
    name: String = "", frame: CGRect = CGRect(), fixedSize: CGSize? = nil, scrolls: Bool = false,
    isFlipped: Bool = true
  ) {
    self.name = name
    self.isFlipped = isFlipped
    self.fixedSize = fixedSize
    let size = fixedSize ?? frame.size
    storedBounds = CGRect(origin: .zero, size: size)
    storedCenter = CGPoint(x: frame.origin.x + size.width / 2, y: frame.origin.y + size.height / 2)
    self.scrolls = scrolls
  }

  // MARK: Package

  /// A name for printing and drawing.
  package let name: String
  /// Whether this is a scroll view: arranging in it sets ``contentSize``, not the height.
  package let scrolls: Bool
  /// The size the view keeps whatever is written, like `UISwitch`, or `nil`.
  package let fixedSize: CGSize?

  /// Whether the view is hidden; every set notifies the observers.
  package var isHidden: Bool {
    get { storedIsHidden }
    set {
      storedIsHidden = newValue
      notifyObservers()
    }
  }

  /// The view's opacity as it shows now.
  ///
  /// During a fade on its arrangement's clock, the value the fade has reached
  /// (``SimulatedStack/fade(_:from:to:duration:completion:)``). Setting it ends the fade
  /// there, and notifies nobody, as on iOS.
  ///
  /// The default value is `1`.
  package var alpha: CGFloat {
    get { alphaFade?.alpha ?? storedAlpha }
    set {
      alphaFade = nil
      storedAlpha = newValue
    }
  }

  /// The scroll view's content size; `.zero` for a plain view.
  package var contentSize = CGSize.zero

  /// Whether y grows downward in the view, as in UIKit and a flipped `NSView`; an unflipped
  /// one measures its subviews' y from its bottom, as an `NSView` does by default.
  ///
  /// Its subviews' ``frame`` and ``autoresizingMask`` are its own coordinates, which their
  /// ``untransformedFrame`` and ``stackingAutoresizingMask`` convert to top-down terms
  /// through ``UnflippedCoordinates``, as the AppKit layer converts an `NSView`'s. Set once,
  /// at ``init(name:frame:fixedSize:scrolls:isFlipped:)``, as `NSView` decides it by class.
  package let isFlipped: Bool

  /// The scroll view's adjusted content inset (its content inset and the safe area), which
  /// the content lies inside; every set notifies the observers, as the content inset's
  /// key-value observation does on iOS.
  package var contentInset = AutoStackInsets() {
    didSet { notifyObservers() }
  }

  /// Whether the view lays out right to left (its effective layout direction); every set
  /// notifies the observers, as a trait change registration does on iOS.
  package var isRightToLeft = false {
    didSet { notifyObservers() }
  }

  /// The display's pixels per point, as `traitCollection.displayScale` says on iOS.
  ///
  /// `nil` for none: then nothing is rounded to pixels. Every set notifies the observers, as a
  /// trait change does on iOS.
  ///
  /// The default value is `nil`.
  package var displayScale: CGFloat? {
    didSet { notifyObservers() }
  }

  /// Whether the scroll view scrolls, as `UIScrollView.isScrollEnabled`; setting it notifies
  /// nobody.
  ///
  /// The default value is `true`. Nothing here scrolls by itself: ``contentOffset`` moves only
  /// when set, or in an animated scroll that an arrangement started, whatever this says.
  package var isScrollEnabled = true

  /// Whether the user's finger is on the scroll view, dragging or resting, as
  /// `UIScrollView.isTracking`; setting it notifies nobody, as on iOS.
  ///
  /// A finger that comes down stops an animated scroll (``isScrollAnimating``) where it is.
  /// The default value is `false`.
  package var isTracking = false {
    didSet { if isTracking { stopScrollAnimation() } }
  }

  /// Whether the user drags the scroll view, as `UIScrollView.isDragging`; setting it notifies
  /// nobody, as on iOS.
  ///
  /// The default value is `false`.
  package var isDragging = false

  /// Whether the scroll view moves on after the finger lifted, as
  /// `UIScrollView.isDecelerating`; setting it notifies nobody, as on iOS: the end of a scroll
  /// is found by looking again on the arrangement's clock.
  ///
  /// The default value is `false`.
  package var isDecelerating = false

  /// Whether the view is in a window; every set notifies the observers.
  ///
  /// The default value is `true`.
  package var isInWindow = true {
    didSet { notifyObservers() }
  }

  /// The autoresizing mask, applied when this view's superview changes size.
  package var autoresizingMask: AutoStackAutoresizingMask {
    get { storedAutoresizingMask }
    set { storedAutoresizingMask = newValue }
  }

  /// Whether Auto Layout positions the view: its `translatesAutoresizingMaskIntoConstraints`
  /// is `false`.
  ///
  /// The default value is `false`.
  package var usesAutoLayout: Bool {
    get { storedUsesAutoLayout }
    set { storedUsesAutoLayout = newValue }
  }

  /// The frame the view's constraints give it while it ``usesAutoLayout``, which its
  /// superview's layout pass (``layoutSubviews()``) puts it back at; `nil` for none.
  ///
  /// Setting it moves nothing: as on iOS, new constraints take effect at the next layout pass.
  /// The default value is `nil`.
  package var constraintFrame: CGRect?

  /// The label text the view shows, which sizes it when it is measured, or `nil` for a view
  /// that is not a label; see `SimulatedView+Sizing.swift`.
  ///
  /// Setting it changes no frame: as with a `UILabel`'s text, the app invalidates the view's
  /// size for its arrangement to measure it again.
  package var text: SimulatedText?

  /// The size the view's measurement returns, whatever its width, in place of its text's or its
  /// current size; `nil` for neither.
  ///
  /// For views that measure oddly: NaN, negative.
  package var measurement: CGSize?

  /// Runs at the start of each measurement, as a view's own measuring code would.
  package var onMeasure: (() -> Void)?

  /// What a tap runs, if the view is a control such as a retry button: a closure the view
  /// keeps, as a `UIButton` keeps a `UIAction`'s handler.
  public var action: (() -> Void)?

  /// How many times the view was measured (see `SimulatedView+Sizing.swift`).
  package internal(set) var measurementCount = 0

  /// How many times ``frame``, ``bounds`` or ``center`` was set, by anyone: the key-value
  /// notifications of its geometry.
  package var frameSetCount: Int { storedFrameSetCount }

  /// The subviews, back to front.
  package var subviews: [SimulatedView] { storedSubviews }
  /// The view this one is a subview of; it owns this view, so the reference is weak, as
  /// `UIView.superview` is.
  package internal(set) weak var superview: SimulatedView?

  /// The arrangement attached to this view as its container, if any; the container owns it,
  /// as a `UIView` owns its `AutoStackObserver`.
  package internal(set) var stack: SimulatedStack?

  /// Whether accessibility skips the view, as `accessibilityElementsHidden`.
  ///
  /// The default value is `false`.
  package var accessibilityElementsHidden = false

  /// The view's place in the arrangement it belongs to; AutoStack sets it.
  ///
  /// Stored privately: AutoStack's code, inlined into other modules, then calls these
  /// accessors instead of reaching the field with a check of exclusive access at run time.
  package var autoStackMembership: AutoStackMembership? {
    get { storedMembership }
    set { storedMembership = newValue }
  }

  // MARK: Internal

  // The state behind the properties above and the geometry (`SimulatedView+Geometry.swift`).
  var storedCenter: CGPoint
  var storedBounds: CGRect
  var storedScale: CGFloat = 1
  var storedIsHidden = false
  var storedAlpha: CGFloat = 1
  /// The fade running on the view's alpha, if any.
  var alphaFade: SimulatedFade?
  /// The animated scroll running on the content offset, if any.
  var scrollAnimation: SimulatedScroll?
  var storedFrameSetCount = 0
  var storedAutoresizingMask: AutoStackAutoresizingMask = []
  var storedUsesAutoLayout = false
  private var storedMembership: AutoStackMembership?
  var storedSubviews: [SimulatedView] = []
  /// A number no other view has had, which its subviews compare their superview by.
  let serial = SimulatedView.nextSerial()
  /// The view this one was last added to, `nil` once removed from it.
  ///
  /// Unlike ``superview``, it outlives a superview that is deallocated, whose number no view
  /// takes again, and it is read without a weak load.
  var superviewLink: SuperviewLink?

  /// Whether the superview is unflipped.
  var isInUnflippedSuperview: Bool { superviewLink?.isUnflipped == true }
  /// The observations, in the order they were added (see `SimulatedView+Observing.swift`):
  /// the first on its own, so that a view with one observer, the usual case, allocates no
  /// array for it.
  var firstObservation: SimulatedObservation?
  var otherObservations: [SimulatedObservation] = []
}

/// What a view keeps of its superview: its ``SimulatedView/serial`` and whether it is
/// unflipped, written together as the view moves.
struct SuperviewLink {
  let serial: Int
  let isUnflipped: Bool
}
