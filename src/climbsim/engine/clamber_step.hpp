// One clamber step's wound law for every state of the unit, laid out for table lookups.
//
// Contract: with s wounds taken (survivors from the unit's wound ladder), the step rolls (survivors * d)
// dice; advance(s, u) is the state after the step for the uniform u: s + min(W, dice rolled),
// capped at the unit's wounds, W by inversion (thresholds floor(P(W <= k) * 2^64)). Thresholds are
// stored threshold-major, [k * stride + s] with the stride a multiple of 8 (padding unused), so a
// vector of states looks threshold k up with one permute or gather.
#pragma once

#include <cstdint>
#include <vector>

#include "climbsim/engine/wound_ladder.hpp"

namespace climbsim {

class ClamberStep {
 public:
  ClamberStep(const WoundLadder& unit, double p, int dice_per_mini);

  [[nodiscard]] int thresholds() const noexcept { return thresholds_; }
  [[nodiscard]] int states() const noexcept { return states_; }
  [[nodiscard]] int stride() const noexcept { return stride_; }
  [[nodiscard]] const std::uint64_t* row(int k) const noexcept { return t_.data() + static_cast<std::size_t>(k * stride_); }
  [[nodiscard]] const std::uint64_t* dice_rolled() const noexcept { return rolled_.data(); }

  [[nodiscard]] std::uint64_t advance(std::uint64_t s, std::uint64_t u) const noexcept {
    std::uint64_t w = 0;
    for (int k = 0; k < thresholds_; ++k) w += (u >= row(k)[s]) ? 1 : 0;
    w = w < rolled_[s] ? w : rolled_[s];
    const std::uint64_t next = s + w;
    return next < cap_ ? next : cap_;
  }

 private:
  int thresholds_ = 0;
  int states_ = 0;
  int stride_ = 0;
  std::uint64_t cap_ = 0;
  std::vector<std::uint64_t> t_;
  std::vector<std::uint64_t> rolled_;
};

}  // namespace climbsim
