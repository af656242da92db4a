#include "web/web_api.hpp"

#include <nlohmann/json.hpp>

#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "climbsim/request/command_specs.hpp"
#include "climbsim/request/in_memory.hpp"
#include "climbsim/request/shared_request.hpp"
#include "climbsim/request/unit_request.hpp"
#include "climbsim/terrain/terrain.hpp"
#include "climbsim/text/json_nesting.hpp"
#include "climbsim/units/list_points.hpp"
#include "climbsim/units/roster.hpp"
#include "climbsim/units/upgrades.hpp"

namespace climbsim::web {

namespace {

using json = nlohmann::json;

struct Request {
  std::string command;
  OptionValues options;
  RowRange part;
  std::string table;  // mission-verdicts: the mission's table, its parts joined
};

Request read_request(const std::string& text) {
  const json j = parse_json_within_nesting(text);
  Request r;
  r.command = j.at("command").get<std::string>();
  // The page's commands read their options through the command line's declarations; list-import
  // reads a list the way `list` does, and map-table a table the way `map` does.
  // mission-verdicts the sentences of a mission whose table the page's workers made in parts.
  const std::string declared_as = r.command == "list-import" ? "list" : r.command == "map-table" ? "map" : r.command == "mission-verdicts" ? "mission" : r.command;
  if (r.command == "describe" && j.contains("options")) throw UsageError("describe takes no options");
  for (const auto& spec : command_specs())
    if (spec.name == declared_as) r.options.spec = &spec;
  if (j.contains("options"))
    for (const auto& [name, value] : j.at("options").items()) {
      if (name == "rules" || name == "roster" || name == "config" || name == "output")
        throw UsageError("--" + name + ": the page reads no files; " +
                         (name == "output" ? std::string("use its download button") : "use the command line"));
      if (r.options.spec && !r.options.spec->find(name)) throw UsageError("--" + name + ": not an option of climbsim " + r.command);
      r.options.set(name, value.is_string() ? value.get<std::string>() : value.dump(), "--" + name);
    }
  if (j.contains("supplied"))
    for (const auto& [name, value] : j.at("supplied").items())
      r.options.supply(name, value.at("label").get<std::string>(), value.at("text").get<std::string>());
  r.options.check_given_bounds();
  // A page's question, from its forms or from a link someone sent, never raises the work limit:
  // a run past the command line's default is the command line's, with --max-work.
  if (r.options.spec && r.options.has("max-work")) {
    const Parameter* limit = r.options.spec->find("max-work");
    if (limit && limit->fallback && r.options.number("max-work") > std::stod(*limit->fallback))
      throw UsageError("--max-work: the page keeps the command line's work limit, " + *limit->fallback +
                       "; for more, run the copied command with --max-work");
  }
  if (j.contains("table")) r.table = j.at("table").get<std::string>();
  if (j.contains("rows")) {
    const auto& rows = j.at("rows");
    r.part.first = rows.at(0).get<std::size_t>();
    r.part.last = rows.at(1).get<std::size_t>();
  }
  return r;
}

// The page's work limit is the command line's default (--max-work may lower it, never raise it:
// read_request), checked before any of the work, in the page's words.
constexpr const char* kPageAdvice = "ask for less: fewer rows, samples or actions, or a coarser cell";

// The table's size and its pieces, as the page draws them: x, y, width, depth a piece's box (its
// bounds), and a piece of another footprint its `circle` [cx, cy, r] or its `corners` [[x, y], ...].
void add_table(const Terrain& terrain, json& out) {
  out["table"] = {terrain.width, terrain.depth};
  out["pieces"] = json::array();
  for (const auto& p : terrain.pieces) {
    json piece = {{"kind", std::string(to_string(p.kind))}, {"x", p.x}, {"y", p.y}, {"width", p.width},
                  {"depth", p.depth}, {"height", p.height}, {"ladder", p.ladder}};
    if (p.shape && p.shape->is_disc()) piece["circle"] = {p.shape->centre().x, p.shape->centre().y, p.shape->radius()};
    if (p.shape && !p.shape->is_disc()) {
      piece["corners"] = json::array();
      for (const auto& c : p.shape->corners()) piece["corners"].push_back({c.x, c.y});
    }
    out["pieces"].push_back(std::move(piece));
  }
}

// A subcommand, through the one table of them (request/command_specs.hpp): its declaration's
// in-memory run, the outputs as the command line writes them.
json run_subcommand(const Request& r) {
  const CommandSpec* spec = r.options.spec;
  if (!spec) throw UsageError("unknown command '" + r.command + "'");
  if (!spec->in_memory) throw UsageError("climbsim " + r.command + " reads or writes files the page does not have: use the command line");
  InMemoryAnswer a = spec->in_memory(r.options, r.part, kPageAdvice);
  json out;
  out["outputs"] = json::object();
  for (auto& [name, text] : a.outputs) out["outputs"][name] = std::move(text);  // a map's CSV is megabytes: moved, not copied
  if (a.units) out["rows"] = *a.units;
  if (!a.part_work.empty()) out["part_work"] = a.part_work;
  if (a.terrain) add_table(*a.terrain, out);
  return out;
}

// The table of a map's options (--table, --terrain) without the map: where a start is refused, the
// page draws the pieces so that a player can tap another start.
json run_map_table(const Request& r) {
  const auto& opts = r.options;
  // Plain copies: clang before 16 (Emscripten's) cannot capture a structured binding in a lambda.
  const auto size = number_pair(opts, "table");
  const double width = size.first, depth = size.second;
  Terrain terrain;
  terrain.width = width;
  terrain.depth = depth;
  if (opts.has("terrain")) {
    try {
      terrain = supplied_or_file(
          opts, "terrain", [&](const std::string& text, const std::string& label) { return parse_terrain(text, label, width, depth); },
          [&](const std::string& path) { return load_terrain_file(path, width, depth); });
    } catch (const TerrainError& e) {
      throw UsageError(e.what());
    }
  }
  json out;
  add_table(terrain, out);
  return out;
}

json unit_json(const Unit& u) {
  return {{"name", u.name},     {"display_name", u.display_name}, {"faction", u.faction},
          {"rank", u.rank},     {"minis", u.minis},               {"wounds_per_mini", u.wounds_per_mini},
          {"speed", u.speed},   {"keywords", keyword_text(u.keywords)}, {"defense", u.defense},
          {"notched_base", u.notched_base}};
}

// The roster the page's units come from: the built-in one, or a roster file the player dropped in
// (supplied as text, the way --roster FILE reads it).
json run_roster(const Request& r) {
  json out;
  out["units"] = json::array();
  for (const auto& u : roster_from(r.options)) out["units"].push_back(unit_json(u));
  return out;
}

json run_list_import(const Request& r) {
  const auto& opts = r.options;
  const ArmyList list = army_list_from(opts);
  std::vector<std::string> warnings;
  std::vector<ListUnit> units;
  try {
    units = build_units(list, roster_from(opts), upgrades_from(opts), warnings);
  } catch (const ArmyListError& e) {
    throw opts.error("list", e.what());
  }
  const PointsCheck points = check_points(list, units);
  json out;
  out["format"] = list.format;
  out["title"] = list.title;
  out["units"] = json::array();
  for (const auto& lu : units) {
    const ListEntry& e = list.entries[lu.entry];
    json u = unit_json(lu.unit);
    u["label"] = lu.label;
    u["count"] = lu.count;
    u["upgrades_applied"] = lu.upgrades_applied;
    // A link names upgrades by id: the page shows the cards' names.
    u["upgrades_written"] = e.card_id.empty() ? e.upgrades : lu.upgrade_names;
    u["line"] = e.line;
    u["points"] = e.points;
    u["points_by_cards"] = lu.card_points < 0 ? -1 : lu.card_points * lu.count;
    out["units"].push_back(u);
  }
  out["points_summary"] = points.summary;
  out["points_disagree"] = points.disagreements;
  for (const auto& w : warnings) opts.warn(w);
  return out;
}

// Every command's declaration, for the page's forms: each parameter's name, help, default, range,
// and the values to offer with a player's words for each (request/parameter.hpp).
json run_describe() {
  json out;
  out["commands"] = json::array();
  for (const auto& spec : command_specs()) {
    json c = {{"name", spec.name}, {"summary", spec.summary}, {"in_page", spec.in_memory != nullptr}, {"parameters", json::array()}};
    for (const auto& p : spec.parameters) {
      json j = {{"name", p.name}, {"value_name", p.value_name}, {"help", p.help}, {"flag", p.kind == ValueKind::flag},
                {"file", p.is_path()}, {"absent", p.absent}, {"other_values", p.other_values}};
      j["default"] = p.fallback ? json(*p.fallback) : json(nullptr);
      j["range"] = p.bound ? json(p.bound->range_text()) : json(nullptr);
      j["choices"] = json::array();
      for (const auto& choice : p.choices) j["choices"].push_back({{"value", choice.value}, {"label", choice.label}});
      c["parameters"].push_back(j);
    }
    out["commands"].push_back(c);
  }
  return out;
}

// The page's own requests (its forms' declarations, the units for its pickers, what a pasted list
// becomes), then every subcommand the table of them runs in memory.
json dispatch(const Request& r) {
  if (r.command == "describe") return run_describe();
  if (r.command == "roster") return run_roster(r);
  if (r.command == "list-import") return run_list_import(r);
  if (r.command == "map-table") return run_map_table(r);
  if (r.command == "mission-verdicts") return {{"outputs", {{"verdicts", mission_verdicts_in_memory(r.options, r.table).outputs.front().second}}}};
  return run_subcommand(r);
}

// A string as JSON, a span at a time between the characters JSON escapes: the answers carry whole
// CSVs (a map's is megabytes), which the library's serializer escapes character by character (a
// twentieth of a map's time in the page). Bytes past ASCII pass as they are, as dump() passes UTF-8.
void write_string(const std::string& s, std::string& out) {
  out += '"';
  std::size_t from = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c >= 0x20 && c != '"' && c != '\\') continue;
    out.append(s, from, i - from);
    from = i + 1;
    if (c == '"') out += "\\\"";
    else if (c == '\\') out += "\\\\";
    else if (c == '\n') out += "\\n";
    else if (c == '\r') out += "\\r";
    else if (c == '\t') out += "\\t";
    else {
      static const char* const hex = "0123456789abcdef";
      out += "\\u00";
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  out.append(s, from, std::string::npos);
  out += '"';
}

// The answer as JSON text: dump()'s, its strings by write_string.
void write_json(const json& j, std::string& out) {
  if (j.is_object()) {
    out += '{';
    bool first = true;
    for (const auto& [key, value] : j.items()) {
      if (!first) out += ',';
      first = false;
      write_string(key, out);
      out += ':';
      write_json(value, out);
    }
    out += '}';
  } else if (j.is_array()) {
    out += '[';
    for (std::size_t i = 0; i < j.size(); ++i) {
      if (i) out += ',';
      write_json(j[i], out);
    }
    out += ']';
  } else if (j.is_string()) {
    write_string(j.get_ref<const std::string&>(), out);
  } else {
    out += j.dump();
  }
}

}  // namespace

std::string handle_request(const std::string& request_json) {
  json out;
  try {
    const Request r = read_request(request_json);
    out = dispatch(r);
    out["ok"] = true;
    out["warnings"] = r.options.warnings();
  } catch (const std::exception& e) {
    out = {{"ok", false}, {"error", e.what()}};
  }
  std::string text;
  write_json(out, text);
  return text;
}

}  // namespace climbsim::web
