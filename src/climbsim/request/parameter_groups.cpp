// The shared parameters (contract in parameter_groups.hpp).
#include "climbsim/request/parameter_groups.hpp"

#include "climbsim/model/mc_options.hpp"
#include "climbsim/request/shared_request.hpp"
#include "climbsim/rules/map_cards.hpp"
#include "climbsim/units/unit.hpp"

namespace climbsim {

namespace bounds {
const Bound kMinis{"minis", 1, kMaxMinis, false, true};
const Bound kWoundsPerMini{"wounds-per-mini", 1, kMaxWoundsPerMini, false, true};
const Bound kBaseMm{"base-mm", kMinBaseMm, kMaxBaseMm, false, false, "mm"};
}  // namespace bounds

std::vector<Parameter> unit_parameters(const std::string& minis, const std::string& wounds) {
  return {
      value("unit", "NAMES", "units from the roster by name or card name, e.g. stormtroopers,\"Scout Troopers\", or all (with --list: those units of the list)"),
      path("list", "FILE",
           "the units of a player's list, as Legion HQ exports it (any of its text exports, Tabletop Simulator JSON, or a link), upgrades applied"),
      when_absent(path("roster", "FILE", "roster CSV to use instead of the built-in one"), "the built-in roster, data/roster.csv"),
      when_absent(path("upgrades", "FILE", "with --list: upgrade list CSV (roster --upgrades-output) instead of the built-in one"),
                  "the built-in upgrades, data/upgrades.csv"),
      within(value("minis", "LIST", "minis per unit, leader included", minis), bounds::kMinis),
      within(value("wounds-per-mini", "LIST", "wounds of each mini", wounds), bounds::kWoundsPerMini),
      value("kind", "K", "trooper or vehicle, for units built from --minis", "trooper"),
      value("climbing-vehicle", "BOOL", "the vehicle has Climbing Vehicle", "false"),
      within(value("mini-height", "H", "leader's mini height", "0.2"), bounds::kMiniHeight),
      within(value("jump", "X", "the unit has Jump X, 0 for none", "0"), bounds::kKeywordValue),
      value("scale", "BOOL", "the unit has Scale", "false"),
      within(value("speeder", "X", "the unit has Speeder X, 0 for none", "0"), bounds::kKeywordValue),
      within(value("hover", "X", "the unit has Hover: Air X, 0 for none", "0"), bounds::kKeywordValue),
  };
}

std::vector<Parameter> run_parameters() {
  const McOptions mc;
  Parameter output = when_absent(written("output", "FILE",
                                      "write the CSV here; checked before any work, replaced only when every output is complete"),
                                 "standard output");
  output.short_name = 'o';
  return {
      value("samples", "N", "Monte Carlo samples per row", std::to_string(mc.samples)),
      value("precision", "E",
            "instead of --samples: run each row until every 95% interval's half-width is at most E; a last column `converged` "
            "says whether it got there before --max-samples"),
      value("max-samples", "N", "hard cap per row with --precision, in whole chunks of 65536 samples", std::to_string(mc.max_samples)),
      value("seed", "S", "master seed; same seed, same output on any thread count", std::to_string(mc.seed)),
      steering(when_absent(within(value("threads", "T", "worker threads, 0 for every core"), bounds::kThreads), "every core")),
      output,
      value("max-work", "W",
            "refuse a run estimated at more than W units of work (about one random draw each; 1e11 is about a minute of the "
            "vector kernels on 2 cores, several of the scalar ones)",
            "1e11"),
      config_parameter(),
      steering(flag("quiet", "no progress display", 'q')),
      print_config_parameter(),
      help_parameter(),
  };
}

std::vector<Parameter> plain_output_parameters() {
  Parameter output = when_absent(written("output", "FILE", "write here"), "standard output");
  output.short_name = 'o';
  return {output, config_parameter(), help_parameter()};
}

std::vector<Parameter> output_parameters() {
  auto group = plain_output_parameters();
  group.insert(group.end() - 1, print_config_parameter());
  return group;
}

std::vector<Parameter> edition_parameters() {
  return {
      offering(value("edition", "LIST",
                     "rules editions: rule-texts (climb and clamber), core-2023 (the 2023 Core Rulebook: climbs only, one "
                     "action, height 1, 2 with Expert Climber or Scale, no dice, no clamber, notched bases may not climb, small "
                     "bases centred over the tool) and/or core-2025 (today's Core Rulebook, 24 November 2025: as core-2023, and a "
                     "climb is also a speed-1 move over obstacles up to 1 taller, bases never overhang a roof, barricades do not "
                     "slow); an edition column names each row's",
                     kDefaultEdition),
               edition_choices()),
      path("rules", "FILE",
           "an .ini of rule numbers that override each --edition (dice, heights, action costs, actions per activation, tool "
           "lengths, die, wound_order; docs/RULINGS.md R14 lists the keys; `climbsim rules` writes one); the edition column "
           "becomes EDITION+NAME"),
  };
}

std::vector<Parameter> legion_table_parameters() {
  std::vector<Parameter> group = {die_parameter()};
  append(group, edition_parameters());
  group.push_back(columns_parameter());
  append(group, run_parameters());
  return group;
}

Parameter die_parameter() {
  return offering(when_absent(value("die", "LIST", "dice: white, red or BLOCKSinFACES such as 2in6; each die is a column value"),
                              "the edition's: white, or a --rules file's die"),
                  {{"white", "White defence die"}, {"red", "Red defence die"}}, true);
}

std::vector<Choice> edition_choices() {
  return {{"rule-texts", "Rules Reference (climb and clamber)"},
          {"core-2023", "2023 Core Rulebook (climb only)"},
          {"core-2025", "2025 Core Rulebook (climb as a speed-1 move)"}};
}

std::vector<Choice> face_choices(bool wall_ladder) {
  std::vector<Choice> c = {{"sheer", "Sheer"}, {"ledges", "Ledges"}, {"ladder", "Ladder"}, {"ledges+ladder", "Ledges and a ladder"},
                           {"wall", "Wall (clamber over)"}};
  if (wall_ladder) c.push_back({"wall+ladder", "Wall with a ladder or stile"});
  return c;
}

std::vector<Choice> what_if_choices() {
  return {{"expert-climber", "Expert Climber"}, {"scale", "Scale"}, {"jump=1", "Jump 1"}, {"jump=2", "Jump 2"},
          {"unhindered", "Unhindered"},         {"no-expert-climber", "without Expert Climber"}, {"no-scale", "without Scale"}};
}

std::vector<Choice> direction_choices() { return {{"up", "Up"}, {"down", "Down"}}; }

Parameter columns_parameter() {
  return value("columns", "C",
               "brief (the handful a player reads), exact (every exact figure) or all (Monte Carlo and intervals too)",
               kDefaultColumns);
}

Parameter format_parameter() { return value("format", "F", "table, csv, json or markdown", "table"); }

Parameter help_parameter() { return steering(flag("help", "show this help", 'h')); }

Parameter config_parameter() {
  return steering(path("config", "FILE", "read these options from an .ini file too (command line wins; paths in it are relative to its folder)"));
}

Parameter print_config_parameter() {
  return steering(flag("print-config", "print an .ini that reproduces this run (every option in force), then stop"));
}

std::vector<Choice> map_card_choices() {
  std::vector<Choice> out;
  for (const MapCard& c : builtin_map_cards()) out.push_back({c.name, c.display_name});
  return out;
}

std::vector<Parameter> mission_parameters() {
  return {
      when_absent(offering(value("map-card", "NAME", "the mission's Map Card: its Territories"), map_card_choices()), "--territory"),
      when_absent(offering(value("side", "SIDE", "with --map-card: your side, blue (the near edge) or red"), {{"blue", "Blue"}, {"red", "Red"}}), "blue"),
      value("territory", "X0,Y0,X1,Y1[;...]", "instead of a Map Card, your Territory: rectangles in inches; the units deploy from the table's edge within them"),
      value("poi", "X,Y[;...]", "the points of interest, the tokens' centres in inches"),
      within(value("rounds", "N", "rounds to play (one activation each)", "2"), bounds::kRounds),
      path("terrain", "FILE", "terrain CSV (as `climbsim map` reads it); none: an empty table"),
  };
}

}  // namespace climbsim
