#include "climbsim/report/chart_sets.hpp"

#include <algorithm>
#include <map>

#include "climbsim/report/html_parts.hpp"
#include "climbsim/report/svg_chart.hpp"

namespace climbsim {

namespace {

std::string joined(const std::vector<std::string>& names) {
  std::string s;
  for (std::size_t i = 0; i < names.size(); ++i) s += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + names[i];
  return s;
}

std::string size_of(const Record& r) {
  return r.get("minis") + (r.get("minis") == "1" ? " mini" : " minis") + " \u00d7 " + r.get("wounds_per_mini") +
         (r.get("wounds_per_mini") == "1" ? " wound" : " wounds");
}

// Units and their size: "stormtroopers (4 minis x 1 wound)", or the size alone for a unit built
// from --minis, whose label is its size.
std::string named(const std::vector<std::string>& units, const Record& first) {
  const std::string size = size_of(first);
  if (units.size() == 1 && units.front() == size) return size;
  return joined(units) + " (" + size + ")";
}

// Groups in first-seen order: key -> (units, rows).
struct Group {
  std::vector<std::string> units;
  std::vector<const Record*> rows;
};

// The rows that pass `keep`, per unit, edition and die, in first-seen order; then the units whose
// rows give the same `signature` merged into one group (they would draw the same chart).
template <class Keep, class Signature>
std::vector<Group> shared_groups(const std::vector<Record>& rows, Keep keep, Signature signature) {
  std::vector<std::pair<std::string, Group>> per_unit;
  for (const auto& r : rows) {
    if (!keep(r)) continue;
    const std::string key = unit_label(r) + "|" + r.get("edition") + "|" + r.get("die");
    auto it = std::find_if(per_unit.begin(), per_unit.end(), [&](const auto& g) { return g.first == key; });
    if (it == per_unit.end()) it = per_unit.insert(per_unit.end(), {key, Group{{unit_label(r)}, {}}});
    it->second.rows.push_back(&r);
  }
  std::vector<std::pair<std::string, Group>> shared;
  for (auto& [key, g] : per_unit) {
    const std::string points = signature(g);
    auto it = std::find_if(shared.begin(), shared.end(), [&](const auto& x) { return x.first == points; });
    if (it == shared.end()) shared.emplace_back(points, g);
    else it->second.units.push_back(g.units.front());
  }
  std::vector<Group> out;
  for (auto& [points, g] : shared) out.push_back(std::move(g));
  return out;
}

// One chart as a figure with its caption, at the size every chart of a set has.
std::string figure(const std::string& caption, Chart c) {
  c.width = 420;
  c.height = 280;
  return "<figure><figcaption>" + html_escape(caption) + "</figcaption>" + c.svg() + "</figure>";
}

}  // namespace

std::string unit_label(const Record& r) {
  if (!r.get("unit").empty()) return r.get("unit");
  return size_of(r);
}

std::vector<std::string> plan_charts(const std::vector<Record>& plans, const std::string& face, double height) {
  // Per unit and edition, its plans; units with the same plans (same points) share a chart.
  const auto groups = shared_groups(
      plans,
      [&](const Record& r) {
        return r.get("face") == face && r.number("height") == height && r.get("legal") == "true" && r.get("expert_climber") == "false" &&
               r.get("direction") == "up" && r.get("policy") == "false";
      },
      [](const Group& g) {
        std::string points = g.rows.front()->get("edition") + "|" + g.rows.front()->get("die") + "|" + size_of(*g.rows.front());
        for (const auto* r : g.rows) points += "|" + r->get("plan") + ":" + r->get("actions") + ":" + r->get("exact_mean_minis_lost");
        return points;
      });
  std::vector<std::string> charts;
  for (const auto& g : groups) {
    Series all{"plans", "#8890a0", {}, false, true, false, {}};
    Series front{"Pareto front", "#d1495b", {}, true, true, true, {}};
    for (const auto* r : g.rows) {
      const std::pair<double, double> p{r->number("actions"), r->number("exact_mean_minis_lost")};
      all.points.push_back(p);
      all.tips.push_back(r->get("plan") + ": " + r->get("actions") + " actions, " + sig(p.second) + " minis lost, " +
                         sig(r->number("exact_mean_wounds")) + " wounds");
      if (r->get("pareto") == "true") front.points.push_back(p), front.tips.push_back(all.tips.back());
    }
    std::vector<std::size_t> order(front.points.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return front.points[a] < front.points[b]; });
    Series sorted = front;
    for (std::size_t i = 0; i < order.size(); ++i) sorted.points[i] = front.points[order[i]], sorted.tips[i] = front.tips[order[i]];
    const Record& first = *g.rows.front();
    Chart c;
    const std::string title = named(g.units, first) + ": " + face + ", height " + sig(height) +
              (first.get("edition") == "rule-texts" || first.get("edition").empty() ? "" : ", " + first.get("edition")) +
              (first.get("die") == "white" || first.get("die").empty() ? "" : ", " + first.get("die") + " die");
    c.x_label = "actions";
    c.y_label = "expected minis lost";
    c.x_min = 0;
    c.y_min = 0;
    c.series = {all, sorted};
    charts.push_back(figure(title, c));
  }
  return charts;
}

