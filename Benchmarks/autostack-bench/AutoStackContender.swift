import AutoStack
import AutoStackSimulator
import Foundation

/// AutoStack itself: the public engine, through `SimulatedStack`, as the Linux demo and the
/// tests drive it.
@MainActor
final class AutoStackContender: Contender {
  // MARK: Lifecycle

  init(fixture: StackFixture) {
    self.fixture = fixture
    (container, views, shuffled) = SimulatedView.makeFixture(fixture)
    arranged = views
    stack = SimulatedStack.arrange(in: container, subviews: views, spacing: StackFixture.spacing)
  }

  // MARK: Internal

  var work: WorkCounts {
    let statistics = stack?.engine.statistics ?? AutoStackStatistics()
    return retiredWork
      + WorkCounts(frameWrites: statistics.frameWrites, reflows: statistics.reflows)
  }

  func needsPreparation(_ operation: BenchOperation) -> Bool { operation.needsPreparation }

  func prepare(_ operation: BenchOperation, iteration: Int) {
    switch operation {
    case .fullArrange:
      // Everything of the previous run goes away here, untimed.
      if let stack {
        stack.engine.stop()
        retiredWork = work
      }
      stack = nil
      (container, views, shuffled) = SimulatedView.makeFixture(fixture)
      arranged = views
    case .hideMiddle: views[fixture.middle].isHidden = false
    case .showMiddle: views[fixture.middle].isHidden = true
    default: break
    }
  }

  func run(_ operation: BenchOperation, iteration: Int) {
    switch operation {
    case .fullArrange:
      stack = SimulatedStack.arrange(
        in: container, subviews: views, spacing: StackFixture.spacing)
    case .fullReflow:
      stack?.engine.performBatch {
        for index in views.indices { views.changeHeight(at: index, iteration: iteration) }
      }
    case .heightChangeTop: views.changeHeight(at: fixture.top, iteration: iteration)
    case .heightChangeMiddle: views.changeHeight(at: fixture.middle, iteration: iteration)
    case .heightChangeBottom: views.changeHeight(at: fixture.bottom, iteration: iteration)
    case .hideMiddle: views[fixture.middle].isHidden = true
    case .showMiddle: views[fixture.middle].isHidden = false
    case .batch:
      stack?.engine.performBatch {
        for index in fixture.batchIndices { views.changeHeight(at: index, iteration: iteration) }
      }
    case .shuffledRearrange:
      arranged = iteration.isMultiple(of: 2) ? shuffled : views
      SimulatedStack.arrange(in: container, subviews: arranged, spacing: StackFixture.spacing)
    case .widthChange:
      container.frame.size.width = StackFixture.width(iteration: iteration)
    case .unchanged:
      let view = views[fixture.middle]
      let frame = view.frame
      view.frame = frame
    }
  }

  func layoutError() -> String? {
    StackFixture.layoutError(of: arranged, in: container)
  }

  // MARK: Private

  private let fixture: StackFixture
  private var container: SimulatedView
  private var views: [SimulatedView]
  private var shuffled: [SimulatedView]
  private var arranged: [SimulatedView]
  private var stack: SimulatedStack?
  /// The work of the arrangements that full-arrange runs replaced.
  private var retiredWork = WorkCounts()

}

extension AutoStackContender {
  /// Runs `operation` once, untimed, and returns the views whose origin or width changed and
  /// the frames AutoStack wrote: the two are equal when AutoStack writes only what moves.
  func checkedRun(_ operation: BenchOperation, iteration: inout Int) -> (moved: Int, writes: Int) {
    prepare(operation, iteration: iteration)
    let before = views.map(\.frame)
    let work = self.work
    run(operation, iteration: iteration)
    iteration += 1
    let writes = (self.work - work).frameWrites
    let moved = zip(before, views.map(\.frame)).filter { old, new in
      old.origin != new.origin || old.width != new.width
    }.count
    return (moved, writes)
  }
}
