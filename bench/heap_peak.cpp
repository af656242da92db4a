// Counting operator new and delete (contract in heap_peak.hpp).
#include "heap_peak.hpp"

#include <malloc.h>

#include <atomic>
#include <cstdlib>
#include <new>

namespace {

std::atomic<std::size_t> in_use{0}, high{0};

void* counted(std::size_t bytes) {
  void* p = std::malloc(bytes == 0 ? 1 : bytes);
  if (!p) throw std::bad_alloc();
  const std::size_t now = in_use.fetch_add(malloc_usable_size(p), std::memory_order_relaxed) + malloc_usable_size(p);
  std::size_t seen = high.load(std::memory_order_relaxed);
  while (now > seen && !high.compare_exchange_weak(seen, now, std::memory_order_relaxed)) {
  }
  return p;
}

void released(void* p) noexcept {
  if (!p) return;
  in_use.fetch_sub(malloc_usable_size(p), std::memory_order_relaxed);
  std::free(p);
}

}  // namespace

void* operator new(std::size_t bytes) { return counted(bytes); }
void* operator new[](std::size_t bytes) { return counted(bytes); }
void operator delete(void* p) noexcept { released(p); }
void operator delete[](void* p) noexcept { released(p); }
void operator delete(void* p, std::size_t) noexcept { released(p); }
void operator delete[](void* p, std::size_t) noexcept { released(p); }

namespace climbsim::bench {

HeapPeak::HeapPeak() : base_(in_use.load()) { high.store(base_); }

std::size_t HeapPeak::peak() const { return high.load() - base_; }

}  // namespace climbsim::bench
