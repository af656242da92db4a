// Upgrade cards as vertical movement sees them: the minis they add and the keywords they give.
//
// Contract: parse_upgrades reads the header-led CSV described at the top of data/upgrades.csv (built
// in; a file from before the points and card_id columns reads too) and throws UpgradeError naming
// source, line and column at fault. Names are unique (case and punctuation aside) unless the rows
// carry different card ids. find_upgrade matches a name
// as a list builder writes it: case and every character but letters and digits are ignored. apply()
// changes a unit as the card does, effect by effect: add_mini puts one more mini in it (at most
// kMaxMinis; add_noncombatant one with Noncombatant), a keyword effect sets that keyword (Jump keeps
// the larger X, Scout X adds up to 3), none changes nothing.
#pragma once

#include <optional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "climbsim/units/unit.hpp"

namespace climbsim {

struct UpgradeError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// add_noncombatant: one more mini, with Noncombatant (units/wound_assignment.hpp). scout,
// infiltrate, prepared_position and reinforcements: how the unit enters a mission (RULINGS R28).
enum class UpgradeEffect {
  none, add_mini, add_noncombatant, expert_climber, scale, unhindered, jump, scout, infiltrate, prepared_position, reinforcements
};

// One thing a card does; X is jump=X's and scout=X's.
struct CardEffect {
  UpgradeEffect kind = UpgradeEffect::none;
  int x = 0;
  bool operator==(const CardEffect&) const = default;
};

struct Upgrade {
  std::string name;  // as the card prints it
  std::string slot;  // personnel, heavy weapon, gear, ...
  // What it does, in the order of its effect column ("add_mini;infiltrate": Axe Woves joins the
  // unit and gives it Infiltrate); empty: nothing vertical movement sees.
  std::vector<CardEffect> effects;
  std::string source;
  int points = -1;       // the card's cost (-1: not known)
  std::string card_id;   // its Legion HQ card id ("dd"), "" when none: how list links name it

  [[nodiscard]] bool does(UpgradeEffect kind) const;
};

std::vector<Upgrade> parse_upgrades(std::string_view text, const std::string& source);
const std::vector<Upgrade>& builtin_upgrades();
std::string_view builtin_upgrades_text();
// Throws UpgradeError naming the file when it cannot be read.
std::vector<Upgrade> load_upgrades_file(const std::string& path);

// nullopt when no upgrade has that name. Two cards may share a name (Legion HQ has two "Jedi
// Training"): a name finds the first, a card id (find_upgrade_card) the one.
std::optional<Upgrade> find_upgrade(const std::vector<Upgrade>& upgrades, std::string_view name);
std::optional<Upgrade> find_upgrade_card(const std::vector<Upgrade>& upgrades, std::string_view card_id);

// The list's own text, with the columns of data/upgrades.csv: it reads back as the same upgrades.
void write_upgrades(std::ostream& out, const std::vector<Upgrade>& upgrades);
// The effect column: "none", "add_mini", "jump=2", "add_mini;infiltrate", ...
std::string effect_key(const Upgrade& upgrade);
// The known upgrade name closest to `name`, or "" when none is close.
std::string closest_upgrade(const std::vector<Upgrade>& upgrades, std::string_view name);

// Throws UpgradeError when the unit would pass kMaxMinis.
void apply(const Upgrade& upgrade, Unit& unit);
// What the card changes, in a few words ("+1 mini", "Expert Climber", "+1 mini, Infiltrate"), "" for none.
std::string effect_text(const Upgrade& upgrade);

}  // namespace climbsim
