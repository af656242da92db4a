// The reachable-area map as a CSV table.
//
// Contract: one row per surface cell of every level, `x, y, level, surface, die, reachable,
// min_actions, route_at_min_actions, wounds_at_min_actions, mean_wounds, route, route_actions,
// exact_p_unit_intact` (the last four of the safest route within the budget), and with Monte Carlo
// `samples, seed, p_unit_intact, p_unit_intact_ci_low, p_unit_intact_ci_high`.
#pragma once

#include <ostream>
#include <string>

#include "climbsim/analysis/reach.hpp"
#include "climbsim/tables/column_table.hpp"

namespace climbsim {

// A surface as the tables name it: "ground", or the piece's kind and its place in the terrain file
// (building-3).
std::string surface_name(const Terrain& terrain, const Level& level);

// `header`: write the header row first (a table of several dice writes it once). `detail`: the
// columns (column_table.hpp): brief and exact are the same here, all adds the Monte Carlo columns.
void write_reach_csv(std::ostream& out, const ReachMap& map, const Terrain& terrain, const ReachOptions& options,
                     bool header = true, Detail detail = Detail::all);

}  // namespace climbsim
