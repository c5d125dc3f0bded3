import AutoStack
import Foundation

/// Real simulated views and containers, arranged by the real engine through
/// ``SimulatedStack``, driven by ``RandomOperation``s and compared with a ``StackModel``
/// (`StackWorld+Difference.swift`).
@MainActor
package final class StackWorld {
  // MARK: Lifecycle

  /// The world ``StackModel/init(axes:)`` describes: container `index` created to stack
  /// along `axes[index]` (vertically if `axes` names no axis for it).
  package init(axes: [AutoStackAxis] = []) {
    for index in StackModel.containerWidths.indices {
      let axis = axes.indices.contains(index) ? axes[index] : .vertical
      containers.append(makeContainer(index, axis: axis))
    }
    slots = StackModel.initialHeights.map { create(height: $0, fixed: false) }
    for (id, alpha) in zip(slots, StackModel.initialAlphas) { views[id ?? -1]?.alpha = alpha }
  }

  // MARK: Package

  /// Weak references to every view, container and arrangement created, to prove that none
  /// outlives the world.
  package private(set) var created: [Weak<AnyObject>] = []
  /// Every call of the arrangements' `onVisibilityChange`, in order.
  package internal(set) var events: [VisibilityEvent] = []
  /// Every call of the arrangements' `onCurrentSectionChange`, in order.
  package internal(set) var sectionEvents: [SectionEvent] = []

  /// Applies `operation`, checking of a scroll outside any batch that it runs no pass and
  /// writes only sticky views' frames (``scrollWork``).
  package func apply(_ operation: RandomOperation) {
    switch operation {
    case .scroll(let index, _) where openBatches == 0,
      .scrollTo(let index, _, _, _) where openBatches == 0:
      checkWork(ofScrolling: index) { perform(operation) }
    default: perform(operation)
    }
  }

  // MARK: Internal

  /// What a scroll did that it must not, described: a pass, or a frame written but a sticky
  /// view's.
  var scrollWork: String?

  private(set) var containers: [Container] = []
  /// The identity of the view in each slot, as in the model.
  private(set) var slots: [Int?] = []
  private(set) var views: [Int: SimulatedView] = [:]
  /// The views, containers and arrangements the app let go of, each with the identity of the
  /// view whose life it shares: it must be gone once that view is dead in the model, which
  /// keeps a view alive while an arrangement holds it.
  private(set) var released: [(object: Weak<AnyObject>, view: Int)] = []

  func engine(_ index: Int) -> AutoStackEngine<SimulatedStack> { stack(index).engine }

  func superview(of view: SimulatedView) -> Int? {
    containers.firstIndex { $0.view === view.superview }
  }

  func arrangement(of view: SimulatedView) -> Int? {
    containers.indices.first { engine($0).arrangedViews.contains { $0 === view } }
  }

  /// The identity of `view` in the model, if the world holds it.
  func identity(of view: SimulatedView) -> Int? { identities[ObjectIdentifier(view)] }

  // MARK: Private

  /// The identity in the model of each view, container and placeholder the world holds.
  private var identities: [ObjectIdentifier: Int] = [:]
  /// The clock every arrangement reads, which only `wait` moves.
  private let clock = SimulatedClock()
  private var nextID = 0
  /// The batches and animations running, inside which a container is never replaced.
  private var openBatches = 0
  /// The text size of every label, in hundredths.
  private var textScale = 100

  /// Applies `operation`, whatever it is.
  private func perform(_ operation: RandomOperation) {
    switch operation {
    case .arrange(let index, let elements, let spacing, let insets, let alignment):
      SimulatedStack.arrange(
        in: containers[index].view, subviews: elements.compactMap { view($0, of: index) },
        spacing: spacing, insets: insets, alignment: alignment)
    case .drop(let slot):
      guard let view = view(in: slot), let index = arrangement(of: view) else { break }
      let engine = engine(index)
      engine.arrange(engine.arrangedViews.filter { $0 !== view }, options: nil)
    case .setHidden(let slot, let isHidden): view(in: slot)?.isHidden = isHidden
    case .setHeight(let slot, let height): view(in: slot)?.frame.size.height = height
    case .setBoundsHeight(let slot, let height): view(in: slot)?.bounds.size.height = height
    case .setWidth(let slot, let width): view(in: slot)?.frame.size.width = width
    case .move(let slot, let origin): view(in: slot)?.frame.origin = origin
    case .setContainerWidth(let index, let width): containers[index].view.frame.size.width = width
    case .setSpacing(let index, let spacing): engine(index).options.spacing = spacing
    case .setInsets(let index, let insets): engine(index).options.insets = insets
    case .setAlignment(let index, let alignment): engine(index).options.alignment = alignment
    case .setAxis(let index, let axis): engine(index).options.axis = axis
    case .setCustomSpacing(let index, let slot, let spacing):
      if let view = view(in: slot) { engine(index).setCustomSpacing(spacing, after: view) }
    case .removeFromSuperview(let slot):
      guard let view = view(in: slot), let index = superview(of: view) else { break }
      view.removeFromSuperview()
      engine(index).setNeedsReflow()
    case .release(let slot):
      if let index = release(slot) { engine(index).setNeedsReflow() }
    case .recreate(let slot, let fixed):
      if slots[slot] == nil {
        slots[slot] = create(height: StackModel.recreatedHeight, fixed: fixed)
      }
    case .stop(let index): engine(index).stop()
    case .setNeedsReflow(let index): engine(index).setNeedsReflow()
    case .batch(let index, let operations):
      openBatches += 1
      engine(index).performBatch {
        for operation in operations { apply(operation) }
      }
      openBatches -= 1
    case .animate(let index, let milliseconds, let operations):
      openBatches += 1
      stack(index).animate(withDuration: Double(milliseconds) / 1000) {
        for operation in operations { apply(operation) }
      }
      openBatches -= 1
    case .addSubview(let slot, let index):
      if let view = view(in: slot) { containers[index].view.addSubview(view) }
    case .replaceContainer(let index, let axis): replaceContainer(index, axis: axis)
    case .setAutoresizingMask(let slot, let mask):
      guard let view = view(in: slot) else { break }
      // The app leaves the flags along the axis to AutoStack while the view is arranged.
      let owner = arrangement(of: view).map { engine($0).options.axis }
      view.autoresizingMask = owner.map { mask.subtracting($0.autoresizingFlags) } ?? mask
    case .setScale(let slot, let scale): view(in: slot)?.scale = scale
    case .setContentInset(let index, let insets): containers[index].view.contentInset = insets
    case .setDirection(let index, let isRightToLeft):
      containers[index].view.isRightToLeft = isRightToLeft
    case .scroll(let index, let y):
      let view = containers[index].view
      if view.scrolls {
        view.contentOffset = view.contentOffset.with(y, along: engine(index).options.axis)
      }
    case .setState(let index, let state): engine(index).state = state
    case .setPlaceholder(let index, let kind, let isSet):
      engine(index).setPlaceholder(
        isSet ? containers[index].placeholders[kind]?.view : nil, for: kind)
    case .setPlaceholderOptions(let index, let grace, let minimum, let allowsScrolling):
      engine(index).placeholderOptions = AutoStackPlaceholderOptions(
        graceTime: Double(grace) / 1000, minimumShowTime: Double(minimum) / 1000,
        allowsScrolling: allowsScrolling)
    case .wait(let milliseconds): clock.advance(by: Double(milliseconds) / 1000)
    case .setScrollEnabled(let index, let isEnabled):
      containers[index].view.isScrollEnabled = isEnabled
    case .setScrollAnchoring(let index, let isEnabled):
      engine(index).isScrollAnchoringEnabled = isEnabled
    case .setDragging(let index, let isDragging):
      let view = containers[index].view
      view.isTracking = isDragging
      view.isDragging = isDragging
      // A finger stops a deceleration; the end of a scroll ends both.
      view.isDecelerating = false
      // The scroll view reports its offset as the drag starts and ends, as UIKit does.
      view.notifyObservers()
    case .releaseDrag(let index):
      let view = containers[index].view
      view.isTracking = false
      view.isDragging = false
      view.isDecelerating = true
      view.notifyObservers()
    case .setContainerHeight(let index, let height):
      containers[index].view.frame.size.height = height
    case .setInWindow(let index, let isInWindow): containers[index].view.isInWindow = isInWindow
    case .watchVisibility(let index, let isOn):
      engine(index).onVisibilityChange = isOn ? recordVisibility(in: index) : nil
    case .setVisibilityThreshold(let index, let threshold):
      engine(index).visibilityThreshold = threshold
    case .setSizing(let index, let element, let sizing):
      if let view = view(element, of: index) { engine(index).setSizing(sizing, for: view) }
    case .invalidateSize(let index, let element):
      if let view = view(element, of: index) { engine(index).invalidateSize(of: view) }
    case .setText(let slot, let characters):
      view(in: slot)?.text = characters.map {
        SimulatedText(characters: $0, scaleHundredths: textScale)
      }
    case .setTextScale(let scale):
      textScale = scale
      for view in views.values { view.text?.scaleHundredths = scale }
      for index in containers.indices { engine(index).contentSizeCategoryDidChange() }
    case .setSticky(let index, let slot, let isSticky):
      if let view = view(in: slot) { engine(index).setSticky(isSticky, for: view) }
    case .scrollTo(let index, let slot, let position, let animated):
      if let view = view(in: slot) {
        engine(index).scroll(to: view, at: position, animated: animated)
      }
    case .watchCurrentSection(let index, let isOn):
      engine(index).sections.onCurrentSectionChange = isOn ? recordSection(in: index) : nil
    case .constrain(let slot, let frame): constrain(slot, frame)
    case .layout(let index): containers[index].view.layoutSubviews()
    }
  }

  private func stack(_ index: Int) -> SimulatedStack {
    SimulatedStack.attached(to: containers[index].view)
  }

  /// Container `index`, new, with an indicator and placeholder views, on the world's clock,
  /// arranged with no view along `axis`: what `StackModel` describes for a new container.
  private func makeContainer(_ index: Int, axis: AutoStackAxis) -> Container {
    let view = SimulatedView(
      name: "container \(index)",
      frame: CGRect(x: 0, y: 0, width: StackModel.containerWidths[index], height: 667),
      scrolls: index == 0)
    let indicator = SimulatedView(name: "indicator", frame: Self.indicatorFrame)
    view.addSubview(indicator)
    let stack = SimulatedStack.attached(to: view)
    stack.clock = clock
    stack.engine.onDiagnostic = { [weak self, weak stack] diagnostic in
      // An arrangement that outlives its container for the rest of a batch reports the
      // views it lost with it; the model follows containers, not such leftovers.
      guard stack?.container != nil else { return }
      self?.record(diagnostic, from: index)
    }
    let id = nextID
    var placeholders: [AutoStackPlaceholderKind: (view: SimulatedView, id: Int)] = [:]
    for kind in AutoStackPlaceholderKind.allCases {
      let height = StackModel.placeholderHeights[kind] ?? 0
      let placeholder = SimulatedView(
        name: "\(kind) \(index)", frame: CGRect(x: 0, y: 0, width: 375, height: height))
      nextID += 1
      placeholders[kind] = (placeholder, nextID)
      identities[ObjectIdentifier(placeholder)] = nextID
      created.append(Weak<AnyObject>(placeholder))
    }
    nextID += 1
    identities[ObjectIdentifier(view)] = id
    // As `AutoStack.arrange(in:subviews:axis:)` creates it.
    stack.engine.arrange([], spacing: nil, insets: nil, alignment: nil, axis: axis)
    created += [Weak<AnyObject>(view), Weak<AnyObject>(indicator), Weak<AnyObject>(stack)]
    return Container(view: view, id: id, indicator: indicator, placeholders: placeholders)
  }

  /// The app lets go of container `index`, which leaves its superview, and puts a new one
  /// along `axis` in its place; never inside a batch or an animation.
  private func replaceContainer(_ index: Int, axis: AutoStackAxis) {
    guard openBatches == 0 else { return }
    let outer: Int?
    do {
      let old = containers[index]
      let owned: [AnyObject] = [old.view, stack(index)] + old.placeholders.values.map(\.view)
      released += owned.map { (Weak<AnyObject>($0), old.id) }
      outer = containers.indices.first { engine($0).arrangedViews.contains { $0 === old.view } }
      old.view.removeFromSuperview()
      identities[ObjectIdentifier(old.view)] = nil
      for placeholder in old.placeholders.values {
        identities[ObjectIdentifier(placeholder.view)] = nil
      }
      containers[index] = makeContainer(index, axis: axis)
    }
    // The arrangement it is a section of lets go of it as it reflows, the app's references
    // gone: it dies then.
    if let outer { engine(outer).setNeedsReflow() }
  }

  /// A new view, outside any container: 375 wide, or of the model's fixed size; its identity.
  private func create(height: CGFloat, fixed: Bool) -> Int {
    defer { nextID += 1 }
    let view = SimulatedView(
      name: "view \(nextID)", frame: CGRect(x: 0, y: 0, width: 375, height: height),
      fixedSize: fixed ? StackModel.fixedSize : nil)
    views[nextID] = view
    identities[ObjectIdentifier(view)] = nextID
    created.append(Weak<AnyObject>(view))
    return nextID
  }

  /// Removes the view in `slot` from its superview and drops the app's reference to it.
  ///
  /// The view is gone when this returns unless an arrangement holds it, until that arrangement
  /// lets go of it; the result is the index of its superview.
  private func release(_ slot: Int) -> Int? {
    guard let id = slots[slot], let view = views.removeValue(forKey: id) else { return nil }
    // Its identity stays known: an arrangement may hold it, and put it back in its container.
    slots[slot] = nil
    released.append((Weak<AnyObject>(view), id))
    let index = superview(of: view)
    view.removeFromSuperview()
    return index
  }

  private func record(_ diagnostic: AutoStackDiagnostic, from index: Int) {
    switch diagnostic {
    case .invalidHeight, .invalidWidth, .invalidContainerWidth: break
    default: containers[index].diagnostics.append(diagnostic)
    }
  }
}
