#include "climbsim/random/lanes.hpp"

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
}  // namespace

void LaneRng::fill(std::uint64_t* out, std::size_t n) noexcept {
  std::size_t i = 0;
  for (; i + kLanes <= n; i += kLanes) {
    // One xoshiro256++ step in every lane; written lane-wise so it vectorises.
    for (std::size_t l = 0; l < kLanes; ++l) {
      const std::uint64_t result = rotl(s0_[l] + s3_[l], 23) + s0_[l];
      const std::uint64_t t = s1_[l] << 17;
      s2_[l] ^= s0_[l];
      s3_[l] ^= s1_[l];
      s1_[l] ^= s2_[l];
      s0_[l] ^= s3_[l];
      s2_[l] ^= t;
      s3_[l] = rotl(s3_[l], 45);
      out[i + l] = result;
    }
  }
  if (i < n) {
    std::uint64_t tail[kLanes];
    fill(tail, kLanes);
    for (std::size_t l = 0; i < n; ++i, ++l) out[i] = tail[l];
  }
}

}  // namespace climbsim
