// The baseline a user would write first: std::mt19937 and one uniform_int_distribution draw per
// die, parallelised the same way as climbsim (fixed chunks, one generator per chunk).
#pragma once

#include <cstdint>

namespace climbsim::bench {

struct NaiveResult {
  std::uint64_t wounds = 0;
  std::uint64_t minis_lost = 0;
};

NaiveResult naive_clamber(std::uint64_t attempts, int minis, int dice_per_mini, int wounds_per_mini, std::uint64_t seed);

// The same for a plan: one clamber after another (dice per mini of each step), casualties carried.
NaiveResult naive_plan(std::uint64_t plans, int minis, const int* dice_per_step, int steps, int wounds_per_mini,
                       std::uint64_t seed);

}  // namespace climbsim::bench
