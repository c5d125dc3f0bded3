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
  case shuffledRearrange
  case widthChange
  case unchanged

  // MARK: Internal

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
    case .shuffledRearrange: "re-arrange in a shuffled order"
    case .widthChange: "container width change"
    case .unchanged: "same frame set again (no change)"
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
    case .shuffledRearrange: "shuffled-rearrange"
    case .widthChange: "width-change"
    case .unchanged: "unchanged"
    }
  }

  /// Whether the arrangement stays the same views in the same order, so that AutoStack
  /// should not allocate at all.
  var isSteadyState: Bool {
    switch self {
    case .fullArrange, .shuffledRearrange: false
    default: true
    }
  }

  /// Whether each run needs an untimed preparation (fresh views, a view shown or hidden
  /// first), so that runs are timed one at a time.
  var needsPreparation: Bool {
    switch self {
    case .fullArrange, .hideMiddle, .showMiddle: true
    default: false
    }
  }
}
