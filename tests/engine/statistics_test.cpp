#include "climbsim/engine/statistics.hpp"

#include <catch2/catch.hpp>
#include <algorithm>
#include <cmath>
#include <utility>

using namespace climbsim;

namespace {
double z2_half() { return kZ95 * kZ95 / 2; }
}  // namespace

TEST_CASE("proportion interval: Agresti-Coull values worked by hand, and its bounds", "[statistics]") {
  // x of n: add z^2/2 successes and failures, n' = n + z^2, p' = (x + z^2/2) / n',
  // half-width z sqrt(p'(1 - p') / n'), clipped to [0, 1].
  const double z2 = kZ95 * kZ95;
  const auto hand = [&](double x, double n) {
    const double n2 = n + z2, p2 = (x + z2 / 2) / n2, half = kZ95 * std::sqrt(p2 * (1 - p2) / n2);
    return Interval{std::max(0.0, p2 - half), std::min(1.0, p2 + half)};
  };
  for (const auto& [x, n] : {std::pair{0, 10}, std::pair{10, 10}, std::pair{5, 10}, std::pair{3, 50}, std::pair{1, 1}}) {
    const auto ci = proportion_interval(static_cast<std::uint64_t>(x), static_cast<std::uint64_t>(n));
    const auto want = hand(x, n);
    INFO(x << " of " << n);
    CHECK(ci.low == Approx(want.low).margin(1e-12));
    CHECK(ci.high == Approx(want.high).margin(1e-12));
  }
  // 0 of 10 does not collapse onto 0: the upper bound is (1.92 + 1.96 sqrt(...)) / 13.84 ~ 0.3209.
  CHECK(proportion_interval(0, 10).low == 0.0);
  CHECK(proportion_interval(0, 10).high == Approx(0.3209).margin(1e-4));
  // 5 of 10: symmetric about 0.5, (0.2366, 0.7634) as in the textbooks.
  CHECK(proportion_interval(5, 10).low == Approx(0.2366).margin(1e-4));
  CHECK(proportion_interval(5, 10).high == Approx(0.7634).margin(1e-4));
  // Large n: close to the normal interval.
  CHECK(proportion_interval(300000, 1000000).half_width() == Approx(kZ95 * std::sqrt(0.3 * 0.7 / 1e6)).epsilon(1e-3));
}

TEST_CASE("bounded-mean interval: every sample equal does not collapse it", "[statistics]") {
  // 50 samples, all 0, of a count in [0, 12]: pseudo-samples at 0 and 12 give a mean of
  // 12 (z^2/2) / (50 + z^2) and a positive width; the exact mean of a rare event stays inside.
  const auto ci = bounded_mean_interval(0.0, 0.0, 50, 0.0, 12.0);
  CHECK(ci.low == 0.0);
  CHECK(ci.high > 12 * (z2_half() / (50 + 2 * z2_half())));
  CHECK(ci.high < 12 * 0.1);
  // The range shifts: [1, 5] with every sample 1 behaves as [0, 4] with every sample 0, plus 1.
  const auto shifted = bounded_mean_interval(1.0, 1.0, 50, 1.0, 5.0);
  const auto base = bounded_mean_interval(0.0, 0.0, 50, 0.0, 4.0);
  CHECK(shifted.low == Approx(base.low + 1));
  CHECK(shifted.high == Approx(base.high + 1));
  // A quantity with one possible value has that value as its interval.
  CHECK(bounded_mean_interval(2.0, 4.0, 10, 2.0, 2.0).high == 2.0);
}
