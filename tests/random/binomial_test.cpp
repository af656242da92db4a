#include "climbsim/random/binomial.hpp"

#include <catch2/catch.hpp>
#include <cmath>
#include <numeric>

using namespace climbsim;

TEST_CASE("binomial_pmf is the law of blocks among n white dice", "[random]") {
  const auto two = binomial_pmf(2, 1.0 / 6);
  REQUIRE(two.size() == 3);
  CHECK(two[0] == Approx(25.0 / 36).epsilon(1e-15));
  CHECK(two[1] == Approx(10.0 / 36).epsilon(1e-15));
  CHECK(two[2] == Approx(1.0 / 36).epsilon(1e-15));
  for (int n : {0, 1, 7, 14, 24, 48}) {
    const auto pmf = binomial_pmf(n, 1.0 / 6);
    CHECK(std::accumulate(pmf.begin(), pmf.end(), 0.0) == Approx(1.0).epsilon(1e-14));
    double mean = 0;
    for (std::size_t k = 0; k < pmf.size(); ++k) mean += static_cast<double>(k) * pmf[k];
    CHECK(mean == Approx(n / 6.0).margin(1e-13));
  }
  CHECK_THROWS(binomial_pmf(-1, 0.5));
  CHECK_THROWS(binomial_pmf(3, 1.5));
}

TEST_CASE("inversion thresholds turn one uniform into the capped wound count", "[random]") {
  const TailThresholds table(2, 1.0 / 6, 10);
  const auto& t = table.thresholds();
  REQUIRE(t.size() == 2);
  // t[k] = floor(P(W <= k) * 2^64).
  CHECK(static_cast<double>(t[0]) == Approx(25.0 / 36 * 18446744073709551616.0).epsilon(1e-15));
  CHECK(static_cast<double>(t[1]) == Approx(35.0 / 36 * 18446744073709551616.0).epsilon(1e-15));
  // Pure function of u: exact boundaries.
  CHECK(table.sample(0) == 0);
  CHECK(table.sample(t[0] - 1) == 0);
  CHECK(table.sample(t[0]) == 1);
  CHECK(table.sample(t[1] - 1) == 1);
  CHECK(table.sample(t[1]) == 2);
  CHECK(table.sample(UINT64_MAX) == 2);
}

TEST_CASE("the cap truncates the table at the wounds the unit has", "[random]") {
  const TailThresholds capped(14, 1.0 / 6, 3);
  CHECK(capped.size() == 3);
  CHECK(capped.sample(UINT64_MAX) == 3);
  const TailThresholds none(0, 1.0 / 6, 5);
  CHECK(none.size() == 0);
  CHECK(none.sample(UINT64_MAX) == 0);
  const TailThresholds nothing_left(14, 1.0 / 6, 0);
  CHECK(nothing_left.size() == 0);
}

TEST_CASE("thresholds are non-decreasing and p = 1 always takes every wound", "[random]") {
  const TailThresholds table(24, 1.0 / 6, 24);
  const auto& t = table.thresholds();
  CHECK(std::is_sorted(t.begin(), t.end()));
  const TailThresholds sure(4, 1.0, 4);
  CHECK(sure.sample(0) == 4);
}
