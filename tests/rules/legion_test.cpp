#include "climbsim/rules/legion.hpp"

#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "climbsim/rules/legion_plans.hpp"

using namespace climbsim;

namespace {
MoveCost cost(Method m, double h, const Unit& u = Unit{}, bool ladder = false) {
  return resolve(LegionRules{}, u, VerticalMove{m, h, ladder});
}
}  // namespace

TEST_CASE("climb: 2 actions - at most height 1 - no dice", "[rules]") {
  for (double h : {0.5, 1.0}) {
    const auto c = cost(Method::climb, h);
    CHECK(c.legal);
    CHECK(c.actions == 2);
    CHECK(c.dice_per_mini == 0);
  }
  CHECK_FALSE(cost(Method::climb, 1.5).legal);
  CHECK_FALSE(cost(Method::climb, 1.0001).legal);
}

TEST_CASE("clamber: 1 action and 1 die up to height 1 - 2 actions and 2 dice up to height 2", "[rules]") {
  const auto low = cost(Method::clamber, 1.0);
  CHECK((low.legal && low.actions == 1 && low.dice_per_mini == 1));
  const auto half = cost(Method::clamber, 0.5);
  CHECK((half.legal && half.actions == 1 && half.dice_per_mini == 1));
  const auto high = cost(Method::clamber, 1.5);
  CHECK((high.legal && high.actions == 2 && high.dice_per_mini == 2));
  const auto two = cost(Method::clamber, 2.0);
  CHECK((two.legal && two.actions == 2 && two.dice_per_mini == 2));
  CHECK_FALSE(cost(Method::clamber, 2.5).legal);
}

TEST_CASE("clamber over a wall: 2 actions - 2 dice - height 1 or lower", "[rules]") {
  const auto c = cost(Method::clamber_over, 1.0);
  CHECK((c.legal && c.actions == 2 && c.dice_per_mini == 2));
  CHECK_FALSE(cost(Method::clamber_over, 2.0).legal);
  CHECK_FALSE(cost(Method::clamber_over, 1.5).legal);
}

TEST_CASE("Expert Climber - Scale and ladders roll no dice but cost the same actions", "[rules]") {
  Unit expert;
  expert.keywords.expert_climber = true;
  Unit scale;
  scale.keywords.scale = true;
  for (Method m : {Method::clamber, Method::clamber_over}) {
    for (double h : {0.5, 1.0}) {
      const auto plain = cost(m, h);
      for (const auto& c : {cost(m, h, expert), cost(m, h, scale), cost(m, h, Unit{}, true)}) {
        CHECK(c.legal);
        CHECK(c.dice_per_mini == 0);
        CHECK(c.actions == plain.actions);
      }
    }
  }
  CHECK(cost(Method::clamber, 2.0, expert).dice_per_mini == 0);
  CHECK_FALSE(cost(Method::clamber, 2.5, expert).legal);  // the keyword does not lift the height limit
}

TEST_CASE("vehicles cannot climb or clamber unless they have Climbing Vehicle", "[rules]") {
  Unit vehicle;
  vehicle.kind = UnitKind::vehicle;
  for (Method m : {Method::climb, Method::clamber, Method::clamber_over}) {
    CHECK_FALSE(cost(m, 1.0, vehicle).legal);
    CHECK_FALSE(cost(m, 1.0, vehicle).reason.empty());
  }
  vehicle.keywords.climbing_vehicle = true;
  const auto c = cost(Method::clamber, 1.0, vehicle);
  CHECK((c.legal && c.actions == 1 && c.dice_per_mini == 1));  // treated as a trooper
}

TEST_CASE("terrain no taller than the leader's mini needs no climb (RULINGS R2)", "[rules]") {
  Unit u;
  u.mini_height = 0.2;
  CHECK_FALSE(cost(Method::clamber, 0.2, u).climb_needed);
  CHECK_FALSE(cost(Method::climb, 0.1, u).climb_needed);
  CHECK(cost(Method::clamber, 0.25, u).climb_needed);
  // Still a legal choice with its usual cost: the rule says the unit "does not have to".
  CHECK(cost(Method::clamber, 0.2, u).legal);
  CHECK(cost(Method::clamber, 0.2, u).dice_per_mini == 1);
}

TEST_CASE("methods parse from their CLI names", "[rules]") {
  for (Method m : {Method::climb, Method::clamber, Method::clamber_over}) CHECK(parse_method(to_string(m)) == m);
  CHECK_THROWS_AS(parse_method("jump"), std::invalid_argument);
}

