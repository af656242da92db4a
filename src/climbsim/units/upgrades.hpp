// Upgrade cards as vertical movement sees them: the minis they add and the keywords they give.
//
// Contract: parse_upgrades reads the header-led CSV described at the top of data/upgrades.csv (built
// in) and throws UpgradeError naming source, line and column at fault. find_upgrade matches a name
// as a list builder writes it: case and every character but letters and digits are ignored. apply()
// changes a unit as the card does: add_mini puts one more mini in it (at most kMaxMinis), a keyword
// effect sets that keyword (Jump keeps the larger X), none changes nothing.
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "climbsim/units/unit.hpp"

namespace climbsim {

struct UpgradeError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

enum class UpgradeEffect { none, add_mini, expert_climber, scale, unhindered, jump };

struct Upgrade {
  std::string name;  // as the card prints it
  std::string slot;  // personnel, heavy weapon, gear, ...
  UpgradeEffect effect = UpgradeEffect::none;
  int jump = 0;      // X, for UpgradeEffect::jump
  std::string source;
};

std::vector<Upgrade> parse_upgrades(std::string_view text, const std::string& source);
const std::vector<Upgrade>& builtin_upgrades();

// The key names are matched on: lower case letters and digits only ("DLT-19 Stormtrooper" ->
// "dlt19stormtrooper").
std::string match_key(std::string_view name);

// nullopt when no upgrade has that name.
std::optional<Upgrade> find_upgrade(const std::vector<Upgrade>& upgrades, std::string_view name);
// The known upgrade name closest to `name`, or "" when none is close.
std::string closest_upgrade(const std::vector<Upgrade>& upgrades, std::string_view name);

// Throws UpgradeError when the unit would pass kMaxMinis.
void apply(const Upgrade& upgrade, Unit& unit);
// What the card changes, in a few words ("+1 mini", "Expert Climber"), "" for none.
std::string effect_text(const Upgrade& upgrade);

}  // namespace climbsim
