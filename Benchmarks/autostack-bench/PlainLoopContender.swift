import AutoStackSimulator
import Foundation

/// The limit: the same arithmetic as AutoStack's, as a plain loop over an array of structs,
/// with no views, no observation and no checks.
///
/// A full arrange cannot be done without views, so there the limit is the least an arrange
/// must do: one pass over the fresh views that adds each one to the container, reads its
/// size and `isHidden`, writes its frame and records it in a preallocated array. Teardown
/// has no limit: there is nothing to stop.
@MainActor
final class PlainLoopContender: Contender {
  // MARK: Lifecycle

  init(fixture: StackFixture) {
    self.fixture = fixture
    items = (0..<fixture.count).map { index in
      Item(
        height: StackFixture.height(at: index), isHidden: StackFixture.isHidden(at: index),
        frame: StackFixture.initialFrame(at: index))
    }
    reordered = items
    inverseOrder = Array(repeating: 0, count: fixture.count)
    for (position, index) in fixture.shuffledOrder.enumerated() { inverseOrder[index] = position }
    layOut(from: 0)
    // Room for the inserted item in both buffers, which the shuffled re-arrange swaps, so
    // that inserting it never allocates.
    items.reserveCapacity(fixture.count + 1)
    reordered.reserveCapacity(fixture.count + 1)
  }

  // MARK: Internal

  struct Item {
    var height: CGFloat
    var isHidden: Bool
    var frame: CGRect
    /// Where the next item starts, and the bottom of the last visible item so far.
    var next: CGFloat = 0
    var bottom: CGFloat = 0
  }

  private(set) var work = WorkCounts()
  /// The content height; stored, so that the loop's results are used.
  private(set) var contentHeight: CGFloat = 0

  func needsPreparation(_ operation: BenchOperation) -> Bool {
    switch operation {
    case .fullArrange, .insertMiddle, .removeMiddle: true
    default: false
    }
  }

  func setUp(_ operation: BenchOperation) {
    guard operation == .nestedHeightChange, nestedOuter.isEmpty else { return }
    nestedInner = (0..<StackFixture.innerStackCount).map { _ in
      (0..<fixture.innerCount).map { index in
        Item(
          height: StackFixture.height(at: index), isHidden: StackFixture.isHidden(at: index),
          frame: StackFixture.initialFrame(at: index))
      }
    }
    nestedOuter = nestedInner.indices.map { index in
      let height = Self.layOut(&nestedInner[index], from: 0, width: StackFixture.width)
      return Item(
        height: height, isHidden: false,
        frame: CGRect(x: 0, y: 0, width: StackFixture.width, height: height))
    }
    _ = Self.layOut(&nestedOuter, from: 0, width: StackFixture.width)
  }

  func prepare(_ operation: BenchOperation, iteration: Int) {
    switch operation {
    case .fullArrange:
      // Fresh views and an empty record, as AutoStack's full arrange has.
      arrangedViews = SimulatedView.makeViews(count: fixture.count)
      arrangedContainer = SimulatedView.makeContainer()
      record.removeAll(keepingCapacity: true)
      record.reserveCapacity(fixture.count)
    case .insertMiddle, .removeMiddle:
      finish(operation)
    default: break
    }
  }