TEST_CASE("rule numbers are data: a variant changes the answer", "[rules]") {
  LegionRules variant;
  variant.clamber1_dice = 2;
  variant.climb_max_height = 2.0;
  CHECK(resolve(variant, Unit{}, {Method::clamber, 1.0, false}).dice_per_mini == 2);
  CHECK(resolve(variant, Unit{}, {Method::climb, 2.0, false}).legal);
}

TEST_CASE("the 2023 Core Rulebook: a climb is one action, height 1 (2 with Expert Climber or Scale), no dice, no clamber", "[rules][edition]") {
  const LegionRules e = legion_edition("core-2023");
  CHECK(e.edition == "core-2023");
  // "A climb is a move with the speed-1 tool": small bases placed centred over the tool.
  CHECK(e.tool_placement == ToolPlacement::centred);
  CHECK(LegionRules{}.tool_placement == ToolPlacement::slide);
  // The retired names are refused, and the message names the new one.
  for (const char* old : {"2024", "edition-2024"}) {
    try {
      (void)legion_edition(old);
      FAIL("accepted " << old);
    } catch (const std::invalid_argument& err) {
      CHECK(std::string(err.what()).find("core-2023") != std::string::npos);
    }
  }
  Unit trooper;
  const auto climb1 = resolve(e, trooper, {Method::climb, 1.0, false});
  CHECK(climb1.legal);
  CHECK(climb1.actions == 1);
  CHECK(climb1.dice_per_mini == 0);
  CHECK_FALSE(resolve(e, trooper, {Method::climb, 1.5, false}).legal);
  Unit expert = trooper;
  expert.keywords.expert_climber = true;
  CHECK(resolve(e, expert, {Method::climb, 2.0, false}).legal);
  CHECK_FALSE(resolve(e, expert, {Method::climb, 2.5, false}).legal);
  Unit scaler = trooper;
  scaler.keywords.scale = true;
  CHECK(resolve(e, scaler, {Method::climb, 2.0, false}).actions == 1);
  CHECK(resolve(e, trooper, {Method::clamber, 1.0, false}).reason == "the 2023 Core Rulebook has no clamber");
  Unit atrt;  // a Climbing Vehicle on a notched base
  atrt.kind = UnitKind::vehicle;
  atrt.notched_base = true;
  atrt.keywords.climbing_vehicle = true;
  CHECK(resolve(LegionRules{}, atrt, {Method::climb, 1.0, false}).legal);  // the rule texts' edition: it may
  CHECK(resolve(e, atrt, {Method::climb, 1.0, false}).reason == "notched bases cannot climb in the 2023 Core Rulebook");
  // The same plans under both editions, worked by hand: ledges of height 3.
  const auto names = [&](const LegionRules& r, const Unit& u, const char* face, double h) {
    std::set<std::string> out;
    for (const auto& p : enumerate_plans(r, u, parse_face(face), h, Direction::up)) out.insert(p.name());
    return out;
  };
  CHECK(names(e, trooper, "ledges", 3) == std::set<std::string>{"climb+climb+climb"});
  const auto three = enumerate_plans(e, trooper, parse_face("ledges"), 3, Direction::up);
  REQUIRE(three.size() == 1);
  CHECK(three[0].actions() == 3);  // 1 + 1 + 1
  CHECK(three[0].activations(2) == 2);
  CHECK(names(e, trooper, "sheer", 2).empty());  // a climb reaches 1, and there is no clamber
  CHECK(names(e, expert, "sheer", 2) == std::set<std::string>{"climb2"});  // one climb of height 2
  CHECK(names(LegionRules{}, trooper, "sheer", 2) == std::set<std::string>{"clamber2"});
  // Plan names are unique per route: up ledges of height 3 with Expert Climber the climbs 0-1-3
  // and 0-2-3 differ by which step covers 2 (a climb of more than 1 is named climb2), and 0-3 is
  // out of a climb's reach (2). Worked by hand: {1+1+1, 1+2, 2+1}.
  const auto routes = enumerate_plans(e, expert, parse_face("ledges"), 3, Direction::up);
  std::set<std::string> unique;
  for (const auto& p : routes) unique.insert(p.name());
  CHECK(unique.size() == routes.size());
  CHECK(unique == std::set<std::string>{"climb+climb+climb", "climb+climb2", "climb2+climb"});
  CHECK_THROWS_AS(legion_edition("1st"), std::invalid_argument);
}
