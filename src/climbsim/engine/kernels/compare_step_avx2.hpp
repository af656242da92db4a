// One clamber step for 8 walks on AVX2 by 32-bit compares (the plan kernel's path for units of up
// to 16 states).
//
// Contract: compare_step<Stride, First>(st, x, s) sets the 8 states of *s (32-bit lanes, each below
// st.states()) to ClamberStep::advance(s[l], x[l]) for the 8 uniforms x[0..7]: the same bits as the
// scalar step. With First every state is 0. Stride is st.stride(), 8 or 16.
//
// Why compares and not the next-state gather: a step's count of wounds is the number of thresholds
// at or below u (clamber_step.hpp), and on AVX2 a gather of 8 lanes costs several times a compare.
// The high 32 bits of u against the high 32 bits of each threshold (the lane's entry by one
// permute, two for 16 states) decide u >= t whenever the two differ; a lane where they are equal
// for some threshold (about thresholds x 2^-32 of the lanes) is finished by the scalar step with
// its full uniform. 8 lanes a register where 64-bit compares would hold 4.
#pragma once

#include <cstdint>

#include "climbsim/engine/clamber_step.hpp"
#include "climbsim/platform/dispatch.hpp"

#ifdef CLIMBSIM_X86_KERNELS
#include <immintrin.h>

namespace climbsim::compare_step_avx2 {

// The high halves of 8 uniforms in lane order, sign bit flipped (ClamberStep::high_row's order).
__attribute__((target("avx2"), always_inline)) inline __m256i high_halves(const std::uint64_t* x) noexcept {
  const __m256 lo = _mm256_castsi256_ps(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(x)));
  const __m256 hi = _mm256_castsi256_ps(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(x + 4)));
  // Odd dwords of both registers, then the 64-bit quarters put back in lane order.
  const __m256i high = _mm256_permute4x64_epi64(_mm256_castps_si256(_mm256_shuffle_ps(lo, hi, 0xDD)), 0xD8);
  return _mm256_xor_si256(high, _mm256_set1_epi32(static_cast<int>(0x80000000U)));
}

// Entry s[l] of a per-state row of 32-bit values for every lane: state 0's everywhere (First), one
// permute (Stride 8), or two and a blend by `upper` (lanes whose state is 8 or more; Stride 16).
template <int Stride, bool First>
__attribute__((target("avx2"), always_inline)) inline __m256i entry(const std::int32_t* row, __m256i s, __m256i upper) noexcept {
  static_assert(Stride == 8 || Stride == 16);
  if constexpr (First) {
    return _mm256_set1_epi32(row[0]);
  } else {
    const __m256i low = _mm256_permutevar8x32_epi32(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(row)), s);
    if constexpr (Stride == 8) {
      (void)upper;
      return low;
    } else {
      const __m256i high = _mm256_permutevar8x32_epi32(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(row + 8)), s);
      return _mm256_blendv_epi8(low, high, upper);
    }
  }
}

template <int Stride, bool First>
__attribute__((target("avx2"), always_inline)) inline void compare_step(const ClamberStep& st, const std::uint64_t* x, __m256i* s) noexcept {
  const __m256i u = high_halves(x);
  const __m256i upper = Stride == 16 && !First ? _mm256_cmpgt_epi32(*s, _mm256_set1_epi32(7)) : _mm256_setzero_si256();
  __m256i count = _mm256_setzero_si256(), tie = _mm256_setzero_si256();
  for (int k = 0; k < st.thresholds(); ++k) {
    const __m256i t = entry<Stride, First>(st.high_row(k), *s, upper);
    count = _mm256_sub_epi32(count, _mm256_cmpgt_epi32(u, t));  // a true compare is -1
    tie = _mm256_or_si256(tie, _mm256_cmpeq_epi32(u, t));
  }
  const __m256i most = entry<Stride, First>(st.dice_rolled32(), *s, upper);
  const __m256i cap = _mm256_set1_epi32(static_cast<int>(st.cap()));
  const __m256i next = _mm256_min_epu32(_mm256_add_epi32(*s, _mm256_min_epu32(count, most)), cap);
  const int ties = _mm256_movemask_ps(_mm256_castsi256_ps(tie));
  if (ties != 0) [[unlikely]] {
    alignas(32) std::uint32_t before[8], after[8];
    _mm256_store_si256(reinterpret_cast<__m256i*>(before), *s);
    _mm256_store_si256(reinterpret_cast<__m256i*>(after), next);
    for (int l = 0; l < 8; ++l)
      if ((ties >> l) & 1) after[l] = static_cast<std::uint32_t>(st.advance(before[l], x[l]));
    *s = _mm256_load_si256(reinterpret_cast<const __m256i*>(after));
  } else {
    *s = next;
  }
}

}  // namespace climbsim::compare_step_avx2

#endif
