// Surfaces a standard move walks between: the ground (with its hills) and the roofs that meet a
// surface of nearly their height, in groups that are each one surface for the movement tool.
//
// Contract (docs/RULINGS.md M4): "A unit does not have to climb or clamber to move over or onto
// terrain that has a height that is equal to or less than the height of its unit leader's mini",
// nor "up a gradual slope such as a hill". So one standard move may run from the ground up a hill
// and on across a roof flush with the hilltop, or across a roof onto a storey standing on it no
// more than the mini above it. Two surfaces meet where a stretch of a roof's side touches (within
// 1e-6") a hill, another building, or the roof it stands on (for a storey), and their heights differ
// by no more than the mini's height: that stretch is an opening. Surfaces linked by openings form a
// group: the ground's group (the ground, its hills and the roofs linked to it), and groups of roofs
// off the ground (a roof and the storey on it, storeys side by side). In a group every other stretch
// of a member roof's sides is a face, which the move may not cross: a thin wall half a base radius
// outside the side, so the base's centre keeps half a radius inside the roof (M5's overhang) and a
// radius and a half from the side beyond it. The ground's group keeps every other piece that blocks
// the ground (clearance.hpp); a group off the ground keeps the storeys on its roofs that are not
// members. A group's `clearance` covers the whole grid; `landing[c]` is the level a position in grid
// cell c stands on (the member roof whose surface holds the cell's centre, else, in the ground's
// group, the ground when its surface does), or -1. A position this clearance lets the base stand at
// stands there even where the level alone would not have it (a hilltop beside a flush roof: the roof
// does not block a base standing as high as it).
#pragma once

#include <vector>

#include "climbsim/terrain/clearance.hpp"
#include "climbsim/terrain/piece_index.hpp"

namespace climbsim {

struct Segment {
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;  // inches
};

struct WalkJoin {
  bool ground = false;             // the ground's group: the ground and its hills are members
  std::vector<std::size_t> roofs;  // member roof levels, ascending
  std::vector<Segment> openings;   // the stretches of their sides a move walks across
  Clearance clearance;             // the grid, ground and joined roofs as one surface
  std::vector<int> landing;        // per grid cell: the level it stands on, or -1
};

// Every group, the ground's first when it has a member roof; empty when nothing is joined.
std::vector<WalkJoin> walk_join(const Terrain& terrain, const Grid& grid, const std::vector<Level>& levels, const SurfaceOptions& options,
                   const PieceIndex& index);

// The grid cells whose centre lies within `reach` inches of an opening of `join`.
std::vector<std::uint8_t> cells_near_openings(const WalkJoin& join, const Grid& grid, double reach);

}  // namespace climbsim
