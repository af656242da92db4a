// The heap a piece of work holds at its peak, for the memory benchmarks (bench/map_memory.cpp).
//
// Contract: heap_peak.cpp replaces the global operator new and delete of the benchmark binary with
// ones that count the bytes in use (malloc_usable_size, so a block counts what it really takes).
// HeapPeak starts a window: peak() is the most bytes in use at once since then, above what was in
// use when it started. Counts every thread; allocations outside operator new (malloc itself, the
// thread stacks) are not seen.
#pragma once

#include <cstddef>

namespace climbsim::bench {

class HeapPeak {
 public:
  HeapPeak();
  [[nodiscard]] std::size_t peak() const;

 private:
  std::size_t base_;
};

}  // namespace climbsim::bench
