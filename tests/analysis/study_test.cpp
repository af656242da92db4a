// Terrain studies: the figures of one small table against values worked out by hand, the summary's
// statistics against closed forms, and the encoding that carries figures between ranks.
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>

#include "climbsim/analysis/study.hpp"
#include "climbsim/output/study_summary.hpp"
#include "climbsim/analysis/reach.hpp"
#include "climbsim/terrain/spread_cache.hpp"
#include "climbsim/terrain/table_generator.hpp"
#include "climbsim/units/roster.hpp"
#include "climbsim/units/what_if.hpp"

using namespace climbsim;

namespace {

Piece building(double x, double y, double w, double d, double h) {
  Piece p;
  p.x = x, p.y = y, p.width = w, p.depth = d, p.height = h;
  return p;
}

// A 24" x 12" table: a 3" x 3" building of height 1 at x 4-7, y 7-10, and one of height 2 at
// x 14-17, y 4-7, no ladders.
Terrain hand_table() {
  Terrain t;
  t.width = 24, t.depth = 12;
  t.pieces = {building(4, 7, 3, 3, 1), building(14, 4, 3, 3, 2)};
  stack_pieces(t, "hand");
  return t;
}

StudySpec hand_spec() {
  StudySpec s;
  Unit u;
  u.name = "four";
  u.minis = 4;
  s.units = {u};
  s.variants = {{"as is", LegionRules{}, ""}, {"expert-climber", LegionRules{}, "expert-climber"},
                {"core-2023", legion_edition("core-2023"), ""}};
  const double radius = 27.0 / 25.4 / 2;
  // The first start's base touches the low building's south face, the second the tall one's west face.
  s.starts = {{5.5, 7 - radius - 0.01}, {14 - radius - 0.01, 5.5}};
  s.objective = {2, 4};  // on the ground, 4.3" from the first start in the open
  return s;
}

// E[min(B, cap)] for B ~ Binomial(n, 1/6), by exact enumeration of the law.
double capped_binomial_mean(int n, int cap) {
  double mean = 0;
  for (int k = 0; k <= n; ++k) {
    double c = 1;
    for (int j = 1; j <= k; ++j) c = c * (n - k + j) / j;
    mean += std::min(k, cap) * c * std::pow(1.0 / 6, k) * std::pow(5.0 / 6, n - k);
  }
  return mean;
}

}  // namespace

TEST_CASE("a study's figures on a small table match the hand-worked values", "[study]") {
  const StudySpec spec = hand_spec();
  const TableMetrics t = study_table(hand_table(), spec, 0);
  REQUIRE(t.starts.size() == 6);
  const auto& walk = t.at(spec, 0, 0, 0);
  const auto& touch = t.at(spec, 0, 0, 1);

  // The low roof: a clamber (1 action) and a move reach every free cell. A roof cell is free when
  // its centre lies at least half a base radius (0.266") inside the edge: centres x 4.375 .. 6.625
  // and y 7.375 .. 9.625 at 0.25", 10 x 10 cells of 1/16 square inch = 6.25. The tall roof needs
  // more than 2 actions from there.
  CHECK(walk.roof_area_2 == Approx(6.25).margin(1e-12));
  CHECK(walk.objective_actions == 1);
  // One high roof; from the face, a height-2 clamber takes 2 actions and rolls 2 dice per mini:
  // 8 dice, a wound per block (1 in 6), at most 4 wounds (4 minis of 1 wound).
  CHECK(touch.high_roofs == 1);
  CHECK(touch.high_roofs_reached == 1);
  CHECK(touch.high_roof_share() == 1.0);
  CHECK(touch.nearest_high_roof_actions == 2);
  CHECK(touch.nearest_high_roof_wounds == Approx(capped_binomial_mean(8, 4)).epsilon(1e-12));
  // From the west start: two moves to the tall building's face, then the same clamber.
  CHECK(walk.nearest_high_roof_actions == 4);
  CHECK(walk.nearest_high_roof_wounds == Approx(capped_binomial_mean(8, 4)).epsilon(1e-12));

  // Expert Climber: the same actions, no dice.
  CHECK(t.at(spec, 0, 1, 1).nearest_high_roof_actions == 2);
  CHECK(t.at(spec, 0, 1, 1).nearest_high_roof_wounds == 0);
  // The 2024 edition: no clamber, and a climb (1 action, no dice) goes up 1 only: the tall roof
  // is out of reach, the low roof is climbed and crossed within 2 actions.
  const auto& e2024 = t.at(spec, 0, 2, 1);
  CHECK(e2024.high_roofs_reached == 0);
  CHECK(std::isnan(e2024.nearest_high_roof_actions));
  CHECK(t.at(spec, 0, 2, 0).roof_area_2 == Approx(6.25).margin(1e-12));
}

