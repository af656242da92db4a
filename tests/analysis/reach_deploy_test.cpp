// A unit entering from its Territory's edge (RULINGS R26), placed within it (Infiltrate, Prepared
// Position, the earlier editions' zones) or scouting in (R28): core-2025's "When an undeployed unit makes
// a Move, it Deploys", the tool measured "with both prongs of one end of the Movement Tool touching
// the portion of the edge of the battlefield within allied Territory". Worked by hand on empty tables;
// the map from a whole run of the edge against the best of maps from single points sampled densely
// along it (one map per point: a different path through the planner, no shared source cells).
#include <catch2/catch.hpp>
#include <algorithm>
#include <cstdio>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "climbsim/analysis/reach.hpp"
#include "climbsim/rules/legion.hpp"
#include "climbsim/terrain/table_edge.hpp"
#include "climbsim/terrain/table_generator.hpp"
#include "climbsim/terrain/terrain.hpp"
#include "core2025_fixtures.hpp"
#include "reach_fixtures.hpp"

using namespace climbsim;

namespace {

const double R = 27.0 / 25.4 / 2;  // a 27 mm base's radius, inches

ReachOptions deploying(const Terrain& t, std::vector<Rect> territory, int actions) {
  auto o = troopers_at(0, 0, actions, "core-2025");
  o.deploy_edges = edge_within(t.width, t.depth, territory);
  return o;
}

// The largest y of a reached ground cell's centre with x in [x0, x1], within `actions`.
double furthest_north(const ReachMap& m, double x0, double x1, int actions) {
  double y = -1;
  for (const auto& c : m.cells) {
    const double cx = (m.grid.column(c.cell) + 0.5) * m.grid.resolution;
    if (c.level == 0 && c.route >= 0 && c.min_actions <= actions && cx >= x0 && cx <= x1)
      y = std::max(y, (m.grid.row(c.cell) + 0.5) * m.grid.resolution);
  }
  return y;
}

}  // namespace

TEST_CASE("edge_within: the table's edge inside a Territory, by side", "[terrain][deploy]") {
  // The issue's band: the south edge whole, and the first 9" of the east and west edges.
  const auto band = edge_within(72, 36, {{0, 0, 72, 9}});
  REQUIRE(band.size() == 3);
  CHECK(band[0] == EdgeRun{0, 0, 72, 0, 0, 1});
  CHECK(band[1] == EdgeRun{72, 0, 72, 9, -1, 0});
  CHECK(band[2] == EdgeRun{0, 0, 0, 9, 1, 0});
  // Two rectangles that overlap along the south edge make one run; one off the edge adds none.
  const auto two = edge_within(72, 36, {{10, 0, 20, 6}, {18, 0, 30, 3}, {40, 10, 50, 20}});
  REQUIRE(two.size() == 1);
  CHECK(two[0] == EdgeRun{10, 0, 30, 0, 0, 1});
  CHECK(edge_within(72, 36, {{40, 10, 50, 20}}).empty());
}

TEST_CASE("deploy: each action from the edge carries the leader as far as the hand says", "[map][rulings][deploy]") {
  // An empty 36" x 24" table, the Territory the band 0,0,36,4. The deploying speed-2 move: the tool's
  // end flush on the edge, its centre line square into the table; the base at its far end puts the
  // centre 5.1 + R from the edge. Each later move adds R + 5.1 + R (M2). Far from the side edges
  // (x 12 to 24) the furthest cell reached holds that point.
  const Terrain t = [] { auto e = table(); e.width = 36, e.depth = 24; return e; }();
  const auto m = compute_reach(t, deploying(t, {{0, 0, 36, 4}}, 3));
  for (int k = 1; k <= 3; ++k) {
    const double hand = 5.1 + R + (k - 1) * (5.1 + 2 * R);
    INFO("actions " << k << ": by hand " << hand);
    CHECK(std::abs(furthest_north(m, 12, 24, k) - hand) <= 0.125);
  }
  // Nothing is reached without an action: the unit starts off the table, and the first is "deploy2".
  for (const auto& c : m.cells) CHECK(c.min_actions != 0);
  CHECK(route(m, at(m, 18.125, 5.375, 0)).name == "deploy2");
  CHECK(route(m, at(m, 18.125, 11.125, 0)).name == "deploy2+move2");
}

