// Confidence intervals for Monte Carlo figures.
//
// Contract: 95% intervals by default; Wilson's score interval for a proportion (it stays inside
// [0, 1] and behaves at 0 and n); for the mean of a count bounded by [0, M] (wounds, minis lost,
// actions) the "plus z^2" interval of docs/INTERVALS.md, which never collapses to a point when every
// sample is equal; the plain normal interval for an unbounded mean. Pure functions.
#pragma once

#include <cstdint>

namespace climbsim {

inline constexpr double kZ95 = 1.959963984540054;  // two-sided 95% normal quantile

struct Interval {
  double low = 0;
  double high = 0;
  [[nodiscard]] double half_width() const noexcept { return 0.5 * (high - low); }
};

// Wilson score interval for `successes` out of `n` (n > 0).
Interval wilson(std::uint64_t successes, std::uint64_t n, double z = kZ95) noexcept;

// Normal interval mean +- z * sqrt(variance / n), variance being the sample variance.
Interval normal_interval(double mean, double variance, std::uint64_t n, double z = kZ95) noexcept;

// The mean of n samples of a quantity that lies in [low, high], given its mean and mean square:
// z^2/2 pseudo-samples are added at each end (Agresti and Coull's "add two successes and two
// failures", generalised from 0/1 to [low, high]), then the normal interval of the augmented
// sample, clipped to [low, high]. For [0, 1] and 0/1 samples it is exactly the Agresti-Coull
// interval. docs/INTERVALS.md says why, and what its coverage test measured.
Interval bounded_mean_interval(double mean, double mean_square, std::uint64_t n, double low, double high,
                               double z = kZ95) noexcept;

// Unbiased sample variance from the first two raw moments over n samples.
double sample_variance(double mean, double mean_square, std::uint64_t n) noexcept;

}  // namespace climbsim
