#include "climbsim/analysis/economy.hpp"
#include "climbsim/tables/economy_table.hpp"

#include <catch2/catch.hpp>
#include <algorithm>
#include <cmath>
#include <span>
#include <sstream>

#include "climbsim/text/csv.hpp"

using namespace climbsim;

namespace {
EconomyRow row(int actions, double wounds, double lost, std::size_t group = 0) {
  EconomyRow r;
  r.legal = true;
  r.actions = actions;
  r.group = group;
  WoundMoments m;
  m.mean_wounds = wounds;
  m.mean_lost = lost;
  r.exact = m;
  return r;
}
}  // namespace

TEST_CASE("pareto and best-for-budget on a case worked out by hand", "[economy]") {
  // A: 2 actions, 1.0 wounds; B: 3 actions, 0.5; C: 4 actions, 0.5 (dominated by B);
  // D: 6 actions, 0 wounds; E: 3 actions, 1.2 (dominated by A).
  std::vector<EconomyRow> rows = {row(2, 1.0, 1.0), row(3, 0.5, 0.5), row(4, 0.5, 0.5), row(6, 0.0, 0.0), row(3, 1.2, 1.2)};
  rank_rows(rows, {1, 2, 4, 6});
  CHECK(rows[0].pareto);
  CHECK(rows[1].pareto);
  CHECK_FALSE(rows[2].pareto);
  CHECK(rows[3].pareto);
  CHECK_FALSE(rows[4].pareto);
  // Budget 1: nothing fits. 2: only A. 4: B (fewest lost, then fewest actions beats C). 6: D.
  CHECK(rows[0].best_for == std::vector<int>{2});
  CHECK(rows[1].best_for == std::vector<int>{4});
  CHECK(rows[2].best_for.empty());
  CHECK(rows[3].best_for == std::vector<int>{6});
  // Another group is ranked on its own.
  std::vector<EconomyRow> two = {row(2, 1.0, 1.0, 0), row(4, 2.0, 2.0, 1)};
  rank_rows(two, {4});
  CHECK(two[0].pareto);
  CHECK(two[1].pareto);
  CHECK(two[1].best_for == std::vector<int>{4});
}

TEST_CASE("every plan of the default economy table is within 4.5 sigma of exact", "[economy][statistical]") {
  EconomySweep sweep;
  for (int m : {4, 6}) {
    Unit u;
    u.minis = m;
    sweep.units.push_back(u);
  }
  sweep.mc.samples = 400'000;
  const auto rows = run_economy(sweep);
  int checked = 0, none = 0, policies = 0;
  for (const auto& r : rows) {
    if (!r.legal) {
      ++none;
      CHECK(r.plan == "none");
      continue;
    }
    policies += r.policy ? 1 : 0;
    const auto& x = *r.exact;
    const auto& m = *r.mc;
    const double n = static_cast<double>(m.samples);
    const double sd = std::sqrt(std::max(0.0, x.mean_wounds_sq - x.mean_wounds * x.mean_wounds));
    INFO(r.plan << " height " << r.height << " face " << r.face.name());
    if (sd == 0) CHECK(m.mean_wounds == x.mean_wounds);
    else CHECK(std::abs(m.mean_wounds - x.mean_wounds) < 4.5 * sd / std::sqrt(n));
    const double p = x.p_unit_defeated;
    if (p > 0) CHECK(std::abs(m.p_unit_defeated - p) < 4.5 * std::sqrt(p * (1 - p) / n));
    ++checked;
  }
  CHECK(checked > 50);
  CHECK(none > 0);      // sheer faces of height 3
  CHECK(policies > 0);  // ledges of height 2 and 3
}

TEST_CASE("the economy CSV and summary say none where nothing works", "[economy]") {
  EconomySweep sweep;
  Unit u;
  u.minis = 4;
  sweep.units = {u};
  sweep.heights = {3};
  sweep.faces = {parse_face("sheer"), parse_face("ledges")};
  sweep.mc.samples = 1000;
  const auto rows = run_economy(sweep);
  std::ostringstream out, summary;
  write_economy_csv(out, rows, sweep);
  write_economy_summary(summary, rows);
  std::istringstream in(out.str());
  std::string line;
  std::getline(in, line);
  const auto header = split_csv_line(line);
  std::getline(in, line);
  const auto first = split_csv_line(line);
  REQUIRE(first.size() == header.size());
  const auto col = [&](const std::string& name) {
    const auto it = std::find(header.begin(), header.end(), name);
    REQUIRE(it != header.end());
    return first[static_cast<std::size_t>(it - header.begin())];
  };
  CHECK(col("plan") == "none");
  CHECK(col("legal") == "false");
  CHECK(col("die") == "white");
  CHECK_THAT(summary.str(), Catch::Contains("sheer,up,white,rule-texts,none"));
  // With Expert Climber the cheapest plan up ledges of 3 is three 1-action clambers, no dice.
  CHECK_THAT(summary.str(), Catch::Contains("clamber1+clamber1+clamber1,3,"));
}

TEST_CASE("the economy's work estimate counts the rows the run writes and the draws its plans take, without listing them per unit", "[economy][work]") {
  // Units of every shape a plan depends on (keywords, kind), several sizes each, every face, both
  // directions, heights from 0 to 3.5, policies on: the estimate's rows must be the rows the run
  // writes, and its units the draws a reference counts plan by plan (one per step with dice, per
  // sample; a policy 2 (height + 1) per sample; 1e4 a row).
  EconomySweep sweep;
  for (int minis : {1, 4, 7}) {
    Unit plain;
    plain.minis = minis;
    Unit jumper = plain;
    jumper.keywords.jump = 1;
    Unit scaler = plain;
    scaler.keywords.scale = true;
    sweep.units.insert(sweep.units.end(), {plain, jumper, scaler});
  }
  sweep.heights = {0, 0.5, 1, 2, 3, 3.5};
  sweep.faces = {parse_face("sheer"), parse_face("ledges"), parse_face("ladder"), parse_face("wall")};
  sweep.directions = {Direction::up, Direction::down};
  sweep.expert_climber = {false, true};
  sweep.mc.samples = 1000;
  const EconomyWork w = economy_work(sweep);
  std::size_t rows = 0;
  double draws = 0;
  run_economy(sweep, [&](std::span<const EconomyRow> part) {
    for (const auto& r : part) {
      ++rows;
      if (r.policy) {
        draws += 1000.0 * 2 * (r.height + 1) + 1e4;
        continue;
      }
      draws += 1e4;
      if (!r.legal) continue;
      // The reference: the plan's own steps, found again by name among the face's plans.
      Unit u = r.unit;
      for (const auto& p : enumerate_plans(*r.rules, u, r.face, r.height, r.direction))
        if (p.name() == r.plan)
          for (int d : p.dice_per_step()) draws += d > 0 ? 1000.0 : 0.0;
    }
  });
  CHECK(w.rows == rows);
  CHECK(w.units == Approx(draws).epsilon(1e-12));
  CHECK(rows > 1000);
}
