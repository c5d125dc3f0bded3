import AutoStackSimulator
import Foundation

/// One way of keeping the fixture's views stacked, run through every ``BenchOperation``.
@MainActor
protocol Contender: AnyObject {
  /// Builds and arranges the fixture's views.
  init(fixture: StackFixture)

  /// Frames written and layout passes run so far.
  var work: WorkCounts { get }

  /// Gets ready for run `iteration` of `operation`, untimed.
  func prepare(_ operation: BenchOperation, iteration: Int)

  /// Runs `operation` once: the timed part.
  func run(_ operation: BenchOperation, iteration: Int)

  /// Whether runs of `operation` need ``prepare(_:iteration:)`` first.
  func needsPreparation(_ operation: BenchOperation) -> Bool

  /// A description of the first wrong frame or content size, or `nil` if the views are
  /// stacked as they should be.
  func layoutError() -> String?
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
    let container = SimulatedView(
      frame: CGRect(x: 0, y: 0, width: StackFixture.width, height: 667), scrolls: true)
    let views = (0..<fixture.count).map { index in
      let view = SimulatedView(frame: StackFixture.initialFrame(at: index))
      view.isHidden = StackFixture.isHidden(at: index)
      return view
    }
    return (container, views, fixture.shuffledOrder.map { views[$0] })
  }
}

extension [SimulatedView] {
  /// Sets the height of the view at `index` to the fixture's height in `iteration`: the app's
  /// change that every contender then reacts to.
  @MainActor func changeHeight(at index: Int, iteration: Int) {
    self[index].frame.size.height = StackFixture.height(at: index, iteration: iteration)
  }
}
