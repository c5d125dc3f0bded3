import AutoStackSimulator
import Foundation

/// One way of keeping the fixture's views stacked, run through every ``BenchOperation``.
@MainActor
protocol Contender: AnyObject {
  /// Builds and arranges the fixture's views.
  init(fixture: StackFixture)

  /// Frames written and layout passes run so far.
  var work: WorkCounts { get }

  /// Builds what `operation` needs beyond the fixture's stack (the nested stacks, the lists
  /// with one view more or less), untimed, before its first run.
  func setUp(_ operation: BenchOperation)

  /// Gets ready for run `iteration` of `operation`, untimed.
  func prepare(_ operation: BenchOperation, iteration: Int)

  /// Runs `operation` once: the timed part.
  func run(_ operation: BenchOperation, iteration: Int)

  /// Runs `operation` once more, untimed, to leave the fixture in its first state after an
  /// odd number of runs.
  func restore(_ operation: BenchOperation, iteration: Int)

  /// Brings the stack back to the fixture's views after the runs of `operation`, untimed:
  /// the view inserted or removed is taken out or put back.
  func finish(_ operation: BenchOperation)

  /// Whether runs of `operation` need ``prepare(_:iteration:)`` first.
  func needsPreparation(_ operation: BenchOperation) -> Bool

  /// A description of the first wrong frame or content size, or of anything left observed
  /// after a teardown, or `nil` if all is as it should be.
  func layoutError() -> String?
}

extension Contender {
  func setUp(_ operation: BenchOperation) {}

  func finish(_ operation: BenchOperation) {}

  /// Changes made one after another are undone in one batch, anything else by one more run.
  func restore(_ operation: BenchOperation, iteration: Int) {
    runAgain(operation.batched ?? operation, iteration: iteration)
  }

  /// Runs `operation` once more, prepared if it needs it.
  func runAgain(_ operation: BenchOperation, iteration: Int) {
    if needsPreparation(operation) { prepare(operation, iteration: iteration) }
    run(operation, iteration: iteration)
  }
}

/// Frames written and layout passes run.
struct WorkCounts {
  var frameWrites = 0
  var reflows = 0

  static func - (lhs: Self, rhs: Self) -> Self {
    WorkCounts(frameWrites: lhs.frameWrites - rhs.frameWrites, reflows: lhs.reflows - rhs.reflows)
  }

  static func + (lhs: Self, rhs: Self) -> Self {
    WorkCounts(frameWrites: lhs.frameWrites + rhs.frameWrites, reflows: lhs.reflows + rhs.reflows)
  }
}

extension SimulatedView {
  /// A container and the fixture's views, not yet arranged, in order and shuffled.
  static func makeFixture(_ fixture: StackFixture) -> (
    container: SimulatedView, views: [SimulatedView], shuffled: [SimulatedView]
  ) {
    let views = makeViews(count: fixture.count)
    return (makeContainer(), views, fixture.shuffledOrder.map { views[$0] })
  }

  /// The container: a scroll view of the fixture's width.
  static func makeContainer() -> SimulatedView {
    SimulatedView(
      frame: CGRect(x: 0, y: 0, width: StackFixture.width, height: 667), scrolls: true)
  }

  /// `count` views of the fixture's heights, every 7th one hidden, at the top.
  static func makeViews(count: Int) -> [SimulatedView] {
    (0..<count).map { index in
      let view = SimulatedView(frame: StackFixture.initialFrame(at: index))
      view.isHidden = StackFixture.isHidden(at: index)
      return view
    }
  }

  /// The view the insert operation adds in the middle.
  static func makeInsertedView() -> SimulatedView {
    SimulatedView(
      frame: CGRect(x: 0, y: 0, width: StackFixture.width, height: StackFixture.insertedHeight))
  }
}

extension [SimulatedView] {
  /// Sets the height of the view at `index` to the fixture's height in `iteration`: the app's
  /// change that every contender then reacts to.
  @MainActor func changeHeight(at index: Int, iteration: Int) {
    self[index].frame.size.height = StackFixture.height(at: index, iteration: iteration)
  }

  /// Sets the heights of the views at `indices` in turn, as ``changeHeight(at:iteration:)``.
  @MainActor func changeHeights(at indices: [Int], iteration: Int) {
    for index in indices { changeHeight(at: index, iteration: iteration) }
  }
}
