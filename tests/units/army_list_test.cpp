// A player's list read in both export forms, resolved against the roster and the upgrade list.
#include "climbsim/units/army_list.hpp"

#include <catch2/catch.hpp>
#include <string>

#include "climbsim/units/roster.hpp"

using namespace climbsim;

namespace {

const char* kText =
    "Climbing practice\n"
    "800/800 (5 activations)\n"
    "\n"
    "Commanders:\n"
    " - Darth Vader (170): Force Choke (10) = 180\n"
    "Operative:\n"
    " - Darth Vader (155) = 155\n"
    "Corps:\n"
    " - 2\xC3\x97 Stormtroopers (44): DLT-19 Stormtrooper (20), Grappling Hooks (2) = 66\n"
    " - Snowtroopers = 44\n"
    "Commands:\n"
    " - Implacable\n";

}  // namespace

TEST_CASE("the list builder plain text - title - rank sections - counts - upgrades without costs - commands skipped", "[units][list]") {
  const ArmyList l = parse_army_list(kText, "l.txt");
  CHECK(l.format == "text");
  CHECK(l.title == "Climbing practice");
  REQUIRE(l.entries.size() == 4);
  CHECK((l.entries[0].unit == "Darth Vader" && l.entries[0].rank == "commander" && l.entries[0].line == 5));
  CHECK(l.entries[0].upgrades == std::vector<std::string>{"Force Choke"});
  CHECK((l.entries[1].unit == "Darth Vader" && l.entries[1].rank == "operative" && l.entries[1].upgrades.empty()));
  CHECK((l.entries[2].unit == "Stormtroopers" && l.entries[2].count == 2 && l.entries[2].line == 9));
  CHECK(l.entries[2].upgrades == std::vector<std::string>{"DLT-19 Stormtrooper", "Grappling Hooks"});
  CHECK((l.entries[3].unit == "Snowtroopers" && l.entries[3].count == 1));
  CHECK_THROWS(parse_army_list(" - 3x Stormtroopers = 132\n", "x"));  // a unit line outside a rank section is no unit
}

TEST_CASE("a list without rank sections or with a broken JSON is an error naming the file", "[units][list]") {
  CHECK_THROWS_WITH(parse_army_list("just a title\n", "l.txt"), Catch::StartsWith("l.txt: no unit found"));
  CHECK_THROWS_WITH(parse_army_list("{\n  \"units\": [\n    {\"name\": }\n  ]\n}\n", "l.json"),
                    Catch::StartsWith("l.json:3: not valid JSON"));
  // The reader's message in words: where, and what went wrong, without the library's codes.
  CHECK_THROWS_WITH(parse_army_list("{\"units\": [1,2", "l.json"),
                    Catch::Equals("l.json:1: not valid JSON (line 1, column 15: unexpected end of input; expected ']')"));
  CHECK_THROWS_WITH(parse_army_list("{\"units\": [{\"upgrades\": []}]}", "l.json"), Catch::Contains("a unit needs a \"name\""));
  CHECK_THROWS_WITH(parse_army_list("{\"units\": 3}", "l.json"), Catch::Contains("\"units\" array"));
}

