// The report's Legion sections: a player's list, one climb or clamber, every way up (contract in
// page.hpp).
#include <algorithm>

#include "climbsim/report/html_parts.hpp"
#include "climbsim/report/page.hpp"
#include "climbsim/report/records.hpp"
#include "climbsim/text/csv.hpp"

namespace climbsim {

namespace {

// A unit built from --minis has no name: its rows are labelled by size ("4 minis × 1 wound"), as
// the page's charts name it (src/web/page/app/run.js unitLabel).
std::vector<Record> labelled(std::vector<Record> rows) {
  for (auto& r : rows)
    if (r.get("unit").empty())
      r.fields["unit"] = r.get("minis") + (r.get("minis") == "1" ? " mini" : " minis") + " \u00d7 " + r.get("wounds_per_mini") +
                         (r.get("wounds_per_mini") == "1" ? " wound" : " wounds");
  return rows;
}

// The greatest height of the rows that pass `keep`, or 0.
template <class Keep>
double top_height(const std::vector<Record>& rows, Keep keep) {
  double top = 0;
  for (const auto& r : rows)
    if (keep(r)) top = std::max(top, r.number("height"));
  return top;
}

}  // namespace

std::string list_section(const ExperimentTables& e, const std::string& source, RunViews& views) {
  const auto rows = e.tables.at("table");
  std::string s = "<section id=\"list\"><h2>Your list: " + html_escape(source) + "</h2>";
  s += "<p>Each unit of the list with its upgrades applied (personnel and heavy weapons add a mini; Grappling Hooks "
       "gives Expert Climber), for each face and height: the cheapest way up (fewest actions) and the safest (fewest "
       "minis lost, then fewest wounds, then fewest actions), with the chance to lose a mini on each. Exact figures. "
       "Units with the same profile share a row.</p>";
  s += views.table(rows,
                  {{"units", "units"}, {"face", "face"}, {"height", "height"}, {"edition", "edition"}, {"cheapest", "cheapest"},
                   {"actions", "actions"}, {"wounds", "wounds"}, {"minis_lost", "minis lost"}, {"p_lose_one", "chance to lose a mini"},
                   {"safest", "safest"}, {"safest_actions", "actions"}, {"safest_wounds", "wounds"},
                   {"safest_minis_lost", "minis lost"}, {"safest_p_lose_one", "chance to lose a mini"}},
                  {"height", "actions", "wounds", "minis_lost", "p_lose_one", "safest_actions", "safest_wounds", "safest_minis_lost",
                   "safest_p_lose_one"},
                  e.csv(), 200);
  if (e.tables.count("plans")) {
    const auto plans = e.tables.at("plans");
    const double top = top_height(plans, [](const Record& r) { return r.get("face") == "ledges"; });
    s += "<h3>Every way up ledges of height " + sig(top) + ", unit by unit</h3><p>Each dot is a plan: its actions against "
         "the minis it expects to lose; in red and joined, the Pareto front (no other plan is both faster and safer).</p>" +
         views.plan_charts(plans, "ledges", top);
  }
  return s + "</section>";
}

std::string wounds_section(const ExperimentTables& e, RunViews& views) {
  const auto rows = labelled(e.tables.at("table"));
  std::vector<Record> legal;
  for (const auto& r : rows)
    if (r.get("legal") == "true" && r.get("ladder") == "false" && r.get("method") != "climb") legal.push_back(r);
  std::string s = "<h2>What one climb or clamber costs: " + html_escape(e.title.empty() ? e.name : e.title) + "</h2>";
  s += "<p>Each unit, clamber and height: the actions it takes and what it costs in wounds (exact figures; a climb "
       "always takes 2 actions and no wounds).</p>";
  s += views.table(legal,
                  {{"unit", "unit"}, {"method", "method"}, {"height", "height"}, {"expert_climber", "Expert Climber"},
                   {"actions", "actions"}, {"exact_mean_wounds", "expected wounds"},
                   {"exact_mean_minis_lost", "expected minis lost"}, {"exact_p_mini_lost", "chance to lose a mini"}},
                  {"height", "actions", "exact_mean_wounds", "exact_mean_minis_lost", "exact_p_mini_lost"}, e.csv());
  if (e.tables.count("law")) {
    const auto law = e.tables.at("law");
    const double top = top_height(law, [](const Record& r) { return r.get("method") == "clamber"; });
    s += "<h3>Minis lost by one clamber at height " + sig(top) + "</h3><p>For every unit: the chance to lose exactly k "
         "minis and at least k (exact; units with the same law share a chart; the Monte Carlo estimate is in each "
         "bar's tooltip, and " + whole_table_note(e.csv("-law.csv")) + ").</p>" + views.law_charts(law, top);
  }
  return s;
}

std::string economy_section(const ExperimentTables& e, RunViews& views) {
  // A study of adapting over the roster: its own section (a plan chart for every unit would bury it).
  if (e.tables.count("front")) return adapting_section(e, views);
  const auto rows = e.tables.at("table");
  std::string s = "<h2>Every way up, at what cost: " + html_escape(e.title.empty() ? e.name : e.title) + "</h2>";
  const double top = top_height(rows, [](const Record& r) { return r.get("face") == "ledges"; });
  s += "<p>Ledges of height " + sig(top) + ", going up, without Expert Climber: each dot is a plan, its actions against "
       "the minis it expects to lose (exact); in red and joined, the Pareto front: nothing else is both faster and safer. "
       "Every unit of the table has a chart; units with the same plans share one.</p>" + views.plan_charts(rows, "ledges", top);
  if (e.tables.count("summary")) {
    s += "<h3>Cheapest and safest, and what Expert Climber saves</h3>";
    s += views.table(e.tables.at("summary"),
                    {{"edition", "edition"}, {"unit", "unit"}, {"height", "height"}, {"face", "face"}, {"direction", "direction"},
                     {"cheapest_plan", "cheapest plan"}, {"cheapest_actions", "actions"},
                     {"cheapest_exact_mean_minis_lost", "minis lost"}, {"safest_plan", "safest plan"},
                     {"safest_actions", "actions"}, {"safest_exact_mean_minis_lost", "minis lost"},
                     {"safest_exact_mean_wounds", "wounds"},
                     {"expert_saves_minis", "Expert Climber saves: minis"}, {"expert_saves_wounds", "Expert Climber saves: wounds"}},
                    {"height", "cheapest_actions", "cheapest_exact_mean_minis_lost", "safest_actions",
                     "safest_exact_mean_minis_lost", "safest_exact_mean_wounds", "expert_saves_minis", "expert_saves_wounds"},
                    e.csv("-summary.csv"));
  }
  return s;
}

}  // namespace climbsim
