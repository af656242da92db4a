#include "climbsim/engine/clamber_step.hpp"

#include <algorithm>
#include <stdexcept>

#include "climbsim/random/binomial.hpp"

namespace climbsim {

ClamberStep::ClamberStep(const WoundLadder& unit, double p, int dice_per_mini)
    : thresholds_(std::min(unit.cap(), unit.minis() * dice_per_mini)),
      states_(unit.cap() + 1),
      stride_((states_ + 7) / 8 * 8),
      cap_(static_cast<std::uint64_t>(unit.cap())) {
  // Unused thresholds stay at 2^64 - 1; the count is clamped to the dice rolled, so the one
  // uniform that equals it changes nothing.
  t_.assign(static_cast<std::size_t>(thresholds_ * stride_), UINT64_MAX);
  rolled_.assign(static_cast<std::size_t>(stride_), 0);
  for (int s = 0; s < states_; ++s) {
    const int rolled = unit.survivors(s) * dice_per_mini;
    rolled_[static_cast<std::size_t>(s)] = static_cast<std::uint64_t>(rolled);
    const TailThresholds table(rolled, p, thresholds_);
    for (int k = 0; k < table.size(); ++k)
      t_[static_cast<std::size_t>(k * stride_ + s)] = table.thresholds()[static_cast<std::size_t>(k)];
  }
  high_.resize(t_.size());
  for (std::size_t i = 0; i < t_.size(); ++i) high_[i] = static_cast<std::int32_t>(static_cast<std::uint32_t>(t_[i] >> 32) ^ 0x80000000U);
  for (const std::uint64_t r : rolled_) rolled32_.push_back(static_cast<std::int32_t>(r));
  // The guide: the start of each bucket, and how many thresholds lie at or below it.
  constexpr std::size_t buckets = std::size_t{1} << kGuideBits;
  guide_.assign(static_cast<std::size_t>(states_) * buckets, 0);
  for (int s = 0; s < states_; ++s) {
    int k = 0;
    for (std::size_t b = 0; b < buckets; ++b) {
      const std::uint64_t start = static_cast<std::uint64_t>(b) << (64 - kGuideBits);
      while (k < thresholds_ && row(k)[s] <= start) ++k;
      // A count past 255 cannot be stored; 255 is still a lower bound and the search goes on.
      guide_[(static_cast<std::size_t>(s) << kGuideBits) | b] = static_cast<std::uint8_t>(std::min(k, 255));
    }
  }
  // The next state of every bucket that holds no threshold inside: the search's answer for its
  // first u is the answer for its last.
  if (states_ >= kSearch) throw std::invalid_argument("ClamberStep: a unit of 65535 wounds or more");
  next_.assign(static_cast<std::size_t>(states_) * buckets + 2, kSearch);
  for (int s = 0; s < states_; ++s) {
    const auto su = static_cast<std::uint64_t>(s);
    for (std::size_t b = 0; b < buckets; ++b) {
      const std::uint64_t first = static_cast<std::uint64_t>(b) << (64 - kGuideBits);
      const std::uint64_t last = first | (UINT64_MAX >> kGuideBits);
      const std::uint64_t at_first = search(su, first);
      if (search(su, last) == at_first) next_[(static_cast<std::size_t>(s) << kGuideBits) | b] = static_cast<std::uint16_t>(at_first);
    }
  }
}

}  // namespace climbsim
