import AllocationCounter

/// The process's heap allocation counts, where the platform lets the benchmark count them.
enum HeapAllocations {
  /// Whether allocations are counted, which they are on Linux with glibc.
  ///
  /// Elsewhere every count stays `0`.
  static var isCounted: Bool { allocation_counter_is_available() }

  /// The heap allocations made so far, by every thread.
  static var count: Int { Int(allocation_counter_count()) }

  /// The bytes allocated so far: the usable size of every block, freed ones included.
  static var allocatedBytes: Int { Int(allocation_counter_allocated_bytes()) }

  /// The bytes allocated and not freed: the heap memory the process holds.
  static var heldBytes: Int {
    Int(allocation_counter_allocated_bytes()) - Int(allocation_counter_freed_bytes())
  }
}
