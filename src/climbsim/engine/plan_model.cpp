#include "climbsim/engine/plan_model.hpp"

#include <algorithm>

#include "climbsim/engine/kernels/isa.hpp"

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define CLIMBSIM_PLAN_AVX512 1
#endif

namespace climbsim {

namespace {
constexpr std::size_t kGroupsPerBlock = 64;  // 512 samples a block
}

PlanModel::PlanModel(int minis, int wounds_per_mini, double p, const std::vector<int>& dice_per_step)
    : minis_(minis), wounds_per_mini_(wounds_per_mini), cap_(minis * wounds_per_mini), states_(cap_ + 1) {
  for (int d : dice_per_step)
    if (d > 0) steps_.emplace_back(minis, wounds_per_mini, p, d);
}

void PlanModel::run_chunk_portable(LaneRng& rng, std::uint64_t n, Tally& into) const {
  if (steps_.empty() || cap_ == 0) {
    into.n += n;  // no dice: every sample ends unwounded
    return;
  }
  const std::size_t S = steps_.size();
  std::vector<std::uint64_t> hist(static_cast<std::size_t>(states_), 0);
  std::vector<std::uint64_t> u(kGroupsPerBlock * S * 8);
  const std::uint64_t groups = (n + 7) / 8;
  for (std::uint64_t g0 = 0; g0 < groups; g0 += kGroupsPerBlock) {
    const std::size_t gb = static_cast<std::size_t>(std::min<std::uint64_t>(kGroupsPerBlock, groups - g0));
    rng.fill(u.data(), gb * S * 8);
    for (std::size_t g = 0; g < gb; ++g) {
      const std::uint64_t first = (g0 + g) * 8;
      const std::size_t lanes = static_cast<std::size_t>(std::min<std::uint64_t>(8, n - first));
      for (std::size_t l = 0; l < lanes; ++l) {
        std::uint64_t s = 0;
        for (std::size_t j = 0; j < S; ++j) s = steps_[j].advance(s, u[(g * S + j) * 8 + l]);
        ++hist[s];
      }
    }
  }
  into.add_histogram(hist);
}

#ifdef CLIMBSIM_PLAN_AVX512
__attribute__((target("avx512f"))) void PlanModel::run_chunk_avx512(LaneRng& rng, std::uint64_t n, Tally& into) const {
  if (steps_.empty() || cap_ == 0) {
    into.n += n;  // no dice: every sample ends unwounded
    return;
  }
  const std::size_t S = steps_.size();
  std::vector<std::uint64_t> hist(static_cast<std::size_t>(states_), 0);
  std::vector<std::uint64_t> u(kGroupsPerBlock * S * 8);
  alignas(64) std::uint64_t out[8];
  const __m512i cap = _mm512_set1_epi64(cap_);
  const __m512i one = _mm512_set1_epi64(1);
  const std::uint64_t groups = (n + 7) / 8;
  for (std::uint64_t g0 = 0; g0 < groups; g0 += kGroupsPerBlock) {
    const std::size_t gb = static_cast<std::size_t>(std::min<std::uint64_t>(kGroupsPerBlock, groups - g0));
    rng.fill(u.data(), gb * S * 8);
    for (std::size_t g = 0; g < gb; ++g) {
      __m512i s = _mm512_setzero_si512();
      for (std::size_t j = 0; j < S; ++j) {
        const auto& st = steps_[j];
        const __m512i x = _mm512_loadu_si512(u.data() + (g * S + j) * 8);
        __m512i w = _mm512_setzero_si512();
        for (int k = 0; k < st.thresholds(); ++k) {
          const std::uint64_t* row = st.row(k);
          __m512i t;
          // Few states: the whole row sits in one or two registers and a permute looks it up.
          if (states_ <= 8) t = _mm512_permutexvar_epi64(s, _mm512_maskz_loadu_epi64(static_cast<__mmask8>((1U << states_) - 1), row));
          else if (states_ <= 16)
            t = _mm512_permutex2var_epi64(_mm512_loadu_si512(row), s,
                                          _mm512_maskz_loadu_epi64(static_cast<__mmask8>((1U << (states_ - 8)) - 1), row + 8));
          else t = _mm512_i64gather_epi64(s, reinterpret_cast<const long long*>(row), 8);
          w = _mm512_mask_add_epi64(w, _mm512_cmpge_epu64_mask(x, t), w, one);
        }
        const __m512i most = _mm512_i64gather_epi64(s, reinterpret_cast<const long long*>(st.dice_rolled()), 8);
        s = _mm512_min_epu64(_mm512_add_epi64(s, _mm512_min_epu64(w, most)), cap);
      }
      _mm512_store_si512(out, s);
      const std::uint64_t first = (g0 + g) * 8;
      const std::size_t lanes = static_cast<std::size_t>(std::min<std::uint64_t>(8, n - first));
      for (std::size_t l = 0; l < lanes; ++l) ++hist[out[l]];
    }
  }
  into.add_histogram(hist);
}
#endif

void PlanModel::run_chunk(LaneRng& rng, std::uint64_t n, Tally& into) const {
#ifdef CLIMBSIM_PLAN_AVX512
  if (detected_isa() == Isa::avx512) return run_chunk_avx512(rng, n, into);
#endif
  run_chunk_portable(rng, n, into);
}

}  // namespace climbsim
