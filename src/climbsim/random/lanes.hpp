// An interleaved bundle of kLanes xoshiro256++ generators, state held lane by lane (structure of
// arrays) so the compiler can run all lanes in one vector register.
//
// Contract: fill(out, n) writes n uniforms; uniform i comes from lane i % kLanes, step i / kLanes.
// That order is part of climbsim's reproducibility promise: a scalar and a vector build, or any
// block size, give the same sequence.
#pragma once

#include <cstddef>
#include <cstdint>

#include "climbsim/random/stream.hpp"

namespace climbsim {

class LaneRng {
 public:
  static constexpr std::size_t kLanes = 8;

  explicit LaneRng(std::uint64_t key) noexcept;

  // Writes n uniforms on [0, 2^64). n must be a multiple of kLanes except for the final call of a
  // chunk; a partial step still advances every lane, which is fine because a chunk ends there.
  void fill(std::uint64_t* out, std::size_t n) noexcept;

 private:
  alignas(64) std::uint64_t s0_[kLanes];
  alignas(64) std::uint64_t s1_[kLanes];
  alignas(64) std::uint64_t s2_[kLanes];
  alignas(64) std::uint64_t s3_[kLanes];
};

// Uniforms a row at a time, for kernels that run one sample per lane: row t holds the t-th output
// of each of the kLanes generators, so lane l reads only its own generator, in order, whatever the
// other lanes do. Every kernel that walks samples lane by lane takes its uniforms from here.
class LaneRows {
 public:
  explicit LaneRows(LaneRng& rng) noexcept : rng_(rng) {}
  const std::uint64_t* next() noexcept {
    if (used_ == kRows) {
      rng_.fill(buf_, kRows * LaneRng::kLanes);
      used_ = 0;
    }
    return buf_ + LaneRng::kLanes * used_++;
  }
  // The next kRows rows at once (row r at [r * kLanes]), for kernels that walk a block of rows.
  static constexpr std::size_t kRows = 64;
  const std::uint64_t* next_block() noexcept {
    rng_.fill(buf_, kRows * LaneRng::kLanes);
    used_ = kRows;
    return buf_;
  }

 private:
  LaneRng& rng_;
  alignas(64) std::uint64_t buf_[kRows * LaneRng::kLanes];
  std::size_t used_ = kRows;
};

// Uniforms one at a time, refilled 512 at a time, for models that draw a varying number per sample
// (the policy walk): every such model takes its uniforms from here, in fill order.
class UniformStream {
 public:
  explicit UniformStream(LaneRng& rng) noexcept : rng_(rng) {}
  std::uint64_t next() noexcept {
    if (used_ == kBlock) {
      rng_.fill(buf_, kBlock);
      used_ = 0;
    }
    return buf_[used_++];
  }

 private:
  static constexpr std::size_t kBlock = 512;
  LaneRng& rng_;
  alignas(64) std::uint64_t buf_[kBlock];
  std::size_t used_ = kBlock;
};

}  // namespace climbsim
