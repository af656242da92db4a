#include "climbsim/engine/cliff_model.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "climbsim/engine/kernels/cliff_block.hpp"
#include "climbsim/platform/dispatch.hpp"
#include "climbsim/random/xoshiro_step.hpp"

#include "climbsim/engine/statistics.hpp"

#ifdef CLIMBSIM_X86_KERNELS
#include <immintrin.h>
#endif

namespace climbsim {

namespace {

__extension__ using u128 = unsigned __int128;  // a GCC/Clang extension; __extension__ keeps -Wpedantic quiet

std::uint64_t threshold_of(int count36) {
  // floor(count / 36 * 2^64), exact in 128-bit arithmetic; 36/36 is "always".
  if (count36 >= 36) return UINT64_MAX;
  return static_cast<std::uint64_t>((static_cast<u128>(count36) << 64) / 36);
}

void add_at(std::vector<std::uint64_t>& hist, std::size_t t, std::uint64_t by = 1) {
  if (hist.size() <= t) hist.resize(t + 1, 0);
  hist[t] += by;
}

}  // namespace

void CliffTally::merge(const CliffTally& o) {
  stacks += o.stacks;
  units += o.units;
  arrived += o.arrived;
  eliminated += o.eliminated;
  sum_mph += o.sum_mph;
  sum_mph_sq += o.sum_mph_sq;
  sum_mph_arrived += o.sum_mph_arrived;
  sum_mph_arrived_sq += o.sum_mph_arrived_sq;
  stacks_all_arrived += o.stacks_all_arrived;
  stacks_any_arrived += o.stacks_any_arrived;
  sum_arrived_sq += o.sum_arrived_sq;
  for (std::size_t t = 0; t < o.ended_at.size(); ++t) add_at(ended_at, t, o.ended_at[t]);
  for (std::size_t t = 0; t < o.arrived_at.size(); ++t) add_at(arrived_at, t, o.arrived_at[t]);
}

CliffModel::CliffModel(DrOutcomes o, int levels, int units_per_stack) {
  // A climb of no levels, or a stack of no units, has nothing to walk (the rules give 1 or more).
  if (levels < 1 || units_per_stack < 1) throw std::invalid_argument("a cliff climb needs at least one level and one unit");
  rule_.advance_below = threshold_of(o.advance);
  rule_.hold_below = threshold_of(o.advance + o.hold);
  rule_.always_advance = o.advance == 36 ? ~std::uint64_t{0} : 0;
  rule_.never_eliminated = o.eliminated == 0 ? ~std::uint64_t{0} : 0;
  rule_.levels = static_cast<std::uint64_t>(levels);
  rule_.units = static_cast<std::uint64_t>(units_per_stack);
}

namespace {

using cliff_kernels::CliffLanes;
using U32x4 = std::uint32_t __attribute__((vector_size(16)));  // WebAssembly's 128-bit SIMD
using U32x8 = std::uint32_t __attribute__((vector_size(32)));

constexpr std::size_t kLogSize = LaneRows::kRows * CliffLanes::L;  // one block's codes, at most

// One block of rows on one path: kBlockRows Falling DRs for every lane, the codes of the climbs
// that ended written to `log` (room for kLogSize + 8); returns how many codes it wrote. A path may
// write zeros too (a lane where nothing ended): code 0 is never counted.
using WalkBlock = std::size_t (*)(CliffLanes& w, const std::uint64_t* rows, const CliffRule& r, std::uint64_t* log);

// The walk of one chunk: `stacks` stacks, lane l taking stacks/kLanes of them (one more for the
// first stacks % kLanes lanes). Rows run in blocks of kBlockRows; the log of a block is counted
// after it (four histogram copies, so increments of one code seldom wait on each other), and
// whether any lane has stacks left is asked once a block. A lane with none left idles.
void cliff_walk(LaneRng& rng, std::uint64_t stacks, const CliffRule& rule, CliffTally& into, WalkBlock walk_block) {
  constexpr std::size_t L = CliffLanes::L, kBlockRows = LaneRows::kRows, kCopies = 4;
  CliffLanes w;
  for (std::size_t l = 0; l < L; ++l) w.stacks_left[l] = stacks / L + (l < stacks % L ? 1 : 0);
  std::vector<std::uint64_t> hist;  // [code * kCopies + copy]
  alignas(64) std::uint64_t log[kLogSize + 8];
  LaneRows rows(rng);
  for (std::uint64_t remaining = stacks; remaining > 0;) {
    // Room for every code this block can write: a climb grows by one MPh a row.
    const std::uint64_t longest = *std::max_element(w.mph, w.mph + L) + kBlockRows;
    if (hist.size() < (2 * longest + 2) * kCopies) hist.resize(static_cast<std::size_t>((2 * longest + 2) * kCopies * 2), 0);
    const std::size_t logged = walk_block(w, rows.next_block(), rule, log);
    for (std::size_t i = 0; i < logged; ++i) ++hist[static_cast<std::size_t>(log[i] * kCopies + (i % kCopies))];
    remaining = 0;
    for (std::size_t l = 0; l < L; ++l) remaining += w.stacks_left[l];
  }
  // Code 0 is a lane where nothing ended; the sums are the histograms' moments.
  for (std::size_t t = 1; t < hist.size() / (2 * kCopies); ++t) {
    std::uint64_t e = 0, a = 0;
    for (std::size_t c = 0; c < kCopies; ++c) {
      e += hist[(2 * t) * kCopies + c];
      a += hist[(2 * t + 1) * kCopies + c];
    }
    e += a;
    if (e == 0) continue;
    add_at(into.ended_at, t, e);
    if (a > 0) add_at(into.arrived_at, t, a);
    into.arrived += a;
    into.eliminated += e - a;
    into.sum_mph += t * e;
    into.sum_mph_sq += t * t * e;
    into.sum_mph_arrived += t * a;
    into.sum_mph_arrived_sq += t * t * a;
  }
  for (std::size_t l = 0; l < L; ++l) {
    into.stacks_all_arrived += w.all[l];
    into.stacks_any_arrived += w.any[l];
    into.sum_arrived_sq += w.arrived_sq[l];
  }
  into.stacks += stacks;
  into.units += stacks * rule.units;
}

std::size_t walk_block_portable(CliffLanes& w, const std::uint64_t* rows, const CliffRule& r, std::uint64_t* log) {
#ifdef __wasm_simd128__
  // The page's engine: four 32-bit lanes a 128-bit vector, or two 64-bit ones; the same steps.
  if (!cliff_kernels::cliff_block_narrow<U32x4, 4, LaneRows::kRows>(w, rows, r, log))
    cliff_kernels::cliff_block<U64x2, 2, LaneRows::kRows>(w, rows, r, log);
#else
  cliff_kernels::cliff_block<std::uint64_t, 1, LaneRows::kRows>(w, rows, r, log);  // the reference, lane by lane
#endif
  return kLogSize;
}

}  // namespace

void CliffModel::run_chunk_portable(LaneRng& rng, std::uint64_t n, Tally& into) const {
  cliff_walk(rng, n, rule_, into, walk_block_portable);
}

#ifdef CLIMBSIM_X86_KERNELS
namespace {
__attribute__((target("avx2"))) std::size_t walk_block_avx2(CliffLanes& w, const std::uint64_t* rows, const CliffRule& r,
                                                             std::uint64_t* log) {
  // All eight lanes in one register of 32-bit lanes, or two of 64-bit ones; the same steps.
  if (!cliff_kernels::cliff_block_narrow<U32x8, 8, LaneRows::kRows>(w, rows, r, log))
    cliff_kernels::cliff_block<U64x4, 4, LaneRows::kRows>(w, rows, r, log);
  return kLogSize;
}

// The same walk as cliff_block, with the eight lanes' conditions held as mask registers rather than
// as vectors of all ones (GCC's vectors spill the state there and every condition waits on a load,
// which made the walk latency-bound), and only the codes of climbs that ended kept, packed by a
// compress (about a third of a log; the counting afterwards is the costlier half).
__attribute__((target("avx512f"))) std::size_t walk_block_avx512(CliffLanes& w, const std::uint64_t* rows, const CliffRule& r,
                                                                 std::uint64_t* log) {
  const __m512i one = _mm512_set1_epi64(1);
  const __m512i advance_below = _mm512_set1_epi64(static_cast<long long>(r.advance_below));
  const __m512i hold_below = _mm512_set1_epi64(static_cast<long long>(r.hold_below));
  const __m512i levels = _mm512_set1_epi64(static_cast<long long>(r.levels));
  const __m512i units = _mm512_set1_epi64(static_cast<long long>(r.units));
  const __mmask8 always_advance = r.always_advance ? 0xFF : 0, never_eliminated = r.never_eliminated ? 0xFF : 0;
  __m512i level = _mm512_load_si512(w.level), mph = _mm512_load_si512(w.mph), unit = _mm512_load_si512(w.unit);
  __m512i here = _mm512_load_si512(w.arrived_here), left = _mm512_load_si512(w.stacks_left);
  __m512i all = _mm512_load_si512(w.all), any = _mm512_load_si512(w.any), sq = _mm512_load_si512(w.arrived_sq);
  std::size_t logged = 0;
  for (std::size_t row = 0; row < LaneRows::kRows; ++row) {
    const __m512i x = _mm512_load_si512(rows + row * CliffLanes::L);
    const __mmask8 active = _mm512_test_epi64_mask(left, left);
    mph = _mm512_mask_add_epi64(mph, active, mph, one);
    const __mmask8 advances = _mm512_cmplt_epu64_mask(x, advance_below) | always_advance;
    const __mmask8 holds = _mm512_cmplt_epu64_mask(x, hold_below);
    const __mmask8 eliminated = active & ~advances & ~holds & ~never_eliminated;
    level = _mm512_mask_add_epi64(level, active & advances, level, one);
    const __mmask8 ends = eliminated | (active & _mm512_cmpeq_epu64_mask(level, levels));
    const __mmask8 arrives = ends & ~eliminated;
    here = _mm512_mask_add_epi64(here, arrives, here, one);
    sq = _mm512_mask_add_epi64(sq, arrives, sq, _mm512_sub_epi64(_mm512_add_epi64(here, here), one));
    unit = _mm512_mask_add_epi64(unit, ends, unit, one);
    const __mmask8 stack_ends = ends & _mm512_cmpeq_epu64_mask(unit, units);
    all = _mm512_mask_add_epi64(all, stack_ends & _mm512_cmpeq_epu64_mask(here, units), all, one);
    any = _mm512_mask_add_epi64(any, stack_ends & _mm512_test_epi64_mask(here, here), any, one);
    left = _mm512_mask_sub_epi64(left, stack_ends, left, one);
    const __m512i code = _mm512_mask_add_epi64(_mm512_add_epi64(mph, mph), arrives, _mm512_add_epi64(mph, mph), one);
    _mm512_storeu_si512(log + logged, _mm512_maskz_compress_epi64(ends, code));
    logged += static_cast<std::size_t>(__builtin_popcount(ends));
    mph = _mm512_maskz_mov_epi64(static_cast<__mmask8>(~ends), mph);  // a climb that ended starts again from 0
    level = _mm512_maskz_mov_epi64(static_cast<__mmask8>(~ends), level);
    unit = _mm512_maskz_mov_epi64(static_cast<__mmask8>(~stack_ends), unit);
    here = _mm512_maskz_mov_epi64(static_cast<__mmask8>(~stack_ends), here);
  }
  _mm512_store_si512(w.level, level), _mm512_store_si512(w.mph, mph), _mm512_store_si512(w.unit, unit);
  _mm512_store_si512(w.arrived_here, here), _mm512_store_si512(w.stacks_left, left);
  _mm512_store_si512(w.all, all), _mm512_store_si512(w.any, any), _mm512_store_si512(w.arrived_sq, sq);
  return logged;
}
}  // namespace
#endif

void CliffModel::run_chunk(LaneRng& rng, std::uint64_t n, Tally& into) const {
  dispatch([&] { run_chunk_portable(rng, n, into); },
#ifdef CLIMBSIM_X86_KERNELS
           [&] { cliff_walk(rng, n, rule_, into, walk_block_avx2); }, [&] { cliff_walk(rng, n, rule_, into, walk_block_avx512); }
#else
           [] {}, [] {}
#endif
  );
}

CliffEstimate cliff_estimate(const CliffTally& t, int units_per_stack) {
  CliffEstimate e;
  const auto prop = [](std::uint64_t k, std::uint64_t n) {
    return CliffEstimate::Figure{static_cast<double>(k) / static_cast<double>(n), proportion_interval(k, n), n > 0};
  };
  std::size_t most_mph = 1;
  for (std::size_t s = 0; s < t.ended_at.size(); ++s)
    if (t.ended_at[s] > 0) most_mph = s;
  const auto mean = [](std::uint64_t sum, std::uint64_t sum_sq, std::uint64_t n, double low, double high) {
    if (n == 0) return CliffEstimate::Figure{0, {}, false};
    const double m = static_cast<double>(sum) / static_cast<double>(n);
    return CliffEstimate::Figure{m, bounded_mean_interval(m, static_cast<double>(sum_sq) / static_cast<double>(n), n, low, high), true};
  };
  const double mph_high = static_cast<double>(most_mph + 1);
  e.p_success = prop(t.arrived, t.units);
  e.p_eliminated = prop(t.eliminated, t.units);
  e.mean_mph = mean(t.sum_mph, t.sum_mph_sq, t.units, 1, mph_high);
  e.mean_mph_given_success = mean(t.sum_mph_arrived, t.sum_mph_arrived_sq, t.arrived, 1, mph_high);
  e.p_all_arrive = prop(t.stacks_all_arrived, t.stacks);
  e.p_any_arrives = prop(t.stacks_any_arrived, t.stacks);
  e.mean_arriving = mean(t.arrived, t.sum_arrived_sq, t.stacks, 0, units_per_stack);
  return e;
}

double CliffModel::worst_half_width(const Tally& t) const {
  const auto e = cliff_estimate(t, static_cast<int>(rule_.units));
  return std::max({e.p_success.ci.half_width(), e.p_eliminated.ci.half_width(), e.mean_mph.ci.half_width()});
}

}  // namespace climbsim
