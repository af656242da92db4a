// Every form a Legion HQ list comes in (standard, tournament and minimal text, Tabletop Simulator
// JSON, links old and new) read into the same units as the same list written by hand; the points
// of a list against the cards and its header.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "climbsim/units/army_list.hpp"
#include "climbsim/units/list_link.hpp"
#include "climbsim/units/list_points.hpp"
#include "climbsim/units/roster.hpp"

using namespace climbsim;

namespace {

// Stormtroopers with DLT-19 Stormtrooper and Grappling Hooks, Darth Vader, Snowtroopers: written by
// hand in the standard form. Costs are the card data's (docs/FACTS.md): 42 + 20 + 2, 170, 42.
const char* kByHand =
    "Hand\n276/800 (3 activations)\nCommanders:\n - Darth Vader = 170\nCorps:\n"
    " - Stormtroopers (42): DLT-19 Stormtrooper (20), Grappling Hooks (2) = 64\n - Snowtroopers = 42\n";

std::vector<ListUnit> units_of(const std::string& text, std::vector<std::string>& warnings) {
  return build_units(parse_army_list(text, "list"), builtin_roster(), builtin_upgrades(), warnings);
}

// The units as (name, minis, Expert Climber), in list order.
std::vector<std::string> summary(const std::vector<ListUnit>& units) {
  std::vector<std::string> out;
  for (const auto& u : units)
    out.push_back(u.unit.name + " " + std::to_string(u.unit.minis) + (u.unit.keywords.expert_climber ? " EC" : ""));
  return out;
}

}  // namespace

TEST_CASE("every Legion HQ form of a list gives the units of the same list written by hand", "[units][list][formats]") {
  std::vector<std::string> w;
  const auto hand = summary(units_of(kByHand, w));
  REQUIRE(hand == std::vector<std::string>{"darth-vader 1", "stormtroopers 5 EC", "snowtroopers 4"});
  struct Form {
    const char* format;
    std::string text;
  };
  const Form forms[] = {
      {"tournament-text",
       "Hand\n276/800\nDarth Vader (170)\nStormtroopers (64)\n - DLT-19 Stormtrooper (20)\n - Grappling Hooks (2)\nSnowtroopers (42)\n\n"
       "Commands:\n\xE2\x80\xA2\xE2\x80\xA2\xE2\x80\xA2\xE2\x80\xA2Standing Orders\n"},
      {"minimal-text",
       "276/800 (3 activations)\nDarth Vader \nStormtroopers (DLT-19 Stormtrooper, Grappling Hooks)\nSnowtroopers \n"
       "Commands: \xE2\x80\xA2\xE2\x80\xA2\xE2\x80\xA2\xE2\x80\xA2 Standing Orders"},
      {"tts-json",
       R"({"author": "Legion HQ", "listname": "Hand", "points": 276, "armyFaction": "", "commandCards": ["Standing Orders"],
           "units": [{"name": "Darth Vader Dark Lord of the Sith", "upgrades": [], "loadout": []},
                     {"name": "Stormtroopers", "upgrades": ["DLT-19 Stormtrooper", "Grappling Hooks"], "loadout": []},
                     {"name": "Snowtroopers", "upgrades": [], "loadout": []}],
           "battlefieldDeck": {"conditions": [], "deployment": [], "objective": [], "scenario": "standard"}})"},
      {"tts-json",
       R"({"listname": "Hand", "armyFaction": "", "units": [{"name": "Darth Vader Dark Lord of the Sith"},
           {"name": "Stormtroopers", "upgrades": ["DLT-19 Stormtrooper", "Grappling Hooks"]}, {"name": "Snowtroopers"}],
           "battleFieldDeck": {"objective": []}})"},
      {"legion-hq-link", "https://legionhq2.com/list/empire/800:1at0000,1ayej0dd0,1az0000,bl"},
      {"legion-hq-link", "https://legionhq2.com/list/empire/800%3A1at0000%2C1ayej0dd0%2C1az0000"},
      {"legion-hq-link", "https://legionhq.thefifthtrooper.com/list/empire/1at,1ayej0dd0_0ek00,1az"},
  };
  for (const auto& f : forms) {
    INFO(f.text);
    CHECK(parse_army_list(f.text, "list").format == f.format);
    std::vector<std::string> warnings;
    CHECK(summary(units_of(f.text, warnings)) == hand);
    CHECK(warnings.empty());
  }
}

