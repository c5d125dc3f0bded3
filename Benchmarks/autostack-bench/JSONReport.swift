import Foundation

/// The results as JSON, for `--json FILE`: an array with one record per operation, number of
/// views and contender.
///
/// Each record: `views`; `operation`, the table's title, and `slug`, its name on the command
/// line; `contender`: `AutoStack`, `limit`, `simulator floor` or `AASubviews`; `median_ns`,
/// the time of one operation; `estimated`, whether it was estimated rather than run; `writes`
/// and `reflows`, of the median run; `allocations`, heap allocations per operation; and, for a
/// full arrange, `bytes_per_view`, the heap memory the arrangement holds per view. One more
/// record per size, `memory-engine`, gives the engine's own memory per view, with no time.
enum JSONReport {
  // MARK: Internal

  /// The name of each contender in the records.
  enum ContenderName: String {
    case autoStack = "AutoStack"
    case limit
    case floor = "simulator floor"
    case aasubviews = "AASubviews"
  }

  /// The whole report: one record per line, in a JSON array; `more` records (the fitting
  /// page's, scrolling's) follow the sizes'.
  static func text(_ results: [SizeResult], more: [String] = []) -> String {
    "[\n" + (records(results) + more).map { "  " + $0 }.joined(separator: ",\n") + "\n]\n"
  }

  static func number(_ value: Int) -> String { String(value) }

  // MARK: Private

  private static func records(_ results: [SizeResult]) -> [String] {
    var records: [String] = []
    for size in results {
      for operation in BenchOperation.allCases {
        guard let row = size.operations[operation] else { continue }
        let contenders: [(ContenderName, Measurement?, MemoryProbe.Kind)] = [
          (.autoStack, row.autoStack, .autoStack), (.limit, row.limit, .limit),
          (.floor, row.floor, .floor), (.aasubviews, row.aasubviews, .aasubviews),
        ]
        for (contender, measurement, kind) in contenders {
          guard let measurement else { continue }
          let memory = operation == .fullArrange ? size.memory[kind] : nil
          records.append(
            record([
              ("views", number(size.count)), ("operation", string(operation.title)),
              ("slug", string(operation.slug)), ("contender", string(contender.rawValue)),
              ("median_ns", number(measurement.nanoseconds)),
              ("estimated", String(measurement.isEstimate)),
              ("writes", number(measurement.work.frameWrites)),
              ("reflows", number(measurement.work.reflows)),
              ("allocations", number(measurement.allocations)),
              ("bytes_per_view", memory.map { number($0.heldBytes) } ?? "null"),
            ]))
        }
      }
      if let engine = size.memory[.engine] {
        let allocations = (engine.allocations * Double(size.count)).rounded()
        records.append(
          record([
            ("views", number(size.count)),
            ("operation", string("memory per arranged view, the engine alone")),
            ("slug", string("memory-engine")),
            ("contender", string(ContenderName.autoStack.rawValue)),
            ("median_ns", "null"), ("estimated", "false"), ("writes", "null"),
            ("reflows", "null"), ("allocations", number(allocations)),
            ("bytes_per_view", number(engine.heldBytes)),
          ]))
      }
    }
    return records
  }

  static func record(_ fields: [(String, String)]) -> String {
    "{" + fields.map { "\(string($0)): \($1)" }.joined(separator: ", ") + "}"
  }

  /// Whole numbers without decimals, the others with up to three.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    var text = String(format: "%.3f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// `value` as a JSON string.
  static func string(_ value: String) -> String {
    var escaped = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      case _ where scalar.value < 0x20: escaped += String(format: "\\u%04x", scalar.value)
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped + "\""
  }
}
