// The Monte Carlo model of a stack Climbing a cliff: Falling DRs until each unit arrives or falls.
//
// Contract: each unit makes one Falling DR per Movement Phase, one uniform each, inverted against
// the exact advance/hold/eliminated counts out of 36 (thresholds floor(k/36 * 2^64), so each
// outcome's probability is off by less than 2^-64). Units of a stack roll independently. Samples
// run lane by lane: lane l of the chunk's LaneRng climbs n / 8 stacks (one more for the first n % 8
// lanes), each unit of a stack in turn, with its own generator's uniforms in order. The portable
// path walks lane by lane; the AVX2 path and the page's engine on 32-bit lanes, handing a block back
// to the same code on 64-bit words where a compare of high halves cannot decide
// (engine/kernels/cliff_block.hpp); the AVX-512 path takes the same steps on mask registers; all give
// the same bits (tests/engine/cliff_model_test.cpp, on every path; kernels/cliff_block_test.cpp).
// The tally is integer counts and histograms, so it merges exactly in any order.
#pragma once

#include <cstdint>
#include <vector>

#include "climbsim/engine/statistics.hpp"
#include "climbsim/random/lanes.hpp"

namespace climbsim {

struct CliffTally {
  std::uint64_t stacks = 0;
  std::uint64_t units = 0;       // stacks * units per stack
  std::uint64_t arrived = 0;
  std::uint64_t eliminated = 0;
  std::uint64_t sum_mph = 0, sum_mph_sq = 0;                  // MPh until the climb ends, every unit
  std::uint64_t sum_mph_arrived = 0, sum_mph_arrived_sq = 0;  // the same over units that arrive
  std::uint64_t stacks_all_arrived = 0, stacks_any_arrived = 0;
  std::uint64_t sum_arrived_sq = 0;          // sum over stacks of (units arrived)^2
  std::vector<std::uint64_t> ended_at;       // [t] units whose climb ended in MPh t
  std::vector<std::uint64_t> arrived_at;     // [t] units that arrived in MPh t
  void merge(const CliffTally& other);
};

// The figures of a tally, each with its 95% interval (statistics.hpp): proportion_interval for the chances; for
// the means, the bounded-count interval: arriving units lie in [0, units], Movement Phases in
// [1, one more than the most seen]. A mean over no units (none arrived) is absent.
struct CliffEstimate {
  struct Figure {
    double value = 0;
    Interval ci;
    bool present = true;
  };
  Figure p_success, p_eliminated, mean_mph, mean_mph_given_success, p_all_arrive, p_any_arrives, mean_arriving;
};
CliffEstimate cliff_estimate(const CliffTally& t, int units_per_stack);

// The outcomes of one Falling DR, as counts of the 36 rolls of 2d6 (the rules decide which rolls
// are which; rules/asl.hpp): advance one level, hold, or be eliminated.
struct DrOutcomes {
  int advance = 0, hold = 0, eliminated = 0;
};

// The numbers the walk reads, as masks and counts (the kernel runs them lane by lane).
struct CliffRule {
  std::uint64_t advance_below = 0;     // u < this: advance
  std::uint64_t hold_below = 0;        // else u < this: hold; else eliminated
  std::uint64_t always_advance = 0;    // all ones when 36 of 36 advance: no threshold can say so in 64 bits
  std::uint64_t never_eliminated = 0;  // all ones when no roll eliminates
  std::uint64_t levels = 0, units = 0;
};

class CliffModel {
 public:
  using Tally = CliffTally;
  CliffModel(DrOutcomes outcomes, int levels, int units_per_stack);

  [[nodiscard]] Tally make_tally() const { return {}; }
  void run_chunk(LaneRng& rng, std::uint64_t n, Tally& into) const;
  [[nodiscard]] double worst_half_width(const Tally& t) const;
  // The portable path, always available (tests hold the dispatched one to it).
  void run_chunk_portable(LaneRng& rng, std::uint64_t n, Tally& into) const;

 private:
  CliffRule rule_;
};

}  // namespace climbsim
