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
    var work = retiredWork + Self.work(of: stack)
    if let nested {
      for container in [nested.outer] + nested.inner {
        work = work + Self.work(of: container.stack)
      }
    }
    return work
  }

  /// The frame of every view an operation may move, in a fixed order: the fixture's views,
  /// the view the insert operation adds, and the nested stacks' views.
  var frames: [CGRect] {
    (views + [inserted] + (nested?.all ?? [])).map(\.frame)
  }

  func needsPreparation(_ operation: BenchOperation) -> Bool { operation.needsPreparation }

  func setUp(_ operation: BenchOperation) {
    switch operation {
    case .insertMiddle:
      withInserted = fixture.inserting(inserted, into: views)
    case .removeMiddle:
      withoutMiddle = fixture.removingMiddle(of: views)
    case .nestedHeightChange where nested == nil:
      let nested = NestedViews(fixture: fixture)
      for (container, views) in zip(nested.inner, nested.views) {
        SimulatedStack.arrange(in: container, subviews: views, spacing: StackFixture.spacing)
      }
      SimulatedStack.arrange(
        in: nested.outer, subviews: nested.inner, spacing: StackFixture.spacing)
      self.nested = nested
    default: break
    }
  }

  func prepare(_ operation: BenchOperation, iteration: Int) {
    switch operation {
    case .fullArrange:
      // Everything of the previous run goes away here, untimed.
      if let stack {
        stack.engine.stop()
        retiredWork = retiredWork + Self.work(of: stack)
      }
      stack = nil
      (container, views, shuffled) = SimulatedView.makeFixture(fixture)
      arranged = views
    case .hideMiddle: views[fixture.middle].isHidden = false
    case .showMiddle: views[fixture.middle].isHidden = true
    case .insertMiddle, .removeMiddle: finish(operation)
    case .teardown:
      checkTeardown()
      // A fresh container each time; the views, which outlive the teardown, are reused.
      let container = SimulatedView.makeContainer()
      if teardownViews.isEmpty { teardownViews = SimulatedView.makeViews(count: fixture.count) }
      SimulatedStack.arrange(
        in: container, subviews: teardownViews, spacing: StackFixture.spacing)
      teardownContainer = container
      releasedContainer = Weak(container)
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
    case .batch, .largeBatch:
      stack?.engine.performBatch {
        views.changeHeights(at: fixture.changeIndices(operation), iteration: iteration)
      }
    case .unbatched, .largeUnbatched:
      views.changeHeights(at: fixture.changeIndices(operation), iteration: iteration)
    case .shuffledRearrange:
      arranged = iteration.isMultiple(of: 2) ? shuffled : views
      SimulatedStack.arrange(in: container, subviews: arranged, spacing: StackFixture.spacing)
    case .insertMiddle:
      arranged = withInserted
      SimulatedStack.arrange(in: container, subviews: arranged, spacing: StackFixture.spacing)
    case .removeMiddle:
      arranged = withoutMiddle
      SimulatedStack.arrange(in: container, subviews: arranged, spacing: StackFixture.spacing)
    case .widthChange:
      container.frame.size.width = StackFixture.width(iteration: iteration)
    case .unchanged:
      let view = views[fixture.middle]
      let frame = view.frame
      view.frame = frame
    case .nestedHeightChange:
      nested?.changeHeight(iteration: iteration)
    case .teardown:
      teardownContainer?.stack?.engine.stop()
      teardownContainer = nil
    }
  }

  func finish(_ operation: BenchOperation) {
    switch operation {
    case .insertMiddle, .removeMiddle:
      guard arranged.count != views.count else { return }
      arranged = views
      SimulatedStack.arrange(in: container, subviews: views, spacing: StackFixture.spacing)
    case .teardown:
      checkTeardown()
    default: break
    }
  }

  func layoutError() -> String? {
    StackFixture.layoutError(of: arranged, in: container)
      ?? nested?.layoutError()
      ?? teardownError
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
  /// The view the insert operation adds, and the fixture's views with it, and without the
  /// middle one.
  private let inserted = SimulatedView.makeInsertedView()
  private var withInserted: [SimulatedView] = []
  private var withoutMiddle: [SimulatedView] = []
  private var nested: NestedViews?
  /// The arrangement the next teardown run stops and releases, and its views, which stay.
  private var teardownContainer: SimulatedView?
  private var teardownViews: [SimulatedView] = []
  /// The container the last teardown run released, to check it is gone.
  private var releasedContainer: Weak<SimulatedView>?
  /// What the first teardown found left behind, if anything.
  private var teardownError: String?

  private static func work(of stack: SimulatedStack?) -> WorkCounts {
    guard let statistics = stack?.engine.statistics else { return WorkCounts() }
    return WorkCounts(frameWrites: statistics.frameWrites, reflows: statistics.reflows)
  }

  /// Checks that the last teardown run left no view observed and released its container.
  private func checkTeardown() {
    guard teardownError == nil, teardownContainer == nil, let releasedContainer else { return }
    let observed = teardownViews.filter { $0.observerCount > 0 }.count
    if observed > 0 {
      teardownError = "after a teardown, \(observed) of \(teardownViews.count) views still observed"
    } else if releasedContainer.object != nil {
      teardownError = "after a teardown, the released container is still alive"
    }
  }
}

extension AutoStackContender {
  /// The views whose origin or width changed between `before` and `after`, two values of
  /// ``frames``: AutoStack should write exactly these.
  static func moved(from before: [CGRect], to after: [CGRect]) -> Int {
    zip(before, after).filter { old, new in
      old.origin != new.origin || old.width != new.width
    }.count
  }
}
