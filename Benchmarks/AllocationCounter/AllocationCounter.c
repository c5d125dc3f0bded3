// Counts heap allocations by interposing the allocator: an executable's definitions of
// malloc and friends take precedence over libc's for every shared library in the process
// (the Swift runtime and Foundation included). Each one counts, then calls glibc's own
// implementation through its exported __libc_* entry points; dlsym(RTLD_NEXT) is avoided
// because it may itself allocate. On other C libraries this file defines only the counter.
#include "AllocationCounter.h"

#if defined(__GLIBC__)
#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static uint64_t allocations;

static inline void count_allocation(void) {
  __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
}

void *malloc(size_t size) {
  count_allocation();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  count_allocation();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  count_allocation();
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  count_allocation();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  count_allocation();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  // The checks posix_memalign makes and memalign does not.
  if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
  count_allocation();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

bool allocation_counter_is_available(void) { return true; }

uint64_t allocation_counter_count(void) {
  return __atomic_load_n(&allocations, __ATOMIC_RELAXED);
}

#else

bool allocation_counter_is_available(void) { return false; }

uint64_t allocation_counter_count(void) { return 0; }

#endif
