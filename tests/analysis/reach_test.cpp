#include "climbsim/analysis/reach.hpp"

#include <catch2/catch.hpp>
#include <cmath>

#include "climbsim/engine/exact.hpp"
#include "climbsim/engine/wound_tally.hpp"
#include "reach_fixtures.hpp"

using namespace climbsim;


TEST_CASE("open ground: one speed-2 move reaches a disc of tool length plus base diameter", "[map]") {
  const auto o = unit_at(36, 18, 1);
  const auto m = compute_reach(table(), o);
  const double radius = 5.1 + 27.0 / 25.4;  // docs/FACTS.md: speed-2 tool and a 27 mm base
  const double cell = o.resolution;
  int inside = 0;
  for (const auto& c : m.cells) {
    const double x = m.grid.cx(static_cast<int>(c.cell % 288)), y = m.grid.cy(static_cast<int>(c.cell / 288));
    const double d = std::hypot(x - 36, y - 18);  // from the start itself: positions are exact (M7)
    if (d <= radius - cell) CHECK(c.route >= 0);
    if (d > radius + cell) CHECK(c.route < 0);
    inside += c.route >= 0;
  }
  // The disc's area, to within a ring one cell wide.
  const double area = M_PI * radius * radius / (cell * cell);
  CHECK(std::abs(inside - area) < 2 * M_PI * radius / cell);
}

TEST_CASE("a wall across the table is crossed only by clambering over it - with its dice", "[map]") {
  const auto wall = piece(PieceKind::wall, 30, 0, 0.5, 36, 1.0);
  const auto m = compute_reach(table({wall}), unit_at(26, 18, 5));
  const auto* landing = at(m, 31.1, 18.1, 0);  // just past the wall: a base radius beyond it
  REQUIRE(landing != nullptr);
  REQUIRE(landing->route >= 0);
  // A move into base contact ends the activation's first action; the two actions over start the
  // next activation (R9): move2+wait+clamber-over or move2+move2+clamber-over, 4 actions.
  CHECK(landing->min_actions == 4);
  const auto* behind = at(m, 33, 18, 0);
  REQUIRE(behind->route >= 0);
  CHECK(behind->min_actions == 5);  // and one more move
  CHECK(route(m, behind).name.find("clamber-over") != std::string::npos);
  CHECK(route(m, behind).mean_wounds == Approx(exact_mean(4, {2})));  // two white dice a mini
  // With a way round the end of the wall, the same spot needs no dice at all.
  const auto gap = compute_reach(table({piece(PieceKind::wall, 30, 0, 0.5, 24, 1.0)}), unit_at(26, 18, 4));
  const auto* around = at(gap, 33, 18, 0);
  REQUIRE(around->route >= 0);
  CHECK(route(gap, around).mean_wounds == 0.0);
  CHECK(route(gap, around).name.find("clamber") == std::string::npos);
}

TEST_CASE("a move bends once: a pocket that needs two turns takes a second move", "[map]") {
  // A pocket open to the east; the start is above its upper arm. A path with two turns (east past
  // the arm, down, back west) is 7.7" long, inside a speed-3 move's 8.36", but the tool has one joint.
  Terrain t;
  t.width = 20;
  t.depth = 12;
  t.pieces = {piece(PieceKind::impassable, 8, 4.8, 0.5, 2.4, 0), piece(PieceKind::impassable, 8.5, 7, 3.5, 0.2, 0),
              piece(PieceKind::impassable, 8.5, 4.8, 3.5, 0.2, 0)};
  auto o = unit_at(10, 7.9, 1);
  o.unit.speed = 3;
  const auto one = compute_reach(t, o);
  CHECK(at(one, 10, 6, 0)->route < 0);
  CHECK(at(one, 11, 6, 0)->route < 0);
  // Past the pocket's mouth: a first leg east just clear of the arm's end (4.18" to the joint at
  // about 14.3,7.6), then a turn of 89 degrees south.
  CHECK(at(one, 14.5, 6, 0)->route >= 0);
  // The mouth itself, at 12.6,6, is behind the arm's end: from any joint the first leg can reach, the
  // turn back to it is more than 130 degrees, past the pivot limit.
  CHECK(at(one, 12.6, 6, 0)->route < 0);
  o.actions = 2;
  const auto two = compute_reach(t, o);
  CHECK(at(two, 10, 6, 0)->min_actions == 2);
}

