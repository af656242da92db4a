// The reachable-area map: where a unit's leader can stand after N actions, and at what risk.
//
// Contract: from a start on the ground, actions chain through standard moves (the speed-X tool:
// two clear straight legs joined at one joint, together at most tool length + base diameter, less
// one speed when the move starts in or enters difficult terrain unless Unhindered), climbs and
// clambers at building faces, clambers over walls and Jump X moves, each with its action cost and
// dice from the rules. For every surface cell: whether it is reachable within the budget, the
// fewest actions, the least expected wounds over the routes that fit (exact: the Markov chain of
// the route's clambers), and that route. Geometry and its approximations: docs/RULINGS.md M1-M6.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "climbsim/engine/monte_carlo.hpp"
#include "climbsim/engine/statistics.hpp"
#include "climbsim/random/die.hpp"
#include "climbsim/rules/legion.hpp"
#include "climbsim/terrain/surfaces.hpp"
#include "climbsim/units/unit.hpp"

namespace climbsim {

struct ReachOptions {
  Unit unit;
  double start_x = 6, start_y = 18;
  int actions = 2;
  double resolution = 0.25;
  LegionRules rules;
  Die die = white_die();
  bool monte_carlo = false;
  McOptions mc;
};

// A route: its steps and the dice each clamber rolls per mini, with its exact figures.
struct Route {
  std::string name;            // e.g. move2+clamber1; empty at the start
  std::vector<int> dice;       // dice per mini of each clamber that rolls
  double mean_wounds = 0;
  double p_unit_intact = 1;    // no mini lost
  std::optional<double> mc_p_unit_intact;
  std::optional<Interval> mc_p_unit_intact_ci;
  std::uint64_t samples = 0;
};

struct ReachCell {
  std::size_t cell = 0;
  int level = 0;     // index into ReachMap::levels
  int min_actions = -1;  // -1: not reachable within the budget
  int route = -1;        // index into ReachMap::routes: the least expected wounds within the budget
};

struct ReachMap {
  Grid grid;
  std::vector<Level> levels;
  std::vector<Route> routes;
  std::vector<ReachCell> cells;  // every surface cell of every level, row by row, ground first
  std::size_t start_cell = 0;
};

// Throws std::invalid_argument when the start is not a place the leader can stand.
ReachMap compute_reach(const Terrain& terrain, const ReachOptions& options);

}  // namespace climbsim