TEST_CASE("deploy: both prongs on the edge put the tool's first segment square to it", "[map][rulings][deploy]") {
  // A Territory that meets the south edge along x 10 to 12 alone. The joint lies 2.55" in, between x
  // 10 and 12; the second segment turns up to 90 degrees and the base ends a radius past it: the
  // leader gets no further west than 10 - (2.55 + R) = 6.92. A tool free to lean (its first segment
  // at 45 degrees) would reach x 10 - 1.80 - 3.08 = 5.12.
  const Terrain t = [] { auto e = table(); e.width = 24, e.depth = 12; return e; }();
  const auto m = compute_reach(t, deploying(t, {{10, 0, 12, 1}}, 1));
  const double west = 10 - (2.55 + R);
  CHECK(westmost(m) >= west - 0.125);
  CHECK(westmost(m) <= west + 0.25);
  CHECK(fewest_actions(m, west + 0.2, 2.55, 0) == 1);
  CHECK(fewest_actions(m, 11, 5.1 + R - 0.1, 0) == 1);  // straight in: 5.1 + R
  CHECK(fewest_actions(m, 11, 5.1 + R + 0.3, 0) == -1);
  // A rectangle that touches no edge is no place to deploy from.
  CHECK(edge_within(24, 12, {{5, 5, 8, 8}}).empty());
}

TEST_CASE("deploy: a standard move, so the earlier editions' zone start and a blocked edge differ", "[map][rulings][deploy]") {
  // Impassable terrain along the whole south edge in x 0 to 10: no base touches the edge there, so
  // the Territory 0,0,10,3's only edge is blocked save its west run above the piece.
  const Terrain t = [] { auto e = table({piece(PieceKind::impassable, 0, 0, 10, 1.5, 1)}); e.width = 24, e.depth = 12; return e; }();
  const auto m = compute_reach(t, deploying(t, {{0, 0, 10, 3}}, 1));
  // From the west edge between y 1.5 + R and 3: straight east 5.63, and no deploy from the south.
  CHECK(fewest_actions(m, 5, 2.5, 0) == 1);
  CHECK(fewest_actions(m, 8, 2.0, 0) == -1);  // beyond the west run's reach, and the south run is blocked
  // A Territory whose only edge is blocked: the map says so.
  const Terrain wall = [] { auto e = table({piece(PieceKind::impassable, 0, 0, 24, 1.5, 1)}); e.width = 24, e.depth = 12; return e; }();
  CHECK_THROWS_AS(compute_reach(wall, deploying(wall, {{4, 0, 20, 3}}, 1)), std::invalid_argument);
}

TEST_CASE("deploy: the map from a run of edge equals the best of single points along it", "[map][deploy][reference]") {
  // The independent check the multi-source map answers to: a map per point of the edge, every
  // 0.125", and per cell the fewest actions any of them needs. Every cell the run's map reaches
  // some point reaches in as few actions or one cell away, and the other way; exact agreement is
  // reported, and asked of all but a sliver of the boundary (one point a cell keeps later moves from
  // a single place, M2).
  struct Case {
    std::string name;
    Terrain terrain;
  };
  std::vector<Case> cases;
  cases.push_back({"example", load_terrain_file(std::string(CLIMBSIM_SOURCE_DIR) + "/experiments/terrain/example.csv", 72, 36)});
  TableRecipe recipe;
  recipe.zone_depth = 1;  // pieces close to the edge, in the way of the deploy
  for (std::uint64_t i = 0; i < 2; ++i) cases.push_back({"generated " + std::to_string(i), generate_table(recipe, 11, i)});
  const std::vector<Rect> territory = {{0, 0, 18, 6}};
  for (const Case& c : cases) {
    auto o = deploying(c.terrain, territory, 2);
    o.resolution = 0.5;
    const auto run = compute_reach(c.terrain, o);
    std::map<std::pair<std::size_t, int>, int> best;  // (cell, level) -> fewest actions over the points
    for (const EdgeRun& e : o.deploy_edges)
      for (double a = 0; a <= 1 + 1e-9; a += 0.125 / std::max(e.x1 - e.x0, e.y1 - e.y0)) {
        auto one = o;
        const double x = e.x0 + a * (e.x1 - e.x0), y = e.y0 + a * (e.y1 - e.y0);
        one.deploy_edges = {EdgeRun{x, y, x, y, e.nx, e.ny}};
        ReachMap m;
        try {
          m = compute_reach(c.terrain, one);
        } catch (const std::invalid_argument&) {
          continue;  // no base fits touching the edge there
        }
        for (const auto& cell : m.cells)
          if (cell.route >= 0) {
            auto [it, fresh] = best.try_emplace({cell.cell, cell.level}, cell.min_actions);
            if (!fresh) it->second = std::min(it->second, cell.min_actions);
          }
      }
    const auto fewest = [&](std::size_t cell, int level) {
      const auto it = best.find({cell, level});
      return it == best.end() ? -1 : it->second;
    };
    // Does some cell within one of (cell, level) take at most k actions in the other answer?
    const auto near = [&](const auto& in, std::size_t cell, int level, int k) {
      const int i = run.grid.column(cell), j = run.grid.row(cell);
      for (int dj = -1; dj <= 1; ++dj)
        for (int di = -1; di <= 1; ++di) {
          if (i + di < 0 || j + dj < 0 || i + di >= run.grid.nx || j + dj >= run.grid.ny) continue;
          const int f = in(run.grid.index(i + di, j + dj), level);
          if (f >= 0 && f <= k) return true;
        }
      return false;
    };
    std::map<std::pair<std::size_t, int>, int> of_run;
    for (const auto& cell : run.cells)
      if (cell.route >= 0) of_run[{cell.cell, cell.level}] = cell.min_actions;
    const auto run_fewest = [&](std::size_t cell, int level) {
      const auto it = of_run.find({cell, level});
      return it == of_run.end() ? -1 : it->second;
    };
    int reached = 0, differ = 0, far = 0;
    for (const auto& cell : run.cells) {
      const int a = run_fewest(cell.cell, cell.level), b = fewest(cell.cell, cell.level);
      if (a < 0 && b < 0) continue;
      ++reached;
      if (a != b) ++differ;
      if (a >= 0 && !near(fewest, cell.cell, cell.level, a)) ++far;
      if (b >= 0 && !near(run_fewest, cell.cell, cell.level, b)) ++far;
    }
    std::printf("deploy, %s: %d cells reached, %d differ from the best single point, %d by more than a cell\n", c.name.c_str(), reached,
                differ, far);
    INFO(c.name);
    CHECK(reached > 500);
    CHECK(far == 0);
    CHECK(differ <= reached / 100);
  }
}

