// The binomial law of blocks among n dice, and the inversion table that samples it with one uniform.
//
// Contract: binomial_pmf is the exact law (summed in double-double, then rounded to double: the
// same bits on every platform). TailThresholds turns it into
// integer thresholds t[k] = floor(P(W <= k) * 2^64) for k < K; a uniform u on [0, 2^64) then gives
// min(W, K) = #{k : u >= t[k]}. Each outcome's probability is off by less than 2^-52, far below
// anything a Monte Carlo run can see. Truncating at K (the wounds a unit has left) makes the table
// shorter and the draw faster, and is exact for every capped statistic.
#pragma once

#include <cstdint>
#include <vector>

#include "climbsim/platform/double_double.hpp"

namespace climbsim {

// P(W = k) for k = 0..n, W ~ Binomial(n, p).
std::vector<double> binomial_pmf(int n, double p);
// The same, before rounding: double-double, relative error about 2^-100 (for choices compared on
// more bits than a double holds: engine/optimal_policy).
std::vector<DoubleDouble> binomial_pmf_dd(int n, double p);

class TailThresholds {
 public:
  TailThresholds() = default;
  // Law of W ~ Binomial(n, p) capped at `cap` (cap >= 0).
  TailThresholds(int n, double p, int cap);
  // Any law on 0..pmf.size()-1, capped at `cap`.
  TailThresholds(const std::vector<double>& pmf, int cap);

  [[nodiscard]] const std::vector<std::uint64_t>& thresholds() const noexcept { return t_; }
  [[nodiscard]] int size() const noexcept { return static_cast<int>(t_.size()); }

  // min(W, cap) for one uniform: a pure function of u, so tests can drive it with exact inputs.
  [[nodiscard]] int sample(std::uint64_t u) const noexcept {
    int w = 0;
    for (auto t : t_) w += (u >= t) ? 1 : 0;
    return w;
  }

 private:
  std::vector<std::uint64_t> t_;
};

}  // namespace climbsim
