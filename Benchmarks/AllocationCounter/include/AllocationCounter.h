#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdbool.h>
#include <stdint.h>

/// Whether heap allocations are counted on this platform: with glibc (Linux) only. Elsewhere
/// the counters stay at 0 and this returns false.
bool allocation_counter_is_available(void);

/// The heap allocations made so far by the whole process: calls to malloc, calloc, realloc,
/// posix_memalign, aligned_alloc and memalign.
uint64_t allocation_counter_count(void);

/// The bytes of every block those calls returned so far: each block's usable size, which is
/// the size asked for rounded up by the allocator (malloc_usable_size).
uint64_t allocation_counter_allocated_bytes(void);

/// The bytes of every block freed so far, by free or by a realloc that moved it, counted as
/// allocation_counter_allocated_bytes counts them: the difference is the memory held.
uint64_t allocation_counter_freed_bytes(void);

#endif