TEST_CASE("a Legion HQ link: the issue's Stormtroopers, counterparts and command cards skipped, stored lists refused", "[units][list][formats]") {
  std::vector<std::string> w;
  const ArmyList l = parse_army_list("https://legionhq2.com/list/empire/1000:1ayej0dd0,bl", "the link");
  CHECK(l.faction == "empire");
  CHECK(l.point_limit == 1000);
  CHECK(l.skipped == std::vector<std::string>{"bl"});
  const auto units = build_units(l, builtin_roster(), builtin_upgrades(), w);
  REQUIRE(units.size() == 1);
  CHECK(units[0].unit.minis == 5);  // 4 and the DLT-19 Stormtrooper
  CHECK(units[0].unit.keywords.expert_climber);  // Grappling Hooks
  CHECK(units[0].upgrade_names == std::vector<std::string>{"DLT-19 Stormtrooper", "Grappling Hooks"});
  CHECK(units[0].card_points == 42 + 20 + 2);
  // Iden Versio with her ID10 droid (a counterpart, not a unit of the roster) and two of a unit.
  w.clear();
  const auto iden = build_units(parse_army_list("https://legionhq2.com/list/empire/800:1kg000+1lw0,2az0", "the link"), builtin_roster(), builtin_upgrades(), w);
  REQUIRE(iden.size() == 2);
  CHECK((iden[0].unit.name == "iden-versio" && iden[1].unit.name == "snowtroopers" && iden[1].count == 2));
  REQUIRE(w.size() == 1);
  CHECK_THAT(w[0], Catch::Contains("card lw: a counterpart") && Catch::Contains("skipped"));
  CHECK_THROWS_WITH(parse_army_list("https://legionhq2.com/list/x7Gq2", "the link"),
                    Catch::Contains("stored on Legion HQ's server") && Catch::Contains("paste its text"));
  CHECK_THROWS_WITH(parse_army_list("https://legionhq2.com/list/empire/1000:xay0", "the link"), Catch::Contains("unit segment 'xay0': expected a count digit"));
  CHECK_THROWS_WITH(parse_army_list("https://legionhq2.com/list/empire/1000:0ay0", "the link"), Catch::Contains("count must be 1 or more"));
  CHECK_THROWS_WITH(parse_army_list("https://legionhq2.com/list/empire/1000:1ayej!", "the link"), Catch::Contains("an upgrade id"));
  CHECK(looks_like_list_link("  https://legionhq2.com/list/empire/1000:1ay0 \n"));
  CHECK_FALSE(looks_like_list_link("Corps:\n - https://legionhq2.com/list/empire/1000:1ay0"));
  // Without a scheme only a Legion HQ host is a link: a file under a folder named legionhq... is a file.
  CHECK(looks_like_list_link("legionhq2.com/list/empire/1000:1ay0"));
  CHECK(looks_like_list_link("legionhq.thefifthtrooper.com/list/empire/1ay0"));
  CHECK_FALSE(looks_like_list_link("legionhq-lists/list/mine.txt"));
  CHECK_FALSE(looks_like_list_link("legionhq/list/mine.txt"));
  CHECK_FALSE(looks_like_list_link("legionhq2.com/lists/empire"));
}

TEST_CASE("a list's points: each unit against the cards, the total against the header", "[units][list][points]") {
  std::vector<std::string> w;
  const ArmyList hand = parse_army_list(kByHand, "hand.txt");
  CHECK((hand.header_points == 276 && hand.point_limit == 800));
  const PointsCheck ok = check_points(hand, build_units(hand, builtin_roster(), builtin_upgrades(), w));
  CHECK(ok.disagreements.empty());
  CHECK(ok.total_by_cards == 276);
  CHECK(ok.summary == "3 units: 276 points by the cards, 276 as written; the header says 276/800");
  // A "2×" line written as one unit's cost or as both: either reads; a wrong cost and a header over
  // the units are each said once.
  const std::string text = "T\n800/800\nCorps:\n - 2\xC3\x97 Stormtroopers = 84\n - 2\xC3\x97 Snowtroopers = 42\n - Stormtroopers = 50\n";
  const ArmyList l = parse_army_list(text, "l.txt");
  const PointsCheck c = check_points(l, build_units(l, builtin_roster(), builtin_upgrades(), w));
  CHECK(c.total_by_cards == 84 + 84 + 42);
  REQUIRE(c.disagreements.size() == 2);
  CHECK(c.disagreements[0] == "l.txt:6: stormtroopers: the list writes 50 points, the cards make 42");
  CHECK(c.disagreements[1] == "l.txt: the units add up to 218 points as the list writes them, the header says 800/800");
}
