import AllocationCounter

/// The process's heap allocation count, where the platform lets the benchmark count them.
enum HeapAllocations {
  /// Whether allocations are counted, which they are on Linux with glibc.
  ///
  /// Elsewhere ``count`` stays `0`.
  static var isCounted: Bool { allocation_counter_is_available() }

  /// The heap allocations made so far, by every thread.
  static var count: Int { Int(allocation_counter_count()) }
}
