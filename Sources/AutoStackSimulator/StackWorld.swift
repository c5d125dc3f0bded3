import AutoStack
import Foundation

/// Real simulated views and containers, arranged by the real engine through
/// ``SimulatedStack``, driven by ``RandomOperation``s and compared with a ``StackModel``.
@MainActor
public final class StackWorld {
  // MARK: Lifecycle

  /// The world ``StackModel/init()`` describes.
  public init() {
    for index in StackModel.containerWidths.indices {
      containers.append(makeContainer(index))
    }
    slots = StackModel.initialHeights.map { create(height: $0, fixed: false) }
  }

  // MARK: Public

  /// Weak references to every view, container and arrangement created, to prove that none
  /// outlives the world.
  public private(set) var created: [Weak<AnyObject>] = []

  public func apply(_ operation: RandomOperation) {
    switch operation {
    case .arrange(let container, let elements, let spacing, let insets, let alignment):
      let subviews = elements.compactMap { element -> SimulatedView? in
        switch element {
        case .view(let slot): view(in: slot)
        case .container: containers[container]
        case .nested: container == 0 ? containers[1] : nil
        }
      }
      SimulatedStack.arrange(
        in: containers[container], subviews: subviews, spacing: spacing, insets: insets,
        alignment: alignment)
    case .drop(let slot):
      guard let view = view(in: slot), let container = arrangement(of: view) else { break }
      let engine = stack(container).engine
      engine.arrange(engine.arrangedViews.filter { $0 !== view }, options: nil)
    case .setHidden(let slot, let isHidden):
      view(in: slot)?.isHidden = isHidden
    case .setHeight(let slot, let height):
      view(in: slot)?.frame.size.height = height
    case .setBoundsHeight(let slot, let height):
      view(in: slot)?.bounds.size.height = height
    case .setWidth(let slot, let width):
      view(in: slot)?.frame.size.width = width
    case .move(let slot, let origin):
      view(in: slot)?.frame.origin = origin
    case .setContainerWidth(let container, let width):
      containers[container].frame.size.width = width
    case .setSpacing(let container, let spacing):
      stack(container).engine.options.spacing = spacing
    case .setInsets(let container, let insets):
      stack(container).engine.options.insets = insets
    case .setAlignment(let container, let alignment):
      stack(container).engine.options.alignment = alignment
    case .setCustomSpacing(let container, let slot, let spacing):
      guard let view = view(in: slot) else { break }
      stack(container).engine.setCustomSpacing(spacing, after: view)
    case .removeFromSuperview(let slot):
      guard let view = view(in: slot), let container = superview(of: view) else { break }
      view.removeFromSuperview()
      stack(container).engine.setNeedsReflow()
    case .release(let slot):
      if let container = release(slot) { stack(container).engine.setNeedsReflow() }
    case .recreate(let slot, let fixed):
      guard slots[slot] == nil else { break }
      slots[slot] = create(height: StackModel.recreatedHeight, fixed: fixed)
    case .stop(let container):
      stack(container).engine.stop()
    case .setNeedsReflow(let container):
      stack(container).engine.setNeedsReflow()
    case .batch(let container, let operations):
      openBatches += 1
      stack(container).engine.performBatch {
        for operation in operations { apply(operation) }
      }
      openBatches -= 1
    case .animate(let container, let operations):
      openBatches += 1
      stack(container).animate {
        for operation in operations { apply(operation) }
      }
      openBatches -= 1
    case .addSubview(let slot, let container):
      guard let view = view(in: slot) else { break }
      containers[container].addSubview(view)
    case .setAutoresizingMask(let slot, let mask):
      guard let view = view(in: slot) else { break }
      view.autoresizingMask = arrangement(of: view) == nil ? mask : mask.subtracting(.vertical)
    case .setScale(let slot, let scale):
      view(in: slot)?.scale = scale
    case .setContentInset(let container, let left, let right):
      containers[container].contentInset = AutoStackInsets(left: left, right: right)
    case .setDirection(let container, let isRightToLeft):
      containers[container].isRightToLeft = isRightToLeft
    case .scroll(let container, let y):
      if containers[container].scrolls { containers[container].contentOffset.y = y }
    case .replaceContainer(let container):
      guard openBatches == 0 else { break }
      released += [Weak<AnyObject>(containers[container]), Weak<AnyObject>(stack(container))]
      containers[container].removeFromSuperview()
      containers[container] = makeContainer(container)
    }
  }