std::string units_without_plans(const std::vector<Record>& plans, const std::string& face, double height) {
  std::vector<std::string> asked, charted;
  for (const auto& r : plans) {
    if (r.get("face") != face || r.number("height") != height || r.get("direction") != "up") continue;
    auto& to = r.get("legal") == "true" ? charted : asked;
    if (std::find(to.begin(), to.end(), unit_label(r)) == to.end()) to.push_back(unit_label(r));
  }
  std::vector<std::string> none;
  for (const auto& u : asked)
    if (std::find(charted.begin(), charted.end(), u) == charted.end()) none.push_back(u);
  if (none.empty()) return "";
  return "<p class=\"note\">No legal way up " + html_escape(face) + " of height " + sig(height) + ", so no chart, for " +
         html_escape(joined(none)) + " (the table says why).</p>";
}

std::vector<std::string> law_charts(const std::vector<Record>& law, double height) {
  const auto groups = shared_groups(
      law,
      [&](const Record& r) {
        return r.get("method") == "clamber" && r.number("height") == height && r.get("quantity") == "minis_lost" &&
               r.get("expert_climber") != "true" && r.get("ladder") != "true";
      },
      [](const Group& g) {
        std::string points = g.rows.front()->get("edition") + "|" + g.rows.front()->get("die");
        for (const auto* r : g.rows) points += "|" + r->get("k") + ":" + r->get("exact_p_eq");
        return points;
      });
  std::vector<std::string> charts;
  for (const auto& g : groups) {
    Series eq{"P(exactly k): bars", "#2f5fb3", {}, false, false, false, {}, true};
    Series ge{"P(at least k): line", "#e07a00", {}, true, true, false, {}};
    for (const auto* r : g.rows) {
      eq.points.emplace_back(r->number("k"), r->number("exact_p_eq"));
      eq.tips.push_back("P(exactly " + r->get("k") + ") = " + sig(r->number("exact_p_eq")) + " (Monte Carlo " + sig(r->number("p_eq")) + ")");
      ge.points.emplace_back(r->number("k"), r->number("exact_p_ge"));
      ge.tips.push_back("P(at least " + r->get("k") + ") = " + sig(r->number("exact_p_ge")) + " (Monte Carlo " + sig(r->number("p_ge")) + ")");
    }
    const Record& first = *g.rows.front();
    Chart c;
    const std::string title = named(g.units, first) + ": one clamber, height " + sig(height) +
              (first.get("edition") == "rule-texts" || first.get("edition").empty() ? "" : ", " + first.get("edition"));
    c.x_label = "minis lost, k";
    c.y_label = "probability (exact)";
    c.x_min = -0.5;
    c.x_max = std::max(1.0, g.rows.back()->number("k")) + 0.5;
    c.whole_x = true;
    c.y_min = 0;
    c.y_max = 1;
    c.series = {eq, ge};
    charts.push_back(figure(title, c));
  }
  return charts;
}

std::string chart_grid(const std::vector<std::string>& charts, const std::string& what, std::size_t open) {
  if (charts.empty()) return "";
  std::string s = "<div class=\"charts\">";
  for (std::size_t i = 0; i < charts.size() && i < open; ++i) s += charts[i];
  s += "</div>";
  if (charts.size() > open) {
    s += "<details><summary>" + std::to_string(charts.size() - open) + " more " + html_escape(what) + " (" +
         std::to_string(charts.size()) + " in all)</summary><div class=\"charts\">";
    for (std::size_t i = open; i < charts.size(); ++i) s += charts[i];
    s += "</div></details>";
  }
  return s;
}

}  // namespace climbsim
