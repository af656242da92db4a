// The exact swept-base check against dense sampling: a point fits when it is at least the radius
// from every blocker and inside the allowed rectangle (computed here again, sharing no code); a ray
// may run until the first sampled point that does not fit.
#include "climbsim/terrain/clearance.hpp"

#include <catch2/catch.hpp>
#include <algorithm>
#include <cmath>
#include <random>

using namespace climbsim;

namespace {

bool fits_by_hand(double x, double y, const Rect& allowed, const std::vector<Rect>& blockers, double r) {
  if (x < allowed.x0 || x > allowed.x1 || y < allowed.y0 || y > allowed.y1) return false;
  for (const Rect& b : blockers) {
    const double dx = std::max({b.x0 - x, 0.0, x - b.x1}), dy = std::max({b.y0 - y, 0.0, y - b.y1});
    if (std::sqrt(dx * dx + dy * dy) < r) return false;
  }
  return true;
}

}  // namespace

TEST_CASE("clearance: points and rays agree with dense sampling", "[terrain]") {
  const int n = 20;
  const double r = 1.3;
  const Rect allowed{1.3, 1.3, 18.7, 18.7};
  const std::vector<Rect> blockers{{5, 5, 7, 12}, {11.2, 3, 11.7, 9}, {9, 14, 15, 15.5}};
  const Clearance c(n, n, allowed, blockers, r);
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> where(0, n), angle(0, 2 * M_PI);
  int points = 0, rays = 0, stopped = 0;
  for (int k = 0; k < 20000; ++k) {
    const double x = where(rng), y = where(rng);
    const int i = static_cast<int>(x), j = static_cast<int>(y);
    const bool expect = fits_by_hand(x, y, allowed, blockers, r);
    CHECK(c.fits(i, j, x, y) == expect);
    ++points;
    if (!expect) continue;
    // A ray from (x, y) to where it leaves its cell: reach() against a walk in steps of 1e-4.
    const double a = angle(rng), ux = std::cos(a), uy = std::sin(a);
    double leave = 10;
    if (ux > 0) leave = std::min(leave, (i + 1 - x) / ux);
    if (ux < 0) leave = std::min(leave, (i - x) / ux);
    if (uy > 0) leave = std::min(leave, (j + 1 - y) / uy);
    if (uy < 0) leave = std::min(leave, (j - y) / uy);
    double walked = 0;
    while (walked + 1e-4 <= leave && fits_by_hand(x + (walked + 1e-4) * ux, y + (walked + 1e-4) * uy, allowed, blockers, r)) walked += 1e-4;
    const double got = c.reach(i, j, x, y, ux, uy, 0, leave);
    CAPTURE(x, y, a, leave, walked, got);
    if (walked + 1e-4 > leave) {
      CHECK(got >= leave);  // clear to the cell's edge
    } else {
      CHECK(std::abs(got - walked) < 2e-4);
      ++stopped;
    }
    ++rays;
  }
  CHECK(rays > 5000);
  CHECK(stopped > 100);  // enough rays that touch something for the test to mean anything
}
