// Contract in heap_keep.hpp.
#include "climbsim/platform/heap_keep.hpp"

#include <cstdlib>  // before the test below: it defines __GLIBC__ where the C library is glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace climbsim {

bool keep_freed_memory() noexcept {
#if defined(__GLIBC__)
  constexpr int kMappedFrom = 32 << 20;   // glibc's largest mmap threshold on a 64-bit build
  constexpr int kKeptAtTop = 512 << 20;
  const int mapped = mallopt(M_MMAP_THRESHOLD, kMappedFrom);
  const int kept = mallopt(M_TRIM_THRESHOLD, kKeptAtTop);
  return mapped == 1 && kept == 1;
#else
  return false;
#endif
}

}  // namespace climbsim
