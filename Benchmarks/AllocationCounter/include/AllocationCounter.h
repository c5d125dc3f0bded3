#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdbool.h>
#include <stdint.h>

/// Whether heap allocations are counted on this platform: with glibc (Linux) only. Elsewhere
/// the counter stays at 0 and this returns false.
bool allocation_counter_is_available(void);

/// The heap allocations made so far by the whole process: calls to malloc, calloc, realloc,
/// posix_memalign, aligned_alloc and memalign.
uint64_t allocation_counter_count(void);

#endif
