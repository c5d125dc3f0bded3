import Foundation

/// The machine the benchmark runs on, for the report.
enum Machine {
  /// The CPU model, the number of cores and, on Linux, the load average when the run began.
  static var description: String {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let load = loadAverage.map { ", load average \($0) when the run began" } ?? ""
    return "\(cpuModel ?? "unknown CPU"), \(cores) cores\(load)"
  }

  /// The `model name` line of /proc/cpuinfo.
  private static var cpuModel: String? {
    guard let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
      return nil
    }
    return cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
      .flatMap { $0.split(separator: ":", maxSplits: 1).last }
      .map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// The one-minute load average from /proc/loadavg: other work competing for the cores.
  private static var loadAverage: String? {
    guard let loadavg = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else {
      return nil
    }
    return loadavg.split(separator: " ").first.map(String.init)
  }
}