TEST_CASE("a variant that changes nothing repeats its unit's figures start by start", "[study]") {
  // no-scale on a unit without Scale: the study computes that map once and copies it; the copy must
  // land on the right start (the two starts' figures differ) and Expert Climber must not be taken
  // for the same unit.
  StudySpec spec = hand_spec();
  spec.variants = {{"as is", LegionRules{}, ""}, {"expert-climber", LegionRules{}, "expert-climber"}, {"no-scale", LegionRules{}, "no-scale"}};
  const TableMetrics t = study_table(hand_table(), spec, 0);
  REQUIRE(t.starts.size() == 6);
  for (std::size_t start = 0; start < 2; ++start) {
    CAPTURE(start);
    CHECK(t.at(spec, 0, 2, start).nearest_high_roof_actions == t.at(spec, 0, 0, start).nearest_high_roof_actions);
    CHECK(t.at(spec, 0, 2, start).nearest_high_roof_wounds == t.at(spec, 0, 0, start).nearest_high_roof_wounds);
    CHECK(t.at(spec, 0, 2, start).roof_area_2 == t.at(spec, 0, 0, start).roof_area_2);
    CHECK(t.at(spec, 0, 1, start).nearest_high_roof_wounds == 0);
  }
  CHECK(t.at(spec, 0, 2, 0).nearest_high_roof_actions != t.at(spec, 0, 2, 1).nearest_high_roof_actions);
  CHECK(t.at(spec, 0, 0, 1).nearest_high_roof_wounds > 0);
}

TEST_CASE("units alike in every figure a move reads share a map, and one figure apart they do not", "[study]") {
  // Three units: "four" as the others, a copy of it under other names, card and points (its map is
  // copied from the first), and one with 2 wounds a mini (its own map: the tall roof's clamber
  // costs it fewer minis but the same dice, so its wounds on the way differ from a capped 4).
  StudySpec spec = hand_spec();
  spec.variants = {{"as is", LegionRules{}, ""}};
  Unit named = spec.units[0];
  named.name = "renamed", named.display_name = "Renamed", named.faction = "rebels", named.rank = "corps", named.points = 40,
  named.card_id = "zz", named.source = "test", named.defense = "red";
  Unit tougher = spec.units[0];
  tougher.name = "tougher", tougher.wounds_per_mini = 2;
  spec.units = {spec.units[0], named, tougher};
  const TableMetrics t = study_table(hand_table(), spec, 0);
  REQUIRE(t.starts.size() == 6);
  for (std::size_t start = 0; start < 2; ++start) {
    CAPTURE(start);
    CHECK(t.at(spec, 1, 0, start).nearest_high_roof_wounds == t.at(spec, 0, 0, start).nearest_high_roof_wounds);
    CHECK(t.at(spec, 1, 0, start).roof_area_2 == t.at(spec, 0, 0, start).roof_area_2);
  }
  // 8 dice at a wound a block, capped at 8 wounds (4 minis of 2) instead of 4: worked by hand.
  CHECK(t.at(spec, 2, 0, 1).nearest_high_roof_wounds == Approx(capped_binomial_mean(8, 8)).epsilon(1e-12));
  CHECK(t.at(spec, 0, 0, 1).nearest_high_roof_wounds == Approx(capped_binomial_mean(8, 4)).epsilon(1e-12));
  // The profile leaves out exactly what names a unit.
  CHECK(movement_profile(named) == movement_profile(spec.units[0]));
  CHECK_FALSE(movement_profile(tougher) == movement_profile(spec.units[0]));
}

TEST_CASE("the mean across tables has the Student t interval", "[study]") {
  // t(0.975) with 2 degrees of freedom in closed form: (2p - 1) / sqrt(2 p (1 - p)).
  const double t2 = 0.95 / std::sqrt(2 * 0.975 * 0.025);
  const auto r = mean_interval({1, 2, 3});
  CHECK(r.n == 3);
  CHECK(r.mean == Approx(2).epsilon(1e-15));
  CHECK(r.high - r.mean == Approx(t2 / std::sqrt(3.0)).epsilon(1e-12));
  CHECK(r.mean - r.low == Approx(t2 / std::sqrt(3.0)).epsilon(1e-12));
  const auto one = mean_interval({5});
  CHECK(one.mean == 5);
  CHECK(std::isnan(one.low));
  CHECK(std::isnan(mean_interval({}).mean));
}