  /// The first difference between this world and `model`, described; `nil` if they agree.
  public func difference(from model: StackModel) -> String? {
    if slots != model.slots { return "view slots \(slots) differ from the model's \(model.slots)" }
    if let index = released.firstIndex(where: { $0.object != nil }) {
      return "released object \(index) (\(released[index].object.map { "\($0)" } ?? "")) is alive"
    }
    var arrangements: [Int: Int] = [:]
    for (index, container) in model.containers.enumerated() {
      for id in container.arranged { arrangements[id] = index }
    }
    for case let id? in model.slots {
      guard let view = views[id] else { return "view \(id) is missing" }
      if let difference = difference(
        of: view, id: id, from: model.views[id], arrangedIn: arrangements[id])
      {
        return difference
      }
    }
    for (index, container) in containers.enumerated() {
      let id = containerIDs[index]
      // A container also has the observation of its own arrangement.
      if let difference = difference(
        of: container, id: id, from: model.views[id], arrangedIn: arrangements[id],
        ownObservers: 1)
      {
        return "container \(index) as a view: \(difference)"
      }
    }
    var ids = Dictionary(uniqueKeysWithValues: views.map { (ObjectIdentifier($0.value), $0.key) })
    for (container, id) in zip(containers, containerIDs) { ids[ObjectIdentifier(container)] = id }
    for index in containers.indices {
      let alive = model.containers[index].arranged.filter { model.views[$0].isAlive }
      if let difference = difference(
        ofContainer: index, from: model.containers[index], arranged: alive, ids: ids)
      {
        return "container \(index): \(difference)"
      }
    }
    return nil
  }

  // MARK: Private

  private static let indicatorFrame = CGRect(x: 300, y: 4, width: 3, height: 40)

  private var containers: [SimulatedView] = []
  /// The identity of each container as a view, as in the model.
  private var containerIDs: [Int] = []
  /// Subviews that are never arranged, like a scroll view's indicators.
  private var indicators: [SimulatedView] = []
  /// The identity of the view in each slot, as in the model.
  private var slots: [Int?] = []
  private var views: [Int: SimulatedView] = [:]
  /// The views, containers and arrangements the app let go of, which must be gone.
  private var released: [Weak<AnyObject>] = []
  /// The structural diagnostics of each container; the ones about sizes depend on which
  /// views a pass reaches, which the model does not follow.
  private var diagnostics: [[AutoStackDiagnostic]] = []
  private var nextID = 0
  /// The batches and animations running, inside which a container is never replaced.
  private var openBatches = 0

  /// Container `index`, new, with an indicator, arranged with no view and no fades (an animated
  /// batch is a batch): what `StackModel` describes for a new container.
  private func makeContainer(_ index: Int) -> SimulatedView {
    let container = SimulatedView(
      name: "container \(index)",
      frame: CGRect(x: 0, y: 0, width: StackModel.containerWidths[index], height: 667),
      scrolls: index == 0)
    let indicator = SimulatedView(name: "indicator", frame: Self.indicatorFrame)
    container.addSubview(indicator)
    let stack = SimulatedStack.attached(to: container)
    stack.engine.onDiagnostic = { [weak self, weak stack] diagnostic in
      // An arrangement that outlives its container for the rest of a batch reports the
      // views it lost with it; the model follows containers, not such leftovers.
      guard stack?.container != nil else { return }
      self?.record(diagnostic, from: index)
    }
    if index < indicators.count {
      indicators[index] = indicator
      diagnostics[index] = []
      containerIDs[index] = nextID
    } else {
      indicators.append(indicator)
      diagnostics.append([])
      containerIDs.append(nextID)
    }
    nextID += 1
    SimulatedStack.arrange(in: container, subviews: []).transition = .none
    created += [Weak<AnyObject>(container), Weak<AnyObject>(indicator), Weak<AnyObject>(stack)]
    return container
  }

  /// A new view, outside any container: 375 wide, or of the model's fixed size; its identity.
  private func create(height: CGFloat, fixed: Bool) -> Int {
    defer { nextID += 1 }
    let view = SimulatedView(
      name: "view \(nextID)", frame: CGRect(x: 0, y: 0, width: 375, height: height),
      fixedSize: fixed ? StackModel.fixedSize : nil)
    views[nextID] = view
    created.append(Weak<AnyObject>(view))
    return nextID
  }

  /// Removes the view in `slot` from its superview and drops the last reference to it.
  ///
  /// The view is gone when this returns; the result is the index of its superview.
  private func release(_ slot: Int) -> Int? {
    guard let id = slots[slot], let view = views.removeValue(forKey: id) else { return nil }
    slots[slot] = nil
    released.append(Weak<AnyObject>(view))
    let container = superview(of: view)
    view.removeFromSuperview()
    return container
  }

  private func view(in slot: Int) -> SimulatedView? { slots[slot].flatMap { views[$0] } }

  private func stack(_ container: Int) -> SimulatedStack {
    SimulatedStack.attached(to: containers[container])
  }

  private func superview(of view: SimulatedView) -> Int? {
    containers.firstIndex { $0 === view.superview }
  }

  private func arrangement(of view: SimulatedView) -> Int? {
    containers.indices.first { stack($0).engine.arrangedViews.contains { $0 === view } }
  }

  /// `value`, or "nil".
  private func text(_ value: (some Any)?) -> String {
    value.map { "\($0)" } ?? "nil"
  }

