// What a run of clambers leaves behind, kept as integer tail counts so that merging is exact.
//
// Contract: WoundTally holds n samples and tail[k] = #samples whose wounds taken exceed k, for
// k < cap (the wounds the unit has). Every figure of the wounds table (mean and second moment of
// wounds and of minis lost, P(any wound), P(a mini lost), P(defeated)) is a sum over tails, so the
// tally is all a run needs to keep. Integer sums are associative: merging in any order, on any
// number of threads, gives the same bits. WoundLaw is its exact twin, with probabilities.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "climbsim/engine/statistics.hpp"
#include "climbsim/model/wound_ladder.hpp"

namespace climbsim {

struct WoundTally {
  std::uint64_t n = 0;
  std::vector<std::uint64_t> tail;  // size = cap

  explicit WoundTally(int cap = 0) : tail(static_cast<std::size_t>(cap), 0) {}
  void merge(const WoundTally& other);
  // Adds samples given as a histogram of wounds taken, hist[s * lanes + l] for s = 0..cap, summed
  // over the lanes l (lane kernels keep one histogram per lane).
  void add_histogram(const std::vector<std::uint64_t>& hist, std::size_t lanes = 1);
};

// First and second moments of wounds and minis lost, and the three probabilities, from the tail
// probabilities P(X > k), k = 0..cap-1 (cap = the unit's wounds), minis lost by the unit's ladder.
struct WoundMoments {
  double mean_wounds = 0, mean_wounds_sq = 0;
  double mean_lost = 0, mean_lost_sq = 0;
  double p_any_wound = 0, p_mini_lost = 0, p_unit_defeated = 0;
};

WoundMoments wound_moments(std::span<const double> tail_prob, const WoundLadder& unit);

// The tail probabilities of an exact law on 0..cap (pmf of size cap + 1).
std::vector<double> tail_probabilities(std::span<const double> pmf);

// The figures of a Monte Carlo tally, each with its 95% interval.
struct WoundEstimate {
  std::uint64_t samples = 0;
  double mean_wounds = 0;
  Interval mean_wounds_ci;
  double p_any_wound = 0;
  Interval p_any_wound_ci;
  double p_mini_lost = 0;
  Interval p_mini_lost_ci;
  double mean_minis_lost = 0;
  Interval mean_minis_lost_ci;
  double p_unit_defeated = 0;
  Interval p_unit_defeated_ci;
  // Worst half-width over the five intervals: what --precision compares against.
  [[nodiscard]] double worst_half_width() const noexcept;
};

// `most_wounds` is the most wounds the sampled move can inflict (the dice it rolls, at most the
// unit's wounds; -1 for the unit's wounds): the intervals of the means use it as their range, so a
// move that rolls no dice has the interval [0, 0] it deserves (docs/INTERVALS.md).
WoundEstimate estimate(const WoundTally& tally, const WoundLadder& unit, int most_wounds = -1);

}  // namespace climbsim
