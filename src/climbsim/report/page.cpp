#include "climbsim/report/page.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>
#include <vector>

#include "climbsim/output/reach_output.hpp"
#include "climbsim/report/html_parts.hpp"
#include "climbsim/report/records.hpp"
#include "climbsim/report/svg_chart.hpp"

namespace climbsim {

namespace {

// A unit's name, or, for one built from --minis, its size: "4 minis x 1 wound".
std::string unit_label(const Record& r) {
  if (!r.get("unit").empty()) return r.get("unit");
  return r.get("minis") + (r.get("minis") == "1" ? " mini x " : " minis x ") + r.get("wounds_per_mini") +
         (r.get("wounds_per_mini") == "1" ? " wound" : " wounds");
}

std::vector<Record> labelled(std::vector<Record> rows) {
  for (auto& r : rows) r.fields["unit"] = unit_label(r);
  return rows;
}

}  // namespace

std::string list_section(const ExperimentTables& e, const std::string& source) {
  const auto rows = read_records(e.tables.at("table"));
  std::string s = "<section id=\"list\"><h2>Your list: " + html_escape(source) + "</h2>";
  s += "<p>Each unit of the list with its upgrades applied (personnel and heavy weapons add a mini; Grappling Hooks "
       "gives Expert Climber), for each face and height: the cheapest way up (fewest actions) and the safest (fewest "
       "minis lost, then fewest wounds, then fewest actions), exact figures. Units with the same profile share a row.</p>";
  s += html_table(rows,
                  {{"units", "units"}, {"face", "face"}, {"height", "height"}, {"edition", "edition"}, {"cheapest", "cheapest"},
                   {"actions", "actions"}, {"wounds", "wounds"}, {"minis_lost", "minis lost"}, {"safest", "safest"},
                   {"safest_actions", "actions"}, {"safest_wounds", "wounds"}, {"safest_minis_lost", "minis lost"}},
                  {"height", "actions", "wounds", "minis_lost", "safest_actions", "safest_wounds", "safest_minis_lost"}, 200);
  return s + "</section>";
}

std::string wounds_section(const ExperimentTables& e) {
  const auto rows = labelled(read_records(e.tables.at("table")));
  std::vector<Record> legal;
  for (const auto& r : rows)
    if (r.get("legal") == "true" && r.get("ladder") == "false" && r.get("method") != "climb") legal.push_back(r);
  std::string s = "<h2>What one climb or clamber costs (" + html_escape(e.name) + ")</h2>";
  s += "<p>Each unit, clamber and height: the actions it takes and what it costs in wounds (exact figures; a climb "
       "always takes 2 actions and no wounds).</p>";
  s += html_table(legal,
                  {{"unit", "unit"}, {"method", "method"}, {"height", "height"}, {"expert_climber", "Expert Climber"},
                   {"actions", "actions"}, {"exact_mean_wounds", "expected wounds"},
                   {"exact_mean_minis_lost", "expected minis lost"}, {"exact_p_mini_lost", "chance to lose a mini"}},
                  {"height", "actions", "exact_mean_wounds", "exact_mean_minis_lost", "exact_p_mini_lost"});
  if (e.tables.count("law")) {
    // The law of minis lost of each unit's clamber at the greatest height: bars as lines with dots.
    const auto law = labelled(read_records(e.tables.at("law")));
    double top = 0;
    for (const auto& r : law)
      if (r.get("method") == "clamber") top = std::max(top, r.number("height"));
    Chart c;
    c.title = "Minis lost by one clamber at height " + sig(top) + " (exact law; Monte Carlo beside it in the CSV)";
    c.x_label = "minis lost";
    c.y_label = "probability";
    c.width = 760;
    std::map<std::string, Series> by_unit;
    for (const auto& r : law) {
      if (r.get("method") != "clamber" || r.number("height") != top || r.get("quantity") != "minis_lost") continue;
      if (r.get("expert_climber") == "true" || r.get("ladder") == "true") continue;
      // At most six units, the first ones of the table, so the lines stay readable.
      if (by_unit.count(r.get("unit")) == 0 && by_unit.size() == 6) continue;
      auto& ser = by_unit[r.get("unit")];
      ser.name = r.get("unit");
      ser.points.emplace_back(r.number("k"), r.number("exact_p_eq"));
      ser.tips.push_back(r.get("unit") + ": " + r.get("k") + " lost, p = " + sig(r.number("exact_p_eq")) + " (Monte Carlo " +
                         sig(r.number("p_eq")) + ")");
      ser.line = true;
    }
    std::size_t i = 0;
    for (auto& [name, ser] : by_unit) {
      ser.colour = kColours[i++ % std::size(kColours)];
      c.series.push_back(ser);
    }
    c.y_min = 0;
    c.y_max = 1;
    s += "<figure>" + c.svg() + "</figure>";
  }
  return s;
}

std::string economy_section(const ExperimentTables& e) {
  const auto rows = read_records(e.tables.at("table"));
  std::string s = "<h2>Every way up, at what cost (" + html_escape(e.name) + ")</h2>";
  s += "<p>Each dot is a plan: its actions against the minis it expects to lose. Ringed plans are the "
       "Pareto front: nothing else is both faster and safer.</p><div class=\"charts\">";
  // One chart per unit: ledges at the greatest height, without Expert Climber, going up.
  double top = 0;
  for (const auto& r : rows)
    if (r.get("face") == "ledges") top = std::max(top, r.number("height"));
  // One chart per distinct profile (units of one profile have the same plans and figures).
  // (and per edition, when the table has several).
  std::vector<std::pair<std::string, std::string>> units;  // unit, edition
  std::vector<std::string> profiles;
  for (const auto& r : rows) {
    const std::string profile =
        r.get("minis") + "x" + r.get("wounds_per_mini") + "/" + r.get("scale") + "/" + r.get("jump") + "/" + r.get("edition");
    if (std::find(profiles.begin(), profiles.end(), profile) != profiles.end()) continue;
    profiles.push_back(profile);
    units.emplace_back(r.get("unit"), r.get("edition"));
  }
  int charts = 0;
  for (const auto& [unit, edition] : units) {
    if (charts == 6) break;
    Series plans{"plans", "#1f77b4", {}, false, true, false, {}};
    Series front{"Pareto front", "#d62728", {}, true, true, true, {}};
    for (const auto& r : rows) {
      if (r.get("unit") != unit || r.get("edition") != edition || r.get("face") != "ledges" || r.number("height") != top ||
          r.get("legal") != "true" ||
          r.get("expert_climber") != "false" || r.get("direction") != "up" || r.get("policy") != "false")
        continue;
      const std::pair<double, double> p{r.number("actions"), r.number("exact_mean_minis_lost")};
      plans.points.push_back(p);
      plans.tips.push_back(r.get("plan") + ": " + r.get("actions") + " actions, " + sig(p.second) + " minis lost");
      if (r.get("pareto") == "true") {
        front.points.push_back(p);
        front.tips.push_back(r.get("plan"));
      }
    }
    if (plans.points.empty()) continue;
    // The front as a line by actions; each ring keeps its own plan's name.
    std::vector<std::size_t> order(front.points.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return front.points[a] < front.points[b]; });
    Series sorted = front;
    for (std::size_t i = 0; i < order.size(); ++i) sorted.points[i] = front.points[order[i]], sorted.tips[i] = front.tips[order[i]];
    front = std::move(sorted);
    Chart c;
    c.title = (unit.empty() ? std::string("unit") : unit) + ": ledges, height " + sig(top) +
              (edition.empty() || edition == "rule-texts" ? std::string() : " (" + edition + ")");
    c.x_label = "actions";
    c.y_label = "expected minis lost";
    c.x_min = 0;
    c.series = {plans, front};
    s += "<figure>" + c.svg() + "</figure>";
    ++charts;
  }
  s += "</div>";
  if (e.tables.count("summary")) {
    s += "<h3>Cheapest and safest, and what Expert Climber saves</h3>";
    s += html_table(read_records(e.tables.at("summary")),
                    {{"edition", "edition"}, {"unit", "unit"}, {"height", "height"}, {"face", "face"}, {"direction", "direction"},
                     {"cheapest_plan", "cheapest plan"}, {"cheapest_actions", "actions"},
                     {"cheapest_exact_mean_minis_lost", "minis lost"}, {"safest_plan", "safest plan"},
                     {"safest_actions", "actions"}, {"safest_exact_mean_minis_lost", "minis lost"},
                     {"safest_exact_mean_wounds", "wounds"},
                     {"expert_saves_minis", "Expert Climber saves (minis)"}, {"expert_saves_wounds", "(wounds)"}},
                    {"height", "cheapest_actions", "cheapest_exact_mean_minis_lost", "safest_actions",
                     "safest_exact_mean_minis_lost", "safest_exact_mean_wounds", "expert_saves_minis", "expert_saves_wounds"});
  }
  return s;
}

