#include "climbsim/engine/statistics.hpp"

#include <catch2/catch.hpp>
#include <cmath>

using namespace climbsim;

TEST_CASE("Wilson interval: textbook values and boundaries", "[statistics]") {
  // 0 of 10: [0, z^2 / (n + z^2)].
  const auto zero = wilson(0, 10);
  CHECK(zero.low == 0.0);
  CHECK(zero.high == Approx(kZ95 * kZ95 / (10 + kZ95 * kZ95)).epsilon(1e-12));
  const auto all = wilson(10, 10);
  CHECK(all.high == 1.0);
  CHECK(all.low == Approx(10.0 / (10 + kZ95 * kZ95)).epsilon(1e-12));
  // 5 of 10: symmetric about 0.5, Wilson's (0.2366, 0.7634).
  const auto half = wilson(5, 10);
  CHECK(half.low == Approx(0.2366).margin(1e-4));
  CHECK(half.high == Approx(0.7634).margin(1e-4));
  // Large n: close to the normal interval.
  const auto big = wilson(300000, 1000000);
  CHECK(big.half_width() == Approx(kZ95 * std::sqrt(0.3 * 0.7 / 1e6)).epsilon(1e-3));
}

TEST_CASE("normal interval and sample variance", "[statistics]") {
  const auto ci = normal_interval(2.0, 4.0, 100);
  CHECK(ci.low == Approx(2.0 - kZ95 * 0.2));
  CHECK(ci.high == Approx(2.0 + kZ95 * 0.2));
  // Samples {1, 3}: mean 2, mean square 5, unbiased variance 2.
  CHECK(sample_variance(2.0, 5.0, 2) == Approx(2.0));
  CHECK(sample_variance(1.0, 1.0, 1) == 0.0);
}
