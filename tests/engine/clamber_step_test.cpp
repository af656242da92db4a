// The step's next-state table (advance) and its guided search (search) each give the W of a full
// scan over the thresholds, for every u that can tell them apart: thresholds (every one of small
// tables, about 40 x 40 of large ones) and the value below each, each bucket's edges, and random
// values. The reference is
// TailThresholds::sample (a plain count over every threshold).
#include "climbsim/engine/clamber_step.hpp"

#include <catch2/catch.hpp>
#include <algorithm>
#include <tuple>
#include <vector>

#include "climbsim/random/binomial.hpp"
#include "climbsim/random/stream.hpp"

using namespace climbsim;

namespace {

// The state after the step, by a full scan of state s's own table.
std::uint64_t by_full_scan(const TailThresholds& table, int rolled, int cap, std::uint64_t s, std::uint64_t u) {
  const auto w = static_cast<std::uint64_t>(std::min(table.sample(u), rolled));
  return std::min<std::uint64_t>(s + w, static_cast<std::uint64_t>(cap));
}

}  // namespace

TEST_CASE("the next-state table and the guided search give the state a full scan gives", "[engine][kernels]") {
  // The last case rolls 300 dice at p = 0.95: bucket starts lie past 255 thresholds, where the
  // guide saturates and the search goes on from 255.
  for (const auto& [ladder, p, dice] : {std::tuple{WoundLadder::in_turn(7, 1), 1.0 / 6, 2},
                                        std::tuple{WoundLadder::in_turn(3, 3), 0.5, 1},
                                        std::tuple{WoundLadder({3, 4}), 1.0 / 3, 3},
                                        std::tuple{WoundLadder::in_turn(150, 2), 0.95, 2}}) {
    const ClamberStep step(ladder, p, dice);
    std::vector<std::uint64_t> us = {0, 1, UINT64_MAX, UINT64_MAX - 1};
    for (std::uint64_t b = 1; b < 256; ++b) {
      us.push_back(b << 56);
      us.push_back((b << 56) - 1);
    }
    for (int k = 0; k < step.thresholds(); k += 1 + step.thresholds() / 40)
      for (int s = 0; s < step.states(); s += 1 + step.states() / 40) {
        us.push_back(step.row(k)[s]);
        us.push_back(step.row(k)[s] - 1);
      }
    Xoshiro256pp rng(99);
    for (int i = 0; i < 2000; ++i) us.push_back(rng());
    int mismatches = 0;
    for (int s = 0; s < step.states(); ++s) {
      const int rolled = ladder.survivors(s) * dice;
      const TailThresholds table(rolled, p, std::min(ladder.cap(), ladder.minis() * dice));
      const auto su = static_cast<std::uint64_t>(s);
      for (const std::uint64_t u : us) {
        const std::uint64_t want = by_full_scan(table, rolled, ladder.cap(), su, u);
        // advance() answers from the next-state table where the bucket allows; search() always searches.
        if (step.advance(su, u) != want) ++mismatches;
        if (step.search(su, u) != want) ++mismatches;
      }
    }
    CHECK(mismatches == 0);
  }
}