TEST_CASE("placed within the Territory, and Scout X: where the hand puts the leader", "[map][rulings][deploy]") {
  // The band 0,0,36,4 of an empty 36" x 24" table. Infiltrate (R28): the base completely within the
  // band, its centre at most 4 - R from the edge at no action; then + 6.16" an action. Scout 1: a free
  // speed-1 deploy, 3 + R = 3.53" at no action, then + 6.16": 9.69 and 15.85 by the end of round 1,
  // where a unit without it reaches 11.79.
  const Terrain t = [] { auto e = table(); e.width = 36, e.depth = 24; return e; }();
  auto placed = troopers_at(0, 0, 2, "core-2025");
  placed.start_area = {{0, 0, 36, 4}};
  const auto in = compute_reach(t, placed);
  auto scouting = deploying(t, {{0, 0, 36, 4}}, 2);
  scouting.scout = 1;
  const auto scout = compute_reach(t, scouting);
  // The furthest cell holds the hand's point, never beyond it by more than half a cell; after two
  // moves the map may fall up to a cell and a half short (one point a cell, M2: the frontier cell's
  // point is the one carried furthest from its own source, not always the northmost).
  const auto near_hand = [](double got, double hand, int k) { return got <= hand + 0.125 && got >= hand - (k < 2 ? 0.125 : 0.375); };
  for (int k = 0; k <= 2; ++k) {
    INFO("actions " << k);
    CHECK(near_hand(furthest_north(in, 12, 24, k), 4 - R + k * (5.1 + 2 * R), k));
    CHECK(near_hand(furthest_north(scout, 12, 24, k), 3 + R + k * (5.1 + 2 * R), k));
  }
  CHECK(route(in, at(in, 18.125, 9.125, 0)).name == "move2");
  CHECK(route(scout, at(scout, 18.125, 15.125, 0)).name == "scout1+move2+move2");
  // The base never pokes out of the band: no cell whose centre is more than 4 - R + half a cell in
  // at no action, none nearer the edge than R - half a cell.
  for (const auto& c : in.cells)
    if (c.route >= 0 && c.min_actions == 0) {
      const double y = (in.grid.row(c.cell) + 0.5) * in.grid.resolution;
      CHECK(y <= 4 - R + 0.125);
      CHECK(y >= R - 0.125);
    }
  // Scout X ignores difficult terrain: a difficult band across the table from y 1 to 3 slows the
  // deploying move (speed 1 there: 3.53) but not the scout's (3.53 either way at speed 1), and after
  // the scout's move the next action is a speed-2 move from beyond the band.
  const Terrain rough = [] { auto e = table({piece(PieceKind::difficult, 0, 1, 36, 2, 0)}); e.width = 36, e.depth = 24; return e; }();
  const auto slow = compute_reach(rough, deploying(rough, {{0, 0, 36, 4}}, 1));
  CHECK(std::abs(furthest_north(slow, 12, 24, 1) - (3 + R)) <= 0.125);
  const auto fast = compute_reach(rough, scouting);
  CHECK(std::abs(furthest_north(fast, 12, 24, 0) - (3 + R)) <= 0.125);
}

