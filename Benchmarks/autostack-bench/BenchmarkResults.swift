/// Everything measured for one operation at one number of views.
struct OperationResult {
  var autoStack: Measurement
  var limit: Measurement
  /// `nil` where AASubviews' strategy was not run at this size.
  var aasubviews: Measurement?
  /// The views whose origin or width one run changed, counted on AutoStack's views.
  var moved: Int
  /// The frames AutoStack wrote in that same run.
  var writes: Int
}

/// Everything measured at one number of views.
struct SizeResult {
  let count: Int
  var operations: [BenchOperation: OperationResult] = [:]
  /// Wrong layouts found after the measurements; empty when AutoStack and AASubviews'
  /// strategy were right.
  var layoutErrors: [String] = []
}
