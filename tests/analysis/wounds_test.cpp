#include "climbsim/analysis/wounds.hpp"
#include "climbsim/tables/wounds_table.hpp"
#include "climbsim/analysis/economy.hpp"

#include <catch2/catch.hpp>
#include <cmath>
#include <sstream>

#include "climbsim/text/csv.hpp"

using namespace climbsim;

namespace {

// The default table of `climbsim wounds`: minis 1-12 x wounds 1,3, everything else at its default.
WoundsSweep default_sweep() {
  WoundsSweep s;
  for (int m = 1; m <= 12; ++m)
    for (int w : {1, 3}) {
      Unit u;
      u.minis = m;
      u.wounds_per_mini = w;
      s.units.push_back(u);
    }
  s.mc.seed = 1;
  return s;
}

// |estimate - exact| within k sigma, sigma from the exact variance; exact agreement when it is 0.
void check_within(double estimate, double exact, double variance, std::uint64_t n, double k, const char* what) {
  INFO(what << ": estimate " << estimate << " exact " << exact);
  if (variance <= 1e-300) {
    CHECK(estimate == exact);
  } else {
    CHECK(std::abs(estimate - exact) <= k * std::sqrt(variance / static_cast<double>(n)));
  }
}

}  // namespace

TEST_CASE("every legal row of the default table is within 4.5 sigma of exact", "[wounds][statistical]") {
  const auto sweep = default_sweep();
  const auto rows = run_wounds(sweep);
  REQUIRE(rows.size() == 12 * 2 * 4 * 3 * 2 * 2);
  int legal = 0;
  for (const auto& r : rows) {
    if (!r.cost.legal) {
      CHECK_FALSE(r.mc.has_value());
      CHECK_FALSE(r.exact.has_value());
      continue;
    }
    ++legal;
    REQUIRE(r.mc.has_value());
    REQUIRE(r.exact.has_value());
    const auto& m = *r.mc;
    const auto& x = *r.exact;
    INFO(r.unit.name);
    CHECK(m.samples == 1'000'000);
    check_within(m.mean_wounds, x.mean_wounds, x.mean_wounds_sq - x.mean_wounds * x.mean_wounds, m.samples, 4.5, "mean wounds");
    check_within(m.mean_minis_lost, x.mean_lost, x.mean_lost_sq - x.mean_lost * x.mean_lost, m.samples, 4.5, "minis lost");
    for (auto [est, p] : {std::pair{m.p_any_wound, x.p_any_wound}, std::pair{m.p_mini_lost, x.p_mini_lost},
                          std::pair{m.p_unit_defeated, x.p_unit_defeated}})
      check_within(est, p, p * (1 - p), m.samples, 4.5, "probability");
  }
  // Illegal: climb above 1 (2 heights), clamber-over above 1 (2 heights); clamber is legal at all four.
  CHECK(legal == 12 * 2 * 2 * 2 * (2 + 4 + 2));
}

TEST_CASE("no dice - no wounds: climbs - Expert Climber and ladders", "[wounds]") {
  auto sweep = default_sweep();
  sweep.mc.samples = 1000;
  for (const auto& r : run_wounds(sweep)) {
    if (!r.cost.legal) continue;
    const bool safe = r.move.method == Method::climb || r.unit.keywords.expert_climber || r.move.ladder;
    if (!safe) continue;
    CHECK(r.cost.dice_per_mini == 0);
    CHECK(r.mc->mean_wounds == 0);
    CHECK(r.exact->mean_wounds == 0);
    CHECK(r.exact->p_unit_defeated == 0);
    // A move that rolls nothing can only give 0: its interval is [0, 0], not a pseudo-sample's width.
    CHECK(r.mc->mean_wounds_ci.high == 0);
    CHECK(r.mc->mean_minis_lost_ci.high == 0);
  }
}

TEST_CASE("a row gives the same figures alone as inside a sweep", "[wounds]") {
  auto sweep = default_sweep();
  sweep.mc.samples = 50'000;
  const auto all = run_wounds(sweep);
  WoundsSweep one = sweep;
  one.units = {sweep.units[13]};
  one.heights = {1.5};
  one.methods = {Method::clamber};
  one.expert_climber = {false};
  one.ladder = {false};
  const auto alone = run_wounds(one);
  REQUIRE(alone.size() == 1);
  bool found = false;
  for (const auto& r : all)
    if (row_identity(r).bytes() == row_identity(alone[0]).bytes()) {
      found = true;
      CHECK(r.mc->mean_wounds == alone[0].mc->mean_wounds);
      CHECK(r.mc->p_unit_defeated == alone[0].mc->p_unit_defeated);
    }
  CHECK(found);
}

