// The options that choose units, shared by every command that takes a unit.
//
// Contract: --unit NAMES picks units from the roster (--roster FILE, or the built-in one);
// otherwise --minis x --wounds-per-mini builds trooper units, with --kind, --climbing-vehicle and
// --mini-height describing them. Giving both --unit and --minis/--wounds-per-mini is an error.
// --list FILE (or a list supplied as text) takes the units of a player's list (upgrades applied,
// named by their label; unknown upgrades become warnings on the OptionValues); with --unit, only
// those units of the list.
#pragma once

#include <vector>

#include "climbsim/request/option_values.hpp"
#include "climbsim/units/army_list.hpp"
#include "climbsim/units/unit.hpp"
#include "climbsim/units/upgrades.hpp"

namespace climbsim {

// The roster --unit and --list name units from: --roster FILE (or the page's supplied text), else
// the built-in one.
std::vector<Unit> roster_from(const OptionValues& opts);

// The upgrade list a --list is read with: --upgrades FILE (a list made by roster --upgrades-output,
// or supplied text), else the built-in one.
std::vector<Upgrade> upgrades_from(const OptionValues& opts);

// The army list of --list, parsed (recorded as an input).
ArmyList army_list_from(const OptionValues& opts);

// The units of --list with their labels and counts.
std::vector<ListUnit> list_units_from(const OptionValues& opts);

// The units of --list, of --unit from the roster, or built from --minis x --wounds-per-mini and the
// keyword options (their defaults are the command's declaration's).
std::vector<Unit> units_from(const OptionValues& opts);

}  // namespace climbsim
