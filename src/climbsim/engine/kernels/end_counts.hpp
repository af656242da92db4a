// End states of 8 walks at a time, counted in vector registers (the AVX-512 walk kernels' tally).
//
// Contract: EndCounts<R> counts states 0 .. 8R - 1 per lane: byte v of lane l of register r counts
// lane l's walks that ended in state 8r + v. add(s, lanes) counts one group of 8 end states, the
// lanes of `lanes` only (a state past 8R - 1 is not counted: keep states below it); add_to(hist,
// states) adds the counts to a per-lane histogram hist[s * 8 + l] of `states` states. One shifted
// add a register per group instead of 8 scalar increments; a byte holds 255, so a tally takes at
// most kMostGroups groups before add_to.
#pragma once

#include <cstddef>
#include <cstdint>

#include "climbsim/platform/dispatch.hpp"

#ifdef CLIMBSIM_X86_KERNELS
#include <immintrin.h>

namespace climbsim {

template <int R>
struct EndCounts {
  static constexpr std::size_t kMostGroups = 255;
  __m512i count[R];

  __attribute__((target("avx512f"))) EndCounts() noexcept {
    for (auto& c : count) c = _mm512_setzero_si512();
  }

  // vpsllvq gives 0 for a shift past 63, so a state counts in one register only.
  __attribute__((target("avx512f"))) void add(__m512i s, __mmask8 lanes) noexcept {
    const __m512i one = _mm512_set1_epi64(1);
#pragma GCC unroll 4
    for (int r = 0; r < R; ++r)
      count[r] = _mm512_mask_add_epi64(count[r], lanes, count[r],
                                       _mm512_sllv_epi64(one, _mm512_slli_epi64(_mm512_sub_epi64(s, _mm512_set1_epi64(8 * r)), 3)));
  }

  __attribute__((target("avx512f"))) void add_to(std::uint64_t* hist, std::size_t states) const noexcept {
    alignas(64) std::uint8_t bytes[64];
    for (int r = 0; r < R; ++r) {
      _mm512_store_si512(bytes, count[r]);
      for (std::size_t v = 0; v < 8 && 8 * static_cast<std::size_t>(r) + v < states; ++v)
        for (std::size_t l = 0; l < 8; ++l) hist[(8 * static_cast<std::size_t>(r) + v) * 8 + l] += bytes[l * 8 + v];
    }
  }
};

}  // namespace climbsim

#endif
