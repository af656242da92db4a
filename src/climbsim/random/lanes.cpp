#include "climbsim/random/lanes.hpp"

#include <cstring>

#include "climbsim/platform/dispatch.hpp"
#include "climbsim/random/xoshiro_step.hpp"

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

// `steps` steps of the kLanes interleaved generators: state word w of lane l is s_w[l]; step i
// writes lane l's output to out[i * kLanes + l]. V holds `Width` lanes; the kLanes / Width slices
// step together, each with the one shared step (xoshiro_step.hpp): a step's state update is a chain
// of dependent operations, so slices stepped one after another would wait on it, and side by side
// they overlap.
template <class V, std::size_t Width>
[[gnu::always_inline]] inline void run_lanes(std::uint64_t* s0, std::uint64_t* s1, std::uint64_t* s2, std::uint64_t* s3,
                                             std::uint64_t* out, std::size_t steps) noexcept {
  constexpr std::size_t L = LaneRng::kLanes;
  constexpr std::size_t N = L / Width;
  V a[N], b[N], c[N], d[N], r[N];
  for (std::size_t k = 0; k < N; ++k) {
    std::memcpy(&a[k], s0 + k * Width, sizeof a[k]);
    std::memcpy(&b[k], s1 + k * Width, sizeof b[k]);
    std::memcpy(&c[k], s2 + k * Width, sizeof c[k]);
    std::memcpy(&d[k], s3 + k * Width, sizeof d[k]);
  }
  for (std::size_t i = 0; i < steps; ++i) {
#pragma GCC unroll 8
    for (std::size_t k = 0; k < N; ++k) {
      xoshiro_step(a[k], b[k], c[k], d[k], r[k]);
      std::memcpy(out + i * L + k * Width, &r[k], sizeof r[k]);
    }
  }
  for (std::size_t k = 0; k < N; ++k) {
    std::memcpy(s0 + k * Width, &a[k], sizeof a[k]);
    std::memcpy(s1 + k * Width, &b[k], sizeof b[k]);
    std::memcpy(s2 + k * Width, &c[k], sizeof c[k]);
    std::memcpy(s3 + k * Width, &d[k], sizeof d[k]);
  }
}

void lanes_portable(std::uint64_t* s0, std::uint64_t* s1, std::uint64_t* s2, std::uint64_t* s3, std::uint64_t* out,
                    std::size_t steps) noexcept {
#ifdef __wasm_simd128__
  // The page's engine (WebAssembly has no run-time dispatch: this is its one path): two lanes a
  // 128-bit vector, the same step, so the same bits (tests/web/engine_test.js compares them).
  run_lanes<U64x2, 2>(s0, s1, s2, s3, out, steps);
#else
  // One lane at a time: the reference algorithm, lane by lane.
  for (std::size_t l = 0; l < LaneRng::kLanes; ++l)
    for (std::size_t i = 0; i < steps; ++i) xoshiro_step(s0[l], s1[l], s2[l], s3[l], out[i * LaneRng::kLanes + l]);
#endif
}

#ifdef CLIMBSIM_X86_KERNELS
__attribute__((target("avx512f"))) void lanes_avx512(std::uint64_t* s0, std::uint64_t* s1, std::uint64_t* s2,
                                                     std::uint64_t* s3, std::uint64_t* out, std::size_t steps) noexcept {
  run_lanes<U64x8, 8>(s0, s1, s2, s3, out, steps);
}

__attribute__((target("avx2"))) void lanes_avx2(std::uint64_t* s0, std::uint64_t* s1, std::uint64_t* s2,
                                                std::uint64_t* s3, std::uint64_t* out, std::size_t steps) noexcept {
  run_lanes<U64x4, 4>(s0, s1, s2, s3, out, steps);
}
#endif

void xoshiro_lanes(std::uint64_t* s0, std::uint64_t* s1, std::uint64_t* s2, std::uint64_t* s3, std::uint64_t* out,
                   std::size_t steps) noexcept {
  dispatch([&] { lanes_portable(s0, s1, s2, s3, out, steps); },
#ifdef CLIMBSIM_X86_KERNELS
           [&] { lanes_avx2(s0, s1, s2, s3, out, steps); }, [&] { lanes_avx512(s0, s1, s2, s3, out, steps); }
#else
           [] {}, [] {}
#endif
  );
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
