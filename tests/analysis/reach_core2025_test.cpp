// The map under the 2025 Core Rulebook (core-2025, RULINGS R25): a Climb as a speed-1 move whose
// tool passes over obstacles up to height 1 taller than the surface the unit is on, bases that never
// overhang a roof, barricades that are open terrain. Each case is worked from the rule text and fails
// under core-2023 or the rule texts; the last checks the climb's reach against a dense sampling of
// tool placements that shares no code with the map.
#include <catch2/catch.hpp>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "climbsim/analysis/reach.hpp"
#include "climbsim/rules/legion.hpp"
#include "climbsim/rules/roof_fit.hpp"
#include "climbsim/units/roster.hpp"
#include "core2025_fixtures.hpp"
#include "reach_fixtures.hpp"
#include "reference_tool.hpp"

using namespace climbsim;

namespace {
const double R = 27.0 / 25.4 / 2;  // a 27 mm base's radius, inches
}  // namespace

TEST_CASE("core-2025: one Climb from 3 inches away puts the leader on a height-1 roof", "[map][rulings][core-2025]") {
  // The issue's table: a 4" x 4" height-1 building at (10,10), the leader 3" from its west face at
  // (7,12). "A unit makes a Move as normal, except its Speed becomes 1 ... may place the Movement Tool
  // overlapping obstacle terrain that is up to height 1 taller": the speed-1 tool (3") from the base's
  // edge (7.53) ends at 10.53 on the roof, and the leader is placed touching it, its centre up to a
  // radius further (11.06); the base must be wholly on the roof (centre 10.53 or more).
  const auto t = table({piece(PieceKind::building, 10, 10, 4, 4, 1.0)});
  const auto now = compute_reach(t, troopers_at(7, 12, 2, "core-2025"));
  CHECK(fewest_actions(now, 10.875, 12.125, 1) == 1);
  CHECK(route(now, at(now, 10.875, 12.125, 1)).name == "climb");
  CHECK(route(now, at(now, 10.875, 12.125, 1)).mean_wounds == 0.0);  // a climb rolls no dice
  // Beyond the tool and a base past it (centre 11.06), one action is not enough; two are.
  CHECK(fewest_actions(now, 11.625, 12.125, 1) == 2);
  // The 2023 reading climbs from base contact only: no roof cell in one action.
  const auto before = compute_reach(t, troopers_at(7, 12, 1, "core-2023"));
  for (const auto& c : before.cells) CHECK_FALSE((c.level == 1 && c.route >= 0));
}

TEST_CASE("core-2025: a 0.8-high wall is crossed by one Climb, and not under the earlier editions", "[map][rulings][core-2025]") {
  // A wall taller than the Silhouette (0.275) is an obstacle a standard move may not cross; the climb's tool
  // may overlap it (0.8 is within height 1 of the ground) and the leader lands beyond it.
  const auto t = table({piece(PieceKind::wall, 10, 2, 0.4, 20, 0.8)});
  const auto now = compute_reach(t, troopers_at(8, 12, 1, "core-2025"));
  CHECK(fewest_actions(now, 11.625, 12.125, 0) == 1);
  CHECK(route(now, at(now, 11.625, 12.125, 0)).name == "climb");
  for (const char* earlier : {"rule-texts", "core-2023"}) {
    INFO(earlier);
    CHECK(fewest_actions(compute_reach(t, troopers_at(8, 12, 1, earlier)), 11.625, 12.125, 0) == -1);
  }
  // A height-1.5 wall is more than height 1 taller than the ground: no climb crosses it.
  const auto tall = table({piece(PieceKind::wall, 10, 2, 0.4, 20, 1.5)});
  CHECK(fewest_actions(compute_reach(tall, troopers_at(8, 12, 1, "core-2025")), 11.625, 12.125, 0) == -1);
}

