// Which sources of a spread cast legs, and which of their first legs it may leave out:
// internal to tool_move.cpp (the contract of the flags: tool_move.hpp).
//
// Contract: casting_sources(nx, ny, window, from, covered, from_facing, notched) lists, in cell
// order, the labelled cells of `window` whose source casts: not kSourceCovered, and at the edge of
// their region (a leg from inside leaves the region through an edge cell) or of a notched base
// (each faces its own way, so every one casts); each with its exact position, its facing (none:
// any), the cosine of a pivot's turn, the sum of the steps to its unlabelled neighbours, and
// whether it casts only the first legs whose joint casts (kLegsToJoints). joints_covered_around(nx,
// ny, covered, x, y) says whether every cell within a cell of the point (wherever a walk to it ends)
// is off the block or has kJointsCovered. crosses_only_labelled(nx, ny, from, px, py, ux, uy,
// length) says whether the segment from (px, py) along the unit vector (ux, uy) for `length` crosses
// only cells labelled in `from` (each cell `traverse` would visit): a first leg inside its region.
// at_edge(nx, ny, i, j, outside) says whether a cell of the 3 x 3 around (i, j) is off the block or
// `outside` (called with its index); joints_at_edge(nx, ny, window, any_joint, from, every_first_leg)
// marks, in `window`, a round base's lattice joints that cast second legs: a cell with a joint, not
// one the move started from, at the edge of every sector's joints (a neighbour with no joint and,
// unless `every_first_leg`, unlabelled in `from`: a cell only skipped first legs crossed counts as
// a joint, as their joints would have been).
#pragma once

#include <cstdint>
#include <vector>

#include "climbsim/terrain/cell_window.hpp"
#include "climbsim/terrain/tool_move.hpp"

namespace climbsim::tool_detail {

struct Source {
  int label;
  std::int32_t cell;
  double x, y;
  double fx = 0, fy = 0;     // a notched base's facing, or (0, 0): any
  double turn_cos = 1;       // after a pivot: the first leg within acos(turn_cos) of the facing; 1: along it
  int out_i = 0, out_j = 0;  // the sum of the steps to its unlabelled neighbours: where the region ends
  bool to_joints = false;    // kLegsToJoints: only first legs whose joint may cast
};

std::vector<Source> casting_sources(int nx, int ny, const CellWindow& window, const std::vector<Spot>& from,
                                    const std::vector<std::uint8_t>* covered, const std::vector<Facing>* from_facing, bool notched);

bool joints_covered_around(int nx, int ny, const std::vector<std::uint8_t>& covered, double x, double y);

bool crosses_only_labelled(int nx, int ny, const std::vector<Spot>& from, double px, double py, double ux, double uy, double length);

template <class Outside>
bool at_edge(int nx, int ny, int i0, int j0, Outside&& outside) {
  for (int dj = -1; dj <= 1; ++dj)
    for (int di = -1; di <= 1; ++di)
      if (i0 + di < 0 || j0 + dj < 0 || i0 + di >= nx || j0 + dj >= ny ||
          outside(static_cast<std::size_t>(j0 + dj) * static_cast<std::size_t>(nx) + static_cast<std::size_t>(i0 + di)))
        return true;
  return false;
}

std::vector<std::uint8_t> joints_at_edge(int nx, int ny, const CellWindow& window, const std::vector<std::uint8_t>& any_joint,
                                         const std::vector<Spot>& from, bool every_first_leg);

}  // namespace climbsim::tool_detail