TEST_CASE("the summary averages starts within a table and pairs variants on the same tables", "[study]") {
  StudySpec spec;
  spec.units = {Unit{}};
  spec.variants = {{"as is", LegionRules{}, ""}, {"expert-climber", LegionRules{}, "expert-climber"}};
  spec.starts = {{1, 1}, {2, 1}};
  const double none = std::numeric_limits<double>::quiet_NaN();
  // objective_actions per (variant, start) of three tables; NaN: out of reach.
  const double figures[3][2][2] = {{{2, 4}, {1, 3}}, {{none, 4}, {none, none}}, {{3, 3}, {2, 2}}};
  std::vector<TableMetrics> tables(3);
  for (int k = 0; k < 3; ++k) {
    tables[k].table = static_cast<std::uint64_t>(k);
    for (int v = 0; v < 2; ++v)
      for (int s = 0; s < 2; ++s) {
        StartMetrics m;
        m.objective_actions = figures[k][v][s];
        tables[k].starts.push_back(m);
      }
  }
  const auto rows = summarize_study(spec, tables);
  const auto find = [&](const std::string& variant) {
    for (const auto& r : rows)
      if (r.variant == variant && r.metric == std::string("objective_actions")) return r;
    FAIL("no row");
    return SummaryRow{};
  };
  // As is: table values 3, 4, 3 (the second table has one start with the figure).
  const auto base = find("as is");
  CHECK(base.value.n == 3);
  CHECK(base.value.mean == Approx(10.0 / 3));
  // Expert Climber: 2 and 2 (the second table has none); paired on tables 1 and 3: -1 and -1.
  const auto ec = find("expert-climber");
  CHECK(ec.value.n == 2);
  CHECK(ec.value.mean == 2);
  CHECK(ec.baseline == "as is");
  CHECK(ec.difference.n == 2);
  CHECK(ec.difference.mean == -1);
  CHECK(ec.difference.low == -1);  // no spread: the interval is a point
}

TEST_CASE("a table's figures survive their encoding bit for bit", "[study]") {
  TableMetrics m;
  m.table = 41;
  m.pieces = 12;
  StartMetrics a;
  a.roof_area_2 = 0.1 + 0.2;
  a.roof_area_4 = 1e-300;
  a.high_roofs = 3;
  a.high_roofs_reached = 2;
  a.nearest_high_roof_actions = std::numeric_limits<double>::quiet_NaN();
  a.nearest_high_roof_wounds = 1.3282583638164913;
  a.objective_actions = 4;
  m.starts = {a, StartMetrics{}};
  const auto back = decode_table_metrics(encode_table_metrics(m));
  CHECK(back.table == 41);
  CHECK(back.pieces == 12);
  REQUIRE(back.starts.size() == 2);
  CHECK(back.starts[0].roof_area_2 == a.roof_area_2);
  CHECK(back.starts[0].roof_area_4 == a.roof_area_4);
  CHECK(back.starts[0].high_roofs_reached == 2);
  CHECK(std::isnan(back.starts[0].nearest_high_roof_actions));
  CHECK(back.starts[0].nearest_high_roof_wounds == a.nearest_high_roof_wounds);
  CHECK(encode_table_metrics(back) == encode_table_metrics(m));
  CHECK_THROWS_AS(decode_table_metrics("41 12 2 0x1p+0"), std::invalid_argument);
  CHECK_THROWS_AS(decode_table_metrics(encode_table_metrics(m) + " 7"), std::invalid_argument);
  // A study by mission's targets ride along: "2/3" starts/targets; a study without writes as before.
  TableMetrics mission = m;
  mission.starts[0].target_rounds = {1, std::numeric_limits<double>::quiet_NaN(), 3};
  mission.starts[1].target_rounds = {2, 2, 2};
  const std::string text = encode_table_metrics(mission);
  CHECK(text.rfind("41 12 2/3 ", 0) == 0);
  CHECK(encode_table_metrics(m).rfind("41 12 2 ", 0) == 0);
  const auto round_trip = decode_table_metrics(text);
  REQUIRE(round_trip.starts[0].target_rounds.size() == 3);
  CHECK(round_trip.starts[0].target_rounds[0] == 1);
  CHECK(std::isnan(round_trip.starts[0].target_rounds[1]));
  CHECK(round_trip.starts[1].target_rounds == std::vector<double>{2, 2, 2});
  CHECK(encode_table_metrics(round_trip) == text);
  for (const char* bad : {"41 12 2/0", "41 12 2/x", "41 12 x/3", "41 12 2/3/1"}) CHECK_THROWS_AS(decode_table_metrics(bad), std::invalid_argument);
}