TEST_CASE("with an empty Expert Climber list each unit keeps its own keyword", "[wounds]") {
  WoundsSweep s;
  Unit plain;
  Unit expert;
  expert.keywords.expert_climber = true;
  s.units = {plain, expert};
  s.expert_climber = {};
  s.heights = {1};
  s.methods = {Method::clamber};
  s.ladder = {false};
  s.mc.samples = 100;
  REQUIRE(row_count(s) == 2);
  const auto rows = run_wounds(s);
  CHECK_FALSE(rows[0].unit.keywords.expert_climber);
  CHECK(rows[1].unit.keywords.expert_climber);
  CHECK(rows[1].cost.dice_per_mini == 0);
}

TEST_CASE("the CSV has the documented columns - empty figures on illegal rows", "[wounds]") {
  WoundsSweep s;
  s.units = {Unit{}};
  s.heights = {1.5};
  s.methods = {Method::climb, Method::clamber};
  s.expert_climber = {false};
  s.ladder = {false};
  s.mc.samples = 1000;
  s.mc.seed = 8;
  std::ostringstream out;
  write_wounds_csv(out, run_wounds(s), s);
  std::istringstream in(out.str());
  std::string line;
  std::getline(in, line);
  const auto header = split_csv_line(line);
  CHECK(header.size() == 37);
  for (const char* col : {"method", "minis", "wounds_per_mini", "height", "expert_climber", "scale", "ladder", "edition", "legal", "actions",
                          "dice_per_mini", "samples", "seed", "mean_wounds", "mean_wounds_ci_low", "mean_wounds_ci_high",
                          "exact_mean_wounds", "p_any_wound", "p_mini_lost", "mean_minis_lost", "p_unit_defeated",
                          "exact_p_unit_defeated", "p_unit_defeated_ci_high"})
    CHECK(std::find(header.begin(), header.end(), col) != header.end());
  std::getline(in, line);
  const auto climb = split_csv_line(line);
  REQUIRE(climb.size() == header.size());
  CHECK(climb[1] == "climb");
  CHECK(climb[10] == "false");
  CHECK(climb[16] == "8");  // the seed, so the row can be reproduced
  CHECK(climb[17].empty());
  CHECK(climb[36].empty());
  std::getline(in, line);
  const auto clamber = split_csv_line(line);
  REQUIRE(clamber.size() == header.size());
  CHECK(clamber[10] == "true");
  CHECK(clamber[13] == "2");   // actions
  CHECK(clamber[14] == "2");   // dice per mini
  CHECK(clamber[15] == "1000");
  CHECK_FALSE(clamber[17].empty());
}

TEST_CASE("two units of the same profile give the same figures, bit for bit, whatever their names", "[wounds]") {
  WoundsSweep sweep;
  Unit a, b;
  a.name = "stormtroopers";
  b.name = "rebel-troopers";  // the same profile: 4 minis of 1 wound, no keywords
  sweep.units = {a, b};
  sweep.heights = {1, 2};
  sweep.methods = {Method::clamber};
  sweep.mc.samples = 20000;
  const auto rows = run_wounds(sweep);
  REQUIRE(rows.size() == 16);
  // Rows run units x heights x Expert Climber x ladder: the second unit's 8 rows follow the first's.
  for (std::size_t i = 0; i < 8; ++i) {
    const auto& x = rows[i];
    const auto& y = rows[i + 8];
    REQUIRE(x.mc.has_value());
    CHECK(x.unit.name != y.unit.name);
    CHECK(x.mc->mean_wounds == y.mc->mean_wounds);
    CHECK(x.mc->mean_wounds_ci.high == y.mc->mean_wounds_ci.high);
    CHECK(x.mc->p_unit_defeated == y.mc->p_unit_defeated);
  }
  // A different profile draws its own stream.
  Unit c = a;
  c.minis = 5;
  sweep.units = {c};
  CHECK(run_wounds(sweep)[0].mc->mean_wounds != rows[0].mc->mean_wounds);
}

TEST_CASE("height 0 is not a climb: the row says so, in wounds as in economy", "[wounds][economy]") {
  const auto cost = resolve(LegionRules{}, Unit{}, VerticalMove{Method::clamber, 0.0, false});
  CHECK_FALSE(cost.legal);
  CHECK(cost.reason == "height 0 is not a climb: the unit is already there");
  EconomySweep e;
  e.units = {Unit{}};
  e.heights = {0};
  e.faces = {parse_face("sheer")};
  e.expert_climber = {false};
  e.mc.samples = 100;
  const auto rows = run_economy(e);
  REQUIRE(rows.size() == 1);
  CHECK(rows[0].plan == "none");
  CHECK_FALSE(rows[0].legal);
  CHECK(rows[0].reason == cost.reason);
}
