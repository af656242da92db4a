// A traced map (ReachOptions::trace): the same map, and every route it draws one a player can walk,
// checked against the rules' geometry written again here (the tool's legs, the base clear of every
// piece by tests/analysis/reference_tool.hpp, a climb from beside its face onto the roof).
#include <catch2/catch.hpp>

#include <cmath>
#include <string>

#include "climbsim/analysis/reach.hpp"
#include "climbsim/terrain/terrain.hpp"
#include "reach_fixtures.hpp"
#include "reference_tool.hpp"

namespace {

Terrain example_table() { return load_terrain_file(std::string(CLIMBSIM_SOURCE_DIR) + "/experiments/terrain/example.csv", 72, 36); }

ReachOptions stormtroopers_at(double x, double y, int actions, double resolution) {
  ReachOptions o = unit_at(x, y, actions);
  o.resolution = resolution;
  return o;
}

// The pieces that block a base on the ground: buildings and walls that rise more than the mini, and
// impassable ground (RULINGS M1, M2; barricades slow a move, they do not stop it, M3).
Terrain ground_blockers(const Terrain& t, double mini_height) {
  Terrain b = t;
  b.pieces.clear();
  for (const Piece& p : t.pieces)
    if (p.kind == PieceKind::impassable || ((p.kind == PieceKind::building || p.kind == PieceKind::wall) && p.height > mini_height)) b.pieces.push_back(p);
  return b;
}

}  // namespace

TEST_CASE("a traced map is the same map", "[reach][trace]") {
  const Terrain t = example_table();
  ReachOptions o = stormtroopers_at(6, 18, 4, 0.5);
  const ReachMap plain = compute_reach(t, o);
  o.trace = true;
  const ReachMap traced = compute_reach(t, o);
  REQUIRE(plain.cells.size() == traced.cells.size());
  REQUIRE(traced.cell_trail.size() == traced.cells.size());
  CHECK(plain.trail.empty());
  for (std::size_t k = 0; k < plain.cells.size(); ++k) {
    const ReachCell &a = plain.cells[k], &b = traced.cells[k];
    REQUIRE(a.min_actions == b.min_actions);
    REQUIRE(a.fastest == b.fastest);
    REQUIRE(a.route == b.route);
    REQUIRE((b.route < 0) == (traced.cell_trail[k].second < 0));  // a reached cell has its route's steps
  }
  for (std::size_t r = 0; r < plain.routes.size(); ++r) REQUIRE(plain.routes[r].name == traced.routes[r].name);
}

