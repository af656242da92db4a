// The options that choose units, shared by every subcommand that takes a unit.
//
// Contract: --unit NAMES picks units from the roster (--roster FILE, or the built-in one);
// otherwise --minis x --wounds-per-mini builds trooper units, with --kind, --climbing-vehicle and
// --mini-height describing them. Giving both --unit and --minis/--wounds-per-mini is an error.
// --list FILE takes the units of a player's list (upgrades applied, named by their label; unknown
// upgrades are warned about on standard error); with --unit, only those units of the list.
#pragma once

#include <vector>

#include "cli/options.hpp"
#include "climbsim/units/army_list.hpp"
#include "climbsim/units/unit.hpp"

namespace climbsim::cli {

void add_unit_options(po::options_description& desc, const char* default_minis, const char* default_wounds);

// The units of --list with their labels and counts.
std::vector<ListUnit> list_units_from(const Options& opts);

std::vector<Unit> units_from(const Options& opts, const char* default_minis, const char* default_wounds);

}  // namespace climbsim::cli