  func run(_ operation: BenchOperation, iteration: Int) {
    switch operation {
    case .fullArrange:
      arrangeViews()
    case .fullReflow:
      for index in items.indices {
        items[index].height = StackFixture.height(at: index, iteration: iteration)
      }
      layOut(from: 0)
    case .heightChangeTop: changeHeight(at: fixture.top, iteration: iteration)
    case .heightChangeMiddle: changeHeight(at: fixture.middle, iteration: iteration)
    case .heightChangeBottom: changeHeight(at: fixture.bottom, iteration: iteration)
    case .hideMiddle, .showMiddle:
      items[fixture.middle].isHidden = operation == .hideMiddle
      layOut(from: fixture.middle)
    case .batch, .largeBatch:
      let indices = fixture.changeIndices(operation)
      for index in indices {
        items[index].height = StackFixture.height(at: index, iteration: iteration)
      }
      layOut(from: indices[0])
    case .unbatched, .largeUnbatched:
      for index in fixture.changeIndices(operation) {
        changeHeight(at: index, iteration: iteration)
      }
    case .shuffledRearrange:
      let order = iteration.isMultiple(of: 2) ? fixture.shuffledOrder : inverseOrder
      for (position, index) in order.enumerated() { reordered[position] = items[index] }
      swap(&items, &reordered)
      layOut(from: 0)
    case .insertMiddle:
      items.insert(
        Item(
          height: StackFixture.insertedHeight, isHidden: false,
          frame: CGRect(x: 0, y: 0, width: width, height: StackFixture.insertedHeight)),
        at: fixture.middle)
      layOut(from: fixture.middle)
    case .removeMiddle:
      removed = items.remove(at: fixture.middle)
      layOut(from: fixture.middle)
    case .widthChange:
      width = StackFixture.width(iteration: iteration)
      layOut(from: 0)
    case .unchanged:
      if items[fixture.middle].height != items[fixture.middle].frame.height {
        layOut(from: fixture.middle)
      }
    case .nestedHeightChange:
      changeNestedHeight(iteration: iteration)
    case .teardown:
      break
    }
  }

  func finish(_ operation: BenchOperation) {
    if items.count > fixture.count {
      items.remove(at: fixture.middle)
      layOut(from: fixture.middle)
    } else if items.count < fixture.count, let removed {
      items.insert(removed, at: fixture.middle)
      layOut(from: fixture.middle)
    }
  }

  /// The loop places structs, not views; there is nothing to check it against.
  func layoutError() -> String? { nil }

  // MARK: Private

  private let fixture: StackFixture
  private var items: [Item]
  private var reordered: [Item]
  /// The permutation that undoes `fixture.shuffledOrder`.
  private var inverseOrder: [Int]
  private var width = StackFixture.width
  /// The item the remove operation took out, to put it back.
  private var removed: Item?
  /// The full arrange's fresh views, their container, and the record of the views arranged.
  private var arrangedViews: [SimulatedView] = []
  private var arrangedContainer = SimulatedView()
  private var record: [ObjectIdentifier] = []
  /// The nested stacks' items: those of each inner stack, and the inner stacks themselves.
  private var nestedInner: [[Item]] = []
  private var nestedOuter: [Item] = []

  private func changeHeight(at index: Int, iteration: Int) {
    let height = StackFixture.height(at: index, iteration: iteration)
    guard items[index].height != height else { return }
    items[index].height = height
    layOut(from: index)
  }

  private func layOut(from start: Int) {
    contentHeight = Self.layOut(&items, from: start, width: width)
    work.frameWrites += items.count - start
    work.reflows += 1
  }

  /// The least a full arrange does: one pass over the fresh views.
  private func arrangeViews() {
    contentHeight = LeastArrange.arrange(
      arrangedViews, in: arrangedContainer, observer: nil, width: width, record: &record)
    work.frameWrites += arrangedViews.count
    work.reflows += 1
  }

  /// The inner stack's pass from the changed item, then the outer one's from its container.
  private func changeNestedHeight(iteration: Int) {
    let stack = StackFixture.changedInnerStack
    let index = fixture.innerMiddle
    nestedInner[stack][index].height = StackFixture.height(at: index, iteration: iteration)
    let height = Self.layOut(&nestedInner[stack], from: index, width: StackFixture.width)
    nestedOuter[stack].height = height
    contentHeight = Self.layOut(&nestedOuter, from: stack, width: StackFixture.width)
    work.frameWrites += fixture.innerCount - index + nestedOuter.count - stack
    work.reflows += 2
  }

  /// Places `items` from `start` down and returns the content height.
  @inline(never)
  private static func layOut(_ items: inout [Item], from start: Int, width: CGFloat) -> CGFloat {
    var next = start == 0 ? 0 : items[start - 1].next
    var bottom = start == 0 ? 0 : items[start - 1].bottom
    for index in start..<items.count {
      items[index].frame = CGRect(x: 0, y: next, width: width, height: items[index].height)
      if !items[index].isHidden {
        bottom = next + items[index].height
        next = bottom + StackFixture.spacing
      }
      items[index].next = next
      items[index].bottom = bottom
    }
    return bottom
  }
}
