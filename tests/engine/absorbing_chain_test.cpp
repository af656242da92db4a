#include "climbsim/engine/absorbing_chain.hpp"

#include <catch2/catch.hpp>

using namespace climbsim;

namespace {
// A climb of `levels` with per-step advance a, hold h, fall e (states = levels climbed so far).
AbsorbingChain climb(int levels, double a, double h, double e) {
  Eigen::MatrixXd Q = Eigen::MatrixXd::Zero(levels, levels), R = Eigen::MatrixXd::Zero(levels, 2);
  for (int i = 0; i < levels; ++i) {
    Q(i, i) = h;
    if (i + 1 < levels) Q(i, i + 1) = a;
    else R(i, 0) = a;
    R(i, 1) = e;
  }
  return AbsorbingChain(Q, R);
}
}  // namespace

TEST_CASE("one level: geometric waiting, worked out by hand", "[exact]") {
  const double a = 30.0 / 36, h = 5.0 / 36, e = 1.0 / 36;
  const auto c = climb(1, a, h, e);
  CHECK(c.absorption(0, 0) == Approx(a / (a + e)));   // 30/31
  CHECK(c.absorption(0, 1) == Approx(e / (a + e)));
  CHECK(c.mean_steps(0) == Approx(1 / (a + e)));        // 36/31
  CHECK(c.mean_steps_given(0, 0) == Approx(1 / (a + e)));  // memoryless: the same given either end
  const auto within = c.absorbed_within(0, 0, 3);
  CHECK(within[0] == Approx(a));
  CHECK(within[1] == Approx(a + h * a));
  CHECK(within[2] == Approx(a + h * a + h * h * a));
  CHECK(c.steps_quantile(0, 0.5) == 1);
  CHECK(c.steps_quantile(0, 0.9) == 2);  // P(T <= 1) = 31/36 < 0.9 <= P(T <= 2)
}

TEST_CASE("two levels: both steps must succeed", "[exact]") {
  const double a = 0.7, h = 0.2, e = 0.1;
  const auto c = climb(2, a, h, e);
  const double s = a / (a + e);
  CHECK(c.absorption(0, 0) == Approx(s * s));
  // E[T] = 1/(a+e) for the first level, plus the same again if it did not fall.
  CHECK(c.mean_steps(0) == Approx(1 / (a + e) + s / (a + e)));
  // Given arrival, two geometric waits of mean 1/(a+e) each.
  CHECK(c.mean_steps_given(0, 0) == Approx(2 / (a + e)));
  // Within 2 steps: advance twice in a row.
  CHECK(c.absorbed_within(0, 0, 2)[1] == Approx(a * a));
}

TEST_CASE("an absorbing chain needs a square Q and matching R", "[exact]") {
  CHECK_THROWS(AbsorbingChain(Eigen::MatrixXd::Zero(2, 3), Eigen::MatrixXd::Zero(2, 1)));
  CHECK_THROWS(AbsorbingChain(Eigen::MatrixXd::Zero(2, 2), Eigen::MatrixXd::Zero(3, 1)));
}
