import AutoStackSimulator
import Foundation

/// The simulator floor: the same simulated views' frames written by a plain loop with no
/// engine, which is what the writes and their notifications cost alone.
///
/// Each view carries one observer with an empty handler, as an arrangement observes it, and
/// so does the container (an inner container of the nested stacks, observed by its own
/// arrangement and by the outer one, carries two). Each operation makes the app's change (a
/// height set, a view hidden, the container's width), then writes the frame of every view
/// that moves, placed with the plain loop's arithmetic (``PlainLoopContender/Item``) and
/// compared with where the loop last put it, without reading anything back. A full arrange is
/// one pass over the fresh views that adds each one to the container, observes it, reads its
/// size and `isHidden`, writes its frame and records it in a preallocated array; a teardown
/// removes each observer and releases the container.
@MainActor
final class SimulatorFloorContender: Contender {
  // MARK: Lifecycle

  init(fixture: StackFixture) {
    self.fixture = fixture
    (container, views, _) = SimulatedView.makeFixture(fixture)
    order = views
    items = Self.items(count: fixture.count)
    reorderedItems = items
    reorderedViews = views
    inverseOrder = Array(repeating: 0, count: fixture.count)
    for (position, index) in fixture.shuffledOrder.enumerated() { inverseOrder[index] = position }
    Self.observe(container, views, by: self)
    layOut(from: 0)
    // Room for the inserted view in every buffer, which the shuffled re-arrange swaps, so
    // that inserting it never allocates.
    items.reserveCapacity(fixture.count + 1)
    reorderedItems.reserveCapacity(fixture.count + 1)
    order.reserveCapacity(fixture.count + 1)
    reorderedViews.reserveCapacity(fixture.count + 1)
  }

  // MARK: Internal

  typealias Item = PlainLoopContender.Item

  private(set) var work = WorkCounts()

  func needsPreparation(_ operation: BenchOperation) -> Bool { operation.needsPreparation }

  func setUp(_ operation: BenchOperation) {
    guard operation == .nestedHeightChange, nested == nil else { return }
    let nested = NestedViews(fixture: fixture)
    nested.outer.addObserver(self) { _ in }
    for (container, views) in zip(nested.inner, nested.views) {
      nested.outer.addSubview(container)
      // Observed by its own arrangement, and as an arranged view by the outer one.
      container.addObserver(self) { _ in }
      container.addObserver(outerArrangement) { _ in }
      for view in views {
        container.addSubview(view)
        view.addObserver(self) { _ in }
      }
      var items = Self.items(count: fixture.innerCount)
      let height = Self.layOut(&items, views, from: 0, width: StackFixture.width).bottom
      container.frame.size.height = height
      nestedInner.append(items)
      nestedOuter.append(
        Item(height: height, isHidden: false, frame: container.frame))
    }
    let height = Self.layOut(&nestedOuter, nested.inner, from: 0, width: StackFixture.width)
      .bottom
    nested.outer.contentSize = CGSize(width: StackFixture.width, height: height)
    self.nested = nested
  }

  func prepare(_ operation: BenchOperation, iteration: Int) {
    switch operation {
    case .fullArrange:
      // Fresh views and an empty record, as AutoStack's full arrange has.
      arrangedViews = SimulatedView.makeViews(count: fixture.count)
      arrangedContainer = SimulatedView.makeContainer()
      record.removeAll(keepingCapacity: true)
      record.reserveCapacity(fixture.count)
    case .hideMiddle: setHidden(false)
    case .showMiddle: setHidden(true)
    case .insertMiddle, .removeMiddle: finish(operation)
    case .teardown:
      // A fresh container each time; the views, which outlive the teardown, are reused.
      let container = SimulatedView.makeContainer()
      if teardownViews.isEmpty { teardownViews = SimulatedView.makeViews(count: fixture.count) }
      var items = Self.items(count: fixture.count)
      Self.observe(container, teardownViews, by: self)
      container.contentSize.height =
        Self.layOut(&items, teardownViews, from: 0, width: width).bottom
      teardownContainer = container
    default: break
    }
  }