TEST_CASE("maps that share their standard moves are the maps computed alone", "[study]") {
  // The study's maps of a table share a spread cache; each map must come out as it does alone, cell
  // by cell and route by route, while the variants do share work.
  const StudySpec spec = hand_spec();
  const Terrain t = hand_table();
  SpreadCache shared;
  std::vector<SpreadCache::Counts> after;  // the counts after each variant's maps
  for (const auto& variant : spec.variants) {
    for (const auto& [x, y] : spec.starts) {
      ReachOptions o;
      o.unit = spec.units.front();
      if (!variant.what_if.empty()) apply_what_if(variant.what_if, o.unit);
      o.rules = variant.rules;
      o.actions = StudySpec::kActions;
      o.start_x = x, o.start_y = y;
      CAPTURE(variant.name, x, y);
      const ReachMap alone = compute_reach(t, o), with = compute_reach(t, o, &shared);
      REQUIRE(alone.cells.size() == with.cells.size());
      std::size_t differ = 0;
      for (std::size_t k = 0; k < alone.cells.size(); ++k) {
        const ReachCell &a = alone.cells[k], &b = with.cells[k];
        differ += a.cell != b.cell || a.level != b.level || a.min_actions != b.min_actions || a.fastest != b.fastest || a.route != b.route;
      }
      CHECK(differ == 0);
      REQUIRE(alone.routes.size() == with.routes.size());
      for (std::size_t r = 0; r < alone.routes.size(); ++r) {
        CHECK(alone.routes[r].name == with.routes[r].name);
        CHECK(alone.routes[r].mean_wounds == with.routes[r].mean_wounds);
      }
    }
    after.push_back(shared.counts());
    INFO("variant " << variant.name << ": hits " << after.back().hits << ", computed " << after.back().computed);
  }
  // Expert Climber changes dice, not moves: most of its spreads are the baseline's.
  REQUIRE(spec.variants[1].what_if == "expert-climber");
  const auto hits = after[1].hits - after[0].hits, computed = after[1].computed - after[0].computed;
  CAPTURE(hits, computed);
  CHECK(hits > computed);
}

TEST_CASE("at table scale the map's shortcuts lose little reach against the tool cast in full", "[study][map]") {
  // The map only ever loses reach (every place it holds is a real position of the tool, RULINGS M2),
  // so a model that drops fewer legs is nearer the truth: here every first and second leg cast
  // (ReachOptions::every_leg) in 64 sectors of first-leg directions, against the 16 sectors and the
  // shortcuts every map uses. Over four actions on crowded generated tables this sees what the
  // one-move reference layouts cannot (bench/RESULTS.md: a skip of every second leg whose end cell
  // is reached at all looked better there, and loses reach here). The bound: the roof area reached
  // within 4 actions, summed over 8 tables, 2 units and 4 starts, at least 99.5% of the full tool's.
  // Measured: 99.74% (1284.6 against 1288.0 square inches); with that skip, 97.38%.
  StudySpec spec;
  spec.units = {find_unit(builtin_roster(), "stormtroopers"), find_unit(builtin_roster(), "wookiee-warriors")};
  spec.variants = {{"as is", LegionRules{}, ""}};
  const TableRecipe recipe;
  for (int k = 0; k < 4; ++k) spec.starts.emplace_back(recipe.width * (k + 0.5) / 4, recipe.zone_depth / 2);
  StudySpec finer = spec;
  finer.sectors = 64;
  finer.every_leg = true;
  double area = 0, finer_area = 0;
  int rows = 0;
  for (std::uint64_t table = 1; table <= 8; ++table) {
    const Terrain t = generate_table(recipe, 1, table);
    const TableMetrics a = study_table(t, spec, table), b = study_table(t, finer, table);
    for (std::size_t r = 0; r < a.starts.size(); ++r) {
      area += a.starts[r].roof_area_4, finer_area += b.starts[r].roof_area_4;
      ++rows;
    }
  }
  CAPTURE(area, finer_area, rows);
  REQUIRE(finer_area > 100);  // tables with roofs in reach, or the bound says nothing
  CHECK(area >= 0.995 * finer_area);
  CHECK(area <= 1.005 * finer_area);  // nor more: the finer model may lose a cell here and there, no more
}
