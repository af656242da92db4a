// The Monte Carlo model of a fixed plan: several clambers in a row, casualties carried.
//
// Contract: the state of a sample is the wounds taken so far, s (wound_ladder.hpp); a step in
// which each surviving mini rolls d dice draws one uniform and adds min(W, dice rolled), W from the
// inversion table of Binomial(survivors * d, p), the total capped at the unit's wounds. Samples run
// in groups of 8, sample l of a group on lane l; step j of group g takes uniform (g * steps + j) * 8
// + l of the chunk's stream. Units of up to 16 states on AVX-512 compare u with every threshold of
// the lane's state, looked up by one permute; on AVX2 they compare u's high half with the
// thresholds' high halves, 8 lanes of 32 bits, and finish the rare lanes where two are equal with the
// scalar step (kernels/compare_step_avx2.hpp). Larger units gather the step's next state by the top
// bits of u (ClamberStep::next_table), one gather a step, and finish the few lanes whose bucket
// holds a threshold with the step's scalar search.
// Every path keeps that order and gives the same bits.
// Steps without dice draw nothing.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "climbsim/engine/clamber_step.hpp"
#include "climbsim/engine/wound_tally.hpp"
#include "climbsim/random/lanes.hpp"

namespace climbsim {

class PlanModel {
 public:
  using Tally = WoundTally;
  PlanModel(const WoundLadder& unit, double p, const std::vector<int>& dice_per_step);

  [[nodiscard]] Tally make_tally() const { return Tally(cap_); }
  void run_chunk(LaneRng& rng, std::uint64_t n, Tally& into) const;
  [[nodiscard]] double worst_half_width(const Tally& t) const {
    return estimate(t, unit_, most_wounds()).worst_half_width();
  }
  // The most wounds the plan can inflict: every mini rolling every step's dice, at most the unit's.
  [[nodiscard]] int most_wounds() const noexcept { return most_wounds_; }

  // The portable path, always available (tests hold the dispatched one to it).
  void run_chunk_portable(LaneRng& rng, std::uint64_t n, Tally& into) const;

 private:
  void run_chunk_avx512(LaneRng& rng, std::uint64_t n, Tally& into) const;
  void run_chunk_avx2(LaneRng& rng, std::uint64_t n, Tally& into) const;

  WoundLadder unit_;
  int cap_, states_, most_wounds_ = 0;
  std::vector<std::shared_ptr<const ClamberStep>> steps_;  // shared tables (table_cache.hpp)
};

}  // namespace climbsim
