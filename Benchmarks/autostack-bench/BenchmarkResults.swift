/// Everything measured for one operation at one number of views.
struct OperationResult {
  var autoStack: Measurement
  /// `nil` where the limit means nothing (a teardown).
  var limit: Measurement?
  var floor: Measurement
  /// `nil` where AASubviews' strategy was not run at this size, or cannot do this.
  var aasubviews: Measurement?
  /// The views whose origin or width one run changed, counted on AutoStack's views.
  ///
  /// `nil` where AutoStack's time was estimated, not run. For changes made one after another,
  /// the views each change moved, summed: the frames the simulator floor wrote, as it writes
  /// exactly what each of its passes moves.
  var moved: Int?
  /// The frames AutoStack wrote in that same run (for changes made one after another, in the
  /// median run, as the floor's).
  var writes: Int?
}

/// Everything measured at one number of views.
struct SizeResult {
  let count: Int
  var operations: [BenchOperation: OperationResult] = [:]
  /// Wrong layouts found after the measurements, and views left observed after a teardown;
  /// empty when AutoStack, the simulator floor and AASubviews' strategy were right.
  var layoutErrors: [LayoutError] = []
  /// The heap memory per arranged view; empty where it was not measured.
  var memory: [MemoryProbe.Kind: MemoryProbe.Figures] = [:]
}

/// A wrong layout, or something left behind by a teardown, found after an operation.
struct LayoutError: CustomStringConvertible {
  let contender: String
  let operation: BenchOperation
  let message: String

  var description: String { "\(contender), after \(operation.title): \(message)" }
}
