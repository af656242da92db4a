// Terrain as data: pieces on a table, read from a CSV file.
//
// Contract: a terrain file has one piece a row, `kind,x,y,width,depth,height,ladder` (inches for
// position and size, x,y the lower-left corner; height in height units, 1 = 6"; ladder the faces of
// a building with ladders, steps or footholds, `n;e;s;w`, empty for none), and optionally
// `rotation,shape,points`:
// - rotation: degrees anticlockwise about the centre of the x,y,width,depth box (empty: 0). A
//   quarter turn makes the piece the rectangle it then covers, its ladders on the turned faces, the
//   same piece as that rectangle typed in. Any other angle gives the piece a footprint.
// - shape: `rect` (empty, the default), `circle` (inscribed in the box: width and depth equal), or
//   `polygon`, whose corners `points` lists as `dx dy;dx dy;...`, offsets in inches from x,y (width
//   and depth left empty, or the corners' extent).
// A footprint other than an axis-aligned rectangle is taken for impassable, difficult and barricade
// pieces; buildings, walls and hills turn by quarter turns only so far (their faces, roofs and
// slopes are worked out on rectangles) and are refused otherwise. Such a piece's x, y, width, depth
// become its footprint's bounds, and every engine asks `distance` and `contains` (or the footprint
// itself), never the box. An optional header row naming the columns, blank lines and lines starting
// with '#' are allowed. A text whose first character is '{' is the JSON form (terrain_json.hpp). parse_terrain returns the pieces in file order or throws TerrainError with
// "source:line:column: what is wrong".
//
// Stacking: a building whose footprint lies on another building's roof and whose height (always
// measured from the ground) is greater is a storey standing on that roof (`stands_on`). Any other
// overlap of two solid pieces (building, wall, barricade, impassable) is an error naming both lines;
// hills and difficult ground may overlap anything.
#pragma once

#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "climbsim/terrain/footprint.hpp"

namespace climbsim {

enum class PieceKind { building, wall, barricade, difficult, impassable, hill };
std::string_view to_string(PieceKind k) noexcept;

// Faces of a rectangle: north is +y, east is +x.
inline constexpr unsigned kNorth = 1, kEast = 2, kSouth = 4, kWest = 8;

struct Piece {
  PieceKind kind = PieceKind::building;
  double x = 0, y = 0, width = 1, depth = 1;
  double height = 1;
  unsigned ladder = 0;  // Side bits
  int line = 0;         // the line of the terrain file it came from (0: built in code)
  int stands_on = -1;   // a storey: the index of the building whose roof it stands on; -1 the ground
  // Its footprint when it is not the axis-aligned rectangle x, y, width, depth (which are then the
  // footprint's bounds); shared, as pieces are copied with their terrain.
  std::shared_ptr<const Footprint> shape;

  [[nodiscard]] double x1() const noexcept { return x + width; }
  [[nodiscard]] double y1() const noexcept { return y + depth; }
  // Distance from a point to the piece (0 inside).
  [[nodiscard]] double distance(double px, double py) const noexcept;
  [[nodiscard]] bool contains(double px, double py) const noexcept {
    return shape ? shape->contains(px, py) : px >= x && px <= x1() && py >= y && py <= y1();
  }
  // The footprint, a rectangle when no shape is given.
  [[nodiscard]] Footprint footprint() const { return shape ? *shape : Footprint::rectangle(x, y, width, depth, 0); }
};

struct Terrain {
  double width = 72, depth = 36;  // docs/FACTS.md: a 6' x 3' battlefield
  std::vector<Piece> pieces;
};

struct TerrainError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Finds the storeys and refuses other overlaps of solid pieces (see the contract above); sets
// `stands_on` of every piece. Throws TerrainError "source:line: ..." naming both pieces' lines.
void stack_pieces(Terrain& terrain, const std::string& source);

Terrain parse_terrain(std::string_view text, const std::string& source, double table_width, double table_depth);
Terrain load_terrain_file(const std::string& path, double table_width, double table_depth);

}  // namespace climbsim
