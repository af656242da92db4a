#include "climbsim/units/roster.hpp"

#include <catch2/catch.hpp>
#include <string>
#include <sstream>
#include <regex>
#include <map>
#include <fstream>
#include <algorithm>
#include <set>

using namespace climbsim;

namespace {
const char* kHeader = "name,minis,wounds_per_mini,speed,kind,base_mm,mini_height,keywords,source\n";
}

TEST_CASE("the built-in roster holds the docs/FACTS.md units", "[units]") {
  const auto& r = builtin_roster();
  const Unit& storm = find_unit(r, "stormtroopers");
  CHECK((storm.minis == 4 && storm.wounds_per_mini == 1 && storm.speed == 2));
  const Unit& wookiees = find_unit(r, "Wookiee-Warriors");  // names are case-insensitive
  CHECK((wookiees.minis == 3 && wookiees.wounds_per_mini == 3 && wookiees.keywords.scale));
  CHECK(wookiees.clambers_safely());
  const Unit& vader = find_unit(r, "darth-vader");
  CHECK((vader.minis == 1 && vader.wounds_per_mini == 8 && vader.speed == 1));
  CHECK(find_unit(r, "luke-skywalker").keywords.jump == 1);
  CHECK(find_unit(r, "b1-battle-droids").minis == 6);
  const Unit& atrt = find_unit(r, "at-rt");
  CHECK((atrt.kind == UnitKind::vehicle && atrt.keywords.climbing_vehicle));
  CHECK_THROWS_WITH(find_unit(r, "ewoks"), Catch::Contains("unknown unit 'ewoks'") && Catch::Contains("climbsim roster"));
}

TEST_CASE("a unit is found by its card's name as printed - with or without its title", "[units]") {
  // The cards' names as Legion HQ prints them (data/roster.csv's display_name), typed as a player
  // would: spaces, capitals, apostrophes.
  const auto& r = builtin_roster();
  CHECK(find_unit(r, "Scout Troopers").name == "scout-troopers");
  CHECK(find_unit(r, "scout troopers").name == "scout-troopers");
  CHECK(find_unit(r, "Darth Vader (Dark Lord of the Sith)").name == "darth-vader");
  CHECK(find_unit(r, "Darth Vader (The Emperor's Apprentice)").name == "darth-vader-operative");
  CHECK(find_unit(r, "Darth Vader").name == "darth-vader");  // the slug itself, spelt as a name
  CHECK(find_unit(r, "Kalani").name == "super-tactical-droid-kalani");  // one card without its title
  CHECK(find_unit(r, "Clone Trooper Infantry").name == "phase-ii-clone-troopers");
  CHECK(find_unit(r, "Savage Opress (Maul's Enforcer)").name == "savage-opress-mauls-enforcer");
  // Two cards share "Savage Opress": both are named, neither taken.
  CHECK_THROWS_WITH(find_unit(r, "Savage Opress"), Catch::Contains("names 2 cards") && Catch::Contains("savage-opress-mauls-enforcer") &&
                                                       Catch::Contains("savage-opress-dookus-apprentice"));
  CHECK_THROWS_WITH(find_unit(r, "Scout Trooper Snipers"), Catch::Contains("unknown unit"));
  CHECK_THROWS_WITH(find_unit(r, "--"), Catch::Contains("unknown unit"));  // no letters: no key to match
}

TEST_CASE("a roster file parses keywords - comments and quoting", "[units]") {
  const auto units = parse_roster(std::string("# comment\n\n") + kHeader +
                                      "climbers,5,2,2,trooper,27,0.2,expert_climber;jump=2,test\n"
                                      "\"walker\",1,9,1,vehicle,100,1.5,climbing_vehicle,test\n",
                                  "t.csv");
  REQUIRE(units.size() == 2);
  CHECK(units[0].keywords.expert_climber);
  CHECK(units[0].keywords.jump == 2);
  CHECK(units[1].name == "walker");
  CHECK(units[1].kind == UnitKind::vehicle);
}