TEST_CASE("core-2025: a climb changes height by at most 1, or 2 with Expert Climber", "[map][rulings][core-2025]") {
  // On an 8" x 8" roof of height 2: the ground is 2 below. "A miniature may Move a vertical
  // distance up to height 1 when making a Climb"; Expert Climber: "up to height 2".
  const auto t = table({piece(PieceKind::building, 20, 10, 8, 8, 2.0)});
  auto o = troopers_at(21, 14, 1, "core-2025");
  o.start_level = 2.0;
  CHECK(fewest_actions(compute_reach(t, o), 18, 14, 0) == -1);
  o.unit.keywords.expert_climber = true;
  const auto expert = compute_reach(t, o);
  CHECK(fewest_actions(expert, 18, 14, 0) == 1);
  // Down from a height-1 roof needs no keyword.
  const auto low = table({piece(PieceKind::building, 20, 10, 8, 8, 1.0)});
  auto d = troopers_at(21, 14, 1, "core-2025");
  d.start_level = 1.0;
  CHECK(fewest_actions(compute_reach(low, d), 18, 14, 0) == 1);
}

TEST_CASE("core-2025: miniatures on notched bases may not Climb", "[map][rulings][core-2025]") {
  const auto t = table({piece(PieceKind::building, 10, 10, 4, 4, 1.0)});
  auto o = troopers_at(7, 12, 2, "core-2025");
  o.unit.minis = 1;
  o.unit.notched_base = true;
  o.unit.base_mm = 50;
  o.unit.kind = UnitKind::trooper;
  for (const auto& c : compute_reach(t, o).cells) CHECK_FALSE((c.level == 1 && c.route >= 0));
}

TEST_CASE("core-2025: no part of a base hangs off a roof, so a 1 x 1 roof holds no small base", "[map][rulings][core-2025]") {
  // "may not have any part of its base hanging off the terrain": a 27 mm base (1.063") does not fit
  // on a 1" x 1" roof. Under the rule texts half a radius may overhang (M5): one base fits.
  const auto t = table({piece(PieceKind::building, 10, 10, 1, 1, 1.0)});
  const auto count_roof = [&](const char* edition) {
    int n = 0;
    for (const auto& c : compute_reach(t, troopers_at(8, 10.5, 4, edition)).cells) n += c.level == 1 && c.route >= 0 ? 1 : 0;
    return n;
  };
  CHECK(count_roof("core-2025") == 0);
  CHECK(count_roof("rule-texts") > 0);
  Unit one;
  one.minis = 1;
  CHECK(roof_refusal(legion_edition("core-2025"), one, 1, 1, 1).find("holds no base") != std::string::npos);
  CHECK(roof_refusal(legion_edition("rule-texts"), one, 1, 1, 1).empty());
  // A roof cell is reached only where the whole base is on it: on a 4" x 4" roof at 0.25" cells the
  // centre keeps a radius (0.531") inside, so the cells whose centres lie 0.375" in are never reached,
  // those 0.625" in are.
  const auto big = table({piece(PieceKind::building, 10, 10, 4, 4, 1.0)});
  const auto m = compute_reach(big, troopers_at(7, 12, 3, "core-2025"));
  CHECK(fewest_actions(m, 10.375, 12.125, 1) == -1);
  CHECK(fewest_actions(m, 10.625, 12.125, 1) == 1);
  CHECK(fewest_actions(m, 13.625, 12.125, 1) == -1);
  CHECK(fewest_actions(m, 13.375, 12.125, 1) > 0);
}

TEST_CASE("core-2025: a barricade does not slow a move", "[map][rulings][core-2025]") {
  // "Barricades are open terrain": a move whose tool crosses an 8" x 0.3" barricade keeps its
  // speed-2 tool (5.1" + a base's width: 6.16" reach), so (12, 13.5), 5.5" north of (12, 8) beyond
  // it, is one move. Under the rule texts it counts as difficult (M3): the speed-2 tool does not
  // enter it, the speed-1 tool reaches 4.06", and round its ends is further than 6.16".
  const auto t = table({piece(PieceKind::barricade, 8, 10, 8, 0.3, 0.15)});
  CHECK(fewest_actions(compute_reach(t, troopers_at(12, 8, 1, "core-2025")), 12, 13.5, 0) == 1);
  CHECK(fewest_actions(compute_reach(t, troopers_at(12, 8, 1, "rule-texts")), 12, 13.5, 0) == -1);
}

