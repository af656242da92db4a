// The report's ASL cliff section and its map (contract in page.hpp).
#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

#include "climbsim/output/reach_output.hpp"
#include "climbsim/report/html_parts.hpp"
#include "climbsim/report/page.hpp"
#include "climbsim/report/records.hpp"
#include "climbsim/report/svg_chart.hpp"

namespace climbsim {

std::string cliff_section(const ExperimentTables& e) {
  const auto rows = e.tables.at("table");
  std::string s = "<h2>ASL cliffs: the chance to be on top by Movement Phase T (" + html_escape(e.name) + ")</h2>";
  s += "<p>Good Order infantry Climbing up, DRM 0, no Commando, fair weather: one line per cliff height.</p>";
  Chart c;
  c.title = "On top by the end of MPh T";
  c.x_label = "Movement Phase T";
  c.y_label = "probability";
  c.width = 760;
  c.y_min = 0;
  c.y_max = 1;
  std::size_t i = 0;
  for (const auto& r : rows) {
    if (r.get("direction") != "up" || r.get("drm") != "0" || r.get("commando") != "false" || r.get("weather") != "none" ||
        r.get("legal") != "true")
      continue;
    Series ser{r.get("levels") + (r.get("levels") == "1" ? " level" : " levels"), kColours[i++ % std::size(kColours)], {}, true,
               true, false, {}};
    for (int t = 1; t <= 100; ++t) {
      const double p = r.number("exact_p_success_within_" + std::to_string(t));
      if (std::isnan(p)) continue;
      ser.points.emplace_back(t, p);
      ser.tips.push_back("by MPh " + std::to_string(t) + ": " + sig(p));
    }
    if (!ser.points.empty()) c.series.push_back(ser);
  }
  if (!c.series.empty()) s += "<figure>" + c.svg() + "</figure>";
  std::vector<Record> shown;
  for (const auto& r : rows)
    if (r.get("direction") == "up" && r.get("weather") == "none") shown.push_back(r);
  s += html_table(shown,
                  {{"levels", "levels"}, {"drm", "DRM"}, {"commando", "Commando"}, {"exact_p_success", "chance to arrive"},
                   {"exact_p_eliminated", "chance to fall"}, {"exact_mean_mph", "mean MPh"}},
                  {"levels", "drm", "exact_p_success", "exact_p_eliminated", "exact_mean_mph"}, e.csv());
  return s;
}

std::string map_section(const ExperimentTables& e) {
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
    // The fastest route and the safest within the budget, each with its own actions and wounds.
    cell[k] = "[" + r.get("min_actions") + "," + sig(level[k]) + "," + id(r.get("route_at_min_actions")) + "," +
              sig(r.number("wounds_at_min_actions")) + "," + id(r.get("route")) + "," + r.get("route_actions") + "," +
              sig(r.number("mean_wounds")) + "]";
  }
  const int cell_px = std::max(1, static_cast<int>(std::lround(16 * res)));
  std::string s = "<h2>Where the unit can stand (" + html_escape(e.name) + ")</h2>";
  s += "<p>Two pictures of the same cells: above, the fewest actions needed to stand there (one colour per number "
       "of actions); below, the expected wounds of that fastest route, on a scale of its own. Hover over the upper "
       "map for a cell's fastest route and its safest within the budget, with their actions and wounds; the Map tab "
       "draws any table live.</p>";
  s += "<div class=\"map\"><img id=\"map\" alt=\"reachable-area map\" data-nx=\"" + std::to_string(nx) + "\" data-ny=\"" +
       std::to_string(ny) + "\" data-res=\"" + sig(res) + "\" data-cell=\"" + std::to_string(cell_px) +
       "\" data-margin=\"" + std::to_string(kMapPictureMargin) + "\" data-top=\"" + std::to_string(kMapPictureTop) + "\" src=\"data:image/png;base64," + base64(e.png) + "\"><div id=\"hover\">&nbsp;</div></div>";
  s += "<script>const MAP_CELLS=[";
  for (std::size_t k = 0; k < cell.size(); ++k) s += (k ? "," : "") + cell[k];
  s += "];const MAP_ROUTES=[";
  for (std::size_t k = 0; k < routes.size(); ++k) s += (k ? ",\"" : "\"") + html_escape(routes[k]) + "\"";
  s += "];</script>";
  return s;
}

}  // namespace climbsim
