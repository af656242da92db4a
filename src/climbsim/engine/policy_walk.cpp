// The policy walk on vector registers (contract in policy_walk.hpp).
#include "climbsim/engine/policy_walk.hpp"

#include <algorithm>

#include "climbsim/engine/kernels/end_counts.hpp"

namespace climbsim {

std::optional<std::uint64_t> pack_step(std::uint64_t rolled, std::uint64_t wounds, std::int64_t base, std::uint64_t actions) {
  constexpr std::uint64_t kField = 0xFFFF;
  if (rolled > kField || wounds > kField || actions > kField || base < -32768 || base > 32767) return std::nullopt;
  return rolled | wounds << 16 | (static_cast<std::uint64_t>(base) & kField) << 32 | actions << 48;
}

}  // namespace climbsim

#ifdef CLIMBSIM_X86_KERNELS

namespace climbsim {

namespace {

constexpr std::size_t kLanes = LaneRng::kLanes;
constexpr std::size_t kGroupsPerBlock = 64;  // 512 walks a block
static_assert(kGroupsPerBlock <= EndCounts<1>::kMostGroups);
constexpr int kBatch = 4;                    // groups walked side by side: independent chains

// Entry `at` of a per-place table of kMostPlaces numbers, for every lane: a two-register permute
// (places 0-15), and for Wide tables a second one and a blend by bit 4 of the place.
template <bool Wide>
__attribute__((target("avx512f"))) inline void look_up(const std::uint64_t* table, __m512i at, __mmask8 high, __m512i* out) noexcept {
  const __m512i lo = _mm512_permutex2var_epi64(_mm512_loadu_si512(table), at, _mm512_loadu_si512(table + 8));
  if constexpr (Wide)
    *out = _mm512_mask_blend_epi64(high, lo, _mm512_permutex2var_epi64(_mm512_loadu_si512(table + 16), at, _mm512_loadu_si512(table + 24)));
  else
    *out = lo;
}

// Entry `at` of a per-place table for every lane; at the start every lane stands on place 0 (First),
// and the entry is a broadcast.
template <bool Wide, bool First>
__attribute__((target("avx512f"))) inline void look_up_at(const std::uint64_t* table, __m512i at, __mmask8 high, __m512i* out) noexcept {
  if constexpr (First) *out = _mm512_set1_epi64(static_cast<long long>(table[0]));
  else look_up<Wide>(table, at, high, out);
}

// One round for B groups: x[b] the uniforms of group b (zero in the round without uniforms); First:
// the walks' first round, every one on place 0.
template <bool Wide, int B, bool First = false>
__attribute__((target("avx512f"))) inline void round(const PlaceTables& t, const __m512i* x, __m512i* at, __m512i* actions) noexcept {
  const __m512i one = _mm512_set1_epi64(1), cap = _mm512_set1_epi64(static_cast<long long>(t.cap));
  const __m512i cap_place = _mm512_set1_epi64(static_cast<long long>(t.cap_place));
  __mmask8 high[B];
  __m512i w[B];
#pragma GCC unroll 4
  for (int b = 0; b < B; ++b) {
    high[b] = Wide && !First ? _mm512_test_epi64_mask(at[b], _mm512_set1_epi64(16)) : __mmask8{0};
    w[b] = _mm512_setzero_si512();
  }
  for (int k = 0; k < t.thresholds; ++k) {
    const std::uint64_t* row = t.threshold.data() + static_cast<std::size_t>(k) * PlaceTables::kMostPlaces;
#pragma GCC unroll 4
    for (int b = 0; b < B; ++b) {
      __m512i thr;
      look_up_at<Wide, First>(row, at[b], high[b], &thr);
      w[b] = _mm512_mask_add_epi64(w[b], _mm512_cmpge_epu64_mask(x[b], thr), w[b], one);
    }
  }
  const __m512i low16 = _mm512_set1_epi64(0xFFFF);
#pragma GCC unroll 4
  for (int b = 0; b < B; ++b) {
    __m512i step;  // pack_step's fields
    look_up_at<Wide, First>(t.step.data(), at[b], high[b], &step);
    const __m512i rolled = _mm512_and_si512(step, low16);
    const __m512i wounds = _mm512_and_si512(_mm512_srli_epi64(step, 16), low16);
    const __m512i base = _mm512_srai_epi64(_mm512_slli_epi64(step, 16), 48);
    actions[b] = _mm512_add_epi64(actions[b], _mm512_srli_epi64(step, 48));
    const __m512i n = _mm512_min_epu64(_mm512_add_epi64(wounds, _mm512_min_epu64(w[b], rolled)), cap);
    at[b] = _mm512_mask_blend_epi64(_mm512_cmpeq_epu64_mask(n, cap), _mm512_add_epi64(base, n), cap_place);
  }
}

// Walks groups g .. g + B - 1 of a block whose rows start at `rows`, into the tally.
template <bool Wide, int B>
__attribute__((target("avx512f"))) inline void walk_batch(const PlaceTables& t, int draws, const std::uint64_t* rows, std::size_t g,
                                                          std::size_t groups, std::uint64_t valid_in_last, EndCounts<Wide ? 4 : 2>& ends,
                                                          __m512i* sum, __m512i* sum_sq) noexcept {
  __m512i at[B], actions[B], x[B];
#pragma GCC unroll 4
  for (int b = 0; b < B; ++b) at[b] = actions[b] = _mm512_setzero_si512();
  const auto D = static_cast<std::size_t>(draws);
  const __m512i end = _mm512_set1_epi64(static_cast<long long>(t.end));
  for (std::size_t j = 0; j <= D; ++j) {
    // Once every walk of the batch stands at an end, the rounds left change nothing.
    if (j > 0) {
      __mmask8 walking = 0;
#pragma GCC unroll 4
      for (int b = 0; b < B; ++b) walking |= _mm512_cmplt_epu64_mask(at[b], end);
      if (walking == 0) break;
    }
#pragma GCC unroll 4
    for (int b = 0; b < B; ++b)
      x[b] = j < D ? _mm512_loadu_si512(rows + ((g + static_cast<std::size_t>(b)) * D + j) * kLanes) : _mm512_setzero_si512();
    if (j == 0) round<Wide, B, true>(t, x, at, actions);
    else round<Wide, B>(t, x, at, actions);
  }
#pragma GCC unroll 4
  for (int b = 0; b < B; ++b) {
    const bool last = g + static_cast<std::size_t>(b) + 1 == groups;
    const auto valid = last ? static_cast<__mmask8>((1u << valid_in_last) - 1) : __mmask8{0xFF};
    *sum = _mm512_mask_add_epi64(*sum, valid, *sum, actions[b]);
    *sum_sq = _mm512_mask_add_epi64(*sum_sq, valid, *sum_sq, _mm512_mul_epu32(actions[b], actions[b]));
    ends.add(_mm512_sub_epi64(at[b], end), valid);
  }
}

template <bool Wide>
__attribute__((target("avx512f"))) void walk(const PlaceTables& t, int draws, LaneRng& rng, std::uint64_t n, std::uint64_t* lane_hist,
                                             std::uint64_t& sum_actions, std::uint64_t& sum_actions_sq) {
  const auto D = static_cast<std::size_t>(draws);
  std::vector<std::uint64_t> rows(std::max<std::size_t>(kGroupsPerBlock * D * kLanes, 1));
  __m512i sum = _mm512_setzero_si512(), sum_sq = _mm512_setzero_si512();
  const std::uint64_t groups = (n + kLanes - 1) / kLanes;
  for (std::uint64_t g0 = 0; g0 < groups; g0 += kGroupsPerBlock) {
    const auto gb = static_cast<std::size_t>(std::min<std::uint64_t>(kGroupsPerBlock, groups - g0));
    if (D > 0) rng.fill(rows.data(), gb * D * kLanes);
    const std::uint64_t valid_in_last = g0 + gb == groups ? n - (groups - 1) * kLanes : kLanes;
    EndCounts<Wide ? 4 : 2> ends;  // the ends, 0 .. cap, below 32 (16 when not Wide)
    std::size_t g = 0;
    for (; g + kBatch <= gb; g += kBatch) walk_batch<Wide, kBatch>(t, draws, rows.data(), g, gb, valid_in_last, ends, &sum, &sum_sq);
    for (; g < gb; ++g) walk_batch<Wide, 1>(t, draws, rows.data(), g, gb, valid_in_last, ends, &sum, &sum_sq);
    ends.add_to(lane_hist, static_cast<std::size_t>(t.cap) + 1);
  }
  sum_actions += static_cast<std::uint64_t>(_mm512_reduce_add_epi64(sum));
  sum_actions_sq += static_cast<std::uint64_t>(_mm512_reduce_add_epi64(sum_sq));
}

}  // namespace

void walk_policy_avx512(const PlaceTables& tables, int draws, LaneRng& rng, std::uint64_t n, std::uint64_t* lane_hist,
                        std::uint64_t& sum_actions, std::uint64_t& sum_actions_sq) {
  if (tables.end + tables.cap < 16) walk<false>(tables, draws, rng, n, lane_hist, sum_actions, sum_actions_sq);
  else walk<true>(tables, draws, rng, n, lane_hist, sum_actions, sum_actions_sq);
}

}  // namespace climbsim

#else

#include <stdexcept>

namespace climbsim {

void walk_policy_avx512(const PlaceTables&, int, LaneRng&, std::uint64_t, std::uint64_t*, std::uint64_t&, std::uint64_t&) {
  throw std::logic_error("walk_policy_avx512: not an x86-64 build");
}

}  // namespace climbsim

#endif
