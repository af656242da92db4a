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
