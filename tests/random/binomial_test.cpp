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

// Independent exact references: with p = a / 8 every probability is an integer over 8^n, so the
// law and the thresholds floor(P(W <= k) * 2^64) can be worked in 128-bit integers, with no
// floating point at all. The double-double law must match them to the bit.
namespace {

__extension__ typedef unsigned __int128 u128;

std::vector<u128> pascal_row(int n) {
  std::vector<u128> row{1};
  for (int i = 0; i < n; ++i) {
    std::vector<u128> next(row.size() + 1, 0);
    for (std::size_t k = 0; k < row.size(); ++k) next[k] += row[k], next[k + 1] += row[k];
    row = next;
  }
  return row;
}

u128 power(u128 x, int n) {
  u128 r = 1;
  while (n-- > 0) r *= x;
  return r;
}

}  // namespace

TEST_CASE("binomial_pmf is exact where the law is a dyadic fraction", "[random]") {
  for (int n = 0; n <= 50; ++n) {
    const auto c = pascal_row(n);
    const auto pmf = binomial_pmf(n, 0.5);
    for (int k = 0; k <= n; ++k)
      CHECK(pmf[static_cast<std::size_t>(k)] == std::ldexp(static_cast<double>(c[static_cast<std::size_t>(k)]), -n));
  }
}

TEST_CASE("thresholds equal floor(P(W <= k) * 2^64) worked in integers, p = a/8", "[random]") {
  int checked = 0, too_close = 0;
  for (int a : {1, 3, 5, 7}) {
    for (int n = 22; n <= 42; ++n) {
      // P(W <= k) = S_k / 8^n with S_k = sum_{j <= k} C(n, j) a^j (8 - a)^(n - j) < 2^(3n) <= 2^126.
      const auto c = pascal_row(n);
      const int shift = 3 * n - 64;  // threshold = floor(S_k / 2^shift)
      const TailThresholds table(n, a / 8.0, n);
      REQUIRE(table.size() == n);
      u128 s = 0;
      for (int k = 0; k < n; ++k) {
        s += c[static_cast<std::size_t>(k)] * power(static_cast<u128>(a), k) * power(static_cast<u128>(8 - a), n - k);
        const u128 whole = s >> shift, rem = s - (whole << shift);
        // Double-double carries ~104 bits: an exact value within 2^-40 of a positive integer could
        // floor either way, so such cases (rare) are counted, not asserted. Near 0 the relative
        // accuracy holds and a positive value floors to 0.
        const u128 margin = shift > 40 ? (static_cast<u128>(1) << (shift - 40)) : 1;
        if (whole > 0 && (rem < margin || (static_cast<u128>(1) << shift) - rem < margin)) {
          ++too_close;
          continue;
        }
        CHECK(table.thresholds()[static_cast<std::size_t>(k)] == static_cast<std::uint64_t>(whole));
        ++checked;
      }
    }
  }
  // The skipped ones (41 of 2,688) are exact integers or lie within 2^-90 of 1.
  CHECK(checked > 2600);
  CHECK(too_close * 50 < checked);
}
