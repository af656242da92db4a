// Writing a reachable-area map: the CSV grid, and the picture.
//
// Contract: the CSV has one row per surface cell of every level, `x, y, level, surface, die, reachable,
// min_actions, route_at_min_actions, wounds_at_min_actions, mean_wounds, route, route_actions,
// exact_p_unit_intact` (the last four of the safest route within the budget), and with Monte Carlo `samples, seed,
// p_unit_intact, p_unit_intact_ci_low, p_unit_intact_ci_high`. The PNG draws the table from above:
// cells coloured by the actions needed (the highest level at each cell), darker with more expected
// wounds, terrain outlines, the start, and a legend.
#pragma once

#include <ostream>
#include <string>

#include "climbsim/analysis/reach.hpp"
#include "climbsim/output/column_table.hpp"

namespace climbsim {

// The picture's margin in pixels round the table (the report's hover maps pixels back to cells).
inline constexpr int kMapPictureMargin = 28;

// `header`: write the header row first (a table of several dice writes it once). `detail`: the
// columns (column_table.hpp): brief and exact are the same here, all adds the Monte Carlo columns.
void write_reach_csv(std::ostream& out, const ReachMap& map, const Terrain& terrain, const ReachOptions& options,
                     bool header = true, Detail detail = Detail::all);

// Writes the picture as PNG bytes; throws std::runtime_error on failure.
void write_reach_png(std::ostream& out, const ReachMap& map, const Terrain& terrain, const ReachOptions& options);

}  // namespace climbsim
