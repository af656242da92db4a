// How far every cell of a block lies from the nearest marked cell, from below.
//
// Contract: distance_below(nx, ny, marked)[c], for a block of nx x ny cells (row-major), is at most
// the Euclidean distance, in cells, from the centre of cell c to the centre of the nearest marked
// cell, and at least 0.9238 of it (a little under cos(22.5 degrees)); infinity when no cell is marked. It is the
// octagonal chamfer distance (paths of steps to the 8 neighbours, 1 across a side and sqrt 2 across a
// corner, which the straight line between two centres beats by at most 1/cos(22.5 degrees)) scaled
// down by that factor and a little more for the sums' rounding. So "distance_below > r" proves that
// no marked cell's centre lies within r of the cell's centre, and it says so of every cell further
// than about 1.08 r. Two raster passes, O(cells).
//
#pragma once

#include <cstdint>
#include <vector>

#include "climbsim/terrain/cell_window.hpp"

namespace climbsim {

std::vector<float> distance_below(int nx, int ny, const std::vector<std::uint8_t>& marked);

// The same for the cells of `within` (a part of the block) from the marks inside it, written into
// `out` (nx x ny cells; the others are left as they are), in O(its cells): a cell's answer is the
// same wherever its nearest mark lies within `within`, so exact whenever `within` holds the cell's
// square of half-width ceil(d) and d is the distance that matters (the chamfer's shortest paths run
// inside the box of their two ends), and never more than the distance otherwise.
void distance_below(int nx, int ny, const std::vector<std::uint8_t>& marked, const CellWindow& within, std::vector<float>& out);

}  // namespace climbsim
