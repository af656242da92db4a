// The law of wounds taken and of minis lost, Monte Carlo beside exact, in long format.
//
// Contract: a Distribution holds a row's Monte Carlo tally (tail counts) and its exact tail
// probabilities P(X > k). write_distribution_rows writes, for quantity `wounds` (k = 0..cap) and
// `minis_lost` (k = 0..minis), one row each: the caller's identifying fields, quantity, k, then
// p_eq and p_ge, each with its 95% interval (statistics.hpp) and exact_ twin. Both laws sum to 1;
// the mean of the wounds law is exact_mean_wounds.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "climbsim/engine/wound_tally.hpp"
#include "climbsim/text/csv.hpp"

namespace climbsim {

struct Distribution {
  WoundTally tally;
  std::vector<double> exact_tail;  // P(X > k), k = 0..cap-1
  std::vector<int> falls_at;  // the unit's wound ladder: the wounds taken at which each mini falls
};

// The columns after the caller's own: quantity, k, p_eq, p_eq_ci_low, p_eq_ci_high, exact_p_eq,
// p_ge, p_ge_ci_low, p_ge_ci_high, exact_p_ge.
std::vector<std::string> distribution_columns();

void write_distribution_rows(CsvWriter& csv, const std::vector<std::string>& identity, const Distribution& d);

}  // namespace climbsim
