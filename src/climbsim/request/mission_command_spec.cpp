// climbsim mission's declaration: its --help and parameters (contract in command_specs.hpp).
#include "climbsim/model/bound.hpp"
#include "climbsim/request/command_specs.hpp"
#include "climbsim/request/in_memory.hpp"
#include "climbsim/request/parameter_groups.hpp"
#include "climbsim/rules/map_cards.hpp"

namespace climbsim {

namespace {

// The cards and their POI tokens, wrapped as --help's prose is (at 100 columns).
std::string map_card_list() {
  std::string out = "The Map Cards (RULINGS R29), with their POI tokens:";
  std::size_t line = out.size();
  const auto& cards = builtin_map_cards();
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const std::string item = cards[i].name + " (" + std::to_string(cards[i].poi_tokens) + ")" + (i + 1 < cards.size() ? "," : ".");
    if (line + 1 + item.size() > 100) {
      out += "\n";
      line = 0;
    } else {
      out += " ";
      ++line;
    }
    out += item;
    line += item.size();
  }
  return out;
}

}  // namespace

CommandSpec mission_spec() {
  CommandSpec s = command("mission", "a mission and a list in: which unit contests which POI, or stands on which roof, by which round",
                R"(Usage: climbsim mission --unit NAMES | --list FILE|LINK --map-card NAME [--side blue|red] [--poi X,Y[;...]]
                        [--terrain FILE] [--rounds N] [options]
       climbsim mission --unit NAMES | --list FILE|LINK --territory X0,Y0,X1,Y1[;...] [--poi X,Y[;...]] ...

On this mission and this table, which of my units can contest that objective, stand on that roof or
reach the enemy's Territory by the end of round 1, round 2, and at what cost? Every unit starts off
the table and enters from the table's edge within your Territory: the mission's Map Card draws it
(--map-card, your --side: blue's Territory is at the near edge, y = 0), or give its rectangles in
inches (--territory; the enemy's is then yours turned 180 degrees). The first action is a move that
deploys the unit, the tool's end flush on the edge (RULINGS R26); one activation of two actions a
round. A unit contests a POI (a 2" token at each --poi) when its leader's base is within Half-Range
(3") of the token (R27). The cards' POIs are drawn on the cards only: give their centres with --poi.

For each unit and target (each POI, the enemy Territory, then each roof and storey of --terrain):
whether it gets there within --rounds, the earliest round, the fewest actions, the fastest route's
steps (deploy2, move2, climb, ...) with its exact expected wounds and chance to keep every mini,
and where the leader stands; then a sentence a POI and one for the enemy Territory saying which
unit gets there first. The same map as `climbsim map --territory` (each target met to within half
a cell, --resolution).

)" + map_card_list() + R"(

Example: climbsim mission --unit stormtroopers,scout-troopers,darth-vader --map-card close-the-pocket
         --poi "36,18;12,18;60,18" --rounds 3
         climbsim mission --list https://legionhq2.com/list/empire/... --terrain experiments/terrain/example.csv
         --territory 0,0,72,9 --poi "18,18;54,18" --format csv -o mission.csv

Options)", 45, unit_parameters("4", "1"));
  append(s.parameters, mission_parameters());
  append(s.parameters, {
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
  s.in_memory = mission_in_memory;
  return s;
}

}  // namespace climbsim
