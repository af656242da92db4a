// Square windows over a block of cells: which cells have no marked cell near them.
//
// Contract: for a block of nx x ny cells (row-major) and a mask `marked`, clear_windows(...)[c] is 1
// when the square of cells within `half` of cell c (Chebyshev distance) holds no marked cell, else 0.
// Cells beyond the block count as marked when `outside_marked`, as unmarked otherwise. A point
// within distance d of a point of cell c lies in a cell within ceil(d) of c, so a window of that
// half-width holds every cell a disc of radius d around any point of c can touch. O(cells), by a
// summed-area table: each window is four lookups. With `within` (a part of the block), only its
// cells are answered (the others are 0) and only its marks are counted: the same answers for every
// cell whose square lies inside it, in O(its cells).
#pragma once

#include <cstdint>
#include <vector>

#include "climbsim/terrain/cell_window.hpp"

namespace climbsim {

std::vector<std::uint8_t> clear_windows(int nx, int ny, const std::vector<std::uint8_t>& marked, int half, bool outside_marked,
                                        const CellWindow* within = nullptr);

}  // namespace climbsim
