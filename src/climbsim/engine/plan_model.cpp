#include "climbsim/engine/plan_model.hpp"

#include <algorithm>

#include "climbsim/platform/dispatch.hpp"
#include "climbsim/engine/table_cache.hpp"
#include "climbsim/engine/kernels/compare_step_avx2.hpp"
#include "climbsim/engine/kernels/end_counts.hpp"

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define CLIMBSIM_PLAN_AVX512 1
#endif

namespace climbsim {

namespace {

constexpr std::size_t kGroupsPerBlock = 64;  // 512 samples a block

// The frame every path shares: blocks of groups of 8 samples, per-lane histograms ([s * 8 + lane],
// so consecutive increments never wait on each other) merged at the end.
// `groups_fn(u, groups, valid_in_last, lane_hist)` runs one block.
template <class GroupsFn>
void run_groups_chunk(const std::vector<std::shared_ptr<const ClamberStep>>& steps, int states, LaneRng& rng,
                      std::uint64_t n, WoundTally& into, GroupsFn groups_fn) {
  if (steps.empty()) {
    into.n += n;  // no dice: every sample ends unwounded
    return;
  }
  const std::size_t S = steps.size();
  std::vector<std::uint64_t> lane_hist(static_cast<std::size_t>(states) * 8, 0);
  std::vector<std::uint64_t> u(kGroupsPerBlock * S * 8);
  const std::uint64_t groups = (n + 7) / 8;
  for (std::uint64_t g0 = 0; g0 < groups; g0 += kGroupsPerBlock) {
    const std::size_t gb = static_cast<std::size_t>(std::min<std::uint64_t>(kGroupsPerBlock, groups - g0));
    rng.fill(u.data(), gb * S * 8);
    // Valid lanes in this block's last group: 8, except in the chunk's very last group.
    const std::uint64_t last = g0 + gb == groups ? n - (groups - 1) * 8 : 8;
    groups_fn(u.data(), gb, last, lane_hist.data());
  }
  into.add_histogram(lane_hist, 8);
}

}  // namespace

PlanModel::PlanModel(const WoundLadder& unit, double p, const std::vector<int>& dice_per_step)
    : unit_(unit), cap_(unit.cap()), states_(cap_ + 1) {
  for (int d : dice_per_step) {
    if (d > 0) steps_.push_back(shared_clamber_step(unit, p, d));
    most_wounds_ += unit.minis() * d;
  }
  most_wounds_ = std::min(most_wounds_, cap_);
}

void PlanModel::run_chunk_portable(LaneRng& rng, std::uint64_t n, Tally& into) const {
  const std::size_t S = steps_.size();
  run_groups_chunk(steps_, states_, rng, n, into, [&](const std::uint64_t* u, std::size_t gb, std::uint64_t last, std::uint64_t* hist) {
    for (std::size_t g = 0; g < gb; ++g) {
      const std::size_t lanes = g + 1 == gb ? static_cast<std::size_t>(last) : 8;
      for (std::size_t l = 0; l < lanes; ++l) {
        std::uint64_t st = 0;
        for (std::size_t j = 0; j < S; ++j) st = steps_[j]->advance(st, u[(g * S + j) * 8 + l]);
        ++hist[st * 8 + l];
      }
    }
  });
}

#ifdef CLIMBSIM_PLAN_AVX512
namespace {

// Entry s[l] of a per-state row for every lane, from the row's registers lo and hi: one permute
// (Stride 8) or a two-register one (16). Every sample starts unwounded, so at the first step
// (First) the entry is state 0's for every lane: a broadcast.
template <int Stride, bool First>
__attribute__((target("avx512f"))) inline __m512i entry(const std::uint64_t* row, __m512i lo, __m512i hi, __m512i s) noexcept {
  static_assert(Stride == 8 || Stride == 16);
  if constexpr (First) return _mm512_set1_epi64(static_cast<long long>(row[0]));
  else if constexpr (Stride == 8) return _mm512_permutexvar_epi64(s, lo);
  else return _mm512_permutex2var_epi64(lo, s, hi);
}

// A per-state row in the registers `entry` permutes: one (Stride 8) or two (16).
template <int Stride>
__attribute__((target("avx512f"))) inline void row_registers(const std::uint64_t* row, __m512i* lo, __m512i* hi) noexcept {
  *lo = _mm512_loadu_si512(row);
  *hi = Stride == 16 ? _mm512_loadu_si512(row + 8) : *lo;
}

// One step for B groups: s[b] becomes group b's states after step `st` with uniforms x[b].
template <int Stride, int B, bool First>
__attribute__((target("avx512f"), always_inline)) inline void step(const ClamberStep& st, const __m512i* x, __m512i capv, __m512i* s) noexcept {
  const __m512i one = _mm512_set1_epi64(1);
  __m512i w[B], lo, hi;
#pragma GCC unroll 4
  for (int b = 0; b < B; ++b) w[b] = _mm512_setzero_si512();
  for (int k = 0; k < st.thresholds(); ++k) {
    row_registers<Stride>(st.row(k), &lo, &hi);
#pragma GCC unroll 4
    for (int b = 0; b < B; ++b)
      w[b] = _mm512_mask_add_epi64(w[b], _mm512_cmpge_epu64_mask(x[b], (entry<Stride, First>(st.row(k), lo, hi, s[b]))), w[b], one);
  }
  row_registers<Stride>(st.dice_rolled(), &lo, &hi);
#pragma GCC unroll 4
  for (int b = 0; b < B; ++b) {
    const __m512i most = entry<Stride, First>(st.dice_rolled(), lo, hi, s[b]);
    s[b] = _mm512_min_epu64(_mm512_add_epi64(s[b], _mm512_min_epu64(w[b], most)), capv);
  }
}

// Runs a batch of B groups of 8 samples, groups g .. g + B - 1, through the steps into s[0 .. B - 1],
// step by step: each group has its own state vector, so B independent chains hide the permute's
// latency, and each threshold row is loaded once for the batch.
template <int Stride, int B>
__attribute__((target("avx512f"))) inline void run_batch(const std::vector<std::shared_ptr<const ClamberStep>>& steps,
                                                         const std::uint64_t* u, std::size_t g, __m512i capv,
                                                         __m512i* s) noexcept {
  const std::size_t S = steps.size();
#pragma GCC unroll 4
  for (int b = 0; b < B; ++b) s[b] = _mm512_setzero_si512();
  for (std::size_t j = 0; j < S; ++j) {
    __m512i x[B];
#pragma GCC unroll 4
    for (int b = 0; b < B; ++b) x[b] = _mm512_loadu_si512(u + ((g + static_cast<std::size_t>(b)) * S + j) * 8);
    if (j == 0) step<Stride, B, true>(*steps[j], x, capv, s);
    else step<Stride, B, false>(*steps[j], x, capv, s);
  }
}

// Runs groups of 8 samples through the steps into the per-lane histograms (run_groups_chunk), in
// batches of 4 groups (the remainder one at a time), the end states counted in registers;
// `groups` is at most a block.
template <int Stride>
__attribute__((target("avx512f"))) void run_groups(const std::vector<std::shared_ptr<const ClamberStep>>& steps, const std::uint64_t* u,
                                                   std::size_t groups, std::uint64_t valid_in_last, std::uint64_t cap,
                                                   std::uint64_t* hist) noexcept {
  static_assert(kGroupsPerBlock <= EndCounts<1>::kMostGroups);
  constexpr int B = 4;
  const __m512i capv = _mm512_set1_epi64(static_cast<long long>(cap));
  const auto lanes = [&](std::size_t g) { return g + 1 == groups ? static_cast<__mmask8>((1u << valid_in_last) - 1) : __mmask8{0xFF}; };
  EndCounts<Stride / 8> ends;
  std::size_t g = 0;
  __m512i s[B];
  for (; g + B <= groups; g += B) {
    run_batch<Stride, B>(steps, u, g, capv, s);
#pragma GCC unroll 4
    for (int b = 0; b < B; ++b) ends.add(s[b], lanes(g + static_cast<std::size_t>(b)));
  }
  for (; g < groups; ++g) {
    run_batch<Stride, 1>(steps, u, g, capv, s);
    ends.add(s[0], lanes(g));
  }
  ends.add_to(hist, cap + 1);
}

// The next-state kernels: one gather of ClamberStep::next_table per step for 8 (or 4) lanes, the
// index (s << 8 | top 8 bits of u); a 4-byte gather at a 2-byte scale reads the entry in its low
// half. Lanes whose bucket holds a threshold (kSearch: a few in a hundred for small units, more for large ones) are finished by the
// step's scalar search. States stay below 2^16.
constexpr int kBits = ClamberStep::kGuideBits;

// The lanes of `lost` (a bit a lane) found kSearch: next[l] becomes the step's search from state
// s[l] with uniform x[l].
inline void search_lost_lanes(const ClamberStep& st, unsigned lost, const std::uint64_t* s, const std::uint64_t* x,
                              std::uint64_t* next) noexcept {
  for (int l = 0; lost != 0; ++l, lost >>= 1)
    if (lost & 1) next[l] = st.search(s[l], x[l]);
}

// One step for a group: *s becomes the state after step `st` with uniforms x.
__attribute__((target("avx512f"))) inline void next_state(const ClamberStep& st, __m512i x, __m512i* s) noexcept {
  const __m512i at = _mm512_or_si512(_mm512_slli_epi64(*s, kBits), _mm512_srli_epi64(x, 64 - kBits));
  const __m512i next = _mm512_and_si512(_mm512_cvtepu32_epi64(_mm512_i64gather_epi32(at, st.next_table(), 2)), _mm512_set1_epi64(0xFFFF));
  const __mmask8 lost = _mm512_cmpeq_epu64_mask(next, _mm512_set1_epi64(ClamberStep::kSearch));
  if (lost != 0) [[unlikely]] {
    alignas(64) std::uint64_t ss[8], xs[8], fixed[8];
    _mm512_store_si512(ss, *s);
    _mm512_store_si512(xs, x);
    _mm512_store_si512(fixed, next);
    search_lost_lanes(st, lost, ss, xs, fixed);
    *s = _mm512_load_si512(fixed);
  } else {
    *s = next;
  }
}

// Groups in batches of B, step by step (B independent gathers in flight), as run_groups does.
template <int B>
__attribute__((target("avx512f"))) inline void run_batch_next(const std::vector<std::shared_ptr<const ClamberStep>>& steps,
                                                              const std::uint64_t* u, std::size_t g, std::size_t groups,
                                                              std::uint64_t valid_in_last, std::uint64_t* hist) noexcept {
  const std::size_t S = steps.size();
  __m512i s[B];
#pragma GCC unroll 4
  for (int b = 0; b < B; ++b) s[b] = _mm512_setzero_si512();
  for (std::size_t j = 0; j < S; ++j) {
    const ClamberStep& st = *steps[j];
#pragma GCC unroll 4
    for (int b = 0; b < B; ++b) next_state(st, _mm512_loadu_si512(u + ((g + static_cast<std::size_t>(b)) * S + j) * 8), &s[b]);
  }
  alignas(64) std::uint64_t out[8];
  for (int b = 0; b < B; ++b) {
    _mm512_store_si512(out, s[b]);
    const std::size_t lanes = g + static_cast<std::size_t>(b) + 1 == groups ? static_cast<std::size_t>(valid_in_last) : 8;
    for (std::size_t l = 0; l < lanes; ++l) ++hist[out[l] * 8 + l];
  }
}

__attribute__((target("avx512f"))) void run_groups_next(const std::vector<std::shared_ptr<const ClamberStep>>& steps,
                                                        const std::uint64_t* u, std::size_t groups, std::uint64_t valid_in_last,
                                                        std::uint64_t* hist) noexcept {
  constexpr int B = 4;
  std::size_t g = 0;
  for (; g + B <= groups; g += B) run_batch_next<B>(steps, u, g, groups, valid_in_last, hist);
  for (; g < groups; ++g) run_batch_next<1>(steps, u, g, groups, valid_in_last, hist);
}

// The end states of B groups (8 states a group as 32-bit lanes, groups g .. g + B - 1) into the
// per-lane histograms, the valid lanes only.
template <int B>
__attribute__((target("avx2"), always_inline)) inline void count_ends_avx2(const __m256i* s, std::size_t g, std::size_t groups,
                                                                           std::uint64_t valid_in_last, std::uint64_t* hist) noexcept {
  alignas(32) std::uint32_t out[8];
  for (int b = 0; b < B; ++b) {
    _mm256_store_si256(reinterpret_cast<__m256i*>(out), s[b]);
    const std::size_t lanes = g + static_cast<std::size_t>(b) + 1 == groups ? static_cast<std::size_t>(valid_in_last) : 8;
    for (std::size_t l = 0; l < lanes; ++l) ++hist[static_cast<std::size_t>(out[l]) * 8 + l];
  }
}

// The AVX2 path for units of more than 16 states: a group's 8 states as 32-bit lanes of one
// register (states stay below 2^16), so a step is one 8-lane gather of ClamberStep::next_table, the
// index (s << 8 | the top 8 bits of u), the top bits taken from the high halves of the group's 8
// uniforms. B groups go step by step together, B gathers in flight. A lane whose bucket holds a
// threshold is finished by the step's scalar search with its full uniform: each lane's arithmetic
// is the portable path's, and so are the bits.
template <int B>
__attribute__((target("avx2"), always_inline)) inline void run_batch_next_avx2(const std::vector<std::shared_ptr<const ClamberStep>>& steps,
                                                                               const std::uint64_t* u, std::size_t g, std::size_t groups,
                                                                               std::uint64_t valid_in_last, std::uint64_t* hist) noexcept {
  const std::size_t S = steps.size();
  const __m256i low16 = _mm256_set1_epi32(0xFFFF);
  const __m256i search = _mm256_set1_epi32(ClamberStep::kSearch);
  __m256i s[B];
#pragma GCC unroll 8
  for (int b = 0; b < B; ++b) s[b] = _mm256_setzero_si256();
  for (std::size_t j = 0; j < S; ++j) {
    const ClamberStep& st = *steps[j];
    const int* table = reinterpret_cast<const int*>(st.next_table());
    __m256i next[B];
    std::uint64_t lost = 0;
#pragma GCC unroll 8
    for (int b = 0; b < B; ++b) {
      const std::uint64_t* x = u + ((g + static_cast<std::size_t>(b)) * S + j) * 8;
      // The high halves of the 8 uniforms, in lane order: odd dwords of both registers, then the
      // 64-bit quarters put back in order.
      const __m256 lo = _mm256_castsi256_ps(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(x)));
      const __m256 hi = _mm256_castsi256_ps(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(x + 4)));
      const __m256i high = _mm256_permute4x64_epi64(_mm256_castps_si256(_mm256_shuffle_ps(lo, hi, 0xDD)), 0xD8);
      const __m256i at = _mm256_or_si256(_mm256_slli_epi32(s[b], kBits), _mm256_srli_epi32(high, 32 - kBits));
      next[b] = _mm256_and_si256(_mm256_i32gather_epi32(table, at, 2), low16);
      lost |= static_cast<std::uint64_t>(_mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(next[b], search)))) << (8 * b);
    }
    if (lost != 0) [[unlikely]] {
      alignas(32) std::uint32_t ss[8], fixed[8];
      for (int b = 0; b < B; ++b) {
        auto mine = static_cast<unsigned>(lost >> (8 * b)) & 0xFFU;
        if (mine == 0) continue;
        const std::uint64_t* x = u + ((g + static_cast<std::size_t>(b)) * S + j) * 8;
        _mm256_store_si256(reinterpret_cast<__m256i*>(ss), s[b]);
        _mm256_store_si256(reinterpret_cast<__m256i*>(fixed), next[b]);
        for (int l = 0; mine != 0; ++l, mine >>= 1)
          if (mine & 1) fixed[l] = static_cast<std::uint32_t>(st.search(ss[l], x[l]));
        next[b] = _mm256_load_si256(reinterpret_cast<const __m256i*>(fixed));
      }
    }
