// The 2025 Core Rulebook's keywords that turn a notched base (Mobile, Reposition, Full Pivot), the
// Silhouette a unit has of its own, and repulsor vehicles over impassable terrain (RULINGS R25, 8, 6
// and 5): each case is worked from the rule text on an empty table, a single wall or an impassable
// strip and fails under the earlier editions or without the keyword.
#include <catch2/catch.hpp>

#include "climbsim/analysis/reach.hpp"
#include "climbsim/rules/legion.hpp"
#include "climbsim/units/roster.hpp"
#include "core2025_fixtures.hpp"
#include "reach_fixtures.hpp"

using namespace climbsim;

TEST_CASE("core-2025: Mobile skips the turn before a move, Reposition pivots with it, Full Pivot turns any way", "[map][rulings][core-2025]") {
  // A 70 mm notched vehicle, speed 2, facing east at (30, 18), one action. Mobile: "it skips step 1
  // of the notched base movement section, rotating the unit leader's base": its first leg runs east,
  // so 3" due north is out of one move (the same base without Mobile turns a quarter and gets there).
  const double sx = 30, sy = 18;
  auto mobile = notched_east(sx, sy, "core-2025", 2, 70, 0);
  mobile.unit.keywords.mobile = true;
  CHECK(fewest_actions(compute_reach(table(), mobile), sx, sy + 3, 0) == -1);
  CHECK(fewest_actions(compute_reach(table(), notched_east(sx, sy, "core-2025", 2, 70, 0)), sx, sy + 3, 0) == 1);
  // Reposition: "it may make a Pivot either before or after making that Standard Move", a Pivot
  // turning "up to 90 degrees": a quarter turn and a pivot face west, so 3" due west is one move;
  // without Reposition that is a half turn, out of one move; under the rule texts (M8) no turn at all.
  auto reposition = notched_east(sx, sy, "core-2025", 2, 70, 0);
  reposition.unit.keywords.reposition = true;
  CHECK(fewest_actions(compute_reach(table(), reposition), sx - 3, sy, 0) == 1);
  CHECK(fewest_actions(compute_reach(table(), notched_east(sx, sy, "core-2025", 2, 70, 0)), sx - 3, sy, 0) == -1);
  auto old = reposition;
  old.rules = legion_edition("rule-texts");
  CHECK(fewest_actions(compute_reach(table(), old), sx - 3, sy, 0) == -1);
  // A speeder skips the turn but may still pivot with Reposition (the Raddaugh Gnasp Fluttercraft):
  // a quarter turn, so 3" due north and nothing due west.
  auto flutter = notched_east(sx, sy, "core-2025", 2, 70, 2);
  flutter.unit.keywords.reposition = true;
  const auto fm = compute_reach(table(), flutter);
  CHECK(fewest_actions(fm, sx, sy + 3, 0) == 1);
  CHECK(fewest_actions(fm, sx - 3, sy, 0) == -1);
  // Full Pivot: a Pivot "up to 360 degrees". A speeder facing east with two actions: a pivot, then a
  // move along the new facing. A quarter-turn pivot leaves due west off every path (its legs end
  // north or south of the start's row); Full Pivot faces it west, so 3" due west is two actions.
  auto spinner = notched_east(sx, sy, "core-2025", 2, 70, 1);
  spinner.actions = 2;
  CHECK(fewest_actions(compute_reach(table(), spinner), sx - 3, sy, 0) == -1);
  spinner.unit.keywords.full_pivot = true;
  const auto spun = compute_reach(table(), spinner);
  CHECK(fewest_actions(spun, sx - 3, sy, 0) == 2);
  CHECK(route(spun, at(spun, sx - 3, sy, 0)).name.rfind("pivot+", 0) == 0);
  // The turns as numbers: 90 (the rotation), 180 with Reposition, 0 for Mobile, 90 for Mobile with
  // Reposition, 180 for Full Pivot with Reposition whatever else; 0 under the earlier editions.
  const auto turn = [](const char* edition, Keywords k) {
    Unit u;
    u.notched_base = true;
    u.keywords = k;
    return notched_turn_before_move(legion_edition(edition), u);
  };
  CHECK(turn("core-2025", {}) == 90);
  CHECK(turn("core-2025", Keywords{.reposition = true}) == 180);
  CHECK(turn("core-2025", Keywords{.mobile = true}) == 0);
  CHECK(turn("core-2025", Keywords{.mobile = true, .reposition = true}) == 90);
  CHECK(turn("core-2025", Keywords{.speeder = 1, .mobile = true, .reposition = true, .full_pivot = true}) == 180);
  CHECK(turn("core-2023", Keywords{.reposition = true, .full_pivot = true}) == 0);
  CHECK(turn("rule-texts", Keywords{.reposition = true}) == 0);
  Unit pivoting;
  pivoting.notched_base = true;
  pivoting.keywords.full_pivot = true;
  CHECK(pivot_turn_for(legion_edition("core-2025"), pivoting) == 180);
  CHECK(pivot_turn_for(legion_edition("rule-texts"), pivoting) == legion_edition("rule-texts").pivot_turn_degrees);
}

