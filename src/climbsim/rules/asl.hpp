// Advanced Squad Leader, B11.4 Climbing: the Falling DR and what it does.
//
// Contract: pure functions, no randomness. One Falling DR (2d6 + DRM) per Movement Phase:
// final DR <= 9 moves the unit one level (B11.41), 10-11 holds it Climbing, >= 12 eliminates it;
// a Commando (B11.433) is held only on 12 and eliminated only on >= 13. Weather adds +1 per
// condition (RULINGS A2). Leadership DRM never applies (B11.41 "DR (∆)"). Only Good Order infantry
// may Climb (B11.4, B11.41). Probabilities are exact counts out of the 36 outcomes of 2d6.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace climbsim::asl {

enum class Direction { up, down };
enum class Status { good_order, broken, wounded };

std::string_view to_string(Direction d) noexcept;
std::string_view to_string(Status s) noexcept;
Direction parse_direction(std::string_view text);  // up, down
Status parse_status(std::string_view text);        // good-order, broken, wounded

// Weather conditions in effect, each of rain, snow, wind at most once: "none", "rain",
// "rain+wind", ... Parsing keeps the canonical order rain, snow, wind.
struct Weather {
  bool rain = false, snow = false, wind = false;
  [[nodiscard]] std::string name() const;
  [[nodiscard]] int conditions() const noexcept { return int{rain} + int{snow} + int{wind}; }
};
Weather parse_weather(std::string_view text);

// How weather conditions add up (RULINGS A2): +1 for each (the default), or +1 once for any.
enum class WeatherRule { each, once };
WeatherRule parse_weather_rule(std::string_view text);
int weather_drm(const Weather& w, WeatherRule rule) noexcept;

// The outcome counts of one Falling DR out of 36 (they add up to 36).
struct FallingOutcomes {
  int advance = 0;     // one level up or down
  int hold = 0;        // no progress, still Climbing
  int eliminated = 0;  // the unit and its SW are eliminated
};

// `total_drm` is every DRM that applies (weather included, leadership never).
FallingOutcomes falling_dr(int total_drm, bool commando) noexcept;

// Why a unit may not Climb at all (empty when it may).
std::string climb_forbidden(Status status);

}  // namespace climbsim::asl