TEST_CASE("upgrades change the unit as their cards do - personnel and heavy weapons add a mini - gear gives keywords", "[units][list]") {
  std::vector<std::string> warnings;
  const auto units = build_units(parse_army_list(kText, "l.txt"), builtin_roster(), builtin_upgrades(), warnings);
  REQUIRE(units.size() == 4);
  CHECK(warnings.empty());
  CHECK(units[0].unit.name == "darth-vader");            // the commander's card under "Commanders:"
  CHECK(units[1].unit.name == "darth-vader-operative");  // the operative's under "Operative:"
  CHECK(units[0].unit.minis == 1);                       // Force Choke changes nothing here
  const Unit& storm = units[2].unit;
  CHECK(storm.minis == 5);  // 4 + the DLT-19 trooper
  CHECK(storm.keywords.expert_climber);
  CHECK(units[2].count == 2);
  CHECK(units[2].label == "2\xC3\x97 stormtroopers (DLT-19 Stormtrooper, Grappling Hooks)");
  CHECK((units[3].unit.minis == 4 && !units[3].unit.keywords.expert_climber && units[3].unit.speed == 1));
  Unit u = find_unit(builtin_roster(), "scout-troopers");
  apply(*find_upgrade(builtin_upgrades(), "ascension cables"), u);
  CHECK(u.keywords.scale);
  apply(*find_upgrade(builtin_upgrades(), "Helping Hand"), u);  // LHQ Lm: Jump 1
  CHECK(u.keywords.jump == 1);
  apply(*find_upgrade_card(builtin_upgrades(), "Dk"), u);  // the second Jedi Training: Jump 2, by its card id
  CHECK(u.keywords.jump == 2);
  Unit full = u;
  full.minis = kMaxMinis;
  CHECK_THROWS_AS(apply(*find_upgrade(builtin_upgrades(), "Stormtrooper"), full), UpgradeError);
}

TEST_CASE("an unknown unit is an error at its line with a did-you-mean - an unknown upgrade a warning", "[units][list]") {
  std::vector<std::string> warnings;
  const std::string text = "T\nCorps:\n - Stromtroopers (44): Grapling Hooks (2), Made Up Gear (1) = 47\n";
  CHECK_THROWS_WITH(build_units(parse_army_list(text, "l.txt"), builtin_roster(), builtin_upgrades(), warnings),
                    Catch::StartsWith("l.txt:3: unknown unit 'Stromtroopers' (did you mean 'Stormtroopers'?)"));
  const auto units = build_units(parse_army_list("T\nCorps:\n - Stormtroopers: Grapling Hooks, Made Up Gear\n", "l.txt"),
                                 builtin_roster(), builtin_upgrades(), warnings);
  REQUIRE(warnings.size() == 2);
  CHECK(warnings[0] == "l.txt:3: unknown upgrade 'Grapling Hooks' (did you mean 'Grappling Hooks'?), skipped");
  CHECK_THAT(warnings[1], Catch::StartsWith("l.txt:3: unknown upgrade 'Made Up Gear'") && !Catch::Contains("did you mean"));
  CHECK_FALSE(units[0].unit.keywords.expert_climber);  // the misspelt card is not applied
}

TEST_CASE("the Tabletop Simulator JSON form - one entry a unit - the line of each name", "[units][list]") {
  const std::string json =
      "{\n  \"listname\": \"Climbing practice\",\n  \"units\": [\n"
      "    {\"name\": \"Stormtroopers\", \"upgrades\": [\"DLT-19 Stormtrooper\"], \"loadout\": []},\n"
      "    {\"name\": \"Stormtroopers\", \"upgrades\": [], \"loadout\": []}\n  ]\n}\n";
  const ArmyList l = parse_army_list(json, "l.json");
  CHECK(l.format == "tts-json");
  CHECK(l.title == "Climbing practice");
  REQUIRE(l.entries.size() == 2);
  CHECK(l.entries[0].line == 4);
  CHECK(l.entries[1].line == 5);
  CHECK(l.entries[0].upgrades == std::vector<std::string>{"DLT-19 Stormtrooper"});
}