TEST_CASE("a 1 inch gap does not pass a 50 mm base - a 1.5 inch gap passes a 27 mm base", "[map]") {
  const auto barrier = [](double gap) {
    return table({piece(PieceKind::impassable, 30, 0, 2, 17, 0), piece(PieceKind::impassable, 30, 17 + gap, 2, 19 - gap, 0)});
  };
  auto wide = unit_at(26, 18, 3);
  wide.unit.base_mm = 50;
  const auto blocked = compute_reach(barrier(1.0), wide);
  for (const auto& c : blocked.cells)
    if (blocked.grid.cx(static_cast<int>(c.cell % 288)) > 32.5) CHECK(c.route < 0);
  const auto open = compute_reach(barrier(1.5), unit_at(26, 18, 3));
  const auto* through = at(open, 34, 18, 0);
  REQUIRE(through != nullptr);
  CHECK(through->route >= 0);
}

TEST_CASE("roofs: height 1 by climb or clamber - height 2 by clamber only - sheer 3 never", "[map]") {
  const double R = 27.0 / 25.4 / 2;
  // The start touches the building's west face: no move needed.
  const auto one = compute_reach(table({piece(PieceKind::building, 30, 14, 6, 6, 1.0)}), unit_at(30 - R, 17, 2));
  const auto* roof1 = at(one, 30.4, 17.1, 1);  // the roof's edge, as close as the base allows
  REQUIRE(roof1 != nullptr);
  REQUIRE(roof1->route >= 0);
  CHECK(roof1->min_actions == 1);                 // clamber: one action
  CHECK(route(one, roof1).mean_wounds == 0.0);    // within 2 actions the climb rolls no dice
  CHECK(route(one, roof1).name == "climb");
  const auto one_action = compute_reach(table({piece(PieceKind::building, 30, 14, 6, 6, 1.0)}), unit_at(30 - R, 17, 1));
  const auto* fast = at(one_action, 30.4, 17.1, 1);
  REQUIRE(fast->route >= 0);
  CHECK(route(one_action, fast).name == "clamber1");
  CHECK(route(one_action, fast).mean_wounds == Approx(4.0 / 6));  // one white die a mini

  const auto two = compute_reach(table({piece(PieceKind::building, 30, 14, 6, 6, 2.0)}), unit_at(30 - R, 17, 2));
  const auto* roof2 = at(two, 30.4, 17.1, 1);
  REQUIRE(roof2->route >= 0);
  CHECK(roof2->min_actions == 2);
  CHECK(route(two, roof2).name == "clamber2");
  CHECK(route(two, roof2).mean_wounds == Approx(exact_mean(4, {2})));
  // A ladder on the west face: the same clamber, no dice.
  const auto ladder = compute_reach(table({piece(PieceKind::building, 30, 14, 6, 6, 2.0, kWest)}), unit_at(30 - R, 17, 2));
  CHECK(route(ladder, at(ladder, 30.4, 17.1, 1)).mean_wounds == 0.0);

  const auto three = compute_reach(table({piece(PieceKind::building, 30, 14, 6, 6, 3.0)}), unit_at(30 - R, 17, 6));
  for (const auto& c : three.cells)
    if (c.level == 1) CHECK(c.route < 0);
  auto jumper = unit_at(30 - R, 17, 1);
  jumper.unit.keywords.jump = 3;
  const auto jumped = compute_reach(table({piece(PieceKind::building, 30, 14, 6, 6, 3.0)}), jumper);
  CHECK(at(jumped, 32, 17, 1)->route >= 0);  // Jump 3 lands on it
}