TEST_CASE("roster errors name file - line and column", "[units]") {
  CHECK_THROWS_WITH(parse_roster(std::string(kHeader) + "x,four,1,2,trooper,27,0.2,,t\n", "r.csv"),
                    Catch::StartsWith("r.csv:2:3: minis 'four'"));
  CHECK_THROWS_WITH(parse_roster(std::string(kHeader) + "x,4,1,2,walker,27,0.2,,t\n", "r.csv"),
                    Catch::StartsWith("r.csv:2:") && Catch::Contains("kind 'walker'"));
  CHECK_THROWS_WITH(parse_roster(std::string(kHeader) + "x,4,1,2,trooper,27,0.2,flying,t\n", "r.csv"),
                    Catch::Contains("unknown keyword 'flying'"));
  CHECK_THROWS_WITH(parse_roster(std::string(kHeader) + "x,4,1,2,trooper\n", "r.csv"), Catch::Contains("expected 9 fields"));
  CHECK_THROWS_WITH(parse_roster(std::string(kHeader) + "x,0,1,2,trooper,27,0.2,,t\n", "r.csv"), Catch::Contains("minis must be"));
  CHECK_THROWS_WITH(parse_roster(std::string(kHeader) + "x,1,1,2,trooper,27,0.2,,t\nX,1,1,2,trooper,27,0.2,,t\n", "r.csv"),
                    Catch::Contains("appears twice"));
  CHECK_THROWS_WITH(parse_roster("name,minis\n", "r.csv"), Catch::StartsWith("r.csv:1:1: header"));
  CHECK_THROWS_AS(load_roster_file("/nonexistent/roster.csv"), RosterError);
}

