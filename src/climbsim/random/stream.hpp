// Random streams: where every uniform in climbsim comes from.
//
// Contract: a stream is a pure function of (master seed, scenario key, chunk index, stream id).
// No thread, clock or global state enters it, so a chunk's draws are the same whichever thread
// runs it and however many threads there are. Named stream ids keep one subsystem's draws from
// shifting another's when a model gains a new random decision.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "climbsim/random/xoshiro_step.hpp"

namespace climbsim {

// Named streams, so that adding draws to one subsystem never shifts another's numbers.
enum class StreamId : std::uint64_t { clamber = 1, cliff = 2, policy = 3, table = 4 };

// SplitMix64 (Steele, Lea, Flood 2014): the standard seeder for the xoshiro family.
constexpr std::uint64_t splitmix64(std::uint64_t& state) noexcept {
  std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

// Combines two 64-bit values into one well-mixed key (order matters).
constexpr std::uint64_t mix_keys(std::uint64_t a, std::uint64_t b) noexcept {
  std::uint64_t s = a ^ (b * 0x9e3779b97f4a7c15ULL + 0x632be59bd9b4e019ULL);
  splitmix64(s);
  return splitmix64(s);
}

// FNV-1a of a canonical scenario description, so a row's stream depends on what the row is,
// not on where it stands in a sweep: the same row run alone or in a sweep gives the same figures.
constexpr std::uint64_t scenario_key(std::string_view canonical) noexcept {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (char c : canonical) {
    h ^= static_cast<unsigned char>(c);
    h *= 0x100000001b3ULL;
  }
  return mix_keys(h, 0);
}

// xoshiro256++ (Blackman and Vigna 2019): 256 bits of state, period 2^256 - 1.
class Xoshiro256pp {
 public:
  explicit constexpr Xoshiro256pp(std::uint64_t seed) noexcept {
    for (auto& w : s_) w = splitmix64(seed);
  }
  // A generator with this exact state (not all zero), for tests against the reference values.
  static constexpr Xoshiro256pp from_state(const std::array<std::uint64_t, 4>& state) noexcept {
    Xoshiro256pp g(0);
    g.s_ = state;
    return g;
  }
  std::uint64_t operator()() noexcept {
    std::uint64_t out = 0;
    xoshiro_step(s_[0], s_[1], s_[2], s_[3], out);
    return out;
  }

 private:
  std::array<std::uint64_t, 4> s_{};
};

// The key of one chunk's stream.
constexpr std::uint64_t chunk_key(std::uint64_t seed, std::uint64_t scenario, std::uint64_t chunk,
                                  StreamId stream) noexcept {
  return mix_keys(mix_keys(mix_keys(seed, scenario), chunk), static_cast<std::uint64_t>(stream));
}

}  // namespace climbsim
