// portable_sin/cos/hypot (platform/portable_math.hpp) against the C library's, which is independent
// of them: within 1 ulp over a dense range of the angles the movement tool uses, and exact at the
// points where the true value is known.
#include "climbsim/platform/portable_math.hpp"

#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <utility>

using namespace climbsim;

namespace {

// Distance in units in the last place of the larger magnitude.
double ulps(double a, double b) {
  const double scale = std::max(std::abs(a), std::abs(b));
  if (scale == 0) return 0;
  return std::abs(a - b) / (std::nextafter(scale, INFINITY) - scale);
}

}  // namespace

TEST_CASE("portable sin and cos are within 1 ulp of the C library's from -2pi to 2pi", "[platform]") {
  const double two_pi = 2 * 3.14159265358979323846;
  double worst = 0, worst_near_zero = 0;
  for (int k = -200000; k <= 200000; ++k) {
    const double x = two_pi * k / 200000;
    for (const auto& [mine, theirs] : {std::pair{portable_sin(x), std::sin(x)}, std::pair{portable_cos(x), std::cos(x)}}) {
      // Near a zero of sin or cos an ulp of the result is tiny: there the error is measured absolutely.
      if (std::abs(theirs) > 1e-3) worst = std::max(worst, ulps(mine, theirs));
      else worst_near_zero = std::max(worst_near_zero, std::abs(mine - theirs));
    }
  }
  CHECK(worst <= 1.0);
  CHECK(worst_near_zero <= 1e-18);
  CHECK(portable_sin(0.0) == 0.0);
  CHECK(portable_cos(0.0) == 1.0);
  CHECK(portable_sin(3.14159265358979323846 / 6) == Approx(0.5).epsilon(1e-15));
  CHECK(portable_cos(3.14159265358979323846 / 3) == Approx(0.5).epsilon(1e-15));
  CHECK(portable_sin(-3.14159265358979323846 / 2) == -1.0);
}

TEST_CASE("portable hypot is within 1 ulp of the C library's, and exact on Pythagorean triples", "[platform]") {
  double worst = 0;
  for (int i = -300; i <= 300; ++i)
    for (int j = -300; j <= 300; ++j) {
      const double x = i * 0.25 - 0.1, y = j * 0.125 + 0.03;
      worst = std::max(worst, ulps(portable_hypot(x, y), std::hypot(x, y)));
    }
  CHECK(worst <= 1.0);
  CHECK(portable_hypot(3, 4) == 5);
  CHECK(portable_hypot(5, 12) == 13);
  CHECK(portable_hypot(-8, 15) == 17);
}
