// The unit roster: named units read from a CSV data file (data/roster.csv is built in).
//
// Contract: parse_roster reads the header-led CSV described at the top of data/roster.csv and
// returns the units in file order, or throws RosterError naming the source, line and column at
// fault. Lines starting with '#' and blank lines are skipped. Names are unique, case-insensitive.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "climbsim/units/unit.hpp"

namespace climbsim {

struct RosterError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

std::vector<Unit> parse_roster(std::string_view text, const std::string& source);
std::vector<Unit> load_roster_file(const std::string& path);
// The roster compiled in from data/roster.csv, and its text.
const std::vector<Unit>& builtin_roster();
std::string_view builtin_roster_text();

// The unit `name` names: its roster name ("scout-troopers"), or its card's name as printed, in any
// case and spacing ("Scout Troopers", "Darth Vader (Dark Lord of the Sith)"), or the card's name
// without its title when one card bears it ("Kalani"). Throws RosterError when none does (with the
// closest name as a "did you mean"), or when a name without a title fits several cards (naming them).
const Unit& find_unit(const std::vector<Unit>& roster, std::string_view name);

// "Darth Vader (Dark Lord of the Sith)" -> "Darth Vader"
std::string without_title(const std::string& display);

// The roster name closest to `name` by edit distance, or "" when none is close (at most a third of
// the name's letters, and at least 2, changed).
std::string closest_unit(const std::vector<Unit>& roster, std::string_view name);

// The keywords of a unit as the roster file writes them ("scale;jump=1"), "" for none.
std::string keyword_text(const Keywords& k);

}  // namespace climbsim