TEST_CASE("the built-in upgrade list - every personnel and heavy weapon adds a mini - names are unique", "[units][list]") {
  int add = 0, noncombatants = 0, keywords = 0;
  for (const auto& u : builtin_upgrades()) {
    INFO(u.name);
    const bool adds = u.does(UpgradeEffect::add_mini) || u.does(UpgradeEffect::add_noncombatant);
    CHECK(((u.slot == "personnel" || u.slot == "heavy weapon") == adds));
    if (adds) ++add;
    if (u.does(UpgradeEffect::add_noncombatant)) ++noncombatants;
    keywords += static_cast<int>(u.effects.size()) - (adds ? 1 : 0);
    CHECK_THAT(u.source, Catch::StartsWith("LHQ "));
  }
  CHECK(add > 50);
  // Noncombatant, read off the card data apart from the importer: R5 Astromech Droid, 2-1B, FX-9 and
  // EV-Series Medical Droids, R4 Astromech, PK-Series Worker Droid, Astromech, Imperial Probe Droid.
  CHECK(noncombatants == 8);
  Unit rebels;
  rebels.minis = 4;
  apply(*find_upgrade(builtin_upgrades(), "2-1B Medical Droid"), rebels);
  CHECK(rebels.minis == 5);
  CHECK(rebels.noncombatants == 1);
  apply(*find_upgrade(builtin_upgrades(), "Rebel Trooper"), rebels);
  CHECK(rebels.minis == 6);
  CHECK(rebels.noncombatants == 1);
  // Read off the card data apart from the importer: Grappling Hooks, Environmental Gear, Ascension
  // Cables, Mobility Upgrade (Scale), Din's Jetpack, Helping Hand and the two Jedi Training (Jump);
  // how a unit enters (R28): Recon Intel, Boil, Waxer, Forest Dwellers (Scout), Reluctant Hero
  // (Infiltrate), Defend in Depth, Unseen Saboteur, Jedi Training (Peacekeeping Mission) (Prepared
  // Position), Proven Tactician (Reinforcements); and Axe Woves, a personnel card: a mini and
  // Infiltrate.
  CHECK(keywords == 18);
  // Scout is cumulative, at most 3 (R28): Recon Intel gives Stormtroopers Scout 1, Boil's Scout 1
  // makes it 2; Scout Troopers (Scout 3) stay at 3.
  Unit storm_scout = find_unit(builtin_roster(), "stormtroopers");
  CHECK(storm_scout.keywords.scout == 0);
  apply(*find_upgrade(builtin_upgrades(), "Recon Intel"), storm_scout);
  CHECK(storm_scout.keywords.scout == 1);
  apply(*find_upgrade(builtin_upgrades(), "Boil"), storm_scout);
  CHECK(storm_scout.keywords.scout == 2);
  Unit scouts = find_unit(builtin_roster(), "scout-troopers");
  apply(*find_upgrade(builtin_upgrades(), "Recon Intel"), scouts);
  CHECK(scouts.keywords.scout == 3);
  apply(*find_upgrade(builtin_upgrades(), "Reluctant Hero"), scouts);
  CHECK(scouts.keywords.infiltrate);
  apply(*find_upgrade(builtin_upgrades(), "Unseen Saboteur"), scouts);
  CHECK(scouts.keywords.prepared_position);
  apply(*find_upgrade(builtin_upgrades(), "Proven Tactician"), scouts);
  CHECK(scouts.keywords.reinforcements);
  // A card with two effects has both: Axe Woves joins the unit and gives it Infiltrate.
  CHECK(find_upgrade(builtin_upgrades(), "Axe Woves")->effects ==
        std::vector<CardEffect>{{UpgradeEffect::add_mini, 0}, {UpgradeEffect::infiltrate, 0}});
  Unit mandalorians;
  mandalorians.minis = 4;
  apply(*find_upgrade(builtin_upgrades(), "Axe Woves"), mandalorians);
  CHECK(mandalorians.minis == 5);
  CHECK(mandalorians.keywords.infiltrate);
  CHECK(effect_text(*find_upgrade(builtin_upgrades(), "Axe Woves")) == "+1 mini, Infiltrate");
  CHECK(find_upgrade(builtin_upgrades(), "Mobility Upgrade")->effects == std::vector<CardEffect>{{UpgradeEffect::scale, 0}});
  CHECK(find_upgrade(builtin_upgrades(), "Grappling Hooks")->points == 2);
  CHECK(find_upgrade_card(builtin_upgrades(), "dd")->name == "Grappling Hooks");
  CHECK(find_upgrade(builtin_upgrades(), "grappling-hooks")->does(UpgradeEffect::expert_climber));
  CHECK_FALSE(find_upgrade(builtin_upgrades(), "grappling"));
}
