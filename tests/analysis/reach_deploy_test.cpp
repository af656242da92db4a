// A unit entering from its Territory's edge (RULINGS R26): core-2025's "When an undeployed unit makes
// a Move, it Deploys", the tool measured "with both prongs of one end of the Movement Tool touching
// the portion of the edge of the battlefield within allied Territory". Worked by hand on empty tables;
// the map from a whole run of the edge against the best of maps from single points sampled densely
// along it (one map per point: a different path through the planner, no shared source cells).
#include <catch2/catch.hpp>
#include <algorithm>
#include <cstdio>
#include <map>
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
