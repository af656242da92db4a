// Narrow gaps beside blockers of other footprints than axis-aligned rectangles (a block turned 30
// degrees, a round tower, an L-shaped ruin): the corridors and points a straight leg must be aimed
// at to thread them (Clearance::narrow_gaps, RULINGS M2), as find_narrow_gaps finds them between
// rectangles.
//
// Contract: for each shaped footprint against each rectangle, each later shaped footprint and each
// side of `allowed` (all in cells, r the base's radius), a gap the base passes (wider than 2r) and
// at most 2r + Clearance::kNarrow wide:
// - two facing edges that run antiparallel (a polygon's, a rectangle's, or an edge and a side of
//   `allowed` parallel to it) over a common stretch: a corridor along them (its centre line, its
//   half-width less the base's radius, the stretch); between two axis-aligned edges the same
//   corridor, to the bit, as find_narrow_gaps makes between two rectangles;
// - otherwise (a disc, corners facing each other): the point half-way between their nearest points
//   (for a side of `allowed`, between the footprint's nearest point and the side less the radius).
// The caller keeps only those whose middle the base fits at.
#pragma once

#include <vector>

#include "climbsim/terrain/clearance.hpp"
#include "climbsim/terrain/footprint.hpp"

namespace climbsim {

void find_shaped_gaps(const std::vector<Rect>& blockers, const std::vector<Footprint>& shaped, const Rect& allowed, double r,
                      std::vector<Clearance::Corridor>& corridors, std::vector<Clearance::Target>& points);

}  // namespace climbsim
