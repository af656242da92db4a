#include "climbsim/units/wound_assignment.hpp"

#include <catch2/catch.hpp>

using namespace climbsim;

TEST_CASE("wounds go to non-leader minis first - to a wounded mini first", "[units]") {
  auto unit = fresh_unit(3, 3);
  CHECK(assign_wounds(unit, 1) == 1);
  // One non-leader took it; the leader (index 0) did not.
  CHECK(unit.wounds[0] == 0);
  CHECK(unit.wounds[1] + unit.wounds[2] == 1);
  assign_wounds(unit, 1);
  // The second wound goes to the same, already wounded mini.
  CHECK((unit.wounds[1] == 2 || unit.wounds[2] == 2));
  assign_wounds(unit, 1);
  CHECK(unit.minis_lost == 1);
  CHECK(unit.wounds.size() == 2);
  CHECK(unit.wounds[static_cast<std::size_t>(unit.leader)] == 0);
  assign_wounds(unit, 3);
  CHECK(unit.minis_lost == 2);
  CHECK(unit.wounds.size() == 1);  // the leader is the last one standing
}

TEST_CASE("wounds beyond what the unit has are not suffered", "[units]") {
  auto unit = fresh_unit(2, 2);
  CHECK(assign_wounds(unit, 7) == 4);
  CHECK(unit.minis_lost == 2);
  CHECK(unit.wounds.empty());
}

TEST_CASE("the ladders the engines read equal each order played out mini by mini", "[units]") {
  for (const WoundOrder order : {WoundOrder::wounded_first, WoundOrder::spread})
    for (int m = 1; m <= 8; ++m)
      for (int w = 1; w <= 4; ++w) {
        const WoundLadder ladder = wound_ladder(m, w, order);
        REQUIRE(ladder.cap() == m * w);
        for (int s = 0; s <= m * w; ++s) {
          auto unit = fresh_unit(m, w);
          // One at a time and all at once must agree too.
          for (int i = 0; i < s; ++i) assign_wounds(unit, 1, order);
          INFO(to_string(order) << ": minis " << m << " wounds/mini " << w << " taken " << s);
          CHECK(unit.minis_lost == ladder.lost(s));
          if (order == WoundOrder::wounded_first) CHECK(unit.minis_lost == s / w);  // the closed form floor(s / w)
          auto batch = fresh_unit(m, w);
          assign_wounds(batch, s, order);
          CHECK(batch.minis_lost == unit.minis_lost);
        }
      }
}

TEST_CASE("spread keeps every mini standing until each non-leader has all but one wound", "[units]") {
  // 4 minis of 3 wounds, worked by hand: the 3 non-leaders take 2 each (6 wounds) and stand; the
  // 7th, 8th and 9th wounds fell them one by one; the leader falls at 12.
  CHECK(wound_ladder(4, 3, WoundOrder::spread).falls_at() == std::vector<int>{7, 8, 9, 12});
  CHECK(wound_ladder(4, 3, WoundOrder::wounded_first).falls_at() == std::vector<int>{3, 6, 9, 12});
  auto unit = fresh_unit(4, 3);
  assign_wounds(unit, 6, WoundOrder::spread);
  CHECK(unit.minis_lost == 0);
  CHECK(unit.wounds == std::vector<int>{0, 2, 2, 2});
  CHECK(parse_wound_order("spread") == WoundOrder::spread);
  CHECK_THROWS_AS(parse_wound_order("random"), std::invalid_argument);
  CHECK_THROWS_AS(WoundLadder({2, 2}), std::invalid_argument);
  CHECK_THROWS_AS(WoundLadder({}), std::invalid_argument);
}

TEST_CASE("Noncombatant: its mini is wounded after every other non-leader, before the leader", "[units]") {
  // "any wounds must be assigned to non-unit leader miniatures without the Noncombatant keyword, if
  // able". Leader, one trooper and a medical droid, 2 wounds each, worked by hand. Wounded-first:
  // the trooper falls at 2, the droid at 4, the leader at 6, as with no droid (every mini has 2
  // wounds, so which one falls does not change when). Spread: without the droid the two non-leaders
  // share (1, 1) and fall at 3 and 4; with it the trooper alone takes them and falls at 2.
  CHECK(wound_ladder(3, 2, WoundOrder::wounded_first, 1).falls_at() == std::vector<int>{2, 4, 6});
  CHECK(wound_ladder(3, 2, WoundOrder::spread, 0).falls_at() == std::vector<int>{3, 4, 6});
  CHECK(wound_ladder(3, 2, WoundOrder::spread, 1).falls_at() == std::vector<int>{2, 4, 6});
  auto unit = fresh_unit(3, 2, 1);
  assign_wounds(unit, 3, WoundOrder::spread);
  CHECK(unit.minis_lost == 1);
  CHECK(unit.wounds == std::vector<int>{0, 1});  // the leader untouched, the droid wounded once
  CHECK(unit.noncombatant == std::vector<bool>{false, true});
  // Four minis of 3 wounds, two of them droids, spread: the one trooper falls at 3, the droids at 6
  // and 9, the leader at 12.
  CHECK(wound_ladder(4, 3, WoundOrder::spread, 2).falls_at() == std::vector<int>{3, 6, 9, 12});
  CHECK_THROWS_AS(wound_ladder(2, 1, WoundOrder::spread, 2), std::invalid_argument);  // the leader is never one
  CHECK_THROWS_AS(fresh_unit(2, 1, 2), std::invalid_argument);
}

TEST_CASE("with noncombatants the ladders equal each order played out mini by mini", "[units]") {
  for (const WoundOrder order : {WoundOrder::wounded_first, WoundOrder::spread})
    for (int m = 2; m <= 7; ++m)
      for (int n = 1; n <= m - 1; ++n)
        for (int w = 1; w <= 4; ++w) {
          const WoundLadder ladder = wound_ladder(m, w, order, n);
          for (int s = 0; s <= m * w; ++s) {
            auto unit = fresh_unit(m, w, n);
            for (int i = 0; i < s; ++i) assign_wounds(unit, 1, order);
            INFO(to_string(order) << ": minis " << m << " noncombatants " << n << " wounds/mini " << w << " taken " << s);
            CHECK(unit.minis_lost == ladder.lost(s));
            // No noncombatant falls while another non-leader stands, and the leader falls last.
            int others = 0, droids = 0;
            for (std::size_t i = 0; i < unit.wounds.size(); ++i)
              if (static_cast<int>(i) != unit.leader) (unit.noncombatant[i] ? droids : others) += 1;
            if (droids < n) CHECK(others == 0);
          }
        }
}
