// A player's army list, as the common list builder exports it, turned into units.
//
// Contract: parse_army_list reads any of Legion HQ's export forms and returns its entries in list order:
//  - plain text: a title line, a "points/limit (N activations)" line, rank sections ("Commanders:",
//    "Operative:", "Corps:", "Special Forces:", "Support:", "Heavy:") whose unit lines read
//    " - 2× Stormtroopers (44): DLT-19 Stormtrooper (24), Grappling Hooks (2) = 70" or
//    " - Snowtroopers = 44", then other sections ("Commands:", ...) that are skipped;
//  - Tabletop Simulator JSON: an object whose "units" array holds {"name", "upgrades": [...],
//    "loadout": [...]} (each entry one unit; a loadout is an alternative set, not carried);
//  - the tournament and minimal text exports, without rank sections (units/list_text_exports.hpp);
//  - a Legion HQ link (units/list_link.hpp), whose entries name cards by id.
// The header's "412/800" is kept as header_points and point_limit.
// Every entry keeps its line in the file. Malformed text throws ArmyListError naming file and line.
// build_units() resolves names against a roster and an upgrade list: an unknown unit throws
// ArmyListError (file:line, did you mean); an unknown upgrade is skipped and named in `warnings`.
// An entry from a link names cards by id: a unit card the roster lacks (a vehicle that neither climbs
// nor hovers, a counterpart, a newer card) is skipped with a warning, and so is an unknown upgrade id.
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
  std::vector<std::string> upgrades;  // as written, costs removed (a link's: the ids)
  int line = 0;
  std::string card_id;                   // a link's unit card id ("ay"); "" for names
  std::vector<std::string> upgrade_ids;  // a link's upgrade card ids
  bool counterpart = false;              // a link's counterpart, after its unit
};

struct ArmyList {
  std::string source;  // the file name, for messages
  std::string format;  // "text", "tournament-text", "minimal-text", "tts-json" or "legion-hq-link"
  std::string title;
  std::vector<ListEntry> entries;
  std::string faction;               // a link's faction ("empire"), "" when the form does not say
  int header_points = -1;            // "412/800": 412, the list's total as its header writes it
  int point_limit = -1;              // "412/800": 800; a link's "1000:"
  std::vector<std::string> skipped;  // a link's command and battle card ids
};

ArmyList parse_army_list(std::string_view text, const std::string& source);
ArmyList load_army_list(const std::string& path);

struct ListUnit {
  Unit unit;                  // the roster's unit with its upgrades applied; name: roster name
  std::string label;          // "2× stormtroopers (DLT-19 Stormtrooper, Grappling Hooks)"
  int count = 1;
  std::vector<std::string> upgrades_applied;  // the known upgrades that change something
  std::vector<std::string> upgrade_names;     // every known upgrade, as its card names it
  int card_points = -1;   // one unit's cost by the cards: the unit's and its upgrades' points; -1 if one is not known
  std::size_t entry = 0;  // its entry in the list (ArmyList::entries)
};

std::vector<ListUnit> build_units(const ArmyList& list, const std::vector<Unit>& roster,
                                  const std::vector<Upgrade>& upgrades, std::vector<std::string>& warnings);

}  // namespace climbsim
