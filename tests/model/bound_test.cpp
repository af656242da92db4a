// model/bound.hpp: each range admits exactly what its words say, and the library and every command
// that takes the parameter refuse the same values with the same range.
#include "climbsim/model/bound.hpp"

#include <catch2/catch.hpp>
#include <cmath>
#include <limits>

using namespace climbsim;

TEST_CASE("a bound admits its ends - refuses just past them - NaN - and fractions when whole", "[model]") {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  CHECK(bounds::kResolution.admits(0.05));
  CHECK(bounds::kResolution.admits(6));
  CHECK_FALSE(bounds::kResolution.admits(std::nextafter(0.05, 0.0)));
  CHECK_FALSE(bounds::kResolution.admits(std::nextafter(6.0, 7.0)));
  CHECK_FALSE(bounds::kResolution.admits(nan));
  CHECK(bounds::kActions.admits(0));
  CHECK(bounds::kActions.admits(12));
  CHECK_FALSE(bounds::kActions.admits(2.5));
  CHECK_FALSE(bounds::kActions.admits(-1));
  CHECK_FALSE(bounds::kActions.admits(13));
  // A climb's height is more than 0; a swept height may be 0 (its row says the unit is there).
  CHECK_FALSE(bounds::kClimbHeight.admits(0));
  CHECK(bounds::kClimbHeight.admits(1e-9));
  CHECK(bounds::kSweptHeight.admits(0));
  CHECK_FALSE(bounds::kSweptHeight.admits(-1e-9));
  CHECK(bounds::kSweptHeight.admits(0.5));
  CHECK_FALSE(bounds::kSweptHeight.admits(std::numeric_limits<double>::infinity()));
}

TEST_CASE("a bound says its range in words and require throws them", "[model]") {
  CHECK(bounds::kResolution.range_text() == "0.05 to 6 inches");
  CHECK(bounds::kActions.range_text() == "a whole number from 0 to 12");
  CHECK(bounds::kClimbHeight.range_text() == "more than 0 and at most 12 height units");
  CHECK_NOTHROW(bounds::kResolution.require(0.25));
  CHECK_THROWS_WITH(bounds::kResolution.require(7), "resolution must be 0.05 to 6 inches");
}