TEST_CASE("a roof too small for 7 minis takes 4 but not 7", "[map]") {
  const double R = 27.0 / 25.4 / 2;
  const auto small = table({piece(PieceKind::building, 30, 16, 2, 3, 2.0)});  // room for 2 x 3 bases
  const auto four = compute_reach(small, unit_at(30 - R, 17, 2, 4));
  const auto seven = compute_reach(small, unit_at(30 - R, 17, 2, 7));
  bool four_up = false;
  for (const auto& c : four.cells) four_up |= c.level == 1 && c.route >= 0;
  CHECK(four_up);
  for (const auto& c : seven.cells)
    if (c.level == 1) CHECK(c.route < 0);
}

TEST_CASE("difficult terrain shrinks the reach and Unhindered restores it", "[map]") {
  const auto rubble = table({piece(PieceKind::difficult, 20, 8, 32, 20, 0)});
  const int open = reachable_count(compute_reach(table(), unit_at(36, 18, 1)));
  const int slowed = reachable_count(compute_reach(rubble, unit_at(36, 18, 1)));
  auto fast = unit_at(36, 18, 1);
  fast.unit.keywords.unhindered = true;
  const int unhindered = reachable_count(compute_reach(rubble, fast));
  CHECK(slowed < open * 0.6);  // speed 1: a disc of 4.06" against 6.16"
  CHECK(unhindered == open);
  // An edition with no speed loss in difficult terrain reaches what Unhindered does.
  auto no_loss = unit_at(36, 18, 1);
  no_loss.rules.difficult_speed_loss = 0;
  CHECK(reachable_count(compute_reach(rubble, no_loss)) == open);
}

TEST_CASE("a start where the base does not fit is refused", "[map]") {
  CHECK_THROWS_AS(compute_reach(table({piece(PieceKind::impassable, 30, 10, 10, 10, 0)}), unit_at(35, 15, 1)), std::invalid_argument);
  CHECK_THROWS_AS(compute_reach(table(), unit_at(0.1, 18, 1)), std::invalid_argument);  // off the edge
}

TEST_CASE("moves on open ground: four moves reach the disc of four tools, with no shortfall along an axis", "[map]") {
  // Positions are exact (M2): each move starts where the last one ended, not at a cell's centre, so
  // on open ground four moves reach the disc of radius 4 x (tool length + base diameter) around the
  // start, the one a player's tool reaches. Measured: the reached area's equivalent radius and the
  // furthest cell along the axis, each within one cell of that radius.
  Terrain t;
  t.width = 72;
  t.depth = 72;
  auto o = unit_at(36.1, 36.1, 4);
  const auto m = compute_reach(t, o);
  const double radius = 4 * (5.1 + 27.0 / 25.4);
  const double cell = o.resolution;
  int reached = 0;
  double furthest_east = 0;
  for (const auto& c : m.cells) {
    if (c.route < 0) continue;
    ++reached;
    const double x = m.grid.cx(m.grid.column(c.cell)), y = m.grid.cy(m.grid.row(c.cell));
    if (std::abs(y - 36.125) < 0.01) furthest_east = std::max(furthest_east, x - 36.1);
  }
  const double equivalent = std::sqrt(reached * cell * cell / M_PI);
  CAPTURE(equivalent, furthest_east, radius);
  CHECK(std::abs(equivalent - radius) < cell);
  // The furthest cell holds the point 4 tools east; its centre is within half a cell of it.
  CHECK(std::abs(furthest_east - radius) <= cell / 2 + 0.025);
}

