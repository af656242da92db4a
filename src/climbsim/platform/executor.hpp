// Where the library's parallel loops run: oneTBB when the build has it, one thread when it has not.
//
// Contract: parallel_for(n, body) calls body(i) once for each i in [0, n), in any order, on any
// thread. deterministic_reduce(first, last, identity, body, join) splits [first, last) the way
// oneTBB's parallel_deterministic_reduce splits a blocked_range of grain 1 (halves, the left half
// ending at first + (last - first) / 2), runs body(sub-range, identity) on each leaf and joins the
// halves left to right, so its result is the same bits with and without TBB and on any thread
// count. PerThread<T> gives each thread its own T, made by the factory on first use; for_each visits
// those made, in no set order (callers merge them under an order of their own). call_once(flag, f)
// runs f once per OnceFlag: a thread that asks while another runs it waits and, under oneTBB, helps
// with f's own parallel work (collaborative_call_once) rather than sitting idle; if f throws, the
// next call runs it again. The serial executor (CLIMBSIM_HAVE_TBB undefined: the core-only and web
// builds) runs the same calls in order.
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>

#if CLIMBSIM_HAVE_TBB
#include <tbb/blocked_range.h>
#include <tbb/collaborative_call_once.h>
#include <tbb/enumerable_thread_specific.h>
#include <tbb/parallel_for.h>
#include <tbb/parallel_reduce.h>
#else
#include <functional>
#include <optional>
#endif

namespace climbsim::exec {

// A half-open range of chunk indices, as a body sees it.
struct Range {
  std::uint64_t first = 0, last = 0;
  [[nodiscard]] std::uint64_t begin() const noexcept { return first; }
  [[nodiscard]] std::uint64_t end() const noexcept { return last; }
};

template <class Body>
void parallel_for(std::size_t n, const Body& body) {
#if CLIMBSIM_HAVE_TBB
  tbb::parallel_for(std::size_t{0}, n, [&](std::size_t i) { body(i); });
#else
  for (std::size_t i = 0; i < n; ++i) body(i);
#endif
}

#if CLIMBSIM_HAVE_TBB
using OnceFlag = tbb::collaborative_once_flag;
template <class F>
void call_once(OnceFlag& flag, F&& f) {
  tbb::collaborative_call_once(flag, std::forward<F>(f));
}
#else
struct OnceFlag {
  bool done = false;
};
template <class F>
void call_once(OnceFlag& flag, F&& f) {
  if (flag.done) return;
  std::forward<F>(f)();
  flag.done = true;
}
#endif

#if !CLIMBSIM_HAVE_TBB
namespace detail {
template <class T, class Body, class Join>
T reduce_serial(std::uint64_t first, std::uint64_t last, const T& identity, const Body& body, const Join& join) {
  // tbb::blocked_range of grain 1 is divisible while it holds more than one index, and splits at
  // begin + (end - begin) / 2; parallel_deterministic_reduce joins left with right.
  if (last - first <= 1) return body(Range{first, last}, identity);
  const std::uint64_t middle = first + (last - first) / 2;
  T left = reduce_serial(first, middle, identity, body, join);
  return join(std::move(left), reduce_serial(middle, last, identity, body, join));
}
}  // namespace detail
#endif

template <class T, class Body, class Join>
T deterministic_reduce(std::uint64_t first, std::uint64_t last, const T& identity, const Body& body, const Join& join) {
  if (first >= last) return identity;
#if CLIMBSIM_HAVE_TBB
  return tbb::parallel_deterministic_reduce(
      tbb::blocked_range<std::uint64_t>(first, last, 1), identity,
      [&](const tbb::blocked_range<std::uint64_t>& r, T acc) { return body(Range{r.begin(), r.end()}, std::move(acc)); },
      [&](T a, const T& b) { return join(std::move(a), b); });
#else
  return detail::reduce_serial(first, last, identity, body, join);
#endif
}

template <class T>
class PerThread {
 public:
  template <class Factory>
  explicit PerThread(Factory make)
#if CLIMBSIM_HAVE_TBB
      : items_(std::move(make)) {
  }
  T& local() { return items_.local(); }
  // Each thread's T that was made, in no set order.
  template <class Visit>
  void for_each(const Visit& visit) {
    for (T& t : items_) visit(t);
  }

 private:
  tbb::enumerable_thread_specific<T> items_;
#else
      : make_(std::move(make)) {
  }
  T& local() {
    if (!item_) item_.emplace(make_());
    return *item_;
  }
  template <class Visit>
  void for_each(const Visit& visit) {
    if (item_) visit(*item_);
  }

 private:
  std::function<T()> make_;
  std::optional<T> item_;
#endif
};

}  // namespace climbsim::exec
