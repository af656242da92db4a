#include "climbsim/terrain/terrain.hpp"
#include "climbsim/platform/portable_math.hpp"  // the same bits in the page and on the command line

#include <algorithm>
#include <cmath>

#include "climbsim/terrain/piece_row.hpp"
#include "climbsim/terrain/terrain_json.hpp"
#include "climbsim/text/csv.hpp"
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
  if (shape) return std::sqrt(shape->distance2(px, py));
  const double dx = std::max({x - px, 0.0, px - x1()});
  const double dy = std::max({y - py, 0.0, py - y1()});
  return portable_hypot(dx, dy);
}

namespace {

constexpr std::size_t kMaxFields = kTerrainFields;
constexpr const char* kHeader = "kind,x,y,width,depth,height,ladder[,rotation[,shape[,points]]]";

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

}  // namespace

Terrain parse_terrain(std::string_view text, const std::string& source, double table_width, double table_depth) {
  text = strip_bom(text);
  if (const auto lead = text.find_first_not_of(" \t\r\n"); lead != std::string_view::npos && text[lead] == '{')
    return parse_terrain_json(text, source, table_width, table_depth);  // the JSON form

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
        if (fields[i] != kTerrainColumns[i]) throw TerrainError(at(i) + "header must be " + kHeader);
      continue;
    }
    first = false;
    if (fields.size() < 6 || fields.size() > kMaxFields)
      throw TerrainError(at(std::min<std::size_t>(fields.size(), 6)) + "expected 6 to 10 fields (" + kHeader + "), found " +
                         std::to_string(fields.size()));
    const Piece p = piece_from_fields(fields, at, line_no, t.width, t.depth);
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