#pragma GCC unroll 8
    for (int b = 0; b < B; ++b) s[b] = next[b];
  }
  count_ends_avx2<B>(s, g, groups, valid_in_last, hist);
}

__attribute__((target("avx2"))) void run_groups_next_avx2(const std::vector<std::shared_ptr<const ClamberStep>>& steps,
                                                          const std::uint64_t* u, std::size_t groups,
                                                          std::uint64_t valid_in_last, std::uint64_t* hist) noexcept {
  constexpr int B = 4;
  std::size_t g = 0;
  for (; g + B <= groups; g += B) run_batch_next_avx2<B>(steps, u, g, groups, valid_in_last, hist);
  for (; g < groups; ++g) run_batch_next_avx2<1>(steps, u, g, groups, valid_in_last, hist);
}

// The AVX2 path for units of up to 16 states: each step by 32-bit compares of the uniforms' high
// halves with the thresholds' (kernels/compare_step_avx2.hpp), B groups step by step together.
template <int Stride, int B>
__attribute__((target("avx2"), always_inline)) inline void run_batch_compare_avx2(const std::vector<std::shared_ptr<const ClamberStep>>& steps,
                                                                                  const std::uint64_t* u, std::size_t g, std::size_t groups,
                                                                                  std::uint64_t valid_in_last, std::uint64_t* hist) noexcept {
  const std::size_t S = steps.size();
  __m256i s[B];
#pragma GCC unroll 8
  for (int b = 0; b < B; ++b) s[b] = _mm256_setzero_si256();
  for (std::size_t j = 0; j < S; ++j) {
    const ClamberStep& st = *steps[j];
#pragma GCC unroll 8
    for (int b = 0; b < B; ++b) {
      const std::uint64_t* x = u + ((g + static_cast<std::size_t>(b)) * S + j) * 8;
      if (j == 0) compare_step_avx2::compare_step<Stride, true>(st, x, &s[b]);
      else compare_step_avx2::compare_step<Stride, false>(st, x, &s[b]);
    }
  }
  count_ends_avx2<B>(s, g, groups, valid_in_last, hist);
}

