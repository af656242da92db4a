// How a unit enters a mission's table: the one place that reads a unit's entering keywords into
// a reach map's options (RULINGS R26, R28), for `climbsim mission`, `map --territory` and the
// study by mission.
//
// Contract: enter_from sets `o` to enter from the Territory `areas` (rectangles in inches on a
// width x depth table): under an edition that deploys from the edge, by its first move from the
// edge runs inside the areas (and Scout X's free move, and Reinforcements' free move), or placed
// completely within the areas with Infiltrate or Prepared Position; under the earlier editions,
// placed within them (the deployment zone) before the first round. Throws std::invalid_argument
// when the areas touch no edge and the unit may not be placed within them.
#pragma once

#include <vector>

#include "climbsim/analysis/reach.hpp"

namespace climbsim {

void enter_from(const std::vector<Rect>& areas, double width, double depth, ReachOptions& o);

}  // namespace climbsim
