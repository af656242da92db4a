#include "climbsim/random/lanes.hpp"

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#endif

#include "climbsim/engine/kernels/isa.hpp"

namespace climbsim {

LaneRng::LaneRng(std::uint64_t key) noexcept {
  for (std::size_t l = 0; l < kLanes; ++l) {
    std::uint64_t seeder = mix_keys(key, l);
    s0_[l] = splitmix64(seeder);
    s1_[l] = splitmix64(seeder);
    s2_[l] = splitmix64(seeder);
    s3_[l] = splitmix64(seeder);
  }
}

namespace {

inline std::uint64_t rotl(std::uint64_t x, int k) noexcept { return (x << k) | (x >> (64 - k)); }

// `steps` xoshiro256++ steps in every lane: the reference algorithm, lane by lane.
void lanes_portable(std::uint64_t* s0, std::uint64_t* s1, std::uint64_t* s2, std::uint64_t* s3, std::uint64_t* out,
                    std::size_t steps) noexcept {
  constexpr std::size_t L = LaneRng::kLanes;
  for (std::size_t i = 0; i < steps; ++i) {
    for (std::size_t l = 0; l < L; ++l) {
      const std::uint64_t result = rotl(s0[l] + s3[l], 23) + s0[l];
      const std::uint64_t t = s1[l] << 17;
      s2[l] ^= s0[l];
      s3[l] ^= s1[l];
      s1[l] ^= s2[l];
      s0[l] ^= s3[l];
      s2[l] ^= t;
      s3[l] = rotl(s3[l], 45);
      out[i * L + l] = result;
    }
  }
}

#if defined(__x86_64__) && defined(__GNUC__)
// The same steps, all 8 lanes in one AVX-512 register per state word.
__attribute__((target("avx512f"))) void lanes_avx512(std::uint64_t* s0, std::uint64_t* s1, std::uint64_t* s2,
                                                     std::uint64_t* s3, std::uint64_t* out, std::size_t steps) noexcept {
  __m512i a = _mm512_load_si512(s0), b = _mm512_load_si512(s1), c = _mm512_load_si512(s2), d = _mm512_load_si512(s3);
  for (std::size_t i = 0; i < steps; ++i) {
    const __m512i result = _mm512_add_epi64(_mm512_rol_epi64(_mm512_add_epi64(a, d), 23), a);
    const __m512i t = _mm512_slli_epi64(b, 17);
    c = _mm512_xor_si512(c, a);
    d = _mm512_xor_si512(d, b);
    b = _mm512_xor_si512(b, c);
    a = _mm512_xor_si512(a, d);
    c = _mm512_xor_si512(c, t);
    d = _mm512_rol_epi64(d, 45);
    _mm512_storeu_si512(out + i * 8, result);
  }
  _mm512_store_si512(s0, a);
  _mm512_store_si512(s1, b);
  _mm512_store_si512(s2, c);
  _mm512_store_si512(s3, d);
}

// Two AVX2 registers per state word; rotations from shifts.
template <int K>
__attribute__((target("avx2"))) inline __m256i rotl256(__m256i x) noexcept {
  return _mm256_or_si256(_mm256_slli_epi64(x, K), _mm256_srli_epi64(x, 64 - K));
}

__attribute__((target("avx2"))) void lanes_avx2(std::uint64_t* s0, std::uint64_t* s1, std::uint64_t* s2,
                                                std::uint64_t* s3, std::uint64_t* out, std::size_t steps) noexcept {
  for (int h = 0; h < 2; ++h) {
    const auto at = [h](std::uint64_t* p) { return reinterpret_cast<__m256i*>(p + 4 * h); };
    __m256i a = _mm256_load_si256(at(s0)), b = _mm256_load_si256(at(s1));
    __m256i c = _mm256_load_si256(at(s2)), d = _mm256_load_si256(at(s3));
    for (std::size_t i = 0; i < steps; ++i) {
      const __m256i result = _mm256_add_epi64(rotl256<23>(_mm256_add_epi64(a, d)), a);
      const __m256i t = _mm256_slli_epi64(b, 17);
      c = _mm256_xor_si256(c, a);
      d = _mm256_xor_si256(d, b);
      b = _mm256_xor_si256(b, c);
      a = _mm256_xor_si256(a, d);
      c = _mm256_xor_si256(c, t);
      d = rotl256<45>(d);
      _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + i * 8 + 4 * h), result);
    }
    _mm256_store_si256(at(s0), a);
    _mm256_store_si256(at(s1), b);
    _mm256_store_si256(at(s2), c);
    _mm256_store_si256(at(s3), d);
  }
}
#endif

void xoshiro_lanes(std::uint64_t* s0, std::uint64_t* s1, std::uint64_t* s2, std::uint64_t* s3, std::uint64_t* out,
                   std::size_t steps) noexcept {
#if defined(__x86_64__) && defined(__GNUC__)
  switch (detected_isa()) {
    case Isa::avx512: return lanes_avx512(s0, s1, s2, s3, out, steps);
    case Isa::avx2: return lanes_avx2(s0, s1, s2, s3, out, steps);
    case Isa::portable: break;
  }
#endif
  lanes_portable(s0, s1, s2, s3, out, steps);
}

}  // namespace

void LaneRng::fill(std::uint64_t* out, std::size_t n) noexcept {
  const std::size_t steps = n / kLanes;
  xoshiro_lanes(s0_, s1_, s2_, s3_, out, steps);
  std::size_t i = steps * kLanes;
  if (i < n) {
    std::uint64_t tail[kLanes];
    xoshiro_lanes(s0_, s1_, s2_, s3_, tail, 1);
    for (std::size_t l = 0; i < n; ++i, ++l) out[i] = tail[l];
  }
}

}  // namespace climbsim
