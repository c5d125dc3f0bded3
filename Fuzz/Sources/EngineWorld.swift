import AutoStack
import AutoStackSimulator
import Foundation

/// The views and containers of one fuzz input, and what the app does to them: it applies
/// ``EngineOperation``s and checks AutoStack's promises after each one.
@MainActor
final class EngineWorld {
  // MARK: Lifecycle

  init() {
    views = (0..<Self.viewCount).map { Self.makeView(index: $0) }
    slots = [
      ContainerSlot(container: Self.makeContainer(scrolls: true)),
      ContainerSlot(container: Self.makeContainer(scrolls: false)),
    ]
    for view in views { track(view) }
    for slot in slots { track(slot.container) }
  }

  // MARK: Internal

  /// A container and the arrangement made for it, which outlives the container when the app
  /// lets go of it, until the slot is arranged again.
  @MainActor
  final class ContainerSlot {
    init(container: SimulatedView) { self.container = container }

    var container: SimulatedView
    var stack: SimulatedStack?
    /// Whether the app changed the view tree in a way no observation reports (a view
    /// removed or moved elsewhere), so that the layout is due only at the next full reflow.
    var hasUnobservedChange = false
    /// The content size when the arrangement was stopped, which it must keep until the next
    /// `arrange`.
    var contentSizeAtStop: CGSize??

    /// The arrangement, if it is still the one of this slot's container.
    var liveStack: SimulatedStack? {
      guard let stack, stack.container === container else { return nil }
      return stack
    }
  }

  static let viewCount = 6
  /// The most batches open at once.
  static let maximumBatchDepth = 8
  /// The most reactions an input installs, and the most times they run in all.
  static let maximumReactions = 8
  static let reactionBudget = 64

  private(set) var views: [SimulatedView]
  private(set) var slots: [ContainerSlot]
  /// Every view, container and arrangement created, to prove that none outlives the input.
  private(set) var created: [WeakObject] = []
  /// Handlers installed by `react` operations, per view.
  private(set) var reactionCounts: [ObjectIdentifier: Int] = [:]
  /// Whether observer counts can be checked: no arrangement died while it observed views.
  ///
  /// The simulated views keep the handlers of such an arrangement (they no longer do
  /// anything), so counts of observers are then off.
  private(set) var observerCountsAreExact = true
  /// Called with each operation before it runs, to turn a crash into a readable sequence.
  var trace: ((EngineOperation, _ batchDepth: Int) -> Void)?
  /// Whether any reaction was installed: a change may then move views above it.
  var hasReactions: Bool { !reactions.isEmpty }

  /// Runs operations decoded from `bytes` until they run out, or until the `end` of the
  /// batch at `batchDepth`, checking the invariants after each top-level operation.
  func run(_ bytes: inout FuzzBytes, batchDepth: Int = 0) {
    while !bytes.isAtEnd {
      let operation = EngineOperation.decode(
        from: &bytes, viewCount: views.count, containerCount: slots.count)
      trace?(operation, batchDepth)
      switch operation {
      case .endBatch:
        if batchDepth > 0 { return }
      case .batch(let index):
        guard batchDepth < Self.maximumBatchDepth, let engine = slots[index].stack?.engine
        else { continue }
        let reflows = engine.statistics.reflows
        engine.performBatch {
          run(&bytes, batchDepth: batchDepth + 1)
          FuzzCheck.expect(
            engine.statistics.reflows == reflows, "an engine reflowed inside its own batch")
        }
      default:
        apply(operation, isInBatch: batchDepth > 0)
      }
      if batchDepth == 0 { checkInvariants() }
    }
  }

  /// Reflows every live arrangement in full and checks the result, then checks that one
  /// more reflow writes nothing.
  func finish() {
    reactionsLeft = 0
    for slot in slots {
      guard let engine = slot.liveStack?.engine else { continue }
      engine.setNeedsReflow()
      slot.hasUnobservedChange = false
      let writes = engine.statistics.frameWrites
      let contentSize = engine.contentSize
      engine.setNeedsReflow()
      FuzzCheck.expect(
        engine.statistics.frameWrites == writes, "a reflow of a settled stack wrote frames")
      FuzzCheck.expect(contentSize == engine.contentSize, "a settled stack changed its size")
    }
    checkInvariants()
  }

  // MARK: Private

  private final class Reaction {}

  private var reactions: [Reaction] = []
  private var reactionsLeft = reactionBudget

  private static func makeView(index: Int) -> SimulatedView {
    SimulatedView(
      name: "v\(index)", frame: CGRect(x: 0, y: 0, width: 100, height: CGFloat(10 * (index + 1))))
  }