  private func record(_ diagnostic: AutoStackDiagnostic, from container: Int) {
    switch diagnostic {
    case .invalidHeight, .invalidWidth, .invalidContainerWidth: break
    default: diagnostics[container].append(diagnostic)
    }
  }

  /// The first difference of `view`, whose identity is `id`, from `expected`, arranged in
  /// container `arrangement` and observed `ownObservers` times besides.
  private func difference(
    of view: SimulatedView, id: Int, from expected: StackModel.View, arrangedIn arrangement: Int?,
    ownObservers: Int = 0
  ) -> String? {
    if !view.untransformedFrame.isIdentical(to: expected.frame) {
      return
        "view \(id): frame \(view.untransformedFrame) differs from the model's \(expected.frame)"
    }
    if view.autoresizingMask != expected.mask {
      return "view \(id): mask \(view.autoresizingMask) differs from the model's \(expected.mask)"
    }
    if view.isHidden != expected.isHidden { return "view \(id): isHidden \(view.isHidden)" }
    if superview(of: view) != expected.superview {
      return
        "view \(id): in \(text(superview(of: view))), the model says \(text(expected.superview))"
    }
    if view.frameSetCount != expected.frameSets {
      return
        "view \(id): frame set \(view.frameSetCount) times, the model says \(expected.frameSets)"
    }
    if view.observerCount != ownObservers + (arrangement == nil ? 0 : 1) {
      return
        "view \(id): \(view.observerCount) observers, arranged in \(text(arrangement))"
    }
    if let owner = RandomOperationRunner.owner,
      owner(view) !== arrangement.map({ stack($0).engine })
    {
      return
        "view \(id): owned by the wrong arrangement; the model says \(text(arrangement))"
    }
    return nil
  }

  /// The first difference of container `index` from `expected`, whose arranged views still
  /// alive are `expectedArranged`; `ids` are the views' identities.
  private func difference(
    ofContainer index: Int, from expected: StackModel.Container, arranged expectedArranged: [Int],
    ids: [ObjectIdentifier: Int]
  ) -> String? {
    let container = containers[index]
    let engine = stack(index).engine
    func id(of view: SimulatedView) -> Int? { ids[ObjectIdentifier(view)] }
    let subviews = container.subviews.map { $0 === indicators[index] ? -1 : id(of: $0) ?? -2 }
    if subviews != [-1] + expected.subviews {
      return
        "subviews \(subviews) differ from the model's \([-1] + expected.subviews) (-1: indicator)"
    }
    let indicator = indicators[index]
    if indicator.frame != Self.indicatorFrame || indicator.frameSetCount != 0
      || indicator.observerCount != 0
    {
      return "the indicator was touched"
    }
    let arrangedViews = engine.arrangedViews
    let arranged = arrangedViews.map { id(of: $0) ?? -2 }
    if arranged != expectedArranged {
      return "arranged views \(arranged) differ from the model's \(expectedArranged)"
    }
    if container.scrolls, container.contentSize != (expected.contentSize ?? .zero) {
      return
        "content size \(container.contentSize), the model says \(text(expected.contentSize))"
    }
    if container.contentOffset.y != expected.contentOffsetY {
      return
        "content offset \(container.contentOffset.y), the model says \(expected.contentOffsetY)"
    }
    if engine.statistics.frameWrites != expected.frameWrites {
      return
        "\(engine.statistics.frameWrites) frames written, the model says \(expected.frameWrites)"
    }
    if engine.statistics.reflows != expected.passes {
      return "\(engine.statistics.reflows) passes, the model says \(expected.passes)"
    }
    if diagnostics[index] != expected.diagnostics {
      return "diagnostics \(diagnostics[index]) differ from the model's \(expected.diagnostics)"
    }
    if !engine.options.isIdentical(to: expected.options) {
      return "options \(engine.options) differ from the model's \(expected.options)"
    }
    for view in arrangedViews {
      let spacing = engine.customSpacing(after: view)
      let expectedSpacing = id(of: view).flatMap { expected.customSpacing[$0] }
      let matches =
        switch (spacing, expectedSpacing) {
        case (nil, nil): true
        case (let spacing?, let expectedSpacing?): spacing.isIdentical(to: expectedSpacing)
        default: false
        }
      if !matches {
        let view = text(id(of: view))
        return "custom spacing after \(view): \(text(spacing)), model: \(text(expectedSpacing))"
      }
    }
    return nil
  }
}

extension AutoStackOptions {
  /// Equality in which NaN equals NaN.
  public func isIdentical(to other: AutoStackOptions) -> Bool {
    alignment == other.alignment && spacing.isIdentical(to: other.spacing)
      && insets.top.isIdentical(to: other.insets.top)
      && insets.left.isIdentical(to: other.insets.left)
      && insets.bottom.isIdentical(to: other.insets.bottom)
      && insets.right.isIdentical(to: other.insets.right)
  }
}
