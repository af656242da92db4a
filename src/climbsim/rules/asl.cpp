#include "climbsim/rules/asl.hpp"

#include <stdexcept>

namespace climbsim::asl {

std::string_view to_string(Direction d) noexcept { return d == Direction::up ? "up" : "down"; }

std::string_view to_string(Status s) noexcept {
  switch (s) {
    case Status::good_order: return "good-order";
    case Status::broken: return "broken";
    case Status::wounded: return "wounded";
  }
  return "?";
}

namespace {
std::invalid_argument bad(std::string_view text, const char* what) {
  std::string msg(1, '\'');
  msg.append(text).append("' is not ").append(what);
  return std::invalid_argument(msg);
}
}  // namespace

Direction parse_direction(std::string_view text) {
  if (text == "up") return Direction::up;
  if (text == "down") return Direction::down;
  throw bad(text, "a direction: use up or down");
}

Status parse_status(std::string_view text) {
  if (text == "good-order") return Status::good_order;
  if (text == "broken") return Status::broken;
  if (text == "wounded") return Status::wounded;
  throw bad(text, "a status: use good-order, broken or wounded");
}

std::string Weather::name() const {
  std::string n;
  for (auto [on, word] : {std::pair{rain, "rain"}, std::pair{snow, "snow"}, std::pair{wind, "wind"}})
    if (on) n += (n.empty() ? "" : "+") + std::string(word);
  return n.empty() ? "none" : n;
}

Weather parse_weather(std::string_view text) {
  if (text == "none") return {};
  Weather w;
  std::size_t start = 0;
  while (start <= text.size()) {
    const auto end = std::min(text.find('+', start), text.size());
    const auto word = text.substr(start, end - start);
    bool* slot = word == "rain" ? &w.rain : word == "snow" ? &w.snow : word == "wind" ? &w.wind : nullptr;
    if (slot == nullptr || *slot) throw bad(text, "a weather: use none, rain, snow, wind or a combination such as rain+wind");
    *slot = true;
    start = end + 1;
  }
  return w;
}

WeatherRule parse_weather_rule(std::string_view text) {
  if (text == "each") return WeatherRule::each;
  if (text == "once") return WeatherRule::once;
  throw bad(text, "a weather rule: use each or once");
}

int weather_drm(const Weather& w, WeatherRule rule) noexcept {
  // B11.41: "a cumulative +1 DRM to the Falling DR if rain, snow of any kind, or heavy winds are
  // currently in effect".
  return rule == WeatherRule::each ? w.conditions() : (w.conditions() > 0 ? 1 : 0);
}

FallingOutcomes falling_dr(int total_drm, bool commando) noexcept {
  // B11.41: <= 9 moves, 10-11 holds, >= 12 eliminates. B11.433: a Commando is prevented only on
  // 12 and eliminated only on >= 13.
  const int hold_from = commando ? 12 : 10;
  const int eliminated_from = commando ? 13 : 12;
  FallingOutcomes o;
  for (int a = 1; a <= 6; ++a)
    for (int b = 1; b <= 6; ++b) {
      const int final_dr = a + b + total_drm;
      if (final_dr >= eliminated_from) ++o.eliminated;
      else if (final_dr >= hold_from) ++o.hold;
      else ++o.advance;
    }
  return o;
}

std::string climb_forbidden(Status status) {
  // B11.41: "A broken/wounded unit may not Climb."
  if (status == Status::broken) return "a broken unit may not Climb";
  if (status == Status::wounded) return "a wounded unit may not Climb";
  return {};
}

}  // namespace climbsim::asl
