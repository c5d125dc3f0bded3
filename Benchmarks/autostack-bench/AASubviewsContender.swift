import AutoStackSimulator
import Foundation

/// AASubviews' strategy (see ``AASubviewsStrategy``), run through the same operations.
///
/// AASubviews has no batches, so a batch is as many arrangements as changes; and it does not
/// observe the container, so after a width change the app arranges again.
@MainActor
final class AASubviewsContender: Contender {
  // MARK: Lifecycle

  init(fixture: StackFixture) {
    self.fixture = fixture
    (container, views, shuffled) = SimulatedView.makeFixture(fixture)
    arranged = views
    strategy = AASubviewsStrategy(superview: container)
    strategy.arrange(views)
  }

  // MARK: Internal

  var work: WorkCounts { retiredWork + strategy.work }

  func needsPreparation(_ operation: BenchOperation) -> Bool { operation.needsPreparation }

  func prepare(_ operation: BenchOperation, iteration: Int) {
    switch operation {
    case .fullArrange:
      retiredWork = work
      (container, views, shuffled) = SimulatedView.makeFixture(fixture)
      arranged = views
      strategy = AASubviewsStrategy(superview: container)
    case .hideMiddle: views[fixture.middle].isHidden = false
    case .showMiddle: views[fixture.middle].isHidden = true
    default: break
    }
  }

  func run(_ operation: BenchOperation, iteration: Int) {
    switch operation {
    case .fullArrange:
      strategy.arrange(views)
    case .fullReflow:
      for index in views.indices { views.changeHeight(at: index, iteration: iteration) }
    case .heightChangeTop: views.changeHeight(at: fixture.top, iteration: iteration)
    case .heightChangeMiddle: views.changeHeight(at: fixture.middle, iteration: iteration)
    case .heightChangeBottom: views.changeHeight(at: fixture.bottom, iteration: iteration)
    case .hideMiddle: views[fixture.middle].isHidden = true
    case .showMiddle: views[fixture.middle].isHidden = false
    case .batch:
      for index in fixture.batchIndices { views.changeHeight(at: index, iteration: iteration) }
    case .shuffledRearrange:
      arranged = iteration.isMultiple(of: 2) ? shuffled : views
      strategy.arrange(arranged)
    case .widthChange:
      container.frame.size.width = StackFixture.width(iteration: iteration)
      strategy.arrange(arranged)
    case .unchanged:
      let view = views[fixture.middle]
      let frame = view.frame
      view.frame = frame
    }
  }

  func layoutError() -> String? {
    StackFixture.layoutError(of: arranged, in: container)
  }

  /// The arrangements `operation` runs: AASubviews' cost is this many times one arrangement.
  func passes(_ operation: BenchOperation) -> Int {
    switch operation {
    case .fullReflow: fixture.count
    case .batch: StackFixture.batchSize
    case .unchanged: 0
    default: 1
    }
  }

  // MARK: Private

  private let fixture: StackFixture
  private var container: SimulatedView
  private var views: [SimulatedView]
  private var shuffled: [SimulatedView]
  private var arranged: [SimulatedView]
  private var strategy: AASubviewsStrategy
  /// The work of the strategies that full-arrange runs replaced.
  private var retiredWork = WorkCounts()

}
