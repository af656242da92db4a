// The steps of the two routes a traced map found to one spot (map --to X,Y[,LEVEL] --routes FILE):
// where the leader stands after each, to draw them on the table.
//
// Contract: for each surface at the map's cell holding (x, y) (only the one of height `level`, when
// given) that the map reached, its fastest route (the safest of those with the fewest actions),
// then its safest route within the budget: one row a waypoint, from the start (step 0, "start") to
// the spot, with the step's name (the route's names joined by '+' make the map's route), the
// actions spent so far, the leader's centre (x, y, inches to 0.0001", where the search stood it), the
// height and name of the surface it stands on, and for a standard move or a move over terrain that
// turned at its joint, the joint (likewise; empty otherwise: a move along its first leg alone, a
// climb or clamber, a wait). Columns: to_x, to_y, to_level, die, route, step, name, actions, x,
// y, level, surface, joint_x, joint_y. A surface out of reach writes no row. `map` must be traced
// (ReachOptions::trace); std::invalid_argument when there is no surface at (x, y) (at `level`).
#pragma once

#include <optional>
#include <ostream>
#include <utility>

#include "climbsim/analysis/reach.hpp"

namespace climbsim {

void write_route_steps(std::ostream& out, const ReachMap& map, const Terrain& terrain, const ReachOptions& options, double x, double y,
                       std::optional<double> level, bool header = true);

// The last waypoints of the fastest and the safest route to the highest surface at (x, y) that the
// map reached (the one of height `level`, when given), or -1, -1.
std::pair<int, int> route_ends(const ReachMap& map, double x, double y, std::optional<double> level);

}  // namespace climbsim
