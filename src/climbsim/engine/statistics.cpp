#include "climbsim/engine/statistics.hpp"

#include <algorithm>
#include <cmath>

namespace climbsim {

Interval bounded_mean_interval(double mean, double mean_square, std::uint64_t n, double low, double high,
                               double z) noexcept {
  if (!(high > low)) return {low, low};  // a quantity that can take one value only
  // Work on x - low in [0, range]: E[(x - low)^2] = E[x^2] - 2 low E[x] + low^2.
  const double range = high - low;
  const double m = mean - low;
  const double sq = mean_square - 2 * low * mean + low * low;
  const double nn = static_cast<double>(n);
  const double pseudo = 0.5 * z * z;  // at each end
  const double n2 = nn + 2 * pseudo;
  const double m2 = (m * nn + pseudo * range) / n2;
  const double sq2 = (sq * nn + pseudo * range * range) / n2;
  const double var = std::max(0.0, sq2 - m2 * m2);
  const double half = z * std::sqrt(var / n2);
  return {low + std::max(0.0, m2 - half), low + std::min(range, m2 + half)};
}

Interval proportion_interval(std::uint64_t successes, std::uint64_t n, double z) noexcept {
  if (n == 0) return {0.0, 1.0};
  const double p = static_cast<double>(successes) / static_cast<double>(n);
  return bounded_mean_interval(p, p, n, 0.0, 1.0, z);  // for 0/1 samples the mean square is p
}

}  // namespace climbsim
