// Writing a reachable-area map: the CSV grid (tables/reach_table.hpp), and the picture.
//
// Contract: the PNG draws the table from above: cells coloured by the actions needed (the highest
// level at each cell), darker with more expected wounds, terrain outlines, the start, and a legend.
#pragma once

#include <ostream>

#include "climbsim/analysis/reach.hpp"
#include "climbsim/tables/reach_table.hpp"

namespace climbsim {

// The picture's margin in pixels round the table (the report's hover maps pixels back to cells).
inline constexpr int kMapPictureMargin = 28;

// Writes the picture as PNG bytes; throws std::runtime_error on failure.
void write_reach_png(std::ostream& out, const ReachMap& map, const Terrain& terrain, const ReachOptions& options);

}  // namespace climbsim
