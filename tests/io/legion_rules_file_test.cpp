// A rules variant file overrides exactly the numbers it names, and says where it is wrong.
#include "climbsim/io/legion_rules_file.hpp"

#include <catch2/catch.hpp>

#include "climbsim/rules/legion_plans.hpp"

using namespace climbsim;

TEST_CASE("a rules file overrides the numbers it names and nothing else - the edition column names it", "[rules][variant]") {
  const LegionRules base;
  const LegionRules v = apply_rules_file(base, "name = three-dice\nclamber2_dice = 3\n", "v.ini");
  CHECK(v.edition == "rule-texts+three-dice");
  CHECK(v.clamber2_dice == 3);
  LegionRules expected = base;  // every other field as it was
  expected.clamber2_dice = 3;
  CHECK(v.clamber1_dice == expected.clamber1_dice);
  CHECK(v.climb_actions == expected.climb_actions);
  CHECK(v.over_dice == expected.over_dice);
  CHECK(v.actions_per_activation == 2);
  Unit trooper;
  CHECK(resolve(v, trooper, {Method::clamber, 2.0, false}).dice_per_mini == 3);
  CHECK(resolve(v, trooper, {Method::clamber, 1.0, false}).dice_per_mini == 1);  // the height-1 clamber is untouched
  const LegionRules e2024 = apply_rules_file(legion_edition("core-2023"), "climb_max_height = 1.5\n", "v.ini");
  CHECK(e2024.edition == "core-2023+variant");
  CHECK(resolve(e2024, trooper, {Method::climb, 1.5, false}).legal);
  const LegionRules tools = apply_rules_file(base, "tool_lengths = 3, 6, 9\npivot_limit_degrees = 45\nclamber = false\n", "v.ini");
  CHECK(tools.tool_lengths[1] == 6.0);
  CHECK(tools.pivot_limit_degrees == 45.0);
  CHECK_FALSE(tools.clamber);
}

TEST_CASE("actions per activation from a rules file change the activations a plan spans (worked by hand)", "[rules][variant]") {
  Unit trooper;
  const LegionRules three = apply_rules_file(LegionRules{}, "actions_per_activation = 3\n", "v.ini");
  const auto plans = enumerate_plans(three, trooper, parse_face("ledges"), 3.0, Direction::up);
  bool seen = false;
  for (const auto& p : plans)
    if (p.name() == "clamber1+clamber1+clamber1") {
      seen = true;
      CHECK(p.activations(2) == 2);                                 // 2 | 1
      CHECK(p.activations(three.actions_per_activation) == 1);      // 3 actions in one activation
    } else if (p.name() == "climb+climb+climb") {
      CHECK(p.activations(three.actions_per_activation) == 3);      // 2 | 2 | 2: a climb is never split
    }
  CHECK(seen);
}

TEST_CASE("rules file errors name file - line and column", "[rules][variant]") {
  const LegionRules base;
  CHECK_THROWS_WITH(apply_rules_file(base, "# c\nclimb_dice = 2\n", "v.ini"),
                    Catch::StartsWith("v.ini:2:1: unknown rule 'climb_dice'") && Catch::Contains("clamber2_dice"));
  CHECK_THROWS_WITH(apply_rules_file(base, "clamber2_dice = lots\n", "v.ini"), Catch::StartsWith("v.ini:1:17: clamber2_dice 'lots'"));
  CHECK_THROWS_WITH(apply_rules_file(base, "climb_max_height = -1\n", "v.ini"), Catch::Contains("more than 0"));
  CHECK_THROWS_WITH(apply_rules_file(base, "tool_lengths = 3,5\n", "v.ini"), Catch::Contains("three lengths"));
  CHECK_THROWS_WITH(apply_rules_file(base, "clamber = maybe\n", "v.ini"), Catch::Contains("true or false"));
  CHECK_THROWS_WITH(apply_rules_file(base, "over_dice = 1\nover_dice = 2\n", "v.ini"), Catch::StartsWith("v.ini:2:"));
  CHECK_THROWS_WITH(apply_rules_file(base, "name = two words\n", "v.ini"), Catch::Contains("name 'two words'"));
  CHECK_THROWS_AS(load_rules_file(base, "/nonexistent/v.ini"), RulesFileError);
}

TEST_CASE("every key a rules file sets is written back by rules_as_ini and reads back the same", "[rules][variant]") {
  for (const char* edition : {"rule-texts", "core-2023", "core-2025"}) {
    const LegionRules e = legion_edition(edition);
    const std::string ini = rules_as_ini(e);
    // The written file applied to a different base gives back the edition's own numbers.
    LegionRules other = legion_edition(std::string(edition) == "rule-texts" ? "core-2025" : "rule-texts");
    const LegionRules back = apply_rules_file(other, ini, "back.ini");
    std::string a = rules_as_ini(back), b = ini;
    a = a.substr(a.find('\n'));  // the comment line names the edition column, which differs
    b = b.substr(b.find('\n'));
    CHECK(a == b);
  }
  // Each key changes the text: a journal keyed on it notices any change of rule.
  const std::string base = rules_as_ini(LegionRules{});
  for (const char* change : {"die = red", "wound_order = spread", "cohesion_height = 2", "tool_lengths = 3,5,7",
                             "clamber = false", "over_dice = 1", "pivot_limit_degrees = 45", "climb_model = move",
                             "climb_over_height = 2", "roof_overhang = 0", "barricades_slow = false", "jump_over_impassable = true", "barricades_refuse_troopers = true",
                             "notched_turn_degrees = 90", "cohesion_refuses = false", "walk_by_silhouette = true", "silhouette_round = 0.3"}) {
    INFO(change);
    const std::string changed = rules_as_ini(apply_rules_file(LegionRules{}, change, "v.ini"));
    CHECK(changed.substr(changed.find('\n')) != base.substr(base.find('\n')));
  }
  CHECK(apply_rules_file(LegionRules{}, "die = 2in6\n", "v.ini").die.p_block() == 2.0 / 6);
  CHECK_THROWS_WITH(apply_rules_file(LegionRules{}, "climb_model = ladder\n", "v.ini"), Catch::Contains("use face or move"));
  CHECK_THROWS_WITH(apply_rules_file(LegionRules{}, "roof_overhang = 1.5\n", "v.ini"), Catch::Contains("from 0 to 1"));
  CHECK(apply_rules_file(LegionRules{}, "wound_order = spread\n", "v.ini").wound_order == WoundOrder::spread);
  CHECK_THROWS_WITH(apply_rules_file(LegionRules{}, "wound_order = leader-first\n", "v.ini"),
                    Catch::Contains("v.ini:1:15: wound_order 'leader-first'"));
}
