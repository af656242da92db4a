// The report's section on where adapting to the dice pays (an economy experiment with --optimal and
// a front file): contract in page.hpp.
#include <algorithm>
#include <cstdio>
#include <map>
#include <tuple>

#include "climbsim/analysis/optimal_play.hpp"
#include "climbsim/report/html_parts.hpp"
#include "climbsim/report/page.hpp"
#include "climbsim/text/csv.hpp"

namespace climbsim {

namespace {

// The saving a study counts as worth a player's attention (issue: "more than 0.1 minis").
constexpr double kWorthSaying = 0.1;

std::string three(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3g", v);
  return buf;
}

}  // namespace

std::string adapting_section(const ExperimentTables& e, RunViews& views) {
  // One group: a unit, face, height, direction, die, edition, Expert Climber, objective and budget.
  using Key = std::tuple<std::string, std::string, std::string, std::string, std::string, std::string, std::string, std::string, std::string>;
  struct Group {
    std::vector<PlanPoint> plans;
    std::vector<LegionFrontPoint> front;
  };
  std::map<Key, Group> groups;
  std::vector<Key> order;
  for (const Record& r : e.tables.at("front")) {
    const Key k{r.get("unit"), r.get("edition"), r.get("face"), r.get("height"), r.get("direction"), r.get("die"),
                r.get("expert_climber"), r.get("objective"), r.get("activation_budget")};
    auto [it, fresh] = groups.try_emplace(k);
    if (fresh) order.push_back(k);
    if (r.get("kind") == "plan") it->second.plans.push_back({r.get("play"), r.number("expected_actions"), r.number("expected_objective")});
    else it->second.front.push_back({r.number("price_low"), r.number("price_high"), r.number("expected_objective"), r.number("expected_actions"), r.get("play")});
  }
  // Units with the same figures in a cell are one row.
  std::map<std::string, std::size_t> row_of;
  std::vector<Record> rows;
  std::size_t cells = 0, paying = 0;
  for (const Key& k : order) {
    const Group& g = groups.at(k);
    ++cells;
    const auto gain = adapting_gain(g.plans, g.front, kWorthSaying);
    if (!gain) continue;
    ++paying;
    const auto& [unit, edition, face, height, direction, die, expert, objective, budget] = k;
    const std::string cell = edition + "|" + face + "|" + height + "|" + direction + "|" + die + "|" + budget + "|" + gain->plan.plan + "|" +
                             three(gain->plan.objective) + "|" + gain->play.words + "|" + three(gain->saves);
    if (auto it = row_of.find(cell); it != row_of.end()) {
      rows[it->second].fields["unit"] += ", " + unit;
      continue;
    }
    Record r;
    r.fields = {{"unit", unit},
                {"edition", edition},
                {"face", face},
                {"height", height},
                {"direction", direction},
                {"activation_budget", budget},
                {"plan", gain->plan.plan},
                {"plan_actions", three(gain->plan.actions)},
                {"plan_lost", three(gain->plan.objective)},
                {"play", gain->play.words},
                {"play_actions", three(gain->play.mean_actions)},
                {"play_lost", three(gain->play.objective)},
                {"saves", three(gain->saves)}};
    row_of[cell] = rows.size();
    rows.push_back(std::move(r));
  }
  std::sort(rows.begin(), rows.end(), [](const Record& a, const Record& b) { return a.number("saves") > b.number("saves"); });
  std::string s = "<h2>Where adapting to the dice pays: " + html_escape(e.title.empty() ? e.name : e.title) + "</h2>";
  s += "<p>A player may choose each step after seeing the last one's dice. For every unit, face, height, edition and "
       "budget of activations, the exact front of adaptive play (RULINGS R24) against every fixed plan. In " +
       std::to_string(paying) + " of " + std::to_string(cells) + " cells a play that reads the dice loses at least " +
       three(kWorthSaying) + " fewer minis on average than a fixed plan, in no more expected actions (both counted until "
       "the unit is defeated); below, one row for the units that share a cell's figures, the largest saving first. "
       "Elsewhere a fixed plan is as good as adapting, or within that.</p>";
  s += views.table(rows,
                  {{"unit", "units"}, {"edition", "edition"}, {"face", "face"}, {"height", "height"}, {"direction", "direction"},
                   {"activation_budget", "activations"}, {"saves", "adapting saves (minis)"}, {"plan", "fixed plan"},
                   {"plan_actions", "its actions"}, {"plan_lost", "its minis lost"}, {"play", "adaptive play"},
                   {"play_actions", "actions"}, {"play_lost", "minis lost"}},
                  {"height", "plan_actions", "plan_lost", "play_actions", "play_lost", "saves"}, e.csv("-front.csv"));
  return s;
}

}  // namespace climbsim