std::string cliff_section(const ExperimentTables& e) {
  const auto rows = read_records(e.tables.at("table"));
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
                  {"levels", "drm", "exact_p_success", "exact_p_eliminated", "exact_mean_mph"});
  return s;
}

std::string map_section(const ExperimentTables& e) {
  const auto rows = read_records(e.tables.at("table"));
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
  s += "<p>Colour: the fewest actions needed to stand there; darker: more expected wounds on the safest route "
       "within the budget. Hover over the map for a cell's fastest route and its safest, with their actions and "
       "wounds.</p>";
  s += "<div class=\"map\"><img id=\"map\" alt=\"reachable-area map\" data-nx=\"" + std::to_string(nx) + "\" data-ny=\"" +
       std::to_string(ny) + "\" data-res=\"" + sig(res) + "\" data-cell=\"" + std::to_string(cell_px) +
       "\" data-margin=\"" + std::to_string(kMapPictureMargin) + "\" src=\"data:image/png;base64," + base64(e.png) + "\"><div id=\"hover\">&nbsp;</div></div>";
  s += "<script>const MAP_CELLS=[";
  for (std::size_t k = 0; k < cell.size(); ++k) s += (k ? "," : "") + cell[k];
  s += "];const MAP_ROUTES=[";
  for (std::size_t k = 0; k < routes.size(); ++k) s += (k ? ",\"" : "\"") + html_escape(routes[k]) + "\"";
  s += "];</script>";
  return s;
}

