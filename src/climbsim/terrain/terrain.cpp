#include "climbsim/terrain/terrain.hpp"
#include "climbsim/platform/portable_math.hpp"  // the same bits in the page and on the command line

#include <algorithm>
#include <cmath>

#include "climbsim/text/csv.hpp"
#include "climbsim/text/lists.hpp"
#include "climbsim/text/text_input.hpp"

namespace climbsim {

std::string_view to_string(PieceKind k) noexcept {
  switch (k) {
    case PieceKind::building: return "building";
    case PieceKind::wall: return "wall";
    case PieceKind::barricade: return "barricade";
    case PieceKind::difficult: return "difficult";
    case PieceKind::impassable: return "impassable";
    case PieceKind::hill: return "hill";
  }
  return "?";
}

double Piece::distance(double px, double py) const noexcept {
  const double dx = std::max({x - px, 0.0, px - x1()});
  const double dy = std::max({y - py, 0.0, py - y1()});
  return portable_hypot(dx, dy);
}

namespace {

const char* const kColumns[] = {"kind", "x", "y", "width", "depth", "height", "ladder", "rotation"};
constexpr std::size_t kMaxFields = 8;
constexpr const char* kHeader = "kind,x,y,width,depth,height,ladder[,rotation]";

std::size_t column_of(std::string_view line, std::size_t field) {
  std::size_t col = 1;
  bool quoted = false;
  for (std::size_t i = 0; i < line.size() && field > 0; ++i) {
    if (line[i] == '"') quoted = !quoted;
    else if (line[i] == ',' && !quoted) --field, col = i + 2;
  }
  return col;
}

// Where a '#' comment starts: the first '#' outside a quoted field (the line's end if none).
std::size_t comment_start(std::string_view line) {
  bool quoted = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    if (line[i] == '"') quoted = !quoted;
    else if (line[i] == '#' && !quoted) return i;
  }
  return line.size();
}

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
  for (int q = 0; q < quarters; ++q) {
    const double cx = p.x + p.width / 2, cy = p.y + p.depth / 2;
    std::swap(p.width, p.depth);
    p.x = cx - p.width / 2;
    p.y = cy - p.depth / 2;
    p.ladder = ((p.ladder >> 1) | (p.ladder << 3)) & (kNorth | kEast | kSouth | kWest);
  }
}

}  // namespace

Terrain parse_terrain(std::string_view text, const std::string& source, double table_width, double table_depth) {
  text = strip_bom(text);
  Terrain t;
  t.width = table_width;
  t.depth = table_depth;
  std::size_t start = 0;
  int line_no = 0;
  bool first = true;
  while (start < text.size()) {
    auto end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    start = end + 1;
    ++line_no;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    line = line.substr(0, comment_start(line));
    const auto lead = line.find_first_not_of(" \t");
    if (lead == std::string_view::npos || line[lead] == '#') continue;
    const auto fields = split_csv_line(line);
    const auto at = [&](std::size_t f) {
      return source + ":" + std::to_string(line_no) + ":" + std::to_string(column_of(line, f)) + ": ";
    };
    if (first && !fields.empty() && fields[0] == "kind") {  // the optional header
      first = false;
      if (fields.size() < 6 || fields.size() > kMaxFields) throw TerrainError(at(0) + "header must be " + kHeader);
      for (std::size_t i = 0; i < fields.size(); ++i)
        if (fields[i] != kColumns[i]) throw TerrainError(at(i) + "header must be " + kHeader);
      continue;
    }
    first = false;
    if (fields.size() < 6 || fields.size() > kMaxFields)
      throw TerrainError(at(std::min<std::size_t>(fields.size(), 6)) + "expected 6 to 8 fields (" + kHeader + "), found " +
                         std::to_string(fields.size()));
    Piece p;
    p.line = line_no;
    if (!parse_kind(fields[0], p.kind))
      throw TerrainError(at(0) + "unknown kind " + quote_value(fields[0]) + " (building, wall, barricade, difficult, impassable, hill)");
    double* slots[] = {&p.x, &p.y, &p.width, &p.depth, &p.height};
    for (std::size_t f = 1; f <= 5; ++f)
      if (!parse_double(fields[f], *slots[f - 1]))
        throw TerrainError(at(f) + std::string(kColumns[f]) + " " + quote_value(fields[f]) + " is not a number");
    if (p.width <= 0) throw TerrainError(at(3) + "width must be positive");
    if (p.depth <= 0) throw TerrainError(at(4) + "depth must be positive");
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
    if (fields.size() == 8 && !fields[7].empty()) {
      double degrees = 0;
      if (!parse_double(fields[7], degrees)) throw TerrainError(at(7) + "rotation " + quote_value(fields[7]) + " is not a number");
      if (std::fmod(degrees, 90.0) != 0.0)
        throw TerrainError(at(7) + "rotation " + quote_value(fields[7]) +
                           ": only quarter turns (a multiple of 90 degrees) so far; give a piece at another angle as the rectangle that covers it");
      turn_quarters(p, static_cast<int>(std::fmod(degrees / 90.0, 4.0)));
    }
    if (p.x < 0 || p.y < 0 || p.x1() > t.width + 1e-9 || p.y1() > t.depth + 1e-9)
      throw TerrainError(at(1) + "the piece lies off the " + format_number(t.width) + "\" x " + format_number(t.depth) + "\" table");
    t.pieces.push_back(p);
  }
  stack_pieces(t, source);
  return t;
}

Terrain load_terrain_file(const std::string& path, double table_width, double table_depth) {
  std::string text;
  try {
    text = read_text_file(path, "terrain file");
  } catch (const InputError& e) {
    throw TerrainError(e.what());
  }
  return parse_terrain(text, shown_path(path), table_width, table_depth);
}

}  // namespace climbsim