TEST_CASE("a notched base's facing carries from move to move, and a pivot turns it", "[map][notched]") {
  // Facing east at (8, 8) on open ground, 27 mm base (R = 0.53"), RULINGS M8. Worked by hand: a
  // move's first leg runs R + half the tool along the facing, its second (half the tool + R) turns
  // at most 90 degrees, and the mini ends facing along its last leg. So one move stays east of
  // x = 8: the furthest west one action gets is the start's own cell. Two moves get 8 + 2.03 - 3.08
  // = 6.95 (the speed-1 tool east, turn south; the speed-2 tool south, turn west), but a pivot (a
  // move action that turns the unit "up to 90 degrees in either direction") then the speed-2 tool
  // north, turning west, gets 8 - (2.55 + R) = 4.92 in two actions, at y = 8 + R + 2.55 = 11.08.
  // Two pivots turn it any way: then the speed-2 tool west gets 8 - (R + 2.55) - (2.55 + R) = 1.84
  // in three. And two moves hook round: east, turn north; north, turn west ends at (8, 14.16).
  Terrain t;
  t.width = 24;
  t.depth = 24;
  const double R = 27.0 / 25.4 / 2;
  const auto furthest_west = [](const ReachMap& m, int actions) {
    double west = 99;
    for (const auto& c : m.cells)
      if (c.min_actions >= 0 && c.min_actions <= actions) west = std::min(west, m.grid.cx(m.grid.column(c.cell)));
    return west;
  };
  auto o = unit_at(8, 8, 2);
  o.unit.notched_base = true;
  o.start_facing = 0;
  const auto m = compute_reach(t, o);
  CHECK(furthest_west(m, 1) == Approx(8.125));  // the start's cell: one move never goes west of x = 8
  const double pivoted = 8 - (2.55 + R);
  const double west = furthest_west(m, 2);
  CHECK(west > pivoted - 0.25);  // the cell holding that point has its centre within a cell of it
  CHECK(west < pivoted + 0.25);  // and it is reached
  const ReachCell* far_west = nullptr;  // the furthest west cell two actions reach, north of the start
  for (const auto& c : m.cells)
    if (c.min_actions == 2 && m.grid.cx(m.grid.column(c.cell)) == west && m.grid.cy(m.grid.row(c.cell)) > 8) far_west = &c;
  REQUIRE(far_west != nullptr);
  CHECK(m.grid.cy(m.grid.row(far_west->cell)) > 11.08 - 0.25);  // the leg north, then west
  CHECK(m.routes[static_cast<std::size_t>(far_west->fastest)].name == "pivot+move2");
  CHECK(at(m, 2.125, 8.125, 0)->route < 0);  // a pivot turns 90 degrees, not about
  o.actions = 3;
  const auto three = compute_reach(t, o);
  const auto* about = at(three, 2.125, 8.125, 0);
  REQUIRE(about->route >= 0);
  CHECK(about->min_actions == 3);
  CHECK(three.routes[static_cast<std::size_t>(about->fastest)].name == "pivot+pivot+move2");
  o.actions = 2;
  // pivot_turn_degrees = 180 (a rules file) is the reading of a pivot that turns any way: then the
  // 1.84 comes in two actions.
  o.rules.pivot_turn_degrees = 180;
  const double about_west = furthest_west(compute_reach(t, o), 2);
  CHECK(about_west > 8 - (R + 2.55) - (2.55 + R) - 0.25);
  CHECK(about_west < 8 - (R + 2.55) - (2.55 + R) + 0.25);
  o.rules.pivot_turn_degrees = 90;
  const auto* hook = at(m, 8.125, 14.125, 0);
  REQUIRE(hook != nullptr);
  CHECK(hook->min_actions == 2);
  // Without a facing given the start faces any way: no route begins with a pivot (later ones may:
  // a move ends facing along its last leg).
  o.start_facing.reset();
  for (const auto& r : compute_reach(t, o).routes) CHECK(r.name.rfind("pivot", 0) == std::string::npos);
  o.start_facing = 0;
  o.unit.notched_base = false;
  const auto round = compute_reach(t, o);
  CHECK(furthest_west(round, 2) < 1);  // 12.3" west of the start, to the table's edge
  for (const auto& r : round.routes) CHECK(r.name.find("pivot") == std::string::npos);  // a round base never pivots
}
