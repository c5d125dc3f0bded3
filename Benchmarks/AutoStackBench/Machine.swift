import Foundation

/// The machine the benchmark runs on, for the report.
enum Machine {
  /// The CPU model and the number of cores.
  static var description: String {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    return "\(cpuModel ?? "unknown CPU"), \(cores) cores"
  }

  /// The `model name` line of /proc/cpuinfo, on Linux.
  private static var cpuModel: String? {
    guard let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
      return nil
    }
    return cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
      .flatMap { $0.split(separator: ":", maxSplits: 1).last }
      .map { $0.trimmingCharacters(in: .whitespaces) }
  }
}