TEST_CASE("core-2025: the climb's reach agrees with a dense sampling of tool placements", "[map][rulings][core-2025][reference]") {
  // A reference that shares no code with the map: the speed-1 tool's legs (reference_tool.hpp) from
  // the start, the base swept against only the pieces the climb's tool may not pass (taller than
  // height 1 above the ground), each end point landing on the roof under it when the whole base is on
  // that roof (no overhang) and the roof is within height 1, or on the ground when the base touches
  // no piece taller than the mini. Table: a 4" x 4" height-1 roof, a 0.8-high wall, a 3" x 3"
  // height-2 building in the way, a height-1 roof too small for the unit (1" x 1").
  const auto t = table({piece(PieceKind::building, 10, 10, 4, 4, 1.0), piece(PieceKind::wall, 6, 5, 0.4, 4, 0.8),
                        piece(PieceKind::building, 5, 14, 3, 3, 2.0), piece(PieceKind::building, 3, 11, 1, 1, 1.0)});
  const double sx = 7, sy = 12, res = 0.25;
  const Terrain& field = t;
  const auto m = compute_reach(field, troopers_at(sx, sy, 1, "core-2025"));
  Terrain blocking = field;  // what the climb's tool may not pass: pieces taller than 1
  blocking.pieces.clear();
  for (const auto& p : field.pieces)
    if (p.height > 1.0) blocking.pieces.push_back(p);
  const int nx = static_cast<int>(field.width / res), ny = static_cast<int>(field.depth / res);
  // Reference hits by piece: 0 the ground, k + 1 the roof of piece k (the map's level 1 is piece 0's
  // roof, the first building taller than the mini).
  std::vector<std::vector<std::uint8_t>> hit(field.pieces.size() + 1, std::vector<std::uint8_t>(static_cast<std::size_t>(nx * ny), 0));
  reference_tool::Density density;
  density.directions = 360;
  density.bend_step = 3;
  reference_tool::reference_ends(blocking, sx, sy, 3.0, R, res, density, [&](double x, double y) {
    int level = -1;
    for (std::size_t k = 0; k < field.pieces.size(); ++k) {
      const Piece& p = field.pieces[k];
      const double inside = std::min({x - p.x, p.x + p.width - x, y - p.y, p.y + p.depth - y});
      if (p.kind == PieceKind::building && p.height <= 1.0 && inside >= R) level = static_cast<int>(k) + 1;
    }
    if (level < 0) {
      bool touches = false;
      for (const auto& p : field.pieces) touches = touches || reference_tool::point_rect(x, y, p) < R;
      if (!touches) level = 0;
    }
    if (level < 0) return;
    const int i = static_cast<int>(std::floor(x / res)), j = static_cast<int>(std::floor(y / res));
    hit[static_cast<std::size_t>(level)][static_cast<std::size_t>(j * nx + i)] = 1;
  });
  // The map's levels: 0 the ground, then one per building taller than the mini, in file order.
  const auto map_hit = [&](int level, int i, int j) {
    for (int dj = -1; dj <= 1; ++dj)
      for (int di = -1; di <= 1; ++di) {
        const auto* c = at(m, (i + di + 0.5) * res, (j + dj + 0.5) * res, level);
        if (c && c->route >= 0 && c->min_actions <= 1) return true;
      }
    return false;
  };
  int agree = 0, missed = 0, extra = 0;
  // Every reference place on the ground or the roof is reached by the map in one action (on the
  // ground its standard moves reach further still); every roof cell the map reaches in one action
  // has a reference place within a cell.
  for (int level : {0, 1}) {
    for (int j = 0; j < ny; ++j)
      for (int i = 0; i < nx; ++i) {
        const bool ref = hit[static_cast<std::size_t>(level)][static_cast<std::size_t>(j * nx + i)] != 0;
        if (ref) (map_hit(level, i, j) ? agree : missed) += 1;
      }
    if (level == 0) continue;
    for (const auto& c : m.cells) {
      if (c.level != level || c.route < 0 || c.min_actions > 1) continue;
      const int i = m.grid.column(c.cell), j = m.grid.row(c.cell);
      bool near = false;
      for (int dj = -1; dj <= 1 && !near; ++dj)
        for (int di = -1; di <= 1 && !near; ++di) {
          const int a = i + di, b = j + dj;
          near = a >= 0 && b >= 0 && a < nx && b < ny && hit[static_cast<std::size_t>(level)][static_cast<std::size_t>(b * nx + a)] != 0;
        }
      extra += near ? 0 : 1;
    }
  }
  std::printf("core-2025 climb against the reference: %d reference cells reached by the map within a cell, %d missed; %d roof cells of the map with no reference point within a cell\n",
              agree, missed, extra);
  CHECK(agree > 300);
  CHECK(missed == 0);
  CHECK(extra == 0);
  // The small roof (1" x 1") holds no base: neither reaches it.
  for (std::size_t s = 0; s < hit[4].size(); ++s) CHECK(hit[4][s] == 0);
}

