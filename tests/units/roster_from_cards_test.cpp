// The roster and upgrades made from Legion HQ's card data: a small card file written by hand, each
// rule of units/roster_from_cards.hpp checked against what the cards say.
#include <catch2/catch.hpp>
#include <sstream>
#include <string>

#include "climbsim/units/card_data.hpp"
#include "climbsim/units/roster.hpp"
#include "climbsim/units/roster_from_cards.hpp"

using namespace climbsim;

namespace {

// Seven units, a counterpart, three upgrades and a command card, in Legion HQ's layout.
const char* kCards = R"({
  "ay": {"id": "ay", "cardName": "Stormtroopers", "cardType": "unit", "cardSubtype": "trooper", "rank": "corps",
         "faction": "empire", "cost": 42, "keywords": ["Precise"],
         "stats": {"minicount": 4, "hp": 1, "defense": "r", "speed": 2}},
  "sr": {"id": "sr", "cardName": "Stormtroopers", "title": "Heavy Response Unit", "cardType": "unit", "cardSubtype": "trooper",
         "rank": "corps", "faction": "empire", "cost": 60, "keywords": ["Unhindered"],
         "stats": {"minicount": 4, "hp": 1, "defense": "r", "speed": 2}},
  "Zq": {"id": "Zq", "cardName": "Jet Trooper", "title": "Sky High", "cardType": "unit", "cardSubtype": "clone trooper",
         "rank": "special", "faction": "republic", "cost": 70, "keywords": [{"name": "Jump", "value": 3}, "Scale"],
         "stats": {"minicount": 3, "hp": 2, "defense": "w", "speed": 3}},
  "Zr": {"id": "Zr", "cardName": "Jet Trooper", "title": "Low Flyer", "cardType": "unit", "cardSubtype": "clone trooper",
         "rank": "special", "faction": "republic", "cost": 65, "keywords": [],
         "stats": {"minicount": 3, "hp": 2, "defense": "w", "speed": 2}},
  "Zs": {"id": "Zs", "cardName": "Probe", "cardType": "unit", "cardSubtype": "repulsor vehicle", "rank": "support",
         "faction": "empire", "cost": 30, "keywords": [{"name": "Hover", "value": "Air 1"}],
         "stats": {"minicount": 1, "hp": 3, "defense": "w", "speed": 3}},
  "Zt": {"id": "Zt", "cardName": "Tank", "cardType": "unit", "cardSubtype": "repulsor vehicle", "rank": "heavy",
         "faction": "empire", "cost": 170, "keywords": [{"name": "Hover", "value": "Ground"}],
         "stats": {"minicount": 1, "hp": 9, "defense": "r", "speed": 2}},
  "Zu": {"id": "Zu", "cardName": "Walker", "cardType": "unit", "cardSubtype": "ground vehicle", "rank": "heavy",
         "faction": "empire", "cost": 150, "keywords": ["Arsenal"],
         "stats": {"minicount": 1, "hp": 11, "defense": "r", "speed": 1}},
  "Zv": {"id": "Zv", "cardName": "Cannon Team", "cardType": "unit", "cardSubtype": "emplacement trooper", "rank": "support",
         "faction": "rebels", "cost": 50, "keywords": [], "stats": {"minicount": 1, "hp": 5, "defense": "w", "speed": 0}},
  "Zw": {"id": "Zw", "cardName": "Helper Droid", "cardType": "counterpart", "cardSubtype": "droid trooper", "keywords": []},
  "dd": {"id": "dd", "cardName": "Grappling Hooks", "cardType": "upgrade", "cardSubtype": "gear", "cost": 2, "keywords": ["Expert Climber"]},
  "ej": {"id": "ej", "cardName": "DLT-19 Stormtrooper", "cardType": "upgrade", "cardSubtype": "heavy weapon", "cost": 24, "keywords": []},
  "tr": {"id": "tr", "cardName": "Jetpack", "cardType": "upgrade", "cardSubtype": "gear", "cost": 15, "keywords": ["Jump"]},
  "bl": {"id": "bl", "cardName": "Ambush", "cardType": "command", "cardSubtype": "1", "keywords": []}
})";

// The table's own row for "ay" (its roster name and base); every other card takes its subtype's.
const char* kBases =
    "key,name,base_mm,base_kind,mini_height,source\n"
    "ay,storm-boys,27,round,0.2,the test's row\n"
    "subtype:trooper,,27,round,0.2,small\n"
    "subtype:clone trooper,,27,round,0.2,small\n"
    "subtype:repulsor vehicle,,70,notched,0.3,large\n"
    "subtype:emplacement trooper,,50,notched,0.2,medium\n";

const Unit& named(const CardRoster& r, const std::string& name) { return find_unit(r.units, name); }

}  // namespace

