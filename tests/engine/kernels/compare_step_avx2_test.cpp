#include "climbsim/engine/kernels/compare_step_avx2.hpp"

#include <catch2/catch.hpp>
#include <tuple>
#include <vector>

#include "climbsim/platform/isa.hpp"
#include "climbsim/random/stream.hpp"

using namespace climbsim;

#ifdef CLIMBSIM_X86_KERNELS
namespace {

// The uniforms that test a compare of high halves: each threshold itself, one below and one above
// it (the same high half: the lanes the kernel must hand to the scalar step), the high half's
// neighbours, and the ends of the range.
std::vector<std::uint64_t> edges_of(const ClamberStep& st) {
  std::vector<std::uint64_t> u = {0, 1, UINT64_MAX, UINT64_MAX - 1, 0x8000000000000000ULL, 0x7FFFFFFFFFFFFFFFULL};
  for (int k = 0; k < st.thresholds(); ++k)
    for (int s = 0; s < st.states(); ++s) {
      const std::uint64_t t = st.row(k)[s];
      for (const std::uint64_t d : {std::uint64_t{0}, std::uint64_t{1}, std::uint64_t{1} << 32})
        u.insert(u.end(), {t + d, t - d});
    }
  Xoshiro256pp gen(7);
  for (int i = 0; i < 4096; ++i) u.push_back(gen());
  return u;
}

template <int Stride>
__attribute__((target("avx2"))) void check_against_scalar(const ClamberStep& st) {
  const std::vector<std::uint64_t> u = edges_of(st);
  int ties_seen = 0;
  for (int from = 0; from < st.states(); ++from)
    for (std::size_t i = 0; i + 8 <= u.size(); i += 8) {
      alignas(32) std::uint32_t got[8];
      // Every lane from state `from` (First only from 0), then the lanes in mixed states.
      __m256i s = _mm256_set1_epi32(from);
      if (from == 0) compare_step_avx2::compare_step<Stride, true>(st, u.data() + i, &s);
      else compare_step_avx2::compare_step<Stride, false>(st, u.data() + i, &s);
      _mm256_store_si256(reinterpret_cast<__m256i*>(got), s);
      for (int l = 0; l < 8; ++l) {
        const std::uint64_t x = u[i + static_cast<std::size_t>(l)];
        INFO("state " << from << " u " << x);
        REQUIRE(got[l] == st.advance(static_cast<std::uint64_t>(from), x));
        for (int k = 0; k < st.thresholds(); ++k) ties_seen += (x >> 32) == (st.row(k)[from] >> 32);
      }
      alignas(32) std::uint32_t mixed[8];
      for (int l = 0; l < 8; ++l) mixed[l] = static_cast<std::uint32_t>((from + 3 * l) % st.states());
      s = _mm256_load_si256(reinterpret_cast<const __m256i*>(mixed));
      compare_step_avx2::compare_step<Stride, false>(st, u.data() + i, &s);
      _mm256_store_si256(reinterpret_cast<__m256i*>(got), s);
      for (int l = 0; l < 8; ++l) REQUIRE(got[l] == st.advance(mixed[l], u[i + static_cast<std::size_t>(l)]));
    }
  CHECK(ties_seen > 0);  // the scalar hand-over was exercised, not only the compares
}

}  // namespace

TEST_CASE("the AVX2 compare step equals the scalar step at and around every threshold", "[kernels][plans]") {
  if (detected_isa() == Isa::portable) {
    WARN("skipped: this run has no AVX2 (the machine's, or CLIMBSIM_ISA=portable)");
    return;
  }
  // 7 states (one permute), 13 and 16 states (two), several dice a mini, a lone mini.
  for (const auto& [minis, wpm, dice] : {std::tuple{6, 1, 1}, std::tuple{4, 3, 2}, std::tuple{12, 1, 2}, std::tuple{5, 3, 1}, std::tuple{1, 1, 1}}) {
    const ClamberStep st(WoundLadder::in_turn(minis, wpm), 1.0 / 6, dice);
    INFO("minis " << minis << " wpm " << wpm << " dice " << dice << " stride " << st.stride());
    if (st.stride() == 8) check_against_scalar<8>(st);
    else check_against_scalar<16>(st);
  }
}
#endif