TEST_CASE("core-2025: cohesion refuses no move, so the leader climbs onto a roof too small for the unit", "[map][rulings][core-2025]") {
  // A 3" x 1.5" height-1 roof holds 2 bases with none overhanging (floor(3 / 1.063) x floor(1.5 /
  // 1.063)). Seven minis: under core-2023 the rest cannot stand within the silhouette's height (0.2)
  // below a leader 1 up, so the roof is refused (R23); under core-2025 they are placed "as close as
  // possible" and the leader stands there.
  const auto t = table({piece(PieceKind::building, 10, 10, 3, 1.5, 1.0)});
  const auto roof_cells = [&](const char* edition) {
    int n = 0;
    for (const auto& c : compute_reach(t, troopers_at(8, 10.75, 2, edition)).cells) n += c.level == 1 && c.route >= 0 ? 1 : 0;
    return n;
  };
  CHECK(roof_cells("core-2023") == 0);
  CHECK(roof_cells("core-2025") > 0);
  Unit seven;
  seven.minis = 7;
  CHECK(roof_refusal(legion_edition("core-2025"), seven, 3, 1.5, 1).empty());
  CHECK(roof_refusal(legion_edition("core-2023"), seven, 3, 1.5, 1).find("cohesion") != std::string::npos);
}


TEST_CASE("core-2025: a notched base turns up to 90 degrees before a move, a speeder does not turn", "[map][rulings][core-2025]") {
  // "The player may rotate the unit leader's base up to 90 degrees to the left or right", then the
  // tool goes in the front notch; Speeder X "skips step 1". A 70 mm base facing east at (30, 18):
  // after a quarter turn the first leg may run north and the second bend up to 90 degrees further,
  // west; without a turn, first leg east, nothing lies west of the start.
  const double sx = 30, sy = 18;
  const auto walker = compute_reach(table(), notched_east(sx, sy, "core-2025", 2, 70, 0));
  CHECK(fewest_actions(walker, sx, sy + 3, 0) == 1);  // straight north: the quarter turn
  CHECK(westmost(walker) < sx - 1.5);                  // north, then bent west at the joint
  CHECK(fewest_actions(walker, sx - 3, sy, 0) == -1);  // due west is behind it: a half turn
  // The rule texts carry the facing: no turn before the move (M8).
  const auto old = compute_reach(table(), notched_east(sx, sy, "rule-texts", 2, 70, 0));
  CHECK(fewest_actions(old, sx, sy + 3, 0) == -1);
  CHECK(westmost(old) > sx - 0.5);
  // A speeder as the 74-Z Speeder Bikes are (speed 3, Speeder 1; on the 70 mm base here) facing east
  // cannot turn back west in one move under core-2025; under core-2023 a notched base turns freely
  // and goes west.
  const auto bike = compute_reach(table(), notched_east(sx, sy, "core-2025", 3, 70, 1));
  CHECK(westmost(bike) > sx - 0.5);
  CHECK(fewest_actions(compute_reach(table(), notched_east(sx, sy, "core-2023", 3, 70, 1)), sx - 3, sy, 0) == 1);
}

