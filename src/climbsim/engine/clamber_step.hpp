// One clamber step's wound law for every state of the unit, laid out for table lookups.
//
// Contract: with s wounds taken (survivors from the unit's wound ladder), the step rolls (survivors * d)
// dice; advance(s, u) is the state after the step for the uniform u: s + min(W, dice rolled),
// capped at the unit's wounds, W by inversion (thresholds floor(P(W <= k) * 2^64)). Thresholds are
// stored threshold-major, [k * stride + s] with the stride a multiple of 8 (padding unused), so a
// vector of up to 16 states looks threshold k up with one permute.
//
// Walks look the next state up by the top 8 bits b of u: for most (s, b) no threshold lies inside
// the bucket [b * 2^56, (b + 1) * 2^56), every u of it gives the same W, and next(s, b) is the
// state after the step itself (one load). The other pairs hold kSearch, and the state comes from a
// guide table (Chen and Asau's indexed search): the count of thresholds at or below b * 2^56, the
// least W any u of that bucket can give, from which the search goes on. The thresholds rise with k
// (they are a cumulative law), so either way the count is the one a full scan over every threshold
// gives: same W for every u. States must be fewer than kSearch (65535).
#pragma once

#include <cstdint>
#include <vector>

#include "climbsim/model/wound_ladder.hpp"

namespace climbsim {

class ClamberStep {
 public:
  ClamberStep(const WoundLadder& unit, double p, int dice_per_mini);

  [[nodiscard]] int thresholds() const noexcept { return thresholds_; }
  [[nodiscard]] int states() const noexcept { return states_; }
  [[nodiscard]] int stride() const noexcept { return stride_; }
  [[nodiscard]] const std::uint64_t* row(int k) const noexcept { return t_.data() + static_cast<std::size_t>(k * stride_); }
  [[nodiscard]] const std::uint64_t* dice_rolled() const noexcept { return rolled_.data(); }
  // The same rows as 32-bit lanes for vectors of 32-bit compares: the high half of each threshold
  // with its sign bit flipped (so a signed compare orders them as unsigned), and the dice rolled.
  [[nodiscard]] const std::int32_t* high_row(int k) const noexcept { return high_.data() + static_cast<std::size_t>(k * stride_); }
  [[nodiscard]] const std::int32_t* dice_rolled32() const noexcept { return rolled32_.data(); }
  [[nodiscard]] std::uint64_t cap() const noexcept { return cap_; }

  static constexpr int kGuideBits = 8;
  static constexpr std::uint16_t kSearch = 0xFFFF;
  // next(s, b) for every state and bucket, [s << kGuideBits | b]: the state after the step, or kSearch.
  // Two bytes of padding at the end let a vector read it with 4-byte gathers.
  [[nodiscard]] const std::uint16_t* next_table() const noexcept { return next_.data(); }

  [[nodiscard]] std::uint64_t advance(std::uint64_t s, std::uint64_t u) const noexcept {
    const std::uint16_t next = next_[static_cast<std::size_t>((s << kGuideBits) | (u >> (64 - kGuideBits)))];
    return next != kSearch ? next : search(s, u);
  }
  // The state after the step by the guided search alone (the kSearch buckets; tests).
  [[nodiscard]] std::uint64_t search(std::uint64_t s, std::uint64_t u) const noexcept {
    std::uint64_t w = guide_[static_cast<std::size_t>((s << kGuideBits) | (u >> (64 - kGuideBits)))];
    // Most buckets hold no threshold, so this loop usually tests once and stops.
    while (w < static_cast<std::uint64_t>(thresholds_) && u >= row(static_cast<int>(w))[static_cast<std::size_t>(s)]) ++w;
    w = w < rolled_[static_cast<std::size_t>(s)] ? w : rolled_[static_cast<std::size_t>(s)];
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
  std::vector<std::int32_t> high_;      // [k * stride + s]: (threshold >> 32) ^ 2^31, see high_row
  std::vector<std::int32_t> rolled32_;  // [s]: dice rolled
  std::vector<std::uint8_t> guide_;  // [s << kGuideBits | bucket], see above
  std::vector<std::uint16_t> next_;  // [s << kGuideBits | bucket], see above
};

}  // namespace climbsim