TEST_CASE("a roster of 100000 units loads (duplicate check by set) and a duplicate deep in it is found", "[units][input]") {
  std::string text = "\xEF\xBB\xBFname,minis,wounds_per_mini,speed,kind,base_mm,mini_height,keywords,source\n";
  for (int i = 0; i < 100'000; ++i) text += "unit-" + std::to_string(i) + ",4,1,2,trooper,27,0.2,,generated\n";
  const auto roster = parse_roster(text, "big.csv");
  CHECK(roster.size() == 100'000);
  CHECK(find_unit(roster, "unit-99999").minis == 4);
  text += "UNIT-5,4,1,2,trooper,27,0.2,,generated\n";
  CHECK_THROWS_WITH(parse_roster(text, "big.csv"), Catch::Contains("big.csv:100002:1: unit 'unit-5' appears twice"));
}

TEST_CASE("the built-in roster carries the card data's figures, transcribed here by hand", "[units]") {
  // Read off Legion HQ's card data (docs/FACTS.md, card references) apart from data/roster.csv and
  // the importer: name, minis, wounds a mini, speed, defense die, Jump X, points.
  struct Figures {
    const char* name;
    int minis, wounds, speed;
    const char* defense;
    int jump, points;
  };
  const Figures cards[] = {
      {"stormtroopers", 4, 1, 2, "red", 0, 42},          {"ahsoka-tano", 1, 6, 2, "red", 2, 115},
      {"sabine-wren", 1, 5, 3, "red", 2, 105},           {"poggle-the-lesser", 1, 4, 1, "white", 2, 55},
      {"asajj-ventress", 1, 5, 2, "red", 2, 115},         {"geonosian-warriors", 4, 1, 2, "white", 3, 45},
      {"sun-fac", 1, 5, 2, "white", 3, 55},              {"ewok-skirmishers", 6, 1, 2, "white", 0, 40},
      {"ewok-slingers", 6, 1, 2, "white", 0, 38},        {"jyn-erso", 1, 5, 2, "white", 0, 75},
      {"luke-skywalker", 1, 6, 2, "red", 1, 120},         {"wookiee-warriors", 3, 3, 2, "white", 0, 62},
  };
  for (const auto& f : cards) {
    INFO(f.name);
    const Unit& u = find_unit(builtin_roster(), f.name);
    CHECK(u.minis == f.minis);
    CHECK(u.wounds_per_mini == f.wounds);
    CHECK(u.speed == f.speed);
    CHECK(u.defense == f.defense);
    CHECK(u.keywords.jump == f.jump);
    CHECK(u.points == f.points);
  }
}

TEST_CASE("the built-in roster's bases are the Tabletop Simulator mod's, transcribed here by hand", "[units]") {
  // The mod gives each base as a diameter in inches (docs/FACTS.md, bases in the mod) and each unit a
  // size; read off the mod apart from data/unit-bases.csv and the importer. A unit moves by the base's
  // size (the tool's legs keep its radius from every piece), so a wrong base moves the whole map.
  const double small = 1.06299, medium = 1.9685, large = 2.75591, huge = 3.93701, laat = 4.72440;
  const std::pair<const char*, double> bases[] = {
      {"stormtroopers", small},          {"74-z-speeder-bikes", medium},     {"stap-riders", medium},
      {"swoop-bike-riders", medium},     {"tauntaun-riders", medium},        {"df-90-mortar-trooper", medium},
      {"droidekas", medium},             {"dewback-rider", large},           {"e-web-heavy-blaster-team", large},
      {"at-rt", large},                  {"at-rt-republic", large},          {"dsd1-dwarf-spider-droid", large},
      {"barc-speeder", large},           {"lm-432-crab-droid", large},       {"t-47-airspeeder", huge},
      {"x-34-landspeeder", huge},        {"raddaugh-gnasp-fluttercraft", huge},
      {"laat-le-patrol-transport-empire", laat}, {"laat-le-patrol-transport-republic", laat},
  };
  for (const auto& [name, inches] : bases) {
    INFO(name);
    CHECK(find_unit(builtin_roster(), name).base_mm / 25.4 == Approx(inches).margin(0.005));
  }
}

TEST_CASE("every built-in roster row - a faction - a rank - a card reference - and only the keywords its card names", "[units][roster]") {
  // The movement and entering keywords each unit's card carries in Legion HQ's card data (docs/FACTS.md),
  // read from the card file by a separate script, apart from data/roster.csv and the importer: a row
  // that gains or loses one fails.
  const std::map<std::string, std::string> keyworded = {
      {"iden-versio", "infiltrate"}, {"seventh-sister", "jump"},
      {"df-90-mortar-trooper", "reposition;full_pivot;prepared_position"}, {"shoretroopers", "prepared_position"},
      {"stormtroopers-heavy-response-unit", "unhindered"}, {"imperial-probe-droid", "hover;infiltrate"},
      {"imperial-special-forces", "infiltrate"}, {"imperial-special-forces-inferno-squad", "infiltrate"},
      {"scout-troopers", "scout"}, {"74-z-speeder-bikes", "speeder"}, {"dewback-rider", "unhindered;reposition"},
      {"e-web-heavy-blaster-team", "reposition;prepared_position"}, {"range-troopers", "scale"},
      {"scout-troopers-strike-team", "prepared_position"}, {"laat-le-patrol-transport-empire", "hover"},
      {"luke-skywalker-commander-skywalker", "unhindered;reposition"}, {"luke-skywalker", "jump"},
      {"ahsoka-tano", "jump"}, {"cassian-andor", "infiltrate"}, {"chewbacca", "scale"},
      {"han-solo-reluctant-hero", "unhindered;reposition"}, {"jyn-erso", "infiltrate"}, {"k-2so", "infiltrate"},
      {"luke-skywalker-jedi-knight", "jump"}, {"r2-d2", "infiltrate"}, {"sabine-wren", "jump"},
      {"mark-ii-medium-blaster-trooper", "reposition;full_pivot;prepared_position"},
      {"rebel-veterans", "prepared_position"}, {"guerilla-troopers", "infiltrate"}, {"rebel-commandos", "scout"},
      {"rebel-sleeper-cell", "scout"}, {"wookiee-warriors", "scale"},
      {"wookiee-warriors-kashyyyk-resistance", "scale"}, {"at-rt", "expert_climber;climbing_vehicle;scout"},
      {"rebel-commandos-strike-team", "prepared_position"}, {"tauntaun-riders", "unhindered;reposition"},
      {"t-47-airspeeder", "speeder"}, {"x-34-landspeeder", "speeder"},
      {"ahsoka-tano-padawan-commander", "jump;scout"}, {"anakin-skywalker-the-chosen-one", "jump"},
      {"chewbacca-republic", "scale"}, {"clone-captain-rex", "scout"}, {"clone-commander-cody", "jump"},
      {"jedi-knight-mounted-jedi-general", "speeder"}, {"ki-adi-mundi", "jump"}, {"mace-windu", "jump"},
      {"obi-wan-kenobi", "jump"}, {"wookiee-chieftain", "scale"},
      {"anakin-skywalker-mounted-jedi-general", "speeder;reposition"}, {"plo-koon", "jump"}, {"shaak-ti", "jump"},
      {"clone-trooper-marksmen", "prepared_position"}, {"arc-troopers", "scale;scout"},
      {"arf-troopers", "unhindered;scout"}, {"wookiee-warriors-kashyyyk-defenders", "scale"},
      {"wookiee-warriors-republic", "scale"}, {"arc-troopers-strike-team", "scale;prepared_position"},
      {"at-rt-republic", "expert_climber;climbing_vehicle;scout"}, {"barc-speeder", "speeder"},
      {"clone-commandos", "infiltrate"}, {"clone-commandos-delta-squad", "infiltrate"},
      {"raddaugh-gnasp-fluttercraft", "speeder;reposition"},
      {"raddaugh-gnasp-fluttercraft-attack-craft", "speeder;reposition"},
      {"laat-le-patrol-transport-republic", "hover"}, {"general-grievous", "scale"},
      {"general-grievous-wheel-bike-warlord", "climbing_vehicle;mobile"},
      {"super-tactical-droid-kalani", "reinforcements"}, {"poggle-the-lesser", "jump"}, {"asajj-ventress", "jump"},
      {"maul-impatient-apprentice", "jump"}, {"savage-opress-dookus-apprentice", "jump"}, {"sun-fac", "scale;jump"},
      {"geonosian-warriors-geonosian-engineers", "scale;jump"}, {"geonosian-warriors", "scale;jump"},
      {"bx-series-droid-commandos", "scale;jump;scout"}, {"drk-1-sith-probe-droids", "hover"},
      {"ig-100-magnaguard", "unhindered"}, {"ig-100-magnaguard-prototype-assassin-droids", "unhindered"},
      {"tsmeu-6-wheel-bikes", "climbing_vehicle;mobile"},
      {"bx-series-droid-commandos-strike-team", "prepared_position"},
      {"dsd1-dwarf-spider-droid", "expert_climber;climbing_vehicle"}, {"droidekas", "reposition"},
      {"lm-432-crab-droid", "climbing_vehicle;scale;reposition;scout"}, {"stap-riders", "speeder"},
      {"aqua-droids", "reposition;infiltrate"}, {"bo-katan-kryze", "jump"}, {"c-3p0", "infiltrate"},
      {"gar-saxon", "jump"}, {"mandalorian-leader", "jump"}, {"the-armorer", "jump"}, {"ursa-wren", "jump"},
      {"wicket", "unhindered;scout"}, {"axe-woves", "jump"}, {"boba-fett-daimyo", "jump"}, {"boba-fett", "jump"},
      {"bossk", "scale"}, {"cad-bane", "jump"}, {"mandalorian-hunter", "jump"}, {"maul-a-rival", "jump"},
      {"paz-vizsla", "jump"}, {"savage-opress-mauls-enforcer", "jump"}, {"ewok-skirmishers", "unhindered"},
      {"mandalorian-warriors", "jump"}, {"clan-kryze-veterans", "jump"}, {"clan-wren-veterans", "jump"},
      {"mandalorian-super-commandos", "jump"}, {"mandalorian-warriors-fire-support", "jump"},
      {"swoop-bike-riders", "speeder;reinforcements"}, {"gar-saxon-head-of-clan-saxon", "jump"},
      {"rook-kast", "jump"}, {"sabine-wren-back-in-the-fold", "jump"}, {"super-commandos", "jump"}};
  const std::set<std::string> factions = {"empire", "rebels", "republic", "separatists", "mercenary", "mandalorians"};
  const std::set<std::string> ranks = {"commander", "operative", "corps", "special", "support", "heavy"};
  std::map<std::string, int> per_faction;
  for (const Unit& u : builtin_roster()) {
    INFO(u.name);
    CHECK(factions.count(u.faction) == 1);
    CHECK(ranks.count(u.rank) == 1);
    CHECK_FALSE(u.display_name.empty());
    CHECK_THAT(u.source, Catch::StartsWith("LHQ " + u.card_id + " (card data sha256 bb75edf37361)"));
    CHECK_THAT(u.source, !Catch::Contains("estimate: the card data gives no X"));
    CHECK(u.points >= 0);  // a few cards cost 0 in the card data (a unit bought with another)
    CHECK((u.defense == "white" || u.defense == "red"));
    ++per_faction[u.faction];
    // keyword names without their values ("jump=1" -> "jump"), in the order keyword_text writes them
    std::string names = keyword_text(u.keywords);
    names = std::regex_replace(names, std::regex("=[0-9]+"), "");
    const auto expected = keyworded.find(u.name);
    CHECK(names == (expected == keyworded.end() ? "" : expected->second));
    // vehicles stand on notched bases
    if (u.kind == UnitKind::vehicle) CHECK(u.notched_base);
  }
  // Emplacement troopers stand on notched bases (docs/FACTS.md, bases), so the 2023 Core Rulebook
  // keeps them off a climb.
  for (const char* name : {"df-90-mortar-trooper", "e-web-heavy-blaster-team", "mark-ii-medium-blaster-trooper"})
    CHECK(find_unit(builtin_roster(), name).notched_base);
  for (const auto& f : factions)
    if (f != "mandalorians") CHECK(per_faction[f] >= 10);
  CHECK(find_unit(builtin_roster(), "snowtroopers").speed == 1);
  const Unit& bikes = find_unit(builtin_roster(), "74-z-speeder-bikes");
  CHECK((bikes.minis == 2 && bikes.keywords.speeder == 1 && !bikes.keywords.unhindered));
  CHECK(find_unit(builtin_roster(), "imperial-probe-droid").keywords.hover == 1);  // Hover: Air 1
  CHECK(find_unit(builtin_roster(), "laat-le-patrol-transport-empire").keywords.hover == 2);  // Hover: Air 2
}

TEST_CASE("roster columns faction - rank and base kind are checked", "[units][roster]") {
  const std::string header = "name,display_name,faction,rank,minis,wounds_per_mini,speed,kind,base_mm,base_kind,mini_height,keywords,source\n";
  const auto ok = parse_roster(header + "x,X,empire,corps,4,1,2,trooper,27,notched,0.2,,t\n", "r.csv");
  CHECK(ok[0].notched_base);
  CHECK(ok[0].faction == "empire");
  CHECK_THROWS_WITH(parse_roster(header + "x,X,hutts,corps,4,1,2,trooper,27,round,0.2,,t\n", "r.csv"),
                    Catch::StartsWith("r.csv:2:5: faction 'hutts' is not one of empire"));
  CHECK_THROWS_WITH(parse_roster(header + "x,X,empire,grunt,4,1,2,trooper,27,round,0.2,,t\n", "r.csv"),
                    Catch::Contains("rank 'grunt'"));
  CHECK_THROWS_WITH(parse_roster(header + "x,X,empire,corps,4,1,2,trooper,27,square,0.2,,t\n", "r.csv"),
                    Catch::Contains("base_kind 'square'"));
}

TEST_CASE("a roster's silhouette column: a unit's own Silhouette, empty for its base's template", "[units][roster][core-2025]") {
  const std::string before = "name,display_name,faction,rank,minis,wounds_per_mini,speed,kind,base_mm,base_kind,defense,mini_height,"
                             "keywords,points,card_id,source\n";
  const std::string now = "name,display_name,faction,rank,minis,wounds_per_mini,speed,kind,base_mm,base_kind,defense,mini_height,"
                          "silhouette,keywords,points,card_id,source\n";
  // A roster written before the column loads with every Silhouette its base's template (0).
  CHECK(parse_roster(before + "x,X,empire,corps,4,1,2,trooper,27,round,white,0.2,reposition,50,zz,t\n", "r.csv")[0].silhouette == 0);
  const auto own = parse_roster(now + "x,X,empire,support,1,4,2,vehicle,70,notched,red,0.3,0.26,speeder=1;mobile,50,zz,t\n"
                                      "y,Y,empire,corps,4,1,2,trooper,27,round,white,0.2,,,50,zy,t\n", "r.csv");
  CHECK(own[0].silhouette == Approx(0.26));
  CHECK((own[0].keywords.speeder == 1 && own[0].keywords.mobile && !own[0].keywords.reposition));
  CHECK(own[1].silhouette == 0);
  CHECK_THROWS_WITH(parse_roster(now + "x,X,empire,corps,4,1,2,trooper,27,round,white,0.2,tall,,50,zz,t\n", "r.csv"),
                    Catch::Contains("silhouette 'tall' is not a number"));
  CHECK_THROWS_WITH(parse_roster(now + "x,X,empire,corps,4,1,2,trooper,27,round,white,0.2,-1,,50,zz,t\n", "r.csv"),
                    Catch::Contains("silhouette must be"));
}

TEST_CASE("closest unit: by edit distance, none when nothing is close", "[units]") {
  const auto& r = builtin_roster();
  CHECK(closest_unit(r, "stormtrooper") == "stormtroopers");
  CHECK(closest_unit(r, "Snow-Troopers") == "snowtroopers");
  CHECK(closest_unit(r, "wookie-warriors") == "wookiee-warriors");
  CHECK(closest_unit(r, "ewoks").empty());
  CHECK(closest_unit(r, "").empty());
}
