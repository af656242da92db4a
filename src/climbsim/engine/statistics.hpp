// Confidence intervals for Monte Carlo figures.
//
// Contract: 95% intervals by default; Wilson's score interval for a proportion (it stays inside
// [0, 1] and behaves at 0 and n), the normal interval for a mean. Pure functions.
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

// Unbiased sample variance from the first two raw moments over n samples.
double sample_variance(double mean, double mean_square, std::uint64_t n) noexcept;

}  // namespace climbsim
