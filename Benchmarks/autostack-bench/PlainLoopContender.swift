import Foundation

/// The limit: the same arithmetic as AutoStack's, as a plain loop over an array of structs,
/// with no views, no observation and no checks.
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

  func needsPreparation(_ operation: BenchOperation) -> Bool { false }

  func prepare(_ operation: BenchOperation, iteration: Int) {}

  func run(_ operation: BenchOperation, iteration: Int) {
    switch operation {
    case .fullArrange:
      layOut(from: 0)
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
    case .batch:
      for index in fixture.batchIndices {
        items[index].height = StackFixture.height(at: index, iteration: iteration)
      }
      layOut(from: fixture.batchIndices[0])
    case .shuffledRearrange:
      let order = iteration.isMultiple(of: 2) ? fixture.shuffledOrder : inverseOrder
      for (position, index) in order.enumerated() { reordered[position] = items[index] }
      swap(&items, &reordered)
      layOut(from: 0)
    case .widthChange:
      width = StackFixture.width(iteration: iteration)
      layOut(from: 0)
    case .unchanged:
      if items[fixture.middle].height != items[fixture.middle].frame.height {
        layOut(from: fixture.middle)
      }
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

  private func changeHeight(at index: Int, iteration: Int) {
    items[index].height = StackFixture.height(at: index, iteration: iteration)
    layOut(from: index)
  }

  private func layOut(from start: Int) {
    contentHeight = Self.layOut(&items, from: start, width: width)
    work.frameWrites += items.count - start
    work.reflows += 1
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