TEST_CASE("core-2025: a unit's own Silhouette sets what it walks over", "[map][rulings][core-2025]") {
  // Droidekas' Silhouette is 1.85" (height 0.3083, docs/FACTS.md), taller than a small base's
  // template (1.65", 0.275): a 1.75" (0.2917) wall at x 10-10.4 is walked over by a standard move
  // from (8, 12) under core-2025 with the unit's own Silhouette, and not with the template.
  const auto t = table({piece(PieceKind::wall, 10, 2, 0.4, 20, 0.2917)});
  auto droidekas = troopers_at(8, 12, 1, "core-2025");
  droidekas.unit.minis = 1;
  droidekas.unit.silhouette = 1.85 / 6;
  const auto own = compute_reach(t, droidekas);
  CHECK(fewest_actions(own, 11.625, 12.125, 0) == 1);
  CHECK(route(own, at(own, 11.625, 12.125, 0)).name == "move2");
  auto templated = droidekas;
  templated.unit.silhouette = 0;
  const auto by_template = compute_reach(t, templated);
  CHECK((fewest_actions(by_template, 11.625, 12.125, 0) == -1 || route(by_template, at(by_template, 11.625, 12.125, 0)).name != "move2"));
  // The earlier editions read the mini's height, whatever the Silhouette.
  CHECK(walk_height(legion_edition("core-2023"), droidekas.unit) == droidekas.unit.mini_height);
  CHECK(walk_height(legion_edition("core-2025"), droidekas.unit) == Approx(1.85 / 6));
}

TEST_CASE("core-2025: a repulsor vehicle's move passes over impassable terrain, and ends on none", "[map][rulings][core-2025]") {
  // "Repulsor Vehicles may Move onto or through impassable terrain and may place the Movement Tool
  // overlapping impassable terrain when doing so" (RULINGS R25 reads the move through, not the end
  // on it). An impassable strip at x 20-22; a T-47's speed and keyword on a 70 mm notched base (speed 3,
  // Speeder 2) facing east at (16, 13): its front notch at 17.38, the speed-3 tool carries the
  // centre past 24, beyond the strip's far side plus a radius (23.38).
  const auto t = table({piece(PieceKind::impassable, 20, 3, 2, 20, 0.0)});
  const auto now = compute_reach(t, notched_east(16, 13, "core-2025", 3, 70, 2));
  CHECK(fewest_actions(now, 24.125, 13.125, 0) == 1);
  CHECK(route(now, at(now, 24.125, 13.125, 0)).name == "move3");
  for (double x = 20.125; x < 22; x += 0.25) CHECK(fewest_actions(now, x, 13.125, 0) == -1);  // never on it
  CHECK(fewest_actions(compute_reach(t, notched_east(16, 13, "core-2023", 3, 70, 2)), 24.125, 13.125, 0) == -1);
  // A hovering trooper (Hover: Air 1, an Imperial Probe Droid's) is no repulsor vehicle: stopped.
  auto probe = troopers_at(16, 13, 1, "core-2025");
  probe.unit.minis = 1;
  probe.unit.keywords.hover = 1;
  CHECK_FALSE(repulsor_vehicle(probe.unit));
  const auto stopped = compute_reach(t, probe);
  for (double x = 22.125; x < 26; x += 0.25) CHECK(fewest_actions(stopped, x, 13.125, 0) == -1);
}

TEST_CASE("the built-in roster carries the Silhouettes and turning keywords of the cards", "[roster][core-2025]") {
  // Figures read off the sources by hand: the Tabletop Simulator mod's silhouette heights (74-Z
  // Speeder Bikes 1.561", the AT-RT 2.576", Droidekas 1.85") and Legion HQ's keywords (the wheel
  // bikes Mobile, the Mark II Medium Blaster Trooper Reposition and Full Pivot).
  const auto& roster = builtin_roster();
  CHECK(find_unit(roster, "74-z-speeder-bikes").silhouette == Approx(1.561 / 6).margin(1e-4));
  CHECK(find_unit(roster, "at-rt").silhouette == Approx(2.576 / 6).margin(1e-4));
  CHECK(find_unit(roster, "droidekas").silhouette == Approx(1.85 / 6).margin(1e-4));
  CHECK(find_unit(roster, "stormtroopers").silhouette == 0);  // a small base's template
  CHECK(find_unit(roster, "tsmeu-6-wheel-bikes").keywords.mobile);
  const Unit& mark2 = find_unit(roster, "mark-ii-medium-blaster-trooper");
  CHECK((mark2.keywords.reposition && mark2.keywords.full_pivot));
  CHECK_FALSE(find_unit(roster, "stormtroopers").keywords.reposition);
}