  func run(_ operation: BenchOperation, iteration: Int) {
    switch operation {
    case .fullArrange:
      arrangeViews()
    case .fullReflow:
      for index in views.indices { setHeight(at: index, iteration: iteration) }
      layOut(from: 0)
    case .heightChangeTop: changeHeight(at: fixture.top, iteration: iteration)
    case .heightChangeMiddle: changeHeight(at: fixture.middle, iteration: iteration)
    case .heightChangeBottom: changeHeight(at: fixture.bottom, iteration: iteration)
    case .hideMiddle: setHidden(true)
    case .showMiddle: setHidden(false)
    case .batch, .largeBatch:
      let indices = fixture.changeIndices(operation)
      for index in indices { setHeight(at: index, iteration: iteration) }
      layOut(from: indices[0])
    case .unbatched, .largeUnbatched:
      for index in fixture.changeIndices(operation) {
        changeHeight(at: index, iteration: iteration)
      }
    case .shuffledRearrange:
      let permutation = iteration.isMultiple(of: 2) ? fixture.shuffledOrder : inverseOrder
      for (position, index) in permutation.enumerated() {
        reorderedItems[position] = items[index]
        reorderedViews[position] = order[index]
      }
      swap(&items, &reorderedItems)
      swap(&order, &reorderedViews)
      layOut(from: 0)
    case .insertMiddle:
      insert(inserted)
    case .removeMiddle:
      removeMiddle()
    case .widthChange:
      width = StackFixture.width(iteration: iteration)
      container.frame.size.width = width
      layOut(from: 0)
    case .unchanged:
      let view = views[fixture.middle]
      let frame = view.frame
      view.frame = frame
    case .nestedHeightChange:
      changeNestedHeight(iteration: iteration)
    case .teardown:
      for view in teardownViews { view.removeObserver(self) }
      teardownContainer?.removeObserver(self)
      teardownContainer = nil
    }
  }

  func finish(_ operation: BenchOperation) {
    if order.count > fixture.count {
      removeMiddle()
    } else if order.count < fixture.count, let removed {
      insert(removed)
    }
  }

  func layoutError() -> String? {
    StackFixture.layoutError(of: order, in: container) ?? nested?.layoutError()
  }

  // MARK: Private

  private let fixture: StackFixture
  private let container: SimulatedView
  /// The fixture's views, and the views in their current order, with one item each.
  private let views: [SimulatedView]
  private var order: [SimulatedView]
  private var items: [Item]
  private var reorderedItems: [Item]
  private var reorderedViews: [SimulatedView]
  /// The permutation that undoes `fixture.shuffledOrder`.
  private var inverseOrder: [Int]
  private var width = StackFixture.width
  /// The view the insert operation adds, and the one the remove operation took out.
  private let inserted = SimulatedView.makeInsertedView()
  private var removed: SimulatedView?
  /// The full arrange's fresh views, their container, and the record of the views arranged.
  private var arrangedViews: [SimulatedView] = []
  private var arrangedContainer = SimulatedView()
  private var record: [ObjectIdentifier] = []
  /// The nested stacks, with the items of each inner stack and of the outer one.
  private var nested: NestedViews?
  private var nestedInner: [[Item]] = []
  private var nestedOuter: [Item] = []
  /// The second observer of the nested stacks' inner containers.
  private let outerArrangement = NSObject()
  /// The views and container the next teardown run stops observing and releases.
  private var teardownContainer: SimulatedView?
  private var teardownViews: [SimulatedView] = []

  /// The fixture's items for `count` views, where the views start: at the top.
  private static func items(count: Int) -> [Item] {
    (0..<count).map { index in
      Item(
        height: StackFixture.height(at: index), isHidden: StackFixture.isHidden(at: index),
        frame: StackFixture.initialFrame(at: index))
    }
  }

  /// Adds `views` to `container` and gives each, and the container, one empty observer.
  private static func observe(
    _ container: SimulatedView, _ views: [SimulatedView], by observer: AnyObject
  ) {
    container.addObserver(observer) { _ in }
    for view in views {
      container.addSubview(view)
      view.addObserver(observer) { _ in }
    }
  }