TEST_CASE("core-2025: Jump's tool passes over impassable terrain, and no move ends on it", "[map][rulings][core-2025]") {
  // Jump X: "may place the Movement Tool overlapping impassable terrain but may not end its Move
  // overlapping it". An impassable strip 2" wide and 10" long at x 20-22; Luke Skywalker's profile
  // (1 mini, speed 2, Jump 1) at (19, 13): (23.5, 13), 4.5" away beyond it, is one jump under
  // core-2025 and out of one action's reach under core-2023 (the strip stops the tool, R8) and
  // for a climb (impassable stops every move but Jump's).
  const auto t = table({piece(PieceKind::impassable, 20, 8, 2, 10, 0.0)});
  const auto luke = [](const char* edition, int jump) {
    auto o = unit_at(19, 13, 1, 1);
    o.rules = legion_edition(edition);
    o.unit.wounds_per_mini = 6;
    o.unit.keywords.jump = jump;
    return o;
  };
  const auto now = compute_reach(t, luke("core-2025", 1));
  CHECK(fewest_actions(now, 23.5, 13, 0) == 1);
  CHECK(route(now, at(now, 23.5, 13, 0)).name == "jump");
  CHECK(fewest_actions(now, 21, 13, 0) == -1);  // on the strip: never
  CHECK(fewest_actions(compute_reach(t, luke("core-2023", 1)), 23.5, 13, 0) == -1);
  CHECK(fewest_actions(compute_reach(t, luke("core-2025", 0)), 23.5, 13, 0) == -1);
}

TEST_CASE("core-2025: a trooper's base never ends over a barricade, but the move crosses it", "[map][rulings][core-2025]") {
  // "Barricades are open terrain" and "A Trooper miniature can never partially overlap a
  // barricade": from (12, 8), 1.7" south of an 8" x 0.3" barricade at y 10-10.3, the leader is
  // placed beyond it (a centre 0.7" north of it, more than a base radius) in one move, never on it.
  const auto t = table({piece(PieceKind::barricade, 8, 10, 8, 0.3, 0.15)});
  const auto now = compute_reach(t, troopers_at(12, 8, 1, "core-2025"));
  CHECK(fewest_actions(now, 12.125, 10.125, 0) == -1);
  CHECK(fewest_actions(now, 12.125, 9.625, 0) == -1);   // the centre 0.375" from it: the base over it
  CHECK(fewest_actions(now, 12.125, 11.125, 0) == 1);
  CHECK(fewest_actions(compute_reach(t, troopers_at(12, 8, 1, "rule-texts")), 12.125, 10.125, 0) == 1);
  // A start over it is refused (M7) under core-2025 only; a vehicle may stand there.
  CHECK_THROWS_AS(compute_reach(t, troopers_at(12, 10.1, 1, "core-2025")), std::invalid_argument);
  CHECK_NOTHROW(compute_reach(t, troopers_at(12, 10.1, 1, "rule-texts")));
  auto vehicle = troopers_at(12, 10.1, 1, "core-2025");
  vehicle.unit.kind = UnitKind::vehicle;
  vehicle.unit.minis = 1;
  CHECK_NOTHROW(compute_reach(t, vehicle));
}

TEST_CASE("core-2025: standard moves walk over obstacles shorter than the Silhouette", "[map][rulings][core-2025]") {
  // "Miniatures can make Standard moves onto or through obstacle terrain that is shorter than the
  // height of the moving unit's Silhouette": a small-base trooper's template is about 1.65" (height
  // 0.275, docs/FACTS.md). A 1.5" (0.25) wall is walked over in one move under core-2025; under
  // core-2023 the mini's own height (0.2) rules and it needs a climb from base contact.
  const auto t = table({piece(PieceKind::wall, 10, 2, 0.4, 20, 0.25)});
  const auto now = compute_reach(t, troopers_at(8, 12, 1, "core-2025"));
  CHECK(fewest_actions(now, 11.625, 12.125, 0) == 1);
  CHECK(route(now, at(now, 11.625, 12.125, 0)).name == "move2");
  CHECK(fewest_actions(compute_reach(t, troopers_at(8, 12, 1, "core-2023")), 11.625, 12.125, 0) == -1);
  // A notched base's template is taller (2.707", 0.451): walk_height says so; a round base's is not.
  Unit walker;
  walker.notched_base = true;
  CHECK(walk_height(legion_edition("core-2025"), walker) == Approx(2.707 / 6));
  CHECK(walk_height(legion_edition("core-2025"), Unit{}) == Approx(1.65 / 6));
  CHECK(walk_height(legion_edition("core-2023"), Unit{}) == Unit{}.mini_height);
}

