// The roster and the upgrade list made from Legion HQ's card data (units/card_data.hpp), so that a
// new card file makes a new roster with one command (`climbsim roster --from-legion-hq`).
//
// Contract: roster_from_cards takes every unit card whose subtype is a kind of trooper, and every
// vehicle with Climbing Vehicle, Speeder X or Hover: Air X (the keywords that move a vehicle up or
// over terrain, docs/FACTS.md), with minis, wounds, speed, defense die, rank, faction, points and
// the movement keywords (Expert Climber, Scale, Unhindered, Jump X, Climbing Vehicle, Speeder X,
// Hover: Air X) as the card gives them. The base, the mini height and the roster name come from the
// unit-bases table (data/unit-bases.csv: the card's own row, else its subtype's); a card with no row
// gets a name made from its card name (with its title, then its faction, when two cards share it).
// Units that cannot be in the roster (speed 0, Hover: Ground only, no base for the subtype) are named
// with the reason in `left_out`. Every upgrade card becomes an upgrade: personnel and heavy weapon
// add a mini, else the first movement keyword it gives. Each row's source names the card id and
// `provenance` (the card file and its version). The units come ordered by faction, rank and name.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "climbsim/units/card_data.hpp"
#include "climbsim/units/unit.hpp"
#include "climbsim/units/upgrades.hpp"

namespace climbsim {

struct UnitBase {
  std::string key;   // a card id, or "subtype:" + a card subtype
  std::string name;  // the roster name for that card ("" on subtype rows)
  double base_mm = 27.0;
  bool notched = false;
  double mini_height = 0.2;
  double silhouette = 0;  // its own Silhouette's height; 0: its base's template (RULINGS R25)
  std::string source;
};

// Reads the header-led CSV of data/unit-bases.csv; throws RosterError naming source and line.
std::vector<UnitBase> parse_unit_bases(std::string_view text, const std::string& source);
const std::vector<UnitBase>& builtin_unit_bases();

struct CardRoster {
  std::vector<Unit> units;
  std::vector<Upgrade> upgrades;
  std::vector<std::string> left_out;  // "1.4 FD Laser Cannon Team (an): speed 0, it cannot move"
};

CardRoster roster_from_cards(const std::vector<Card>& cards, const std::vector<UnitBase>& bases, const std::string& provenance);

// A card name as a roster name: lower case words joined by '-' ("Darth Vader" -> "darth-vader").
std::string roster_name_of(std::string_view card_name);

}  // namespace climbsim
