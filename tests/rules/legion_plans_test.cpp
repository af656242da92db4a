#include "climbsim/rules/legion_plans.hpp"

#include <catch2/catch.hpp>
#include <algorithm>
#include <set>

using namespace climbsim;

namespace {
std::set<std::string> names(const Unit& u, const char* face, double h, Direction d = Direction::up) {
  std::set<std::string> out;
  for (const auto& p : enumerate_plans(LegionRules{}, u, parse_face(face), h, d)) out.insert(p.name());
  return out;
}
using S = std::set<std::string>;
}  // namespace

TEST_CASE("plans for each face of a plain trooper unit", "[rules][plans]") {
  const Unit u;
  CHECK(names(u, "sheer", 1) == S{"climb", "clamber1"});
  CHECK(names(u, "sheer", 2) == S{"clamber2"});
  CHECK(names(u, "sheer", 1.5) == S{"clamber2"});
  CHECK(names(u, "sheer", 3).empty());  // no plan at all: the table must say so
  CHECK(names(u, "ledges", 2) == S{"climb+climb", "climb+clamber1", "clamber1+climb", "clamber1+clamber1", "clamber2"});
  CHECK(names(u, "ledges", 3).size() == 12);
  CHECK(names(u, "ladder", 2) == S{"clamber2"});
  CHECK(names(u, "wall", 1) == S{"clamber-over"});
  CHECK(names(u, "wall", 1.5).empty());
  // Going down a face of 2.5 with ledges: the surfaces are 0.5, 1.5 and 2.5 below the top.
  CHECK(surfaces(parse_face("ledges"), 2.5, Direction::down) == std::vector<double>{0, 0.5, 1.5, 2.5});
  CHECK(names(u, "ledges", 2.5, Direction::down).count("clamber1+clamber1+clamber1") == 1);
  CHECK(names(u, "ledges", 2.5, Direction::down).count("clamber2+clamber1") == 1);  // 1.5 then 1
}

TEST_CASE("plan costs: actions - dice - and activations that never split a 2-action step (R9)", "[rules][plans]") {
  const Unit u;
  const auto plans = enumerate_plans(LegionRules{}, u, parse_face("ledges"), 3, Direction::up);
  const auto plan = [&](const std::string& name) {
    const auto it = std::find_if(plans.begin(), plans.end(), [&](const Plan& p) { return p.name() == name; });
    REQUIRE(it != plans.end());  // the plan must be there to be checked
    return *it;
  };
  const Plan split = plan("clamber1+climb+clamber1");
  CHECK(split.actions() == 4);
  CHECK(split.activations(2) == 3);  // 1 | 2 | 1: the climb cannot start in the first activation's last action
  CHECK(split.dice_per_step() == std::vector<int>{1, 0, 1});
  const Plan whole = plan("clamber1+clamber1+climb");
  CHECK(whole.actions() == 4);
  CHECK(whole.activations(2) == 2);
  Unit ladder_user;
  const auto ladder = enumerate_plans(LegionRules{}, ladder_user, parse_face("ladder"), 1, Direction::up);
  REQUIRE_FALSE(ladder.empty());
  for (const auto& p : ladder) CHECK(p.dice_per_step() == std::vector<int>{0});
}