TEST_CASE("roster from cards: the units that move up or over terrain, with the cards' figures", "[units][cards]") {
  const auto cards = parse_card_data(kCards, "cards.json");
  REQUIRE(cards.size() == 13);
  const CardRoster r = roster_from_cards(cards, parse_unit_bases(kBases, "bases.csv"), "test cards");
  // Troopers, and the vehicle with Hover: Air; not the Hover: Ground tank nor the walker; not speed 0.
  REQUIRE(r.units.size() == 5);
  const Unit& storm = named(r, "storm-boys");  // the table's name for "ay"
  CHECK((storm.minis == 4 && storm.wounds_per_mini == 1 && storm.speed == 2 && storm.defense == "red"));
  CHECK((storm.points == 42 && storm.card_id == "ay" && storm.display_name == "Stormtroopers"));
  CHECK(storm.source == "LHQ ay (test cards); base: the test's row");
  // Two cards named alike: the one without a title keeps the bare name, the other gets its title.
  const Unit& hru = named(r, "stormtroopers-heavy-response-unit");
  CHECK(hru.display_name == "Stormtroopers (Heavy Response Unit)");
  CHECK(hru.keywords.unhindered);
  const Unit& sky = named(r, "jet-trooper-sky-high");
  CHECK(sky.display_name == "Jet Trooper (Sky High)");
  CHECK((sky.keywords.jump == 3 && sky.keywords.scale && sky.minis == 3 && sky.wounds_per_mini == 2 && sky.defense == "white"));
  CHECK(named(r, "jet-trooper-low-flyer").keywords == Keywords{});
  const Unit& probe = named(r, "probe");
  CHECK((probe.kind == UnitKind::vehicle && probe.keywords.hover == 1 && probe.notched_base && probe.base_mm == 70));
  // Ordered by faction (empire first), then rank, then name.
  CHECK(r.units.front().faction == "empire");
  CHECK(r.units.back().faction == "republic");
  // Left out, each with its reason: Hover: Ground, and speed 0.
  REQUIRE(r.left_out.size() == 2);
  CHECK_THAT(r.left_out[0] + r.left_out[1], Catch::Contains("Tank (Zt): Hover: Ground") && Catch::Contains("Cannon Team (Zv): speed 0"));
}

TEST_CASE("roster from cards: the upgrades, personnel and heavy weapons a mini, gear its keyword", "[units][cards]") {
  const CardRoster r = roster_from_cards(parse_card_data(kCards, "cards.json"), parse_unit_bases(kBases, "bases.csv"), "test");
  REQUIRE(r.upgrades.size() == 3);
  CHECK(find_upgrade_card(r.upgrades, "dd")->effects == std::vector<CardEffect>{{UpgradeEffect::expert_climber, 0}});
  CHECK(find_upgrade_card(r.upgrades, "ej")->effects == std::vector<CardEffect>{{UpgradeEffect::add_mini, 0}});
  CHECK(find_upgrade_card(r.upgrades, "ej")->points == 24);
  // "Jump" with no value: X is 1, and the source says it is an estimate.
  const auto jetpack = *find_upgrade_card(r.upgrades, "tr");
  CHECK(jetpack.effects == std::vector<CardEffect>{{UpgradeEffect::jump, 1}});
  CHECK_THAT(jetpack.source, Catch::Contains("estimate"));
}

TEST_CASE("roster from cards: a written roster and upgrade list read back as the same", "[units][cards]") {
  const CardRoster r = roster_from_cards(parse_card_data(kCards, "cards.json"), parse_unit_bases(kBases, "bases.csv"), "test");
  std::ostringstream upgrades;
  write_upgrades(upgrades, r.upgrades);
  const auto back = parse_upgrades(upgrades.str(), "u.csv");
  REQUIRE(back.size() == r.upgrades.size());
  for (std::size_t i = 0; i < back.size(); ++i) {
    CHECK(back[i].name == r.upgrades[i].name);
    CHECK(back[i].effects == r.upgrades[i].effects);
    CHECK(back[i].points == r.upgrades[i].points);
    CHECK(back[i].card_id == r.upgrades[i].card_id);
  }
}

TEST_CASE("card data: malformed files are refused with the card named", "[units][cards][input]") {
  CHECK_THROWS_WITH(parse_card_data("[1, 2]", "c.json"), Catch::Contains("an object keyed by card id"));
  CHECK_THROWS_WITH(parse_card_data("{\"ay\": {\"cardName\": \"S\", \"cardType\": \"unit\"}}", "c.json"),
                    Catch::Contains("c.json: card ay (S): a unit needs its stats"));
  CHECK_THROWS_WITH(parse_card_data(R"({"ay": {"cardName": "S", "cardType": "unit", "stats": {"minicount": 4, "hp": 1, "defense": "g", "speed": 2}}})", "c.json"),
                    Catch::Contains("defense 'g'"));
  CHECK_THROWS_WITH(parse_card_data(R"({"ay": {"cardName": "S", "cardType": "unit", "stats": {"minicount": -4, "hp": 1, "defense": "r", "speed": 2}}})", "c.json"),
                    Catch::Contains("minicount"));
  CHECK_THROWS_WITH(parse_card_data("{\"ay\": ", "c.json"), Catch::StartsWith("c.json: not valid JSON"));
  CHECK_THROWS_WITH(parse_unit_bases("key,name,base_mm,base_kind,mini_height,source\nay,,27,square,0.2,x\n", "b.csv"),
                    Catch::Contains("b.csv:2: base_kind"));
}

TEST_CASE("an upgrade list's effect column: several effects, each checked", "[units][cards][input]") {
  const auto u = parse_upgrades("name,slot,effect,points,card_id,source\nAxe,personnel,add_mini;infiltrate,30,Jg,test\nNone,gear,none,1,xx,test\n", "u.csv");
  REQUIRE(u.size() == 2);
  CHECK(u[0].effects == std::vector<CardEffect>{{UpgradeEffect::add_mini, 0}, {UpgradeEffect::infiltrate, 0}});
  CHECK(effect_key(u[0]) == "add_mini;infiltrate");
  CHECK(u[1].effects.empty());
  CHECK(effect_key(u[1]) == "none");
  CHECK_THROWS_WITH(parse_upgrades("name,slot,effect,points,card_id,source\nAxe,personnel,add_mini;flying,30,Jg,test\n", "u.csv"),
                    Catch::Contains("u.csv:2: effect 'flying' is not none"));
  CHECK_THROWS_WITH(parse_upgrades("name,slot,effect,points,card_id,source\nAxe,personnel,scout=4,30,Jg,test\n", "u.csv"),
                    Catch::Contains("effect 'scout=4'"));
}
