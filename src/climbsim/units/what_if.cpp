#include "climbsim/units/what_if.hpp"

#include <stdexcept>
#include <type_traits>

namespace climbsim {

namespace {

constexpr const char* kKnown =
    "expert-climber, scale, unhindered, jump=X, speeder=X, hover=X, scout=X (1-3), infiltrate, prepared-position or reinforcements, "
    "or no-KEYWORD to take one away";

// X of "name=X", 1 to 12.
int level_of(const std::string& what_if, std::size_t prefix) {
  int x = 0;
  std::size_t used = 0;
  try {
    x = std::stoi(what_if.substr(prefix), &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used == 0 || prefix + used != what_if.size())
    throw std::invalid_argument("'" + what_if + "' is not " + what_if.substr(0, prefix) + "X with X a whole number");
  if (x < 1 || x > 12) throw std::invalid_argument("'" + what_if + "': X is 1 to 12");
  return x;
}

bool raise(int& keyword, int x) {
  if (keyword >= x) return false;
  keyword = x;
  return true;
}

bool set(bool& keyword) {
  if (keyword) return false;
  keyword = true;
  return true;
}

// Takes a keyword away: no-expert-climber, no-scale, no-unhindered, no-jump, no-speeder, no-hover,
// no-scout, no-infiltrate, no-prepared-position, no-reinforcements.
bool remove(const std::string& what_if, const std::string& keyword, Keywords& k) {
  const auto clear = [](auto& field) {
    const bool had = field != std::remove_reference_t<decltype(field)>{};
    field = {};
    return had;
  };
  if (keyword == "expert-climber") return clear(k.expert_climber);
  if (keyword == "scale") return clear(k.scale);
  if (keyword == "unhindered") return clear(k.unhindered);
  if (keyword == "jump") return clear(k.jump);
  if (keyword == "speeder") return clear(k.speeder);
  if (keyword == "hover") return clear(k.hover);
  if (keyword == "scout") return clear(k.scout);
  if (keyword == "infiltrate") return clear(k.infiltrate);
  if (keyword == "prepared-position") return clear(k.prepared_position);
  if (keyword == "reinforcements") return clear(k.reinforcements);
  throw std::invalid_argument("'" + what_if + "' is not a what-if: " + kKnown);
}

}  // namespace

bool apply_what_if(const std::string& what_if, Unit& u) {
  auto& k = u.keywords;
  if (what_if.rfind("no-", 0) == 0) return remove(what_if, what_if.substr(3), k);
  if (what_if == "expert-climber") return set(k.expert_climber);
  if (what_if == "scale") return set(k.scale);
  if (what_if == "unhindered") return set(k.unhindered);
  // How a unit enters a mission (RULINGS R28): Scout X "cannot exceed 3".
  if (what_if == "infiltrate") return set(k.infiltrate);
  if (what_if == "prepared-position") return set(k.prepared_position);
  if (what_if == "reinforcements") return set(k.reinforcements);
  if (what_if.rfind("scout=", 0) == 0) {
    const int x = level_of(what_if, 6);
    if (x > 3) throw std::invalid_argument("'" + what_if + "': Scout X cannot exceed 3");
    return raise(k.scout, x);
  }
  for (auto [prefix, keyword] : {std::pair{"jump=", &k.jump}, {"speeder=", &k.speeder}, {"hover=", &k.hover}}) {
    const std::string p = prefix;
    if (what_if.rfind(p, 0) == 0) return raise(*keyword, level_of(what_if, p.size()));
  }
  throw std::invalid_argument("'" + what_if + "' is not a what-if: " + kKnown);
}

}  // namespace climbsim
