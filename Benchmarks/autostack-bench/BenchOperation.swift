/// What the benchmark times, for every contender and every number of views.
enum BenchOperation: CaseIterable {
  case fullArrange
  case fullReflow
  case heightChangeTop
  case heightChangeMiddle
  case heightChangeBottom
  case hideMiddle
  case showMiddle
  case batch
  case unbatched
  case largeBatch
  case largeUnbatched
  case shuffledRearrange
  case insertMiddle
  case removeMiddle
  case widthChange
  case unchanged
  case nestedHeightChange
  case teardown

  // MARK: Internal

  /// The table's name for the operation.
  var title: String {
    switch self {
    case .fullArrange: "full arrange"
    case .fullReflow: "full reflow, every height changed"
    case .heightChangeTop: "one height change, top"
    case .heightChangeMiddle: "one height change, middle"
    case .heightChangeBottom: "one height change, bottom"
    case .hideMiddle: "hide one, middle"
    case .showMiddle: "show one, middle"
    case .batch: "batch of \(StackFixture.batchSize) height changes"
    case .unbatched: "\(StackFixture.batchSize) height changes, no batch"
    case .largeBatch: "batch of \(largeBatchSize) height changes"
    case .largeUnbatched: "\(largeBatchSize) height changes, no batch"
    case .shuffledRearrange: "re-arrange in a shuffled order"
    case .insertMiddle: "insert one view, middle"
    case .removeMiddle: "remove one view, middle"
    case .widthChange: "container width change"
    case .unchanged: "same frame set again (no change)"
    case .nestedHeightChange: "nested stacks, one inner change"
    case .teardown: "teardown: stop, release container"
    }
  }

  /// The operation's name on the command line.
  var slug: String {
    switch self {
    case .fullArrange: "full-arrange"
    case .fullReflow: "full-reflow"
    case .heightChangeTop: "height-top"
    case .heightChangeMiddle: "height-middle"
    case .heightChangeBottom: "height-bottom"
    case .hideMiddle: "hide-middle"
    case .showMiddle: "show-middle"
    case .batch: "batch"
    case .unbatched: "unbatched"
    case .largeBatch: "batch-1000"
    case .largeUnbatched: "unbatched-1000"
    case .shuffledRearrange: "shuffled-rearrange"
    case .insertMiddle: "insert-middle"
    case .removeMiddle: "remove-middle"
    case .widthChange: "width-change"
    case .unchanged: "unchanged"
    case .nestedHeightChange: "nested-height"
    case .teardown: "teardown"
    }
  }

  /// Whether the arrangement stays the same views in the same order, so that AutoStack
  /// should not allocate at all.
  var isSteadyState: Bool {
    switch self {
    case .fullArrange, .shuffledRearrange, .insertMiddle, .removeMiddle, .teardown: false
    default: true
    }
  }

  /// Whether each run needs an untimed preparation (fresh views, a view shown or hidden
  /// first, a view put back), so that runs are timed one at a time.
  var needsPreparation: Bool {
    switch self {
    case .fullArrange, .hideMiddle, .showMiddle, .insertMiddle, .removeMiddle, .teardown: true
    default: false
    }
  }

  /// Whether the limit means something here: a teardown of structs has nothing to stop.
  var hasLimit: Bool { self != .teardown }

  /// Whether AASubviews' strategy can do this: it has no way to stop observing, so it has no
  /// teardown.
  var isInAASubviews: Bool { self != .teardown }

  /// The height changes of a batch, or of the same changes made one after another.
  var changeCount: Int? {
    switch self {
    case .batch, .unbatched: StackFixture.batchSize
    case .largeBatch, .largeUnbatched: StackFixture.largeBatchSize
    default: nil
    }
  }

  /// For changes made one after another, the batch of the same changes, which leaves the
  /// views in the same state; `nil` for the other operations.
  var batched: Self? {
    switch self {
    case .unbatched: .batch
    case .largeUnbatched: .largeBatch
    default: nil
    }
  }

  // MARK: Private

  private var largeBatchSize: String { Formatting.count(StackFixture.largeBatchSize) }
}
