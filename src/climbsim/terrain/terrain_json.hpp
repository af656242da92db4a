// The terrain file's JSON form, for the page and other tools to exchange tables:
//
//   {"table": [72, 36],
//    "pieces": [{"kind": "building", "x": 14, "y": 22, "width": 6, "depth": 6, "height": 2, "ladder": ["s"]},
//               {"kind": "impassable", "x": 10, "y": 10, "width": 6, "depth": 2, "height": 0, "rotation": 30},
//               {"kind": "impassable", "x": 24, "y": 4, "width": 4, "depth": 4, "height": 0, "shape": "circle"},
//               {"kind": "difficult", "x": 4, "y": 20, "height": 0, "shape": "polygon",
//                "points": [[0, 0], [6, 0], [6, 2], [2, 2], [2, 6], [0, 6]]}]}
//
// Contract: each piece is an object with the terrain file's columns as keys (terrain.hpp; ladder a
// list of faces or the file's "n;e" text, points a list of [dx, dy]), read by the same function as
// a row of the file (piece_row.hpp), so the two forms accept and refuse alike. "table", when given,
// must be the table's size. A key the form does not have, a wrong type or a malformed document is
// refused: parse_terrain_json throws TerrainError "source: pieces[3].width: what is wrong".
// terrain_json writes a table so that it reads back to the same pieces, to the bit (a turned piece
// as the polygon of its corners at x, y 0, 0).
#pragma once

#include <string>
#include <string_view>

#include "climbsim/terrain/terrain.hpp"

namespace climbsim {

Terrain parse_terrain_json(std::string_view text, const std::string& source, double table_width, double table_depth);
std::string terrain_json(const Terrain& terrain);

}  // namespace climbsim
