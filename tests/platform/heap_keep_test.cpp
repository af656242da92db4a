// platform/heap_keep.hpp: with the settings taken, a block of 24 MiB (a 0.1" table's grids are up to
// 6 MB) comes from the heap, not from a mapping of its own, as glibc's count of mapped blocks tells.
// Not under AddressSanitizer, whose allocator is not glibc's.
#include "climbsim/platform/heap_keep.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>  // defines __GLIBC__ where the C library is glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#if defined(__SANITIZE_ADDRESS__)
#define CLIMBSIM_TEST_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CLIMBSIM_TEST_ASAN 1
#endif
#endif

#if defined(__GLIBC__) && !defined(CLIMBSIM_TEST_ASAN)
TEST_CASE("keep_freed_memory: a 24 MiB block is served from the heap", "[platform]") {
  REQUIRE(climbsim::keep_freed_memory());
  const auto mapped_before = mallinfo2().hblks;
  void* block = std::malloc(std::size_t{24} << 20);
  REQUIRE(block != nullptr);
  const auto mapped_during = mallinfo2().hblks;
  std::free(block);
  CHECK(mapped_during == mapped_before);  // glibc's default (a 128 KiB threshold, rising to what was freed) maps it
}
#endif
