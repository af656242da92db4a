// A player's army list, as the common list builder exports it, turned into units.
//
// Contract: parse_army_list reads either export form and returns its entries in list order:
//  - plain text: a title line, a "points/limit (N activations)" line, rank sections ("Commanders:",
//    "Operative:", "Corps:", "Special Forces:", "Support:", "Heavy:") whose unit lines read
//    " - 2× Stormtroopers (44): DLT-19 Stormtrooper (24), Grappling Hooks (2) = 70" or
//    " - Snowtroopers = 44", then other sections ("Commands:", ...) that are skipped;
//  - Tabletop Simulator JSON: an object whose "units" array holds {"name", "upgrades": [...],
//    "loadout": [...]} (each entry one unit; a loadout is an alternative set, not carried).
// Every entry keeps its line in the file. Malformed text throws ArmyListError naming file and line.
// build_units() resolves names against a roster and an upgrade list: an unknown unit throws
// ArmyListError (file:line, did you mean); an unknown upgrade is skipped and named in `warnings`.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "climbsim/units/unit.hpp"
#include "climbsim/units/upgrades.hpp"

namespace climbsim {

struct ArmyListError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Bounds on what a list may be: its size, units, names and upgrades (an export of a list builder
// is a few kilobytes and a few dozen units); past them parse_army_list throws ArmyListError at once.
inline constexpr std::size_t kMaxListBytes = 1 << 20;
inline constexpr std::size_t kMaxListUnits = 1000;
inline constexpr std::size_t kMaxListName = 200;
inline constexpr std::size_t kMaxListUpgrades = 100;
// Unknown upgrades named one by one, with a suggestion; the rest are counted in one warning.
inline constexpr std::size_t kListWarningsShown = 10;

struct ListEntry {
  std::string unit;                   // as the list writes it ("Stormtroopers")
  std::string rank;                   // the section's rank (commander, ..., heavy), "" for JSON
  int count = 1;                      // "2×" in the plain text
  int points = -1;                    // " = 70": the unit's cost as the list writes it; -1 unwritten
  std::vector<std::string> upgrades;  // as written, costs removed
  int line = 0;
};

struct ArmyList {
  std::string source;  // the file name, for messages
  std::string format;  // "text" or "tts-json"
  std::string title;
  std::vector<ListEntry> entries;
};

ArmyList parse_army_list(std::string_view text, const std::string& source);
ArmyList load_army_list(const std::string& path);

struct ListUnit {
  Unit unit;                  // the roster's unit with its upgrades applied; name: roster name
  std::string label;          // "2× stormtroopers + DLT-19 Stormtrooper, Grappling Hooks"
  int count = 1;
  std::vector<std::string> upgrades_applied;  // the known upgrades that change something
};

std::vector<ListUnit> build_units(const ArmyList& list, const std::vector<Unit>& roster,
                                  const std::vector<Upgrade>& upgrades, std::vector<std::string>& warnings);

}  // namespace climbsim
