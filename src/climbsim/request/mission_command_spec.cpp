// climbsim mission's declaration: its --help and parameters (contract in command_specs.hpp).
#include "climbsim/model/bound.hpp"
#include "climbsim/request/command_specs.hpp"
#include "climbsim/request/parameter_groups.hpp"

namespace climbsim {

namespace {

// Rounds of a game: five under the 2025 Core Rulebook (docs/FACTS.md).
constexpr Bound kRounds{"rounds", 1, 5, false, true};

}  // namespace

CommandSpec mission_spec() {
  CommandSpec s = command("mission", "a mission and a list in: which unit contests which POI, or stands on which roof, by which round",
                R"(Usage: climbsim mission --unit NAMES | --list FILE|LINK --territory X0,Y0,X1,Y1[;...] [--poi X,Y[;...]]
                        [--terrain FILE] [--rounds N] [options]

On this mission and this table, which of my units can contest that objective or stand on that roof
by the end of round 1, round 2, and at what cost? Every unit starts off the table and enters from
the table's edge within your Territory (the rectangles of --territory, in inches, as the mission's
Map Card draws it: its squares are 6"): its first action is a move that deploys it, the tool's end
flush on the edge (RULINGS R26); one activation of two actions a round. A unit contests a POI (a
2" token at each --poi) when its leader's base is within Half-Range (3") of the token (R27).

For each unit and target (each POI, then each roof and storey of --terrain): whether it gets there
within --rounds, the earliest round, the fewest actions, the fastest route's steps (deploy2,
move2, climb, ...) with its exact expected wounds and chance to keep every mini, and where the
leader stands; then a sentence a POI saying which unit contests it first. The same map as
`climbsim map --territory` (each target met to within half a cell, --resolution).

Example: climbsim mission --unit stormtroopers,scout-troopers,darth-vader --territory 0,0,72,9
         --poi "36,12;36,18;36,33" --rounds 3
         climbsim mission --list https://legionhq2.com/list/empire/... --terrain experiments/terrain/example.csv
         --territory 0,0,72,9 --poi "18,18;54,18" --format csv -o mission.csv

Options)", 45, unit_parameters("4", "1"));
  append(s.parameters, {
      value("territory", "X0,Y0,X1,Y1[;...]", "your Territory: rectangles in inches; the units deploy from the table's edge within them"),
      value("poi", "X,Y[;...]", "the points of interest, the tokens' centres in inches"),
      within(value("rounds", "N", "rounds to play (one activation each)", "2"), kRounds),
      path("terrain", "FILE", "terrain CSV (as `climbsim map` reads it); none: an empty table"),
      value("table", "W,D", "table size in inches", "72,36"),
      within(value("resolution", "R", "cell size of the maps, inches", "0.25"), bounds::kResolution),
      format_parameter(),
      written("png", "FILE", "also draw one unit's map as a PNG: the earliest round at every cell, the Territory and the POIs"),
      when_absent(value("png-unit", "NAME", "with --png: the unit to draw"), "the first unit"),
      steering(when_absent(within(value("threads", "T", "worker threads, 0 for every core (one unit's map a thread)"), bounds::kThreads), "every core")),
  });
  append(s.parameters, output_parameters());
  s.parameters.push_back(die_parameter());
  auto editions = edition_parameters();
  editions.front().fallback = "core-2025";  // the game as it deploys today (R26)
  append(s.parameters, editions);
  return s;
}

}  // namespace climbsim
