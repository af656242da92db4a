// climbsim ask --terrain: a question answered from the map: the fewest actions to a spot, the
// safest of the fastest routes, and the safest route within the budget.
//
// Contract: map_question reads the unit (one), the die (one), the edition (one), --actions,
// --start, --to and --terrain (a 72" x 36" table) and throws UsageError naming the option at
// fault. answer_from_map computes the map and returns one row per surface at the --to cell (a
// given LEVEL keeps only that surface): unit, to, level, reachable, fewest_actions, fastest_route,
// fastest_wounds, safest_route, safest_actions, wounds, p_unit_intact; a --to with no surface there
// at that level, or a start off every surface, is a UsageError.
#pragma once

#include <optional>
#include <vector>

#include "climbsim/analysis/reach.hpp"
#include "climbsim/request/answer_table.hpp"
#include "climbsim/request/command_requests.hpp"
#include "climbsim/request/option_values.hpp"
#include "climbsim/terrain/terrain.hpp"

namespace climbsim {

struct MapQuestion {
  Terrain terrain;
  ReachOptions options;
  double to_x = 0, to_y = 0;
  std::optional<double> to_level;
};

MapQuestion map_question(const OptionValues& opts, std::vector<LegionRules> editions);
Table answer_from_map(const OptionValues& opts, const MapQuestion& q);

// map --to X,Y --routes FILE: the steps of the spot's routes in one traced map
// (tables/route_steps.hpp); no surface at the spot is a UsageError naming --to.
void write_routes(const OptionValues& opts, std::ostream& out, const ReachMap& map, const MapRequest& request, bool header);

}  // namespace climbsim
