// The report's ASL cliff section and its map (contract in page.hpp).
#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

#include "climbsim/output/reach_output.hpp"
#include "climbsim/report/html_parts.hpp"
#include "climbsim/report/page.hpp"
#include "climbsim/report/records.hpp"
#include "climbsim/text/csv.hpp"

namespace climbsim {

std::string cliff_section(const ExperimentTables& e, RunViews& views) {
  const auto& rows = e.tables.at("table");
  std::string s = "<h2>ASL cliffs, the chance to be on top by Movement Phase T: " + html_escape(e.title.empty() ? e.name : e.title) + "</h2>";
  s += "<p>Good Order infantry Climbing up, DRM 0, no Commando, fair weather: one line per cliff height.</p>";
  std::vector<Record> curves, shown;
  for (const auto& r : rows) {
    if (r.get("direction") != "up" || r.get("weather") != "none") continue;
    shown.push_back(r);
    if (r.get("drm") == "0" && r.get("commando") == "false" && r.get("legal") == "true") curves.push_back(r);
  }
  if (!curves.empty()) s += views.cliff_curves(curves);
  s += views.table(shown,
                   {{"levels", "levels"}, {"drm", "DRM"}, {"commando", "Commando"}, {"exact_p_success", "chance to arrive"},
                    {"exact_p_eliminated", "chance to fall"}, {"exact_mean_mph", "mean MPh"}},
                   {"levels", "drm", "exact_p_success", "exact_p_eliminated", "exact_mean_mph"}, e.csv());
  return s;
}

std::string map_section(const ExperimentTables& e, RunViews& views) {
  const auto rows = e.tables.at("table");
  // The highest surface of each cell is what the picture shows; hovering shows its figures.
  double res = 0, max_x = 0, max_y = 0;
  for (const auto& r : rows) {
    max_x = std::max(max_x, r.number("x"));
    max_y = std::max(max_y, r.number("y"));
    if (res == 0) res = 2 * r.number("x");
  }
  if (!(res > 0)) return "";
  const int nx = static_cast<int>(std::lround(max_x / res + 0.5)), ny = static_cast<int>(std::lround(max_y / res + 0.5));
  std::vector<double> level(static_cast<std::size_t>(nx * ny), -1);
  std::vector<std::string> cell(static_cast<std::size_t>(nx * ny), "null");
  std::vector<std::string> routes;
  std::map<std::string, std::size_t> route_id;
  for (const auto& r : rows) {
    const int i = static_cast<int>(r.number("x") / res), j = static_cast<int>(r.number("y") / res);
    if (i < 0 || j < 0 || i >= nx || j >= ny) continue;
    const auto k = static_cast<std::size_t>(j * nx + i);
    if (r.number("level") < level[k]) continue;
    level[k] = r.number("level");
    if (r.get("reachable") != "true") {
      cell[k] = "[-1," + sig(level[k]) + "]";
      continue;
    }
    const auto id = [&](const std::string& route) {
      const auto [it, fresh] = route_id.emplace(route, routes.size());
      if (fresh) routes.push_back(route);
      return std::to_string(it->second);
    };
    // The fastest route and the safest within the budget, each with its own actions and wounds (a
    // figure the row lacks is null, so the cells stay JSON).
    const auto figure = [&](const std::string& column) {
      const std::string v = sig(r.number(column));
      return v.empty() ? std::string("null") : v;
    };
    cell[k] = "[" + figure("min_actions") + "," + sig(level[k]) + "," + id(r.get("route_at_min_actions")) + "," +
              figure("wounds_at_min_actions") + "," + id(r.get("route")) + "," + figure("route_actions") + "," + figure("mean_wounds") + "]";
  }
  RunViews::MapCells m;
  m.nx = nx, m.ny = ny, m.res = res, m.png = e.png, m.routes = routes;
  m.cell_px = std::max(1, static_cast<int>(std::lround(16 * res)));
  m.margin = kMapPictureMargin, m.top = kMapPictureTop;
  m.cells_json = "[";
  for (std::size_t k = 0; k < cell.size(); ++k) m.cells_json += (k ? "," : "") + cell[k];
  m.cells_json += "]";
  std::string s = "<h2>Where the unit can stand: " + html_escape(e.title.empty() ? e.name : e.title) + "</h2>";
  s += "<p>Two pictures of the same cells: above, the fewest actions needed to stand there (one colour per number "
       "of actions); below, the expected wounds of that fastest route, on a scale of its own. Hover over (or tap) the upper "
       "map for a cell's fastest route and its safest within the budget, with their actions and wounds; the Map tab "
       "draws any table live.</p>";
  s += views.map(m);
  return s;
}

}  // namespace climbsim