TEST_CASE("keywords: Expert Climber - Jump - Scale - vehicles", "[rules][plans]") {
  Unit expert;
  expert.keywords.expert_climber = true;
  const auto expert_plans = enumerate_plans(LegionRules{}, expert, parse_face("ledges"), 2, Direction::up);
  REQUIRE(expert_plans.size() >= 2);
  for (const auto& p : expert_plans)
    for (int d : p.dice_per_step()) CHECK(d == 0);
  // R8, the rules reference's Jump entry: "height is measured from the unit's starting position"
  // (a jump goes up a rise of X or lower, wherever it starts) and the unit "may end its move at
  // any height lower than where it started" (down any rise). A rise above 1 names its height.
  Unit jumper;
  jumper.keywords.jump = 2;
  CHECK(names(jumper, "sheer", 2) == S{"clamber2", "jump2"});
  CHECK(names(jumper, "sheer", 3).empty());  // up 3 is more than X = 2
  CHECK(names(jumper, "sheer", 3, Direction::down) == S{"jump3"});  // down any height
  CHECK(names(jumper, "wall", 1.5) == S{"jump2"});
  // R19: a wall has no top to start from, so "down" a wall is the same crossing as up: X bounds it.
  CHECK(names(jumper, "wall", 3, Direction::down).empty());
  CHECK(names(jumper, "wall", 1.5, Direction::down) == S{"jump2"});
  Unit jump1;
  jump1.keywords.jump = 1;
  // Up a ledged height-3 building each ledge is a rise of 1 from where the jump starts. By hand:
  // surfaces 0,1,2,3; a rise of 1 has climb, clamber1 or jump (3 ways), a rise of 2 clamber2 only:
  // 3*3*3 + 3*1 + 1*3 = 33 plans (a plain unit: 2*2*2 + 2 + 2 = 12).
  CHECK(names(Unit{}, "ledges", 3).size() == 12);
  CHECK(names(jump1, "ledges", 3).size() == 33);
  CHECK(names(jump1, "ledges", 3).count("jump+jump+jump") == 1);
  CHECK(names(jump1, "ledges", 2, Direction::down).count("jump2") == 1);  // down 2 in one jump
  CHECK(names(jump1, "sheer", 3, Direction::down) == S{"jump3"});         // a plain unit has none
  CHECK(names(Unit{}, "sheer", 3, Direction::down).empty());
  CHECK_THAT(why_no_plan(LegionRules{}, jump1, parse_face("sheer"), 3), Catch::Contains("Jump 1 a rise of 1 or lower"));
  CHECK_THAT(why_no_plan(LegionRules{}, Unit{}, parse_face("sheer"), 3, Direction::down), Catch::Contains("comes down height 3"));
  CHECK(names(jumper, "ledges", 2).count("jump2") == 1);
  CHECK(names(jumper, "ledges", 2).count("jump+jump") == 1);
  CHECK(names(jump1, "ledges", 1) == S{"climb", "clamber1", "jump"});
  const auto jumps = enumerate_plans(LegionRules{}, jump1, parse_face("ledges"), 2, Direction::up);
  bool jump_jump = false;
  for (const auto& p : jumps)
    if (p.name() == "jump+jump") {
      jump_jump = true;
      CHECK(p.actions() == 2);
      CHECK(p.dice_per_step() == std::vector<int>{0, 0});
      // Jump X is a card action, once an activation (R20): two jumps take two activations.
      CHECK(p.activations(2) == 2);
    }
  CHECK(jump_jump);
  Unit vehicle;
  vehicle.kind = UnitKind::vehicle;
  CHECK(names(vehicle, "ledges", 1).empty());
  // Scale: a free clamber beside each paid move, never two for one move, never alone (R10).
  Unit scaler;
  scaler.keywords.scale = true;
  const auto two = names(scaler, "ledges", 2);
  CHECK(two.count("clamber1+scale") == 1);
  CHECK(two.count("scale+clamber1") == 1);
  CHECK(two.count("scale+scale") == 0);
  CHECK(names(scaler, "sheer", 1).count("scale") == 0);
  const auto three = names(scaler, "ledges", 3);
  CHECK(three.count("scale+clamber1+scale") == 0);  // one move, one free clamber
  CHECK(three.count("clamber1+scale+scale") == 0);
  CHECK(three.count("clamber1+scale+clamber1") == 1);
  int fewest = 99;
  for (const auto& p : enumerate_plans(LegionRules{}, scaler, parse_face("ledges"), 3, Direction::up))
    fewest = std::min(fewest, p.actions());
  CHECK(fewest == 2);
  // The rules reference: Scale "in combination with a clamber action to move up or down a distance
  // up to height 2", and "a clamber counts as a move action for triggering Scale". Up (or down) a
  // sheer height 2: the 1-action clamber and the free one, 1 action, no dice, beside clamber2.
  for (const auto d : {Direction::up, Direction::down}) {
    const auto sheer2 = enumerate_plans(LegionRules{}, scaler, parse_face("sheer"), 2, d);
    S got;
    for (const auto& p : sheer2) {
      got.insert(p.name());
      if (p.name() == "clamber-scale") {
        CHECK(p.actions() == 1);
        CHECK(p.dice_per_step() == std::vector<int>{0});
      }
    }
    CHECK(got == S{"clamber2", "clamber-scale"});
  }
  CHECK(names(scaler, "sheer", 2.5).empty());  // past height 2 even with Scale
  // The combined step has spent its move's free clamber: no second one beside it.
  CHECK(three.count("clamber-scale+clamber1") == 1);
  CHECK(three.count("clamber1+clamber-scale") == 1);
  CHECK(three.count("clamber-scale+scale") == 0);
  CHECK(three.count("scale+clamber-scale") == 0);
}