namespace {

struct Walked {
  int routes = 0, moves = 0, turned = 0, roof_moves = 0, climbs = 0, jumps = 0, scales = 0, pivots = 0;
};

// Walks every reached cell's two routes back to the start, checking each step.
Walked walk_every_route(const Terrain& t, ReachOptions o) {
  o.trace = true;
  const ReachMap m = compute_reach(t, o);
  Walked n;
  auto& [routes, moves, turned, roof_moves, climbs, jumps, scales, pivots] = n;
  const double r = o.unit.base_mm / 25.4 / 2, res = o.resolution;
  const double pivot = o.rules.pivot_limit_degrees * 3.14159265358979323846 / 180;
  const reference_tool::Reference ground{ground_blockers(t, o.unit.mini_height), r};
  const auto height_of = [&](int level, std::size_t cell) { return m.levels[static_cast<std::size_t>(level)].height_at(m.grid, cell); };
  // On a roof the base overhangs its edge by at most half its radius: the centre stays half a radius
  // inside it (RULINGS M5).
  const auto on_roof = [&](int level, double x, double y) {
    const Level& l = m.levels[static_cast<std::size_t>(level)];
    const Piece& p = t.pieces[static_cast<std::size_t>(l.building)];
    const double e = -r / 2 + 1e-4;
    return x >= p.x - e && x <= p.x + p.width + e && y >= p.y - e && y <= p.y + p.depth + e;
  };
  for (std::size_t k = 0; k < m.cells.size(); ++k) {
    const ReachCell& c = m.cells[k];
    if (c.route < 0) continue;
    for (const auto& [last, route_id] : {std::pair{m.cell_trail[k].first, c.fastest}, std::pair{m.cell_trail[k].second, c.route}}) {
      const Route& route = m.routes[static_cast<std::size_t>(route_id)];
      REQUIRE(last >= 0);
      const Waypoint& end = m.trail[static_cast<std::size_t>(last)];
      // It ends on the cell and surface, as the route the map names.
      REQUIRE(end.cell == c.cell);
      REQUIRE(end.level == c.level);
      REQUIRE(end.route == route_id);
      REQUIRE(m.grid.cell_at(end.x, end.y) == c.cell);
      std::string names;
      const Waypoint* w = &end;
      for (; w->prev >= 0; w = &m.trail[static_cast<std::size_t>(w->prev)]) {
        const Waypoint& before = m.trail[static_cast<std::size_t>(w->prev)];
        const std::string& full = m.routes[static_cast<std::size_t>(w->route)].name;
        const std::string& prefix = m.routes[static_cast<std::size_t>(before.route)].name;
        REQUIRE(full.compare(0, prefix.size(), prefix) == 0);
        const std::string step = full.substr(prefix.empty() ? 0 : prefix.size() + 1);
        names = names.empty() ? step : step + "+" + names;
        INFO("step " << step << " from " << before.x << "," << before.y << " to " << w->x << "," << w->y);
        if (step == "wait" || step == "pivot") {
          pivots += step == "pivot" ? 1 : 0;
          REQUIRE(before.x == w->x);
          REQUIRE(before.y == w->y);
        } else if (step.rfind("move", 0) == 0 || step == "jump") {
          ++(step == "jump" ? jumps : moves);
          // The speed-v tool: a first leg of a base radius and half the tool, a turn within the pivot
          // limit at its exact end, a second leg of half the tool and a base radius (M2). A jump is a
          // move at the unit's speed over low pieces (R8): its legs are checked, not what it crosses.
          const int v = step == "jump" ? o.unit.speed : std::stoi(step.substr(4));
          const double half = o.rules.tool_lengths[static_cast<std::size_t>(v - 1)] / 2, first = r + half, second = half + r;
          double ax = before.x, ay = before.y;
          std::vector<std::pair<double, double>> legs;
          if (w->joint) {
            ++turned;
            const auto [jx, jy] = *w->joint;
            REQUIRE(std::hypot(jx - ax, jy - ay) == Approx(first).margin(1e-4));
            REQUIRE(std::hypot(w->x - jx, w->y - jy) <= second + 1e-4);
            const double cos_turn = ((jx - ax) * (w->x - jx) + (jy - ay) * (w->y - jy)) / (first * std::max(1e-12, std::hypot(w->x - jx, w->y - jy)));
            if (std::hypot(w->x - jx, w->y - jy) > 1e-6) REQUIRE(cos_turn >= std::cos(pivot) - 1e-4);
            legs = {{jx, jy}, {w->x, w->y}};
          } else {
            REQUIRE(std::hypot(w->x - ax, w->y - ay) <= first + 1e-4);
            legs = {{w->x, w->y}};
          }
          if (step == "jump") {
          } else if (before.level == 0 && w->level == 0 && height_of(0, before.cell) == 0 && height_of(0, w->cell) == 0) {
            for (const auto& [bx, by] : legs) {
              // The base may touch a piece: the reference's `clear` with a hair's slack.
              const reference_tool::Reference slack{ground.t, r - 1e-4};
              REQUIRE(slack.clear(ax, ay, bx, by));
              ax = bx, ay = by;
            }
          } else if (before.level == w->level && before.level > 0) {
            ++roof_moves;
            for (const auto& [bx, by] : legs) {
              for (int s = 0; s <= 100; ++s) REQUIRE(on_roof(w->level, ax + (bx - ax) * s / 100, ay + (by - ay) * s / 100));
              ax = bx, ay = by;
            }
          }
        } else if (step == "climb" || step.rfind("clamber", 0) == 0 || step == "scale") {
          ++(step == "scale" ? scales : climbs);
          // From beside the face onto the surface it climbs to: the heights differ by the step's
          // (a climb, clamber1 or Scale's free clamber one height unit, clamber2 two), a base or so apart.
          const double rise = std::abs(height_of(w->level, w->cell) - height_of(before.level, before.cell));
          // (A clamber with Scale's free clamber in combination goes up to two, R10.)
          if (step == "clamber-scale") REQUIRE((rise == Approx(1.0).margin(1e-9) || rise == Approx(2.0).margin(1e-9)));
          else REQUIRE(rise == Approx(step == "clamber2" ? 2.0 : 1.0).margin(1e-9));
          REQUIRE(std::hypot(w->x - before.x, w->y - before.y) <= 2 * r + 2 * res);
          REQUIRE(!w->joint);
        } else {
          FAIL("a step the test does not know: " << step);
        }
      }
      // The chain starts where the leader starts and names the map's route.
      REQUIRE(w->x == Approx(o.start_x).margin(1e-3 * res));
      REQUIRE(w->y == Approx(o.start_y).margin(1e-3 * res));
      REQUIRE(names == route.name);
      ++routes;
    }
  }
  return n;
}

}  // namespace

TEST_CASE("every route a traced map draws is one a player can walk", "[reach][trace]") {
  const Terrain t = example_table();
  const Walked n = walk_every_route(t, stormtroopers_at(6, 18, 4, 0.5));
  INFO(n.routes << " routes, " << n.moves << " moves (" << n.turned << " turned, " << n.roof_moves << " on roofs), " << n.climbs << " climbs");
  CHECK(n.routes > 1000);
  CHECK(n.turned > 100);
  CHECK(n.roof_moves > 100);
  CHECK(n.climbs > 200);
}

TEST_CASE("traced routes with Jump, Scale and a notched base's pivots are walkable too", "[reach][trace]") {
  const Terrain t = example_table();
  ReachOptions jumper = stormtroopers_at(6, 18, 4, 0.5);
  jumper.unit.keywords.jump = 1;
  jumper.unit.keywords.scale = true;
  const Walked j = walk_every_route(t, jumper);
  INFO(j.routes << " routes, " << j.jumps << " jumps, " << j.scales << " free clambers");
  CHECK(j.jumps > 100);
  CHECK(j.scales > 10);
  ReachOptions notched = stormtroopers_at(6, 18, 3, 0.5);
  notched.unit.notched_base = true;
  notched.start_facing = 90;
  const Walked p = walk_every_route(t, notched);
  INFO(p.routes << " routes, " << p.pivots << " pivots");
  CHECK(p.pivots > 10);
}
