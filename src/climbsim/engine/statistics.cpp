#include "climbsim/engine/statistics.hpp"

#include <algorithm>
#include <cmath>

namespace climbsim {

Interval wilson(std::uint64_t successes, std::uint64_t n, double z) noexcept {
  if (n == 0) return {0.0, 1.0};
  const double nn = static_cast<double>(n);
  const double p = static_cast<double>(successes) / nn;
  const double z2 = z * z;
  const double denom = 1.0 + z2 / nn;
  const double centre = (p + z2 / (2.0 * nn)) / denom;
  const double half = z * std::sqrt(p * (1.0 - p) / nn + z2 / (4.0 * nn * nn)) / denom;
  // At 0 and n the interval touches the boundary exactly; rounding must not push it past.
  const double low = successes == 0 ? 0.0 : std::max(0.0, centre - half);
  const double high = successes == n ? 1.0 : std::min(1.0, centre + half);
  return {low, high};
}

Interval normal_interval(double mean, double variance, std::uint64_t n, double z) noexcept {
  if (n == 0) return {mean, mean};
  const double half = z * std::sqrt(std::max(variance, 0.0) / static_cast<double>(n));
  return {mean - half, mean + half};
}

double sample_variance(double mean, double mean_square, std::uint64_t n) noexcept {
  if (n < 2) return 0.0;
  const double nn = static_cast<double>(n);
  return std::max(0.0, (mean_square - mean * mean) * nn / (nn - 1.0));
}

}  // namespace climbsim