  private static func makeContainer(scrolls: Bool) -> SimulatedView {
    SimulatedView(
      name: scrolls ? "scroll" : "plain", frame: CGRect(x: 0, y: 0, width: 375, height: 667),
      scrolls: scrolls)
  }

  private func track(_ object: AnyObject) {
    created.append(WeakObject(object))
  }

  /// A view slot, or the container of `slot` for the index one past the views.
  private func view(_ index: Int, orContainerOf slot: ContainerSlot) -> SimulatedView {
    index < views.count ? views[index] : slot.container
  }

  private func apply(_ operation: EngineOperation, isInBatch: Bool) {
    let check = isInBatch || hasReactions ? nil : UnchangedAbove(operation, in: self)
    switch operation {
    case .arrange(let index, let indices, let options):
      arrange(in: slots[index], views: indices, options: options)
    case .setHidden(let index, let isHidden):
      views[index].isHidden = isHidden
    case .setHeight(let index, let height, let throughBounds):
      if throughBounds {
        views[index].bounds.size.height = height
      } else {
        views[index].frame.size.height = height
      }
    case .setWidth(let index, let width):
      views[index].frame.size.width = width
    case .setY(let index, let y):
      views[index].frame.origin.y = y
    case .setContainerWidth(let index, let width, let throughBounds):
      if throughBounds {
        slots[index].container.bounds.size.width = width
      } else {
        slots[index].container.frame.size.width = width
      }
    case .setSpacing(let index, let spacing):
      slots[index].stack?.engine.options.spacing = spacing
    case .setInsets(let index, let insets):
      slots[index].stack?.engine.options.insets = insets
    case .setAlignment(let index, let alignment):
      slots[index].stack?.engine.options.alignment = alignment
    case .setCustomSpacing(let index, let viewIndex, let spacing):
      let slot = slots[index]
      slot.stack?.engine.setCustomSpacing(spacing, after: view(viewIndex, orContainerOf: slot))
    case .stop(let index):
      guard let engine = slots[index].stack?.engine else { break }
      engine.stop()
      slots[index].contentSizeAtStop = engine.contentSize
    case .setNeedsReflow(let index):
      slots[index].stack?.engine.setNeedsReflow()
      slots[index].hasUnobservedChange = false
    case .removeFromSuperview(let index):
      views[index].removeFromSuperview()
      for slot in slots { slot.hasUnobservedChange = true }
    case .addSubview(let index, let containerIndex):
      slots[containerIndex].container.addSubview(views[index])
      for slot in slots { slot.hasUnobservedChange = true }
    case .replaceView(let index):
      // A new view may take the address, and so the identifier, of the old one once it is gone.
      reactionCounts[ObjectIdentifier(views[index])] = nil
      views[index] = Self.makeView(index: index)
      track(views[index])
    case .replaceContainer(let index):
      slots[index].container = Self.makeContainer(scrolls: slots[index].container.scrolls)
      track(slots[index].container)
    case .react(let index, let targetIndex, let height, let toggleHidden):
      react(views[index], target: views[targetIndex], height: height, toggleHidden: toggleHidden)
    case .batch, .endBatch:
      break
    }
    check?.verify()
  }

  private func arrange(in slot: ContainerSlot, views indices: [Int], options: AutoStackOptions?) {
    let subviews = indices.map { view($0, orContainerOf: slot) }
    if options == nil, let stack = slot.stack {
      stack.engine.arrange(subviews)
    } else {
      let previous = slot.stack
      let stack = SimulatedStack.arrange(
        in: slot.container, subviews: subviews, options: options ?? AutoStackOptions())
      if stack !== previous {
        track(stack)
        // The previous arrangement dies with this slot's reference to it.
        if previous?.engine.arrangedViews.isEmpty == false { observerCountsAreExact = false }
      }
      slot.stack = stack
    }
    slot.hasUnobservedChange = false
    slot.contentSizeAtStop = nil
  }

  private func react(
    _ view: SimulatedView, target: SimulatedView, height: CGFloat?, toggleHidden: Bool
  ) {
    guard reactions.count < Self.maximumReactions else { return }
    let reaction = Reaction()
    reactions.append(reaction)
    reactionCounts[ObjectIdentifier(view), default: 0] += 1
    view.addObserver(reaction) { [weak self, weak target] _ in
      guard let self, let target, self.reactionsLeft > 0 else { return }
      self.reactionsLeft -= 1
      if let height { target.frame.size.height = height }
      if toggleHidden { target.isHidden.toggle() }
    }
  }
}

/// A weak reference, to tell whether an object was deallocated.
struct WeakObject {
  init(_ object: AnyObject) { self.object = object }

  weak var object: AnyObject?
}
