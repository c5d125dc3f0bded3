import AutoStackSimulator
import Foundation

/// AASubviews' strategy (see ``AASubviewsStrategy``), run through the same operations.
///
/// AASubviews has no batches, so a batch is as many arrangements as changes, the same ones as
/// without a batch; it does not observe the container, so after a width change the app
/// arranges again; and it has no way to stop observing, so it has no teardown.
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

  var work: WorkCounts {
    nestedStrategies.reduce(retiredWork + strategy.work) { $0 + $1.work }
  }

  func needsPreparation(_ operation: BenchOperation) -> Bool { operation.needsPreparation }

  func setUp(_ operation: BenchOperation) {
    switch operation {
    case .insertMiddle:
      withInserted = fixture.inserting(inserted, into: views)
    case .removeMiddle:
      withoutMiddle = fixture.removingMiddle(of: views)
    case .nestedHeightChange where nested == nil:
      // The inner stacks first, so that the outer one stacks them at their heights.
      let nested = NestedViews(fixture: fixture)
      for (container, views) in zip(nested.inner, nested.views) {
        let strategy = AASubviewsStrategy(superview: container)
        strategy.arrange(views)
        nestedStrategies.append(strategy)
      }
      let outer = AASubviewsStrategy(superview: nested.outer)
      outer.arrange(nested.inner)
      nestedStrategies.append(outer)
      self.nested = nested
    default: break
    }
  }

  func prepare(_ operation: BenchOperation, iteration: Int) {
    switch operation {
    case .fullArrange:
      retiredWork = retiredWork + strategy.work
      (container, views, shuffled) = SimulatedView.makeFixture(fixture)
      arranged = views
      strategy = AASubviewsStrategy(superview: container)
    case .hideMiddle: views[fixture.middle].isHidden = false
    case .showMiddle: views[fixture.middle].isHidden = true
    case .insertMiddle, .removeMiddle: finish(operation)
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
    case .batch, .unbatched, .largeBatch, .largeUnbatched:
      views.changeHeights(at: fixture.changeIndices(operation), iteration: iteration)
    case .shuffledRearrange:
      arranged = iteration.isMultiple(of: 2) ? shuffled : views
      strategy.arrange(arranged)
    case .insertMiddle:
      arranged = withInserted
      strategy.arrange(arranged)
    case .removeMiddle:
      arranged = withoutMiddle
      strategy.arrange(arranged)
    case .widthChange:
      container.frame.size.width = StackFixture.width(iteration: iteration)
      strategy.arrange(arranged)
    case .unchanged:
      let view = views[fixture.middle]
      let frame = view.frame
      view.frame = frame
    case .nestedHeightChange:
      nested?.changeHeight(iteration: iteration)
    case .teardown:
      break
    }
  }

  func finish(_ operation: BenchOperation) {
    guard operation == .insertMiddle || operation == .removeMiddle,
      arranged.count != views.count
    else { return }
    arranged = views
    strategy.arrange(views)
  }

  /// Heights changed back with the strategy not reacting, then one arrangement: undoing a
  /// thousand changes by a thousand arrangements would take as long as the measurement.
  func restore(_ operation: BenchOperation, iteration: Int) {
    let indices: [Int]
    switch operation {
    case .fullReflow: indices = Array(views.indices)
    case .batch, .unbatched, .largeBatch, .largeUnbatched:
      indices = fixture.changeIndices(operation)
    default:
      runAgain(operation, iteration: iteration)
      return
    }
    strategy.ignoringChanges { views.changeHeights(at: indices, iteration: iteration) }
    strategy.arrange(arranged)
  }

  func layoutError() -> String? {
    StackFixture.layoutError(of: arranged, in: container) ?? nested?.layoutError()
  }

  /// The arrangements `operation` runs: AASubviews' cost is this many times one arrangement.
  func passes(_ operation: BenchOperation) -> Int {
    switch operation {
    case .fullReflow: fixture.count
    case .batch, .unbatched, .largeBatch, .largeUnbatched:
      operation.changeCount ?? 1
    case .nestedHeightChange: 2
    case .unchanged, .teardown: 0
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
  /// The view the insert operation adds, and the fixture's views with it, and without the
  /// middle one.
  private let inserted = SimulatedView.makeInsertedView()
  private var withInserted: [SimulatedView] = []
  private var withoutMiddle: [SimulatedView] = []
  /// The nested stacks, with one strategy per inner container and one for the outer one.
  private var nested: NestedViews?
  private var nestedStrategies: [AASubviewsStrategy] = []
}
