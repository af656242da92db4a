// One piece of terrain from its fields: a row of the terrain file, or an object of its JSON form
// (terrain_json.hpp), which both read through this one function so they accept and refuse alike.
//
// Contract: `fields` are the columns kind, x, y, width, depth, height and optionally ladder,
// rotation, shape, points as text (terrain.hpp says what each means); `at(f)` is the place of field
// f for an error ("file:line:column: ", "file: pieces[3].width: "). piece_from_fields returns the
// piece (its `line` set to `line`; not yet stacked) or throws TerrainError naming the place and the
// fault; a piece off the table_width x table_depth table is refused.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "climbsim/terrain/terrain.hpp"

namespace climbsim {

// The columns, in order, as the terrain file's header names them.
inline constexpr const char* kTerrainColumns[] = {"kind", "x", "y", "width", "depth", "height", "ladder", "rotation", "shape", "points"};
inline constexpr std::size_t kTerrainFields = 10;

Piece piece_from_fields(const std::vector<std::string>& fields, const std::function<std::string(std::size_t)>& at, int line, double table_width,
                        double table_depth);

}  // namespace climbsim
