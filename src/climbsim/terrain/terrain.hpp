// Terrain as data: rectangular pieces on a table, read from a CSV file.
//
// Contract: a terrain file has one piece a row, `kind,x,y,width,depth,height,ladder` (inches for
// position and size, x,y the lower-left corner; height in height units, 1 = 6"; ladder the faces of
// a building with ladders, steps or footholds, `n;e;s;w`, empty for none). An optional header row
// naming those columns, blank lines and lines starting with '#' are allowed. parse_terrain returns
// the pieces in file order or throws TerrainError with "source:line:column: what is wrong".
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

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

  [[nodiscard]] double x1() const noexcept { return x + width; }
  [[nodiscard]] double y1() const noexcept { return y + depth; }
  // Distance from a point to the rectangle (0 inside).
  [[nodiscard]] double distance(double px, double py) const noexcept;
  [[nodiscard]] bool contains(double px, double py) const noexcept { return px >= x && px <= x1() && py >= y && py <= y1(); }
};

struct Terrain {
  double width = 72, depth = 36;  // docs/FACTS.md: a 6' x 3' battlefield
  std::vector<Piece> pieces;
};

struct TerrainError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

Terrain parse_terrain(std::string_view text, const std::string& source, double table_width, double table_depth);
Terrain load_terrain_file(const std::string& path, double table_width, double table_depth);

}  // namespace climbsim