TEST_CASE("faces and directions parse - too many plans is an error", "[rules][plans]") {
  CHECK(parse_face("ledges+ladder").ladder);
  CHECK(parse_face("ledges+ladder").ledges);
  CHECK_THROWS_AS(parse_face("cliff"), std::invalid_argument);
  CHECK_THROWS_AS(parse_direction("sideways"), std::invalid_argument);
  CHECK_THROWS_AS(enumerate_plans(LegionRules{}, Unit{}, parse_face("ledges"), 8, Direction::up, 100), std::length_error);
  CHECK(enumerate_plans(LegionRules{}, Unit{}, parse_face("ledges"), 0, Direction::up).empty());  // height 0: no climb
  CHECK_THROWS_AS(enumerate_plans(LegionRules{}, Unit{}, parse_face("ledges"), -1, Direction::up), std::invalid_argument);
}

TEST_CASE("a face no taller than the mini is a standard move - Speeder X moves over and ends on height X - a stile", "[rules][plans]") {
  Unit trooper;  // mini height 0.2
  CHECK(names(trooper, "sheer", 0.2) == S{"move"});
  CHECK(names(trooper, "wall", 0.15) == S{"move"});
  CHECK(names(trooper, "sheer", 0.3).count("move") == 0);
  Unit bikes;
  bikes.kind = UnitKind::vehicle;
  bikes.keywords.speeder = 1;
  CHECK(names(bikes, "sheer", 1) == S{"speeder"});
  CHECK(names(bikes, "sheer", 2).empty());  // a vehicle cannot climb, and Speeder 1 stops at a rise of 1
  CHECK_THAT(why_no_plan(LegionRules{}, bikes, parse_face("sheer"), 2), Catch::Contains("Speeder or Hover 1 a rise of 1 or lower"));
  // R12: measured from the terrain the mini is on, each ledge is a rise of 1; down, any height (the
  // ground is lower than where the move starts); a wall has no top to start from (R19).
  CHECK(names(bikes, "ledges", 2) == S{"speeder+speeder"});
  CHECK(names(bikes, "sheer", 3, Direction::down) == S{"speeder3"});
  CHECK(names(bikes, "wall", 1.5, Direction::down).empty());
  // speeder_height = whole-piece: the piece's whole height against X, so no ledge of a taller piece.
  LegionRules whole;
  whole.speeder_from_start = false;
  const auto whole_names = [&](const char* face, double h, Direction d) {
    S out;
    for (const auto& p : enumerate_plans(whole, bikes, parse_face(face), h, d)) out.insert(p.name());
    return out;
  };
  CHECK(whole_names("ledges", 2, Direction::up).empty());
  CHECK(whole_names("sheer", 3, Direction::down).empty());
  CHECK(whole_names("sheer", 1, Direction::up) == S{"speeder"});
  CHECK_THAT(why_no_plan(whole, bikes, parse_face("sheer"), 2), Catch::Contains("only terrain of height 1 or lower"));
  Unit plain_vehicle;
  plain_vehicle.kind = UnitKind::vehicle;
  CHECK(why_no_plan(LegionRules{}, plain_vehicle, parse_face("sheer"), 1) == "vehicles cannot climb or clamber without Climbing Vehicle");
  CHECK_THAT(why_no_plan(LegionRules{}, trooper, parse_face("sheer"), 3), Catch::Contains("no step reaches height 3"));
  CHECK(enumerate_plans(LegionRules{}, trooper, parse_face("sheer"), 0, Direction::up).empty());
  CHECK(why_no_plan(LegionRules{}, trooper, parse_face("sheer"), 0) == "height 0 is not a climb: the unit is already there");
  // A wall with a stile: clambering over it rolls no dice.
  const auto stile = enumerate_plans(LegionRules{}, trooper, parse_face("wall+ladder"), 1, Direction::up);
  REQUIRE(stile.size() == 1);
  CHECK(stile[0].name() == "clamber-over");
  CHECK(stile[0].dice_per_step() == std::vector<int>{0});
  CHECK(parse_face("wall+ladder").name() == "wall+ladder");
}

