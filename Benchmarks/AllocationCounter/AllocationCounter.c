// Counts heap allocations and their bytes by interposing the allocator: an executable's
// definitions of malloc and friends take precedence over libc's for every shared library in
// the process (the Swift runtime and Foundation included). Each one counts, then calls glibc's
// own implementation through its exported __libc_* entry points; dlsym(RTLD_NEXT) is avoided
// because it may itself allocate. Bytes are usable sizes (malloc_usable_size: the size asked
// for, rounded up by the allocator), counted when a block is allocated and when it is freed,
// so that their difference is the memory held. On other C libraries this file defines only
// the counters.
#include "AllocationCounter.h"

#if defined(__GLIBC__)
#include <errno.h>
#include <malloc.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static uint64_t allocations;
static uint64_t allocated_bytes;
static uint64_t freed_bytes;

/// Counts the block at `pointer`, just allocated, and returns it.
static inline void *count_allocation(void *pointer) {
  __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
  if (pointer != NULL) {
    __atomic_fetch_add(&allocated_bytes, malloc_usable_size(pointer), __ATOMIC_RELAXED);
  }
  return pointer;
}

/// Counts the bytes of the block at `pointer`, about to be freed.
static inline void count_free(void *pointer) {
  if (pointer != NULL) {
    __atomic_fetch_add(&freed_bytes, malloc_usable_size(pointer), __ATOMIC_RELAXED);
  }
}

void *malloc(size_t size) { return count_allocation(__libc_malloc(size)); }

void *calloc(size_t count, size_t size) { return count_allocation(__libc_calloc(count, size)); }

void *realloc(void *pointer, size_t size) {
  // The old block's bytes count as freed only if it was: a failed realloc keeps it.
  size_t old_size = pointer == NULL ? 0 : malloc_usable_size(pointer);
  void *result = __libc_realloc(pointer, size);
  if (result == NULL && size != 0) return NULL;
  __atomic_fetch_add(&freed_bytes, old_size, __ATOMIC_RELAXED);
  return result == NULL ? NULL : count_allocation(result);
}

void *memalign(size_t alignment, size_t size) {
  return count_allocation(__libc_memalign(alignment, size));
}

void *aligned_alloc(size_t alignment, size_t size) {
  return count_allocation(__libc_memalign(alignment, size));
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  // The checks posix_memalign makes and memalign does not.
  if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
  void *pointer = count_allocation(__libc_memalign(alignment, size));
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

void free(void *pointer) {
  count_free(pointer);
  __libc_free(pointer);
}

bool allocation_counter_is_available(void) { return true; }

uint64_t allocation_counter_count(void) {
  return __atomic_load_n(&allocations, __ATOMIC_RELAXED);
}

uint64_t allocation_counter_allocated_bytes(void) {
  return __atomic_load_n(&allocated_bytes, __ATOMIC_RELAXED);
}

uint64_t allocation_counter_freed_bytes(void) {
  return __atomic_load_n(&freed_bytes, __ATOMIC_RELAXED);
}

#else

bool allocation_counter_is_available(void) { return false; }

uint64_t allocation_counter_count(void) { return 0; }

uint64_t allocation_counter_allocated_bytes(void) { return 0; }

uint64_t allocation_counter_freed_bytes(void) { return 0; }

#endif
