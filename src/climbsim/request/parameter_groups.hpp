// The parameters several commands share, declared once each (request/parameter.hpp): the unit,
// the Monte Carlo run, the editions, the die, the columns, the output.
//
// Contract: each function returns its group's declarations in the order --help lists them. The
// groups that carry a default which differs by command take it as an argument.
#pragma once

#include <string>
#include <vector>

#include "climbsim/request/parameter.hpp"

namespace climbsim {

namespace bounds {
// Minis in a unit and wounds on a mini (units/unit.hpp kMaxMinis, kMaxWoundsPerMini).
extern const Bound kMinis;
extern const Bound kWoundsPerMini;
// A base's diameter, mm (units/unit.hpp kMinBaseMm, kMaxBaseMm).
extern const Bound kBaseMm;
// A mini's height in height units: more than 0; 12 is 72".
inline constexpr Bound kMiniHeight{"mini-height", 0, 12, true, false, "height units"};
// A unit's speed (the movement tools 1-3).
inline constexpr Bound kSpeed{"speed", 1, 3, false, true};
// Worker threads: 0 is every core.
inline constexpr Bound kThreads{"threads", 0, 1024, false, true};
// Rounds of a game: five under the 2025 Core Rulebook (docs/FACTS.md).
inline constexpr Bound kRounds{"rounds", 1, 5, false, true};
}  // namespace bounds

// --unit, --list, --roster, --minis, --wounds-per-mini, --kind, --climbing-vehicle, --mini-height,
// --jump, --scale, --speeder, --hover: who climbs.
std::vector<Parameter> unit_parameters(const std::string& minis, const std::string& wounds);

// --samples, --precision, --max-samples, --seed, --threads, -o, --max-work, --config, -q,
// --print-config, -h: the Monte Carlo commands' run.
std::vector<Parameter> run_parameters();

// -o FILE, --config FILE, --print-config, -h: the commands that write one table or text and take
// no Monte Carlo options.
std::vector<Parameter> output_parameters();

// -o FILE, --config FILE and -h only (no --print-config): commands with nothing to reproduce.
std::vector<Parameter> plain_output_parameters();

// --edition LIST and --rules FILE.
std::vector<Parameter> edition_parameters();

// --die, --edition, --rules, --columns and the run's: what every Legion table command ends with.
std::vector<Parameter> legion_table_parameters();

// --map-card NAME, --side, --territory, --poi, --rounds, --terrain: a mission (climbsim mission,
// and the mission's sentences that list adds).
std::vector<Parameter> mission_parameters();

// --die LIST.
Parameter die_parameter();

// --columns brief|exact|all.
Parameter columns_parameter();

// --format table|csv|json|markdown of ask and list.
Parameter format_parameter();

// -h, --config FILE, --print-config.
Parameter help_parameter();
Parameter config_parameter();
Parameter print_config_parameter();

// The values the page offers, with the words a player knows them by (request/parameter.hpp, Choice).
std::vector<Choice> edition_choices();
// The built-in Map Cards, by name (rules/map_cards.hpp).
std::vector<Choice> map_card_choices();
std::vector<Choice> face_choices(bool wall_ladder = false);
std::vector<Choice> what_if_choices();
std::vector<Choice> direction_choices();

}  // namespace climbsim
