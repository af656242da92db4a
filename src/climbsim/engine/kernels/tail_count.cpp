#include "climbsim/engine/kernels/tail_count.hpp"

#include <algorithm>

#include "climbsim/platform/dispatch.hpp"

#ifdef CLIMBSIM_X86_KERNELS
#include <immintrin.h>
#endif

namespace climbsim {

void count_tails_portable(const std::uint64_t* u, std::size_t n, const std::uint64_t* thresholds, int count,
                          std::uint64_t* tail) noexcept {
  for (int k = 0; k < count; ++k) {
    const std::uint64_t t = thresholds[k];
    std::uint64_t c = 0;
    for (std::size_t i = 0; i < n; ++i) c += (u[i] >= t) ? 1 : 0;
    tail[k] += c;
  }
}

#ifdef CLIMBSIM_X86_KERNELS
namespace {

// Thresholds in groups of G with one accumulator register each, so each uniform is loaded once
// per group. G is a template parameter so the accumulators stay in registers.
template <int G>
__attribute__((target("avx512f"))) void group_avx512(const std::uint64_t* u, std::size_t n, const std::uint64_t* t,
                                                     std::uint64_t* tail) noexcept {
  __m512i acc[G];
  __m512i tv[G];
  const __m512i one = _mm512_set1_epi64(1);
  for (int j = 0; j < G; ++j) {
    acc[j] = _mm512_setzero_si512();
    tv[j] = _mm512_set1_epi64(static_cast<long long>(t[j]));
  }
  std::size_t i = 0;
  for (; i + 8 <= n; i += 8) {
    const __m512i x = _mm512_loadu_si512(u + i);
    for (int j = 0; j < G; ++j) acc[j] = _mm512_mask_add_epi64(acc[j], _mm512_cmpge_epu64_mask(x, tv[j]), acc[j], one);
  }
  for (int j = 0; j < G; ++j) {
    // Summed through memory: GCC 12's _mm512_reduce_add_epi64 trips -Wuninitialized in its header.
    alignas(64) std::uint64_t lanes[8];
    _mm512_store_si512(lanes, acc[j]);
    std::uint64_t c = 0;
    for (std::uint64_t v : lanes) c += v;
    for (std::size_t r = i; r < n; ++r) c += (u[r] >= t[j]) ? 1 : 0;
    tail[j] += c;
  }
}

template <int G>
__attribute__((target("avx2"))) void group_avx2(const std::uint64_t* u, std::size_t n, const std::uint64_t* t,
                                                std::uint64_t* tail) noexcept {
  // AVX2 compares signed: flipping the sign bit of both sides turns it into an unsigned compare.
  const __m256i sign = _mm256_set1_epi64x(static_cast<long long>(0x8000000000000000ULL));
  __m256i acc[G];
  __m256i tv[G];
  for (int j = 0; j < G; ++j) {
    acc[j] = _mm256_setzero_si256();
    // u >= t  <=>  !(t > u): count the t > u lanes and subtract from n at the end.
    tv[j] = _mm256_xor_si256(_mm256_set1_epi64x(static_cast<long long>(t[j])), sign);
  }
  std::size_t i = 0;
  for (; i + 4 <= n; i += 4) {
    const __m256i x = _mm256_xor_si256(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(u + i)), sign);
    for (int j = 0; j < G; ++j) acc[j] = _mm256_sub_epi64(acc[j], _mm256_cmpgt_epi64(tv[j], x));
  }
  for (int j = 0; j < G; ++j) {
    alignas(32) std::uint64_t lanes[4];
    _mm256_store_si256(reinterpret_cast<__m256i*>(lanes), acc[j]);
    std::uint64_t below = lanes[0] + lanes[1] + lanes[2] + lanes[3];
    std::uint64_t c = static_cast<std::uint64_t>(i) - below;
    for (std::size_t r = i; r < n; ++r) c += (u[r] >= t[j]) ? 1 : 0;
    tail[j] += c;
  }
}

using GroupFn = void (*)(const std::uint64_t*, std::size_t, const std::uint64_t*, std::uint64_t*) noexcept;

struct Avx512 {
  template <int G>
  static void run(const std::uint64_t* u, std::size_t n, const std::uint64_t* t, std::uint64_t* tail) noexcept {
    group_avx512<G>(u, n, t, tail);
  }
};
struct Avx2 {
  template <int G>
  static void run(const std::uint64_t* u, std::size_t n, const std::uint64_t* t, std::uint64_t* tail) noexcept {
    group_avx2<G>(u, n, t, tail);
  }
};

template <class Isa>
void count_groups(const std::uint64_t* u, std::size_t n, const std::uint64_t* t, int count, std::uint64_t* tail) noexcept {
  static constexpr GroupFn table[] = {nullptr,           Isa::template run<1>, Isa::template run<2>, Isa::template run<3>,
                                      Isa::template run<4>, Isa::template run<5>, Isa::template run<6>, Isa::template run<7>,
                                      Isa::template run<8>};
  for (int k = 0; k < count; k += 8) {
    const int g = std::min(8, count - k);
    table[g](u, n, t + k, tail + k);
  }
}

}  // namespace

void count_tails(const std::uint64_t* u, std::size_t n, const std::uint64_t* thresholds, int count,
                 std::uint64_t* tail) noexcept {
  dispatch([&] { count_tails_portable(u, n, thresholds, count, tail); },
           [&] { count_groups<Avx2>(u, n, thresholds, count, tail); },
           [&] { count_groups<Avx512>(u, n, thresholds, count, tail); });
}

#else

void count_tails(const std::uint64_t* u, std::size_t n, const std::uint64_t* thresholds, int count,
                 std::uint64_t* tail) noexcept {
  count_tails_portable(u, n, thresholds, count, tail);
}

#endif

}  // namespace climbsim
