import AutoStack
import AutoStackSimulator
import Foundation

/// The heap memory an arrangement holds per view, each figure measured in a process of its
/// own.
///
/// A probe process (`autostack-bench --memory-probe KIND COUNT`) builds the fixture's views
/// and container, then counts the heap bytes allocated and freed while it arranges them, and
/// prints the counts. A fresh process for each figure, so that no storage grown by an
/// earlier arrangement is reused and everything one arrangement costs is counted; in it, an
/// arrangement of one view,
/// released at once, first leaves out what is allocated once per process (type metadata,
/// caches). Bytes are usable sizes, as the allocation counter counts them.
enum MemoryProbe {
  /// What is arranged.
  enum Kind: String, CaseIterable {
    /// AutoStack's whole arrangement, `SimulatedStack.arrange`: the engine's storage (its
    /// entries, which hold the views), the membership each view keeps, the observation record
    /// stored in each simulated view, and the container's subviews.
    case autoStack = "autostack"
    /// The engine alone: the same arrangement with a simulated stack that observes nothing,
    /// the views in the container already, so the engine's storage and the views' memberships
    /// only.
    case engine
    /// The least an arrangement holds: the container's subviews and a record of the views.
    case limit
    /// The same and one observer with an empty handler per view, as the simulator floor has:
    /// its observation record.
    case floor
    /// AASubviews' strategy: the container's subviews, its set of observed views and, per
    /// view, the observation with the old values it reports.
    case aasubviews
  }

  /// What one arrangement allocated, per view.
  struct Figures {
    /// Bytes allocated and not freed by the arrangement: the memory it holds.
    var heldBytes: Double
    /// Bytes allocated while arranging, those freed before the end included.
    var allocatedBytes: Double
    /// Heap allocations while arranging.
    var allocations: Double
  }

  /// Measures each of `kinds` on `count` views, each in a process of its own; empty where
  /// allocations are not counted or a process cannot be started.
  @MainActor
  static func measure(count: Int, kinds: [Kind]) -> [Kind: Figures] {
    #if os(Linux) || os(macOS)
      guard HeapAllocations.isCounted, let executable = Bundle.main.executableURL else {
        return [:]
      }
      var figures: [Kind: Figures] = [:]
      for kind in kinds {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--memory-probe", kind.rawValue, String(count)]
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return [:] }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let numbers = String(decoding: data, as: UTF8.self).split(separator: " ").compactMap {
          Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        guard process.terminationStatus == 0, numbers.count == 3 else { continue }
        let views = Double(count)
        figures[kind] = Figures(
          heldBytes: numbers[0] / views, allocatedBytes: numbers[1] / views,
          allocations: numbers[2] / views)
      }
      return figures
    #else
      return [:]
    #endif
  }

  /// In a probe process: arranges `count` views as `kind` says and returns the bytes held,
  /// the bytes allocated and the allocations, separated by spaces.
  @MainActor
  static func probe(_ kind: Kind, count: Int) -> String {
    _ = arrange(kind, count: 1)
    let (held, allocated, allocations) = arrange(kind, count: count)
    return "\(held) \(allocated) \(allocations)"
  }

  // MARK: Private

  /// Arranges `count` fresh views as `kind` says and returns what the arrangement allocated;
  /// everything is released on return.
  @MainActor
  private static func arrange(_ kind: Kind, count: Int) -> (
    held: Int, allocated: Int, allocations: Int
  ) {
    let (container, views, _) = SimulatedView.makeFixture(StackFixture(count: count))
    let stack = SimulatedStack.attached(to: container)
    stack.observesViews = kind != .engine
    let observer = NSObject()
    if kind == .engine {
      for view in views { container.addSubview(view) }
    }
    var record: [ObjectIdentifier] = []
    let held = HeapAllocations.heldBytes
    let allocated = HeapAllocations.allocatedBytes
    let allocations = HeapAllocations.count
    var strategy: AASubviewsStrategy?
    switch kind {
    case .autoStack:
      SimulatedStack.arrange(in: container, subviews: views, spacing: StackFixture.spacing)
    case .engine:
      stack.engine.arrange(views, options: AutoStackOptions(spacing: StackFixture.spacing))
    case .limit, .floor:
      record.reserveCapacity(count)
      _ = LeastArrange.arrange(
        views, in: container, observer: kind == .floor ? observer : nil,
        width: StackFixture.width, record: &record)
    case .aasubviews:
      strategy = AASubviewsStrategy(superview: container)
      strategy?.arrange(views)
    }
    let result = (
      HeapAllocations.heldBytes - held, HeapAllocations.allocatedBytes - allocated,
      HeapAllocations.count - allocations
    )
    withExtendedLifetime((container, views, stack, observer, record, strategy)) {}
    return result
  }
}