namespace {

constexpr const char* kStyle = R"(<style>
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:24px auto;max-width:1180px;color:#222;line-height:1.4}
h1{font-size:1.7em;margin-bottom:4px}h2{margin-top:36px;border-bottom:2px solid #ddd;padding-bottom:4px}
.question{font-size:1.15em;color:#444}
table{border-collapse:collapse;font-size:.86em;margin:10px 0;display:block;max-height:420px;overflow:auto}
th,td{border:1px solid #ddd;padding:3px 7px;text-align:left}th{background:#f3f3f3;position:sticky;top:0}td.n{text-align:right;font-variant-numeric:tabular-nums}
.charts{display:flex;flex-wrap:wrap;gap:8px}figure{margin:8px 0}
svg.chart{background:#fff;border:1px solid #e5e5e5}svg .title{font-size:13px;font-weight:600}svg .tick{font-size:10px;fill:#555}
svg .axis{font-size:11px;fill:#333}svg .legend{font-size:11px}svg .grid{stroke:#eee}svg .frame{fill:none;stroke:#999}
.map{position:relative;display:inline-block}#map{border:1px solid #ddd;max-width:100%}#hover{font-size:.9em;min-height:1.4em;padding:4px 0}
footer{margin-top:40px;font-size:.8em;color:#666;border-top:1px solid #ddd;padding-top:8px}#errors{color:#b00}
</style>)";

constexpr const char* kScript = R"(<script>
window.addEventListener('error', e => { document.getElementById('errors').textContent += 'error: ' + e.message + '\n'; });
window.addEventListener('load', () => {
  const img = document.getElementById('map');
  if (img && typeof MAP_CELLS !== 'undefined') {
    const nx = +img.dataset.nx, ny = +img.dataset.ny, res = +img.dataset.res, cell = +img.dataset.cell, margin = +img.dataset.margin;
    const out = document.getElementById('hover');
    img.addEventListener('mousemove', ev => {
      const r = img.getBoundingClientRect(), scale = img.naturalWidth / r.width;
      const px = (ev.clientX - r.left) * scale - margin, py = (ev.clientY - r.top) * scale - margin;
      const i = Math.floor(px / cell), j = ny - 1 - Math.floor(py / cell);
      if (i < 0 || j < 0 || i >= nx || j >= ny) { out.textContent = '\u00a0'; return; }
      const c = MAP_CELLS[j * nx + i], where = '(' + ((i + 0.5) * res).toFixed(2) + '", ' + ((j + 0.5) * res).toFixed(2) + '")';
      if (c === null) out.textContent = where + ': no surface';
      else if (c[0] < 0) out.textContent = where + ', height ' + c[1] + ': out of reach';
      else out.textContent = where + ', height ' + c[1] + ': fastest ' + MAP_ROUTES[c[2]] + ' (' + c[0] + ' actions, ' + c[3] +
        ' expected wounds); safest ' + MAP_ROUTES[c[4]] + ' (' + c[5] + ' actions, ' + c[6] + ' expected wounds)';
    });
  }
  document.body.dataset.charts = document.querySelectorAll('svg.chart').length;
  document.body.dataset.ready = 'yes';
});
</script>)";

}  // namespace

std::string page_start() {
  return std::string("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>climbsim report</title>") +
         kStyle +
         "</head><body><h1>climbsim report</h1><p class=\"question\">Is it worth sending this unit up that building "
         "or over that cliff, at what cost in actions, and at what risk in wounds?</p><pre id=\"errors\"></pre>";
}

std::string page_end(const std::string& footer) { return "<footer>" + footer + "</footer>" + kScript + "</body></html>\n"; }

}  // namespace climbsim
