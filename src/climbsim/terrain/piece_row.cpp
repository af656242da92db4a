// One piece of terrain from its fields (contract in piece_row.hpp).
#include "climbsim/terrain/piece_row.hpp"

#include <algorithm>
#include <cmath>
#include <memory>
#include <stdexcept>
#include <tuple>
#include <utility>

#include "climbsim/platform/portable_math.hpp"  // the same corners in the page and on the command line
#include "climbsim/text/csv.hpp"
#include "climbsim/text/lists.hpp"
#include "climbsim/text/text_input.hpp"

namespace climbsim {

namespace {

using At = std::function<std::string(std::size_t)>;

bool parse_kind(const std::string& s, PieceKind& k) {
  for (PieceKind c : {PieceKind::building, PieceKind::wall, PieceKind::barricade, PieceKind::difficult,
                      PieceKind::impassable, PieceKind::hill})
    if (s == to_string(c)) {
      k = c;
      return true;
    }
  return false;
}

// A piece turned by `quarters` quarter turns anticlockwise (negative: clockwise) about its
// centre: the rectangle it then covers, its ladders on the faces they turn to (north to west, east
// to north, south to east, west to south a quarter turn).
void turn_quarters(Piece& p, int quarters) {
  quarters = ((quarters % 4) + 4) % 4;
  turn_box_quarters(p.x, p.y, p.width, p.depth, quarters);
  for (int q = 0; q < quarters; ++q) p.ladder = ((p.ladder >> 1) | (p.ladder << 3)) & (kNorth | kEast | kSouth | kWest);
}

// The text without the blanks around it (a row may be padded before a '#' comment).
std::string trimmed(const std::string& s) {
  const auto a = s.find_first_not_of(" \t"), b = s.find_last_not_of(" \t");
  return a == std::string::npos ? std::string() : s.substr(a, b - a + 1);
}

// A polygon's corners from the `points` column, offsets from x, y; sets the piece's width and depth
// to their extent (or checks the ones given). `at(f)` names field f's place for an error.
std::vector<FootprintPoint> polygon_corners(const std::vector<std::string>& fields, Piece& p, const At& at) {
  if (fields.size() < 10 || trimmed(fields[9]).empty()) throw TerrainError(at(8) + "a polygon needs its corners in the points column (dx dy;dx dy;...)");
  std::vector<std::string> items;
  try {
    items = parse_word_list_sep(trimmed(fields[9]), ';');
  } catch (const ListError& e) {
    throw TerrainError(at(9) + "points: " + e.what());
  }
  std::vector<FootprintPoint> corners;
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  for (const auto& item : items) {
    const std::string corner = trimmed(item);
    const auto gap = corner.find_first_of(" \t");
    const auto next = gap == std::string::npos ? gap : corner.find_first_not_of(" \t", gap);
    FootprintPoint c;
    if (next == std::string::npos || !parse_double(corner.substr(0, gap), c.x) || !parse_double(corner.substr(next), c.y))
      throw TerrainError(at(9) + "corner " + quote_value(corner) + " is not two numbers, dx dy");
    x0 = corners.empty() ? c.x : std::min(x0, c.x), x1 = corners.empty() ? c.x : std::max(x1, c.x);
    y0 = corners.empty() ? c.y : std::min(y0, c.y), y1 = corners.empty() ? c.y : std::max(y1, c.y);
    corners.push_back({p.x + c.x, p.y + c.y});
  }
  const double extent[] = {x1 - x0, y1 - y0};
  for (std::size_t f = 3; f <= 4; ++f) {
    double& size = f == 3 ? p.width : p.depth;
    if (trimmed(fields[f]).empty()) size = extent[f - 3];
    else if (std::abs(size - extent[f - 3]) > 1e-9)
      throw TerrainError(at(f) + std::string(kTerrainColumns[f]) + " " + quote_value(fields[f]) + " is not the corners' extent (" +
                         format_number(extent[f - 3]) + "); leave it empty");
  }
  return corners;
}

// The polygon turned `degrees` anticlockwise about the centre of its corners' box: quarter turns
// exactly (no sine or cosine taken), other angles through portable_sin/cos.
Footprint turned_polygon(std::vector<FootprintPoint> corners, double degrees, const std::string& where) {
  double x0 = corners[0].x, y0 = corners[0].y, x1 = x0, y1 = y0;
  for (const auto& q : corners) x0 = std::min(x0, q.x), y0 = std::min(y0, q.y), x1 = std::max(x1, q.x), y1 = std::max(y1, q.y);
  const double cx = (x0 + x1) / 2, cy = (y0 + y1) / 2;
  const int quarters = quarter_turns(degrees);
  const double a = std::fmod(degrees, 360.0) * kPi / 180, c = quarters < 0 ? portable_cos(a) : 1, s = quarters < 0 ? portable_sin(a) : 0;
  for (auto& q : corners) {
    double dx = q.x - cx, dy = q.y - cy;
    if (quarters < 0) std::tie(dx, dy) = std::pair{dx * c - dy * s, dx * s + dy * c};
    for (int k = 0; k < quarters; ++k) std::tie(dx, dy) = std::pair{-dy, dx};
    q = {cx + dx, cy + dy};
  }
  try {
    return Footprint::polygon(std::move(corners));
  } catch (const std::invalid_argument& e) {
    throw TerrainError(where + e.what());
  }
}

}  // namespace

Piece piece_from_fields(const std::vector<std::string>& fields, const At& at, int line, double table_width, double table_depth) {
  const std::string shape = fields.size() >= 9 ? trimmed(fields[8]) : "";
  if (!shape.empty() && shape != "rect" && shape != "circle" && shape != "polygon")
    throw TerrainError(at(8) + "unknown shape " + quote_value(shape) + " (rect, circle, polygon)");
  const bool polygon = shape == "polygon";
  Piece p;
  p.line = line;
  if (!parse_kind(fields[0], p.kind))
    throw TerrainError(at(0) + "unknown kind " + quote_value(fields[0]) + " (building, wall, barricade, difficult, impassable, hill)");
  double* slots[] = {&p.x, &p.y, &p.width, &p.depth, &p.height};
  for (std::size_t f = 1; f <= 5; ++f)
    if (!(polygon && (f == 3 || f == 4) && trimmed(fields[f]).empty()) && !parse_double(fields[f], *slots[f - 1]))
      throw TerrainError(at(f) + std::string(kTerrainColumns[f]) + " " + quote_value(fields[f]) + " is not a number");
  std::vector<FootprintPoint> corners;
  if (polygon) corners = polygon_corners(fields, p, at);
  else if (fields.size() == 10 && !trimmed(fields[9]).empty()) throw TerrainError(at(9) + "only a polygon has points");
  if (!(p.width > 0)) throw TerrainError(at(3) + "width must be positive");  // (written so a NaN is refused too)
  if (!(p.depth > 0)) throw TerrainError(at(4) + "depth must be positive");
  if (p.height < 0) throw TerrainError(at(5) + "height cannot be negative");
  if (fields.size() >= 7 && !fields[6].empty()) {
    if (p.kind != PieceKind::building) throw TerrainError(at(6) + "only a building has ladders");
    std::vector<std::string> faces;
    try {
      faces = parse_word_list_sep(fields[6], ';');
    } catch (const ListError& e) {
      throw TerrainError(at(6) + "ladder: " + e.what());
    }
    for (const auto& face : faces) {
      const unsigned bit = face == "n" ? unsigned{kNorth} : face == "e" ? kEast : face == "s" ? kSouth : face == "w" ? kWest : 0U;
      if (bit == 0) throw TerrainError(at(6) + "ladder face " + quote_value(face) + " is not n, e, s or w");
      p.ladder |= bit;
    }
  }
  double degrees = 0;
  if (fields.size() >= 8 && !fields[7].empty() && !parse_double(fields[7], degrees))
    throw TerrainError(at(7) + "rotation " + quote_value(fields[7]) + " is not a number");
  const int quarters = quarter_turns(degrees);
  const bool quarter = quarters >= 0;
  if ((!quarter || polygon || shape == "circle") && (p.kind == PieceKind::building || p.kind == PieceKind::wall || p.kind == PieceKind::hill))
    throw TerrainError(at(!quarter ? 7 : 8) + (!quarter ? "rotation " + quote_value(fields[7]) : "shape " + quote_value(shape)) + ": a " +
                       std::string(to_string(p.kind)) +
                       " is a rectangle turned by quarter turns only so far (its faces, roof or slope are worked out on rectangles); "
                       "give it as the rectangle that covers it. Impassable, difficult and barricade pieces take any angle and shape");
  if (shape == "circle" && std::abs(p.width - p.depth) > 1e-9) throw TerrainError(at(4) + "a circle's width and depth must be equal (its diameter)");
  try {
    if (shape == "circle") {
      p.shape = std::make_shared<const Footprint>(Footprint::disc(p.x + p.width / 2, p.y + p.depth / 2, p.width / 2));
    } else if (polygon) {
      p.shape = std::make_shared<const Footprint>(turned_polygon(corners, degrees, at(9)));
    } else if (quarter) {
      turn_quarters(p, quarters);
    } else {
      p.shape = std::make_shared<const Footprint>(Footprint::rectangle(p.x, p.y, p.width, p.depth, degrees));
    }
  } catch (const std::invalid_argument& e) {  // sides so unequal (1e-300 by 6) that turned corners fall together
    throw TerrainError(at(7) + "the piece cannot be turned as given: " + e.what());
  }
  if (p.shape) {  // x, y, width, depth become its bounds
    const auto b = p.shape->bounds();
    p.x = b.x0, p.y = b.y0, p.width = b.x1 - b.x0, p.depth = b.y1 - b.y0;
  }
  // Written so that corners past a double's range (inf - inf in the bounds: NaN) are refused too.
  if (!(p.x >= 0 && p.y >= 0 && p.x1() <= table_width + 1e-9 && p.y1() <= table_depth + 1e-9 && p.width > 0 && p.depth > 0))
    throw TerrainError(at(1) + "the piece lies off the " + format_number(table_width) + "\" x " + format_number(table_depth) + "\" table");
  return p;
}

}  // namespace climbsim
