// ask --terrain (contract in map_answer.hpp).
#include "climbsim/request/map_answer.hpp"

#include <cmath>
#include <stdexcept>

#include "climbsim/request/shared_request.hpp"
#include "climbsim/request/unit_request.hpp"
#include "climbsim/tables/route_steps.hpp"
#include "climbsim/text/csv.hpp"

namespace climbsim {

namespace {

std::pair<double, double> point(const OptionValues& opts, const std::string& name, std::optional<double>& level) {
  const PointValue p = point_value(opts, name);
  level = p.level;
  return {p.x, p.y};
}

}  // namespace

MapQuestion map_question(const OptionValues& opts, std::vector<LegionRules> editions) {
  MapQuestion q;
  const auto units = units_from(opts);
  const auto dies = die_options(opts, editions);
  if (units.size() != 1) throw opts.error("unit", "a map answers for one unit at a time");
  if (dies.size() != 1) throw opts.error("die", "a map answers for one die at a time");
  if (editions.size() != 1) throw opts.error("edition", "a map answers for one edition at a time");
  ReachOptions& o = q.options;
  o.rules = editions.front();
  o.unit = units.front();
  o.die = dies.front();
  o.actions = one_int(opts, "actions");
  std::tie(o.start_x, o.start_y) = point(opts, "start", o.start_level);
  std::tie(q.to_x, q.to_y) = point(opts, "to", q.to_level);
  try {
    q.terrain = supplied_or_file(
        opts, "terrain", [](const std::string& text, const std::string& label) { return parse_terrain(text, label, 72, 36); },
        [](const std::string& path) { return load_terrain_file(path, 72, 36); });
  } catch (const TerrainError& e) {
    throw UsageError(e.what());
  }
  return q;
}

Table answer_from_map(const OptionValues& opts, const MapQuestion& q) {
  ReachMap map;
  try {
    map = compute_reach(q.terrain, q.options);
  } catch (const std::invalid_argument& e) {
    throw opts.error("start", e.what());
  }
  const auto cell = map.grid.cell_at(q.to_x, q.to_y);
  Table t;
  // The fastest route and the safest within the budget, each with its own actions and wounds.
  t.columns = {"unit", "to", "level", "reachable", "fewest_actions", "fastest_route", "fastest_wounds",
               "safest_route", "safest_actions", "wounds", "p_unit_intact"};
  for (const auto& c : map.cells) {
    if (c.cell != cell) continue;
    const auto& lvl = map.levels[static_cast<std::size_t>(c.level)];
    const double level = lvl.height_at(map.grid, c.cell);
    if (q.to_level && std::abs(level - *q.to_level) > 1e-9) continue;
    std::vector<std::string> row = {q.options.unit.name, format_number(q.to_x) + "," + format_number(q.to_y), format_number(level)};
    if (c.route < 0) {
      row.insert(row.end(), {"no", "", "", "", "", "", "", ""});
    } else {
      const auto& f = map.routes[static_cast<std::size_t>(c.fastest)];
      const auto& r = map.routes[static_cast<std::size_t>(c.route)];
      row.insert(row.end(), {"yes", std::to_string(c.min_actions), f.name.empty() ? "start" : f.name, sig(f.mean_wounds),
                             r.name.empty() ? "start" : r.name, std::to_string(r.actions), sig(r.mean_wounds), sig(r.p_unit_intact)});
    }
    t.rows.push_back(row);
    t.exact.push_back(row);
  }
  if (t.rows.empty()) throw opts.error("to", "no surface there at that level");
  return t;
}

void write_routes(const OptionValues& opts, std::ostream& out, const ReachMap& map, const MapRequest& request, bool header) {
  try {
    write_route_steps(out, map, request.terrain, request.options, request.to->x, request.to->y, request.to->level, header);
  } catch (const std::invalid_argument& e) {
    throw opts.error("to", e.what());
  }
}

}  // namespace climbsim