template <int Stride>
__attribute__((target("avx2"))) void run_groups_compare_avx2(const std::vector<std::shared_ptr<const ClamberStep>>& steps,
                                                             const std::uint64_t* u, std::size_t groups,
                                                             std::uint64_t valid_in_last, std::uint64_t* hist) noexcept {
  constexpr int B = 4;
  std::size_t g = 0;
  for (; g + B <= groups; g += B) run_batch_compare_avx2<Stride, B>(steps, u, g, groups, valid_in_last, hist);
  for (; g < groups; ++g) run_batch_compare_avx2<Stride, 1>(steps, u, g, groups, valid_in_last, hist);
}

}  // namespace

void PlanModel::run_chunk_avx2(LaneRng& rng, std::uint64_t n, Tally& into) const {
  const int stride = steps_.empty() ? 0 : steps_.front()->stride();
  run_groups_chunk(steps_, states_, rng, n, into, [&](const std::uint64_t* u, std::size_t gb, std::uint64_t last, std::uint64_t* hist) {
    if (stride == 8) run_groups_compare_avx2<8>(steps_, u, gb, last, hist);
    else if (stride == 16) run_groups_compare_avx2<16>(steps_, u, gb, last, hist);
    else run_groups_next_avx2(steps_, u, gb, last, hist);
  });
}

void PlanModel::run_chunk_avx512(LaneRng& rng, std::uint64_t n, Tally& into) const {
  const int stride = steps_.empty() ? 0 : steps_.front()->stride();
  const auto cap = static_cast<std::uint64_t>(cap_);
  run_groups_chunk(steps_, states_, rng, n, into, [&](const std::uint64_t* u, std::size_t gb, std::uint64_t last, std::uint64_t* hist) {
    if (stride == 8) run_groups<8>(steps_, u, gb, last, cap, hist);
    else if (stride == 16) run_groups<16>(steps_, u, gb, last, cap, hist);
    else run_groups_next(steps_, u, gb, last, hist);
  });
}
#endif

void PlanModel::run_chunk(LaneRng& rng, std::uint64_t n, Tally& into) const {
  dispatch([&] { run_chunk_portable(rng, n, into); },
#ifdef CLIMBSIM_PLAN_AVX512
           [&] { run_chunk_avx2(rng, n, into); },
#else
           [&] { run_chunk_portable(rng, n, into); },
#endif
#ifdef CLIMBSIM_PLAN_AVX512
           [&] { run_chunk_avx512(rng, n, into); }
#else
           [&] { run_chunk_portable(rng, n, into); }
#endif
  );
}

}  // namespace climbsim
