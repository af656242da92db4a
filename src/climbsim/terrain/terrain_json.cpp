// The terrain file's JSON form (contract in terrain_json.hpp).
#include "climbsim/terrain/terrain_json.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

#include "climbsim/terrain/piece_row.hpp"
#include "climbsim/text/csv.hpp"
#include "climbsim/text/json_nesting.hpp"

namespace climbsim {

namespace {

using nlohmann::json;

// A value as the file's text would give it: a number in its shortest exact form, a string as it is
// (so "x": "ten" is refused as the file refuses it), nothing for null.
std::string field_text(const json& v, const std::string& where) {
  if (v.is_null()) return {};
  if (v.is_number()) return format_number(v.get<double>());
  if (v.is_string()) return v.get<std::string>();
  throw TerrainError(where + "expected a number or text, found " + std::string(v.type_name()));
}

// Fields from a list: ladder faces ["n", "e"] as "n;e", corners [[dx, dy], ...] as "dx dy;...".
std::string list_text(const json& v, const std::string& where, bool corners) {
  if (!v.is_array()) return field_text(v, where);
  std::string out;
  for (const json& item : v) {
    if (!out.empty()) out += ';';
    if (!corners) {
      if (!item.is_string()) throw TerrainError(where + "expected faces as text (\"n\", \"e\", \"s\", \"w\")");
      out += item.get<std::string>();
    } else {
      if (!item.is_array() || item.size() != 2 || !item[0].is_number() || !item[1].is_number())
        throw TerrainError(where + "expected corners as [dx, dy] pairs of numbers");
      out += format_number(item[0].get<double>()) + ' ' + format_number(item[1].get<double>());
    }
  }
  return out;
}

}  // namespace

Terrain parse_terrain_json(std::string_view text, const std::string& source, double table_width, double table_depth) {
  json doc;
  try {
    doc = parse_json_within_nesting(text);
  } catch (const JsonTooDeep& e) {
    throw TerrainError(source + ": " + e.what());
  } catch (const json::exception& e) {
    throw TerrainError(source + ": not valid JSON (" + json_error_words(e.what()) + ")");
  }
  if (!doc.is_object() || !doc.contains("pieces") || !doc["pieces"].is_array())
    throw TerrainError(source + ": expected a JSON object with a \"pieces\" array");
  for (const auto& [key, value] : doc.items()) {
    if (key == "pieces") continue;
    if (key != "table") throw TerrainError(source + ": unknown key \"" + key + "\" (table, pieces)");
    if (!(value.is_array() && value.size() == 2 && value[0].is_number() && value[1].is_number() && value[0].get<double>() == table_width &&
          value[1].get<double>() == table_depth))
      throw TerrainError(source + ": table: the file is for a " + value.dump() + " table, not this " + format_number(table_width) + "\" x " +
                         format_number(table_depth) + "\" one (give its size with --table W,D)");
  }
  Terrain t;
  t.width = table_width;
  t.depth = table_depth;
  const json& pieces = doc["pieces"];
  for (std::size_t k = 0; k < pieces.size(); ++k) {
    const std::string here = source + ": pieces[" + std::to_string(k) + "]";
    const json& piece = pieces[k];
    if (!piece.is_object()) throw TerrainError(here + ": expected an object");
    std::vector<std::string> fields(kTerrainFields);
    for (const auto& [key, value] : piece.items()) {
      std::size_t f = 0;
      while (f < kTerrainFields && key != kTerrainColumns[f]) ++f;
      if (f == kTerrainFields) throw TerrainError(here + ": unknown key \"" + key + "\" (kind, x, y, width, depth, height, ladder, rotation, shape, points)");
      const std::string where = here + "." + key + ": ";
      fields[f] = f == 6 || f == 9 ? list_text(value, where, f == 9) : field_text(value, where);
    }
    for (const std::size_t must : {std::size_t{0}, std::size_t{1}, std::size_t{2}, std::size_t{5}})
      if (!piece.contains(kTerrainColumns[must])) throw TerrainError(here + ": no \"" + kTerrainColumns[must] + "\"");
    const bool polygon = fields[8] == "polygon";
    for (const std::size_t must : {std::size_t{3}, std::size_t{4}})
      if (!polygon && !piece.contains(kTerrainColumns[must])) throw TerrainError(here + ": no \"" + kTerrainColumns[must] + "\"");
    t.pieces.push_back(piece_from_fields(fields, [&](std::size_t f) { return here + "." + kTerrainColumns[f] + ": "; }, static_cast<int>(k) + 1,
                                         table_width, table_depth));
  }
  stack_pieces(t, source);
  return t;
}

std::string terrain_json(const Terrain& t) {
  json pieces = json::array();
  for (const Piece& p : t.pieces) {
    json piece = {{"kind", std::string(to_string(p.kind))}};
    if (p.shape && !p.shape->is_disc()) {
      piece["x"] = 0.0, piece["y"] = 0.0, piece["height"] = p.height, piece["shape"] = "polygon";
      piece["points"] = json::array();
      for (const auto& c : p.shape->corners()) piece["points"].push_back({c.x, c.y});
    } else {
      piece["x"] = p.x, piece["y"] = p.y, piece["width"] = p.width, piece["depth"] = p.depth, piece["height"] = p.height;
      if (p.shape) piece["shape"] = "circle";
    }
    json faces = json::array();
    for (const auto& [bit, name] : {std::pair{kNorth, "n"}, {kEast, "e"}, {kSouth, "s"}, {kWest, "w"}})
      if (p.ladder & bit) faces.push_back(name);
    if (!faces.empty()) piece["ladder"] = faces;
    pieces.push_back(piece);
  }
  return json{{"table", {t.width, t.depth}}, {"pieces", pieces}}.dump() + "\n";
}

}  // namespace climbsim