TEST_CASE("placed within an area: the map equals the best of single starts at every place in it", "[map][deploy][reference]") {
  // The independent check for a start that is a set of places: a map from each cell's place in the
  // area (the cell's centre, or its nearest point with the base completely within), one by one, and per
  // cell the fewest actions; against the one map from the whole area. The example table's
  // south-west corner (two walls and a building near it) at 0.5", two actions.
  const Terrain t = load_terrain_file(std::string(CLIMBSIM_SOURCE_DIR) + "/experiments/terrain/example.csv", 72, 36);
  auto o = troopers_at(0, 0, 2, "core-2025");
  o.resolution = 0.5;
  o.start_area = {{0, 0, 12, 6}};
  const auto whole = compute_reach(t, o);
  std::map<std::pair<std::size_t, int>, int> best;
  int starts = 0;
  for (double y = 0.25; y < 6; y += 0.5)
    for (double x = 0.25; x < 12; x += 0.5) {
      auto one = troopers_at(std::clamp(x, R, 12 - R), std::clamp(y, R, 6 - R), 2, "core-2025");
      one.resolution = 0.5;
      for (std::size_t level = 0; level < whole.levels.size(); ++level) {
        one.start_level = level == 0 ? std::optional<double>() : std::optional<double>(whole.levels[level].height);
        ReachMap m;
        try {
          m = compute_reach(t, one);
        } catch (const std::invalid_argument&) {
          continue;  // no base fits there on that surface
        }
        ++starts;
        for (const auto& cell : m.cells)
          if (cell.route >= 0) {
            auto [it, fresh] = best.try_emplace({cell.cell, cell.level}, cell.min_actions);
            if (!fresh) it->second = std::min(it->second, cell.min_actions);
          }
      }
    }
  int reached = 0, differ = 0, worse = 0;
  for (const auto& cell : whole.cells) {
    const auto it = best.find({cell.cell, cell.level});
    const int b = it == best.end() ? -1 : it->second, a = cell.route >= 0 ? cell.min_actions : -1;
    if (a < 0 && b < 0) continue;
    ++reached;
    if (a != b) ++differ;
    if (a < 0 || (b >= 0 && a > b)) ++worse;
  }
  std::printf("placed within an area: %d single starts, %d cells reached, %d differ, %d of them later\n", starts, reached, differ, worse);
  CHECK(starts > 200);
  CHECK(reached > 1000);
  CHECK(differ <= reached / 100);
  CHECK(worse <= reached / 200);
}

TEST_CASE("Reinforcements: a free speed-1 move at the end of round 1", "[map][rulings][deploy]") {
  // The band 0,0,36,4, deploying (R26, R28): after round 1's two actions the centre is at most
  // 11.79" in; Reinforcements' speed-1 move adds R + 3 + R = 4.06" at no action (15.85), and the
  // third action 6.16" more (22.01, the table's far edge at 24 - R = 23.47 is further). Without it
  // the third action reaches 17.96.
  const Terrain t = [] { auto e = table(); e.width = 36, e.depth = 24; return e; }();
  auto o = deploying(t, {{0, 0, 36, 4}}, 3);
  const auto plain = compute_reach(t, o);
  o.reinforcements = true;
  const auto reinforced = compute_reach(t, o);
  CHECK(std::abs(furthest_north(plain, 12, 24, 2) - (5.1 + R + 5.1 + 2 * R)) <= 0.125);
  CHECK(std::abs(furthest_north(reinforced, 12, 24, 1) - (5.1 + R)) <= 0.125);  // not before the round ends
  CHECK(std::abs(furthest_north(reinforced, 12, 24, 2) - (5.1 + R + 5.1 + 2 * R + 3 + 2 * R)) <= 0.25);
  CHECK(std::abs(furthest_north(reinforced, 12, 24, 3) - (5.1 + R + 5.1 + 2 * R + 3 + 2 * R + 5.1 + 2 * R)) <= 0.375);
  CHECK(std::abs(furthest_north(plain, 12, 24, 3) - (5.1 + R + 2 * (5.1 + 2 * R))) <= 0.125);
  CHECK(route(reinforced, at(reinforced, 18.125, 15.375, 0)).name == "deploy2+move2+reinforce1");
}
