// The Monte Carlo model of one clamber: the wounds a unit takes, drawn by inversion.
//
// Contract: each attempt takes one uniform u and counts the thresholds it passes, giving
// min(Binomial(dice, p), wounds the unit has). Rather than histogramming attempts one by one, a
// block of uniforms is compared against each threshold in turn, which is the tail count the tally
// keeps and a loop the compiler vectorises.
#pragma once

#include <cstdint>

#include "climbsim/model/wound_ladder.hpp"
#include "climbsim/engine/wound_tally.hpp"
#include "climbsim/random/binomial.hpp"
#include "climbsim/random/lanes.hpp"

namespace climbsim {

class ClamberModel {
 public:
  using Tally = WoundTally;

  // `dice` dice in all (minis * dice per mini), block probability p, on a unit of this ladder.
  ClamberModel(int dice, double p, const WoundLadder& unit);

  [[nodiscard]] Tally make_tally() const { return Tally(cap_); }
  void run_chunk(LaneRng& rng, std::uint64_t n, Tally& into) const;
  [[nodiscard]] double worst_half_width(const Tally& t) const;

  [[nodiscard]] const TailThresholds& table() const noexcept { return table_; }
  // The most wounds one attempt can inflict: its dice, at most the unit's wounds.
  [[nodiscard]] int most_wounds() const noexcept { return dice_ < cap_ ? dice_ : cap_; }

 private:
  TailThresholds table_;
  int dice_;
  int cap_;
  WoundLadder unit_;
};

}  // namespace climbsim
