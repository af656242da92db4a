#include "climbsim/rules/asl.hpp"

#include <catch2/catch.hpp>

using namespace climbsim::asl;

TEST_CASE("Falling DR outcomes match the 36 rolls of 2d6 for every DRM", "[rules][asl]") {
  // Ways to roll each sum 2..12 with two dice.
  const int ways[13] = {0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1};
  for (int drm = -12; drm <= 12; ++drm) {
    for (bool commando : {false, true}) {
      int advance = 0, hold = 0, eliminated = 0;
      for (int sum = 2; sum <= 12; ++sum) {
        const int final_dr = sum + drm;
        // B11.41: <= 9 moves, 10-11 holds, >= 12 eliminates; B11.433 Commando: 12 holds, >= 13 eliminates.
        if (commando ? final_dr >= 13 : final_dr >= 12) eliminated += ways[sum];
        else if (commando ? final_dr == 12 : final_dr >= 10) hold += ways[sum];
        else advance += ways[sum];
      }
      const auto o = falling_dr(drm, commando);
      INFO("drm " << drm << " commando " << commando);
      CHECK(o.advance == advance);
      CHECK(o.hold == hold);
      CHECK(o.eliminated == eliminated);
      CHECK(o.advance + o.hold + o.eliminated == 36);
    }
  }
  // A few by hand: DRM 0 -> 30 of 36 move (sum <= 9), 5 hold (10, 11), 1 falls (12).
  const auto plain = falling_dr(0, false);
  CHECK((plain.advance == 30 && plain.hold == 5 && plain.eliminated == 1));
  const auto commando = falling_dr(0, true);
  CHECK((commando.advance == 35 && commando.hold == 1 && commando.eliminated == 0));
  const auto rain_commando = falling_dr(1, true);  // 11 + 1 = 12 holds, 12 + 1 = 13 falls
  CHECK((rain_commando.advance == 33 && rain_commando.hold == 2 && rain_commando.eliminated == 1));
}

TEST_CASE("weather adds +1 per condition by default (RULINGS A2)", "[rules][asl]") {
  CHECK(weather_drm(parse_weather("none"), WeatherRule::each) == 0);
  CHECK(weather_drm(parse_weather("rain"), WeatherRule::each) == 1);
  CHECK(weather_drm(parse_weather("snow"), WeatherRule::each) == 1);
  CHECK(weather_drm(parse_weather("wind"), WeatherRule::each) == 1);
  CHECK(weather_drm(parse_weather("rain+wind"), WeatherRule::each) == 2);
  CHECK(weather_drm(parse_weather("wind+snow"), WeatherRule::each) == 2);
  CHECK(weather_drm(parse_weather("rain+wind"), WeatherRule::once) == 1);
  CHECK(parse_weather("wind+rain").name() == "rain+wind");
  for (const char* bad : {"fog", "", "rain+rain", "rain+", "none+rain"}) CHECK_THROWS_AS(parse_weather(bad), std::invalid_argument);
  CHECK_THROWS_AS(parse_weather_rule("twice"), std::invalid_argument);
}

TEST_CASE("only Good Order units may Climb", "[rules][asl]") {
  CHECK(climb_forbidden(Status::good_order).empty());
  CHECK_FALSE(climb_forbidden(Status::broken).empty());
  CHECK_FALSE(climb_forbidden(Status::wounded).empty());
  CHECK(parse_status("good-order") == Status::good_order);
  CHECK_THROWS_AS(parse_status("berserk"), std::invalid_argument);
  CHECK(parse_direction("down") == Direction::down);
  CHECK_THROWS_AS(parse_direction("sideways"), std::invalid_argument);
}