TEST_CASE("core-2025: Climbing Vehicle \"can make Climb moves\", a notched base notwithstanding", "[map][rulings][core-2025]") {
  // The AT-RT's profile (a vehicle on a 50 mm notched base, speed 2, Climbing Vehicle, Expert
  // Climber) facing east at (7, 12), 3" from the issue's height-1 building: the speed-1 tool from
  // its front notch carries its centre up to 3" + a base's width (4.97") east, to 11.97; its whole
  // base on the roof needs a centre 0.98" inside (10.98). Under core-2023 the notch rule stands (R23).
  const auto t = table({piece(PieceKind::building, 10, 10, 4, 4, 1.0)});
  const auto atrt = [](const char* edition) {
    auto o = unit_at(7, 12, 1, 1);
    o.rules = legion_edition(edition);
    o.unit.kind = UnitKind::vehicle;
    o.unit.notched_base = true;
    o.unit.base_mm = 50;
    o.unit.wounds_per_mini = 6;
    o.unit.keywords.climbing_vehicle = true;
    o.unit.keywords.expert_climber = true;
    o.start_facing = 0.0;
    return o;
  };
  const auto now = compute_reach(t, atrt("core-2025"));
  CHECK(fewest_actions(now, 11.375, 12.125, 1) == 1);
  CHECK(route(now, at(now, 11.375, 12.125, 1)).name == "climb");
  CHECK(fewest_actions(now, 10.625, 12.125, 1) == -1);  // its base would hang off the roof
  for (const auto& c : compute_reach(t, atrt("core-2023")).cells) CHECK_FALSE((c.level == 1 && c.route >= 0));
}

TEST_CASE("core-2025: a climb left out where it sees only the standard move's pieces changes no cell", "[map][core-2025][recast]") {
  // The shortcut (reach_steps.cpp climb_covered): no climb is cast from a ground cell with no piece
  // it passes over within the speed-1 tool's reach, nor from a roof cell that far inside its sides.
  // Against every climb cast (ReachOptions::every_climb): the same cells, fewest actions and route
  // names, with less work. A town of low roofs, walls, a roof too small for the unit and a barricade
  // (near which a trooper's kept point decides a cell, R25: left out there, the climbs moved 9 of
  // Wookiee Warriors' 8,899 cells, so sources near one are kept).
  const auto t = table({piece(PieceKind::building, 14, 4, 4, 4, 1.0), piece(PieceKind::building, 8, 14, 5, 3, 2.0),
                        piece(PieceKind::wall, 20, 0, 0.5, 10, 0.8), piece(PieceKind::building, 24, 12, 6, 6, 1.0),
                        piece(PieceKind::building, 30, 4, 1.2, 1.2, 1.0), piece(PieceKind::barricade, 4, 20, 4, 0.3, 0.2),
                        piece(PieceKind::difficult, 2, 10, 5, 5, 0.0)});
  for (const char* unit : {"stormtroopers", "wookiee-warriors", "luke-skywalker"}) {
    CAPTURE(unit);
    auto o = unit_at(4, 4, 4);
    o.rules = legion_edition("core-2025");
    o.unit = find_unit(builtin_roster(), unit);
    ReachOptions every = o;
    every.every_climb = true;
    const ReachMap fast = compute_reach(t, o), slow = compute_reach(t, every);
    REQUIRE(fast.cells.size() == slow.cells.size());
    int reached = 0, differ = 0;
    const auto name = [](const ReachMap& m, int r) { return r < 0 ? std::string("-") : m.routes[static_cast<std::size_t>(r)].name; };
    for (std::size_t c = 0; c < fast.cells.size(); ++c) {
      const ReachCell &a = fast.cells[c], &b = slow.cells[c];
      reached += b.min_actions >= 0 ? 1 : 0;
      const bool same = a.min_actions == b.min_actions && name(fast, a.fastest) == name(slow, b.fastest) && name(fast, a.route) == name(slow, b.route);
      differ += same ? 0 : 1;
      if (!same)
        std::printf("differs: cell %zu level %d: %d %s / %s against %d %s / %s\n", a.cell, a.level, a.min_actions, name(fast, a.fastest).c_str(),
                    name(fast, a.route).c_str(), b.min_actions, name(slow, b.fastest).c_str(), name(slow, b.route).c_str());
    }
    CAPTURE(reached, fast.cell_visits, slow.cell_visits);
    CHECK(reached > 1000);
    CHECK(differ == 0);
    CHECK(fast.cell_visits < slow.cell_visits);
  }
}
