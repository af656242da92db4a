#include "climbsim/engine/wound_tally.hpp"

#include <catch2/catch.hpp>
#include <vector>

using namespace climbsim;

TEST_CASE("figures from tail probabilities match the law directly", "[statistics]") {
  // A unit of 2 minis with 2 wounds each (cap 4), law over wounds taken 0..4.
  const std::vector<double> pmf = {0.4, 0.2, 0.15, 0.15, 0.1};
  const auto tail = tail_probabilities(pmf);
  REQUIRE(tail.size() == 4);
  CHECK(tail[0] == Approx(0.6));
  CHECK(tail[3] == Approx(0.1));
  const auto m = wound_moments(tail, WoundLadder::in_turn(2, 2));
  double mean = 0, sq = 0, lost = 0, lost_sq = 0;
  for (std::size_t k = 0; k < pmf.size(); ++k) {
    const double x = static_cast<double>(k);
    const double l = static_cast<double>(k / 2);
    mean += x * pmf[k];
    sq += x * x * pmf[k];
    lost += l * pmf[k];
    lost_sq += l * l * pmf[k];
  }
  CHECK(m.mean_wounds == Approx(mean));
  CHECK(m.mean_wounds_sq == Approx(sq));
  CHECK(m.mean_lost == Approx(lost));
  CHECK(m.mean_lost_sq == Approx(lost_sq));
  CHECK(m.p_any_wound == Approx(0.6));
  CHECK(m.p_mini_lost == Approx(0.4));  // two wounds or more
  CHECK(m.p_unit_defeated == Approx(0.1));
  // Another ladder: the first mini falls at 3 wounds, the second at 4 (minis lost 0,0,0,1,2).
  const auto late = wound_moments(tail, WoundLadder({3, 4}));
  CHECK(late.mean_lost == Approx(0.15 * 1 + 0.1 * 2));
  CHECK(late.mean_lost_sq == Approx(0.15 * 1 + 0.1 * 4));
  CHECK(late.p_mini_lost == Approx(0.25));
  CHECK(late.mean_wounds == m.mean_wounds);
  CHECK_THROWS(wound_moments(tail, WoundLadder::in_turn(3, 2)));  // a law of another unit
}

TEST_CASE("tallies merge by adding counts - in any order", "[statistics]") {
  WoundTally a(3), b(3), c(3);
  a.n = 10; a.tail = {5, 2, 1};
  b.n = 20; b.tail = {9, 4, 0};
  c.n = 5;  c.tail = {5, 5, 5};
  WoundTally ab = a; ab.merge(b); ab.merge(c);
  WoundTally ca = c; ca.merge(b); ca.merge(a);
  CHECK(ab.n == 35);
  CHECK(ab.tail == ca.tail);
  CHECK(ab.tail == std::vector<std::uint64_t>{19, 11, 6});
  CHECK_THROWS(ab.merge(WoundTally(2)));
}

TEST_CASE("an estimate from counts carries intervals that cover it", "[statistics]") {
  WoundTally t(2);
  t.n = 1000;
  t.tail = {400, 100};  // 600 zero, 300 one, 100 two wounds
  const auto e = estimate(t, WoundLadder::in_turn(2, 1));
  CHECK(e.mean_wounds == Approx(0.5));
  CHECK(e.p_any_wound == Approx(0.4));
  CHECK(e.p_unit_defeated == Approx(0.1));
  CHECK(e.mean_wounds_ci.low < 0.5);
  CHECK(e.mean_wounds_ci.high > 0.5);
  // Wounds lie in [0, 2]: z^2/2 pseudo-samples at 0 and at 2 join {0 x600, 1 x300, 2 x100}, so
  // n' = 1000 + z^2, sum' = 500 + z^2, sum of squares' = 700 + 2 z^2.
  const double z2 = kZ95 * kZ95, n2 = 1000 + z2, m2 = (500 + z2) / n2, var2 = (700 + 2 * z2) / n2 - m2 * m2;
  CHECK(e.mean_wounds_ci.low == Approx(m2 - kZ95 * std::sqrt(var2 / n2)).epsilon(1e-12));
  CHECK(e.mean_wounds_ci.high == Approx(m2 + kZ95 * std::sqrt(var2 / n2)).epsilon(1e-12));
  // The wounds interval (a range of 2) is the widest of the five here: precision mode watches it.
  CHECK(e.worst_half_width() == e.mean_wounds_ci.half_width());
}

TEST_CASE("a histogram kept per lane adds the same samples as its sum", "[statistics]") {
  // Cap 3: wounds 0..3. Lane-minor [s * 2 + lane]: lane 0 saw 1 x 0, 2 x 1, 0 x 2, 4 x 3 wounds;
  // lane 1 saw 3 x 0, 0 x 1, 5 x 2, 1 x 3. Worked by hand: 16 samples, more than 0 wounds 12, more
  // than 1 wound 10, more than 2 wounds 5.
  WoundTally lanes(3);
  lanes.add_histogram({1, 3, 2, 0, 0, 5, 4, 1}, 2);
  CHECK(lanes.n == 16);
  CHECK(lanes.tail == std::vector<std::uint64_t>{12, 10, 5});
  WoundTally summed(3);
  summed.add_histogram({4, 2, 5, 5});
  CHECK(summed.tail == lanes.tail);
  CHECK_THROWS_AS(WoundTally(3).add_histogram({1, 2, 3, 4, 5}, 2), std::logic_error);
}
