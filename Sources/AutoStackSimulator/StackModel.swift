import AutoStack
import Foundation

/// What the documented behaviour says views and containers look like after each
/// ``RandomOperation``, worked out without the engine: the one model that the random
/// operations, their long mode and the fuzzer compare AutoStack with.
///
/// The model holds the views (``ModelView``), with UIKit's geometry
/// (`StackModel+Geometry.swift`) and alpha, and the containers, each with its arrangement
/// (``ModelContainer``), whose placeholders (``ModelPlaceholders``, decided by
/// ``ModelTimeline``), viewport (``ModelViewport``: scroll anchoring, the offset clamp and
/// visibility), sections (``ModelSections``: sticky views, scrolls to a section, the current
/// section) and fades (``ModelFades``) are objects of their own. ``ModelLayout`` is the
/// reference layout of the frames; ``ModelFitting`` says when a fitting view is measured.
///
/// It also counts the work the engine must do: a pass whenever something it observes
/// changed (never for its own writes), a frame write for each frame that differs by more
/// than the documented tolerance (a sticky view's pinned frame included), each set of a view's
/// geometry, each measurement, and the structural diagnostics. Views are known by an identity
/// that a released slot's new view does not share; time is counted in whole milliseconds, on
/// one clock (`StackModel+Clock.swift`).
package final class StackModel {
  // MARK: Lifecycle

  /// The world ``StackWorld`` starts with: a scroll view 375 wide and a plain view 320 wide,
  /// each with an unarranged indicator subview, a placeholder view of each kind that it has
  /// not set, and an empty arrangement along `axes[index]` (vertical if `axes` names no axis
  /// for it); then views 375 wide of ``initialHeights``, outside any container.
  package init(axes: [AutoStackAxis] = []) {
    for index in Self.containerWidths.indices {
      containers.append(newContainer(index))
      let axis = axes.indices.contains(index) ? axes[index] : .vertical
      containers[index].arrange([], options: AutoStackOptions(axis: axis))
    }
    slots = Self.initialHeights.map { create(height: $0, fixed: false) }
    for (id, alpha) in zip(slots, Self.initialAlphas) { if let id { views[id].alpha = alpha } }
  }

  // MARK: Package

  package static let initialHeights: [CGFloat] = [44, 20, 0, 100, 12.5, 60, 100.0 / 3, 80]
  /// The alpha of the views of ``initialHeights``, which a fade gives back; a view put in a
  /// released slot has `1`.
  package static let initialAlphas: [CGFloat] = [1, 0.5, 1, 0.8, 1, 0.25, 1, 0.75]
  package static let containerWidths: [CGFloat] = [375, 320]
  /// The height of a view put in a released slot.
  package static let recreatedHeight: CGFloat = 44
  /// The size of a fixed-size view put in a released slot: a `UISwitch`'s.
  package static let fixedSize = CGSize(width: 51, height: 31)
  /// The height of each container's placeholder view of each kind, 375 wide.
  package static let placeholderHeights: [AutoStackPlaceholderKind: CGFloat] = [
    .empty: 50, .loading: 80, .failed: 120,
  ]

  /// The identity of the view in each slot; `nil` once released.
  package private(set) var slots: [Int?] = []
  /// Every view, released ones and placeholders included, indexed by identity.
  package internal(set) var views: [ModelView] = []
  package private(set) var containers: [ModelContainer] = []
  /// Every visibility event so far, in order.
  package internal(set) var events: [VisibilityEvent] = []
  /// The passes run since ``beginOperation()``.
  var passesInOperation = 0
  /// Every report of a current section so far, in order.
  package internal(set) var sectionEvents: [SectionEvent] = []

  /// Whether views kept resizing each other through more than ``passLimit`` passes in the
  /// operation under way: such views have no layout, and the model stops placing them, as
  /// the engine stops after its own limit (``AutoStackDiagnostic/reflowLoop(passes:index:)``).
  package internal(set) var isInReflowLoop = false

  /// The passes one operation may run before the model takes its views for views that keep
  /// resizing each other: far more than any layout that settles needs.
  static let passLimit = 10_000

  /// The index of the container arranging view `id`, if any.
  package func arrangement(of id: Int) -> Int? { arranging(id)?.index }

  package func apply(_ operation: RandomOperation) {
    switch operation {
    case .arrange(let index, let elements, let spacing, let insets, let alignment):
      var options = containers[index].options
      if let spacing { options.spacing = spacing }
      if let insets { options.insets = insets }
      if let alignment { options.alignment = alignment }
      containers[index].arrange(elements.compactMap { view($0, of: index) }, options: options)
    case .drop(let slot):
      guard let id = slots[slot], let container = arranging(id) else { break }
      container.arrange(container.arranged.filter { $0 != id && views[$0].isAlive }, options: nil)
    case .setHidden(let slot, let isHidden):
      guard let id = slots[slot] else { break }
      views[id].isHidden = isHidden
      notify(id)
    case .setHeight(let slot, let height):
      if let id = slots[slot] { setFrame(of: id) { $0.size.height = height } }
    case .setBoundsHeight(let slot, let height):
      if let id = slots[slot] {
        setBoundsSize(of: id, CGSize(width: views[id].size.width, height: height))
      }
    case .setWidth(let slot, let width):
      if let id = slots[slot] { setFrame(of: id) { $0.size.width = width } }
    case .move(let slot, let origin):
      if let id = slots[slot] { setFrame(of: id) { $0.origin = origin } }
    case .setContainerWidth(let index, let width):
      setFrame(of: containers[index].view) { $0.size.width = width }
    case .setSpacing(let index, let spacing): containers[index].setOptions { $0.spacing = spacing }
    case .setInsets(let index, let insets): containers[index].setOptions { $0.insets = insets }
    case .setAlignment(let index, let alignment):
      containers[index].setOptions { $0.alignment = alignment }
    case .setAxis(let index, let axis):
      containers[index].setOptions { $0.axis = axis }
    case .setCustomSpacing(let index, let slot, let spacing):
      if let id = slots[slot] { containers[index].setCustomSpacing(spacing, after: id) }
    case .removeFromSuperview(let slot):
      guard let id = slots[slot], let index = views[id].superview else { break }
      removeFromSuperview(id)
      containers[index].setNeedsReflow()
    case .release(let slot):
      guard let id = slots[slot] else { break }
      let index = views[id].superview
      removeFromSuperview(id)
      slots[slot] = nil
      views[id].isReleased = true
      releaseIfUnheld(id)
      if let index { containers[index].setNeedsReflow() }
    case .recreate(let slot, let fixed):
      if slots[slot] == nil { slots[slot] = create(height: Self.recreatedHeight, fixed: fixed) }
    case .stop(let index): containers[index].stop()
    case .setNeedsReflow(let index): containers[index].setNeedsReflow()
    case .batch(let index, let operations):
      containers[index].performBatch {
        for operation in operations { apply(operation) }
      }
    case .animate(let index, let milliseconds, let operations):
      containers[index].fades.animate(milliseconds: milliseconds) {
        for operation in operations { apply(operation) }
      }
    case .addSubview(let slot, let index):
      if let id = slots[slot] { addSubview(id, to: index) }
    case .replaceContainer(let index, let axis): replaceContainer(index, axis: axis)
    case .setAutoresizingMask(let slot, let mask):
      guard let id = slots[slot] else { break }
      views[id].mask =
        arranging(id).map { mask.subtracting($0.options.axis.autoresizingFlags) } ?? mask
    case .setScale(let slot, let scale):
      if let id = slots[slot] { views[id].scale = scale }
    case .setContentInset(let index, let insets):
      containers[index].contentInset = insets
      notify(containers[index].view)
    case .setDirection(let index, let isRightToLeft):
      containers[index].isRightToLeft = isRightToLeft
      notify(containers[index].view)
    case .scroll(let index, let value):
      let container = containers[index]
      guard container.scrolls else { break }
      container.setContentOffset(container.contentOffset.with(value, along: container.options.axis))
    case .setState(let index, let state): containers[index].placeholders.setState(state)
    case .setPlaceholder(let index, let kind, let isSet):
      containers[index].placeholders.set(kind, isSet)
    case .setPlaceholderOptions(let index, let grace, let minimum, let allowsScrolling):
      containers[index].placeholders.setOptions(
        ModelTimeline.Options(
          graceTime: grace, minimumShowTime: minimum, allowsScrolling: allowsScrolling))
    case .wait(let milliseconds): wait(milliseconds)
    case .setScrollEnabled(let index, let isEnabled):
      containers[index].isScrollEnabled = isEnabled
    case .setScrollAnchoring(let index, let isEnabled):
      containers[index].viewport.isAnchoringEnabled = isEnabled
    case .setDragging(let index, let isDragging):
      containers[index].isTracking = isDragging
      // A finger that comes down stops an animated scroll where it is.
      if isDragging { containers[index].stopScrollAnimation() }
      notify(containers[index].view)
    case .releaseDrag(let index):
      // Without a finger, the scroll goes on while the scroll view decelerates.
      containers[index].isTracking = true
      notify(containers[index].view)
    case .setContainerHeight(let index, let height):
      setFrame(of: containers[index].view) { $0.size.height = height }
    case .setInWindow(let index, let isInWindow):
      containers[index].isInWindow = isInWindow
      notify(containers[index].view)
    case .watchVisibility(let index, let isOn): containers[index].viewport.watch(isOn)
    case .setVisibilityThreshold(let index, let threshold):
      containers[index].viewport.setThreshold(threshold)
    case .setSizing(let index, let element, let sizing):
      if let id = view(element, of: index) { containers[index].setSizing(sizing, of: id) }
    case .invalidateSize(let index, let element):
      if let id = view(element, of: index) { containers[index].invalidateSize(of: id) }
    case .setText(let slot, let characters):
      guard let id = slots[slot] else { break }
      views[id].text = characters.map { SimulatedText(characters: $0, scaleHundredths: textScale) }
    case .setTextScale(let scale):
      textScale = scale
      for id in views.indices { views[id].text?.scaleHundredths = scale }
      for container in containers { container.contentSizeCategoryDidChange() }
    case .setSticky(let index, let slot, let isSticky):
      if let id = slots[slot] { containers[index].sections.setSticky(isSticky, id) }
    case .scrollTo(let index, let slot, let position, let animated):
      if let id = slots[slot] {
        containers[index].sections.scroll(to: id, at: position, animated: animated)
      }
    case .watchCurrentSection(let index, let isOn): containers[index].sections.watch(isOn)
    case .constrain(let slot, let frame):
      guard let id = slots[slot] else { break }
      views[id].usesAutoLayout = frame != nil
      views[id].constraintFrame = frame
    case .layout(let index): layout(containers[index])
    }
  }

  // MARK: Internal

  /// The time, in milliseconds, on the clock every arrangement reads (`StackModel+Clock.swift`).
  var now = 0
  /// The number of calls scheduled on the clock so far: the order of those due together.
  var scheduledDecisions = 0
  /// The ends of the fades running, in the order they were scheduled.
  var fadeTimers: [FadeTimer] = []
  /// The number of fades started so far, which names each one's end.
  var startedFades = 0

  /// The container arranging view `id`, if any.
  func arranging(_ id: Int) -> ModelContainer? {
    containers.first { $0.arranged.contains(id) }
  }

  /// The container whose own view is `id`, if any.
  func container(ofView id: Int) -> ModelContainer? {
    containers.first { $0.view == id && views[id].isAlive }
  }

  /// A notification from view `id`, to its observers in the order they observed it: the
  /// arrangement it is the container of, then the arrangement it belongs to.
  func notify(_ id: Int) {
    container(ofView: id)?.containerDidChange()
    arranging(id)?.viewDidChange(id)
  }

  // MARK: Private

  /// The text size of every label, in hundredths.
  private var textScale = 100

  /// The view that `element` names in an operation on container `index`, if it names one.
  private func view(_ element: RandomOperation.Element, of index: Int) -> Int? {
    switch element {
    case .view(let slot): slots[slot]
    case .container: containers[index].view
    case .nested: index == 0 ? containers[1].view : nil
    }
  }

  /// Container `index` as it is created, before its first arrangement: of its initial width,
  /// with an unarranged indicator (not listed in `subviews`) and its placeholder views.
  private func newContainer(_ index: Int) -> ModelContainer {
    views.append(ModelView(size: CGSize(width: Self.containerWidths[index], height: 667)))
    let view = views.count - 1
    var placeholders: [AutoStackPlaceholderKind: Int] = [:]
    for kind in AutoStackPlaceholderKind.allCases {
      placeholders[kind] = views.count
      views.append(ModelView(size: CGSize(width: 375, height: Self.placeholderHeights[kind] ?? 0)))
    }
    return ModelContainer(model: self, index: index, view: view, placeholderViews: placeholders)
  }

  /// The app lets go of container `index`, taking it out of its superview if nested; its
  /// arrangement ends with it, and a new container of the same kind, along `axis`, takes its
  /// place.
  ///
  /// Never inside a batch, whose arrangement would outlive its container.
  private func replaceContainer(_ index: Int, axis: AutoStackAxis) {
    guard containers.allSatisfy({ $0.batchDepth == 0 }) else { return }
    let old = containers[index].view
    let outer = arranging(old)
    removeFromSuperview(old)
    views[old].isReleased = true
    releaseIfUnheld(old)
    // The arrangement it is a section of lets go of it as it reflows.
    outer?.setNeedsReflow()
    for id in containers[index].subviews { views[id].superview = nil }
    let held = containers[index].arranged + containers[index].subviews
    containers[index] = newContainer(index)
    // It and its arrangement, gone, let go of their views.
    for id in held { releaseIfUnheld(id) }
    containers[index].arrange([], options: AutoStackOptions(axis: axis))
  }

  /// A new view, 375 wide at the top left, or of ``fixedSize``, outside any container; its
  /// identity.
  private func create(height: CGFloat, fixed: Bool) -> Int {
    views.append(
      ModelView(size: CGSize(width: 375, height: height), fixedSize: fixed ? Self.fixedSize : nil))
    return views.count - 1
  }
}