  /// The app's change of the height of the view at `index`, mirrored in its item.
  private func setHeight(at index: Int, iteration: Int) {
    views.changeHeight(at: index, iteration: iteration)
    let height = StackFixture.height(at: index, iteration: iteration)
    items[index].height = height
    items[index].frame.size.height = height
  }

  /// The app's change of one height, then a pass from it if it changed.
  private func changeHeight(at index: Int, iteration: Int) {
    let old = items[index].height
    setHeight(at: index, iteration: iteration)
    if items[index].height != old { layOut(from: index) }
  }

  private func setHidden(_ isHidden: Bool) {
    views[fixture.middle].isHidden = isHidden
    items[fixture.middle].isHidden = isHidden
    layOut(from: fixture.middle)
  }

  private func insert(_ view: SimulatedView) {
    let frame = view.frame
    items.insert(
      Item(height: frame.height, isHidden: view.isHidden, frame: frame), at: fixture.middle)
    order.insert(view, at: fixture.middle)
    container.addSubview(view)
    view.addObserver(self) { _ in }
    layOut(from: fixture.middle)
  }

  private func removeMiddle() {
    let view = order.remove(at: fixture.middle)
    items.remove(at: fixture.middle)
    view.removeObserver(self)
    view.removeFromSuperview()
    if view !== inserted { removed = view }
    layOut(from: fixture.middle)
  }

  private func layOut(from start: Int) {
    let (bottom, writes) = Self.layOut(&items, order, from: start, width: width)
    container.contentSize = CGSize(width: width, height: bottom)
    work.frameWrites += writes
    work.reflows += 1
  }

  /// The least a full arrange does: one pass over the fresh views, observing each one.
  private func arrangeViews() {
    _ = LeastArrange.arrange(
      arrangedViews, in: arrangedContainer, observer: self, width: width, record: &record)
    work.frameWrites += arrangedViews.count
    work.reflows += 1
  }

  /// The app's change in the middle inner stack, its pass, its container's new height, and
  /// the outer stack's pass from that container.
  private func changeNestedHeight(iteration: Int) {
    guard let nested else { return }
    let stack = StackFixture.changedInnerStack
    let index = fixture.innerMiddle
    nested.changeHeight(iteration: iteration)
    let height = StackFixture.height(at: index, iteration: iteration)
    nestedInner[stack][index].height = height
    nestedInner[stack][index].frame.size.height = height
    let inner = Self.layOut(
      &nestedInner[stack], nested.views[stack], from: index, width: StackFixture.width)
    let container = nested.inner[stack]
    container.frame.size.height = inner.bottom
    nestedOuter[stack].height = inner.bottom
    nestedOuter[stack].frame.size.height = inner.bottom
    let outer = Self.layOut(&nestedOuter, nested.inner, from: stack, width: StackFixture.width)
    nested.outer.contentSize = CGSize(width: StackFixture.width, height: outer.bottom)
    work.frameWrites += inner.writes + outer.writes
    work.reflows += 2
  }

  /// Places `items` from `start` down as the plain loop does, and writes the frame of each
  /// of `views` whose place changed; returns the content height and the frames written.
  @inline(never)
  private static func layOut(
    _ items: inout [Item], _ views: [SimulatedView], from start: Int, width: CGFloat
  ) -> (bottom: CGFloat, writes: Int) {
    var next = start == 0 ? 0 : items[start - 1].next
    var bottom = start == 0 ? 0 : items[start - 1].bottom
    var writes = 0
    for index in start..<items.count {
      let frame = CGRect(x: 0, y: next, width: width, height: items[index].height)
      if frame != items[index].frame {
        items[index].frame = frame
        views[index].frame = frame
        writes += 1
      }
      if !items[index].isHidden {
        bottom = next + items[index].height
        next = bottom + StackFixture.spacing
      }
      items[index].next = next
      items[index].bottom = bottom
    }
    return (bottom, writes)
  }
}