TEST_CASE("plan names are unique per route: every face, height, direction, keyword and edition", "[rules][plans]") {
  // A route is its sequence of surfaces; two plans of one face, height and direction with the same
  // name would be two routes a reader cannot tell apart (the climbs 0-1-3 and 0-2-3 were both
  // climb+climb). Checked over every case, not a chosen few.
  std::vector<Unit> units(7);
  units[1].keywords.expert_climber = true;
  units[2].keywords.scale = true;
  units[3].keywords.jump = 1;
  units[4].keywords.jump = 2;
  units[5].keywords.jump = 1, units[5].keywords.scale = true;
  units[6].kind = UnitKind::vehicle, units[6].keywords.speeder = 2;
  int checked = 0;
  for (const char* edition : {"rule-texts", "core-2023"})
    for (const auto& u : units)
      for (const char* face : {"sheer", "ledges", "ladder", "ledges+ladder", "wall", "wall+ladder"})
        for (double h = 0.5; h <= 4.0; h += 0.5)
          for (const auto d : {Direction::up, Direction::down}) {
            const auto plans = enumerate_plans(legion_edition(edition), u, parse_face(face), h, d);
            std::set<std::string> seen;
            for (const auto& p : plans) {
              INFO(edition << " " << face << " " << h << " " << p.name());
              CHECK(seen.insert(p.name()).second);
            }
            ++checked;
          }
  CHECK(checked == 2 * 7 * 6 * 8 * 2);
}

TEST_CASE("Jump X is a card action: never twice in one activation (R20)", "[rules][plans]") {
  // "a unit cannot perform the same card action more than once during its activation". Worked by
  // hand for activations of 2 actions: a jump opens a new activation when this one has jumped.
  const auto plan = [](std::vector<std::pair<StepKind, int>> steps) {
    Plan p;
    for (const auto& [k, a] : steps) p.steps.push_back({k, 1.0, a, 0});
    return p;
  };
  using K = StepKind;
  CHECK(plan({{K::jump, 1}, {K::jump, 1}}).activations(2) == 2);                             // jump | jump
  CHECK(plan({{K::jump, 1}, {K::clamber1, 1}}).activations(2) == 1);                         // jump clamber1
  CHECK(plan({{K::jump, 1}, {K::move, 1}, {K::jump, 1}}).activations(2) == 2);               // jump move | jump
  CHECK(plan({{K::jump, 1}, {K::jump, 1}, {K::jump, 1}}).activations(2) == 3);               // jump | jump | jump
  CHECK(plan({{K::jump, 1}, {K::jump, 1}, {K::jump, 1}}).activations(3) == 3);               // three of 3 actions: still 3
  CHECK(plan({{K::clamber1, 1}, {K::jump, 1}, {K::jump, 1}, {K::climb, 2}}).activations(2) == 3);  // clamber1 jump | jump | climb
  CHECK(plan({{K::jump, 1}, {K::scale, 0}, {K::jump, 1}}).activations(2) == 2);              // a free clamber between changes nothing
}

TEST_CASE("a unit's wound ladder keeps its noncombatants last under the edition's wound order", "[rules][units]") {
  // Leader, one trooper, a medical droid, 2 wounds each (tests/units/wound_assignment_test.cpp works
  // the ladders by hand): under spread the droid changes when the trooper falls; under the rule
  // texts' wounded-first it changes nothing.
  Unit u;
  u.minis = 3;
  u.wounds_per_mini = 2;
  u.noncombatants = 1;
  LegionRules spread;
  spread.wound_order = WoundOrder::spread;
  CHECK(unit_ladder(spread, u).falls_at() == std::vector<int>{2, 4, 6});
  CHECK(unit_ladder(LegionRules{}, u).falls_at() == std::vector<int>{2, 4, 6});
  u.noncombatants = 0;
  CHECK(unit_ladder(spread, u).falls_at() == std::vector<int>{3, 4, 6});
}
