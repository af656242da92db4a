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

TEST_CASE("the built-in roster's FACTS rows carry the figures docs/FACTS.md lists", "[units]") {
  std::ifstream in(std::string(CLIMBSIM_SOURCE_DIR) + "/docs/FACTS.md");
  REQUIRE(in);
  std::stringstream text;
  text << in.rdbuf();
  // "Stormtroopers 4, 1, 2" - name, minis, wounds a mini, speed - in the paragraph on the roster.
  const std::regex entry(R"(([A-Z][A-Za-z0-9 -]+?) (\d+), (\d+), (\d+))");
  const std::map<std::string, std::string> renamed = {{"phase-i-clone-troopers", "clone-troopers-phase1"}};
  int checked = 0;
  const std::string all = text.str();
  const auto start = all.find("Units in the built-in roster");
  REQUIRE(start != std::string::npos);
  std::string para = all.substr(start, all.find("\n\n", start) - start);
  std::replace(para.begin(), para.end(), '\n', ' ');
  for (std::sregex_iterator it(para.begin(), para.end(), entry), end; it != end; ++it) {
    std::string name = (*it)[1];
    std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return c == ' ' ? '-' : std::tolower(c); });
    if (const auto r = renamed.find(name); r != renamed.end()) name = r->second;
    INFO(name);
    const Unit& u = find_unit(builtin_roster(), name);
    CHECK(u.minis == std::stoi((*it)[2]));
    CHECK(u.wounds_per_mini == std::stoi((*it)[3]));
    CHECK(u.speed == std::stoi((*it)[4]));
    ++checked;
  }
  CHECK(checked == 15);
}

TEST_CASE("every built-in roster row - a faction - a rank - a card reference - and only the keywords its card names", "[units][roster]") {
  // The vertical-movement keyword names each unit's card carries in the card reference (docs/FACTS.md),
  // transcribed here apart from data/roster.csv: a row that gains or loses one fails.
  const std::map<std::string, std::string> keyworded = {
      {"wookiee-warriors", "scale"}, {"wookiee-warriors-kashyyyk-resistance", "scale"}, {"wookiee-warriors-republic", "scale"},
      {"wookiee-warriors-kashyyyk-defenders", "scale"}, {"wookiee-warriors-noble-fighters", "scale"},
      {"chewbacca", "scale"}, {"chewbacca-republic", "scale"}, {"wookiee-chieftain", "scale"}, {"general-grievous", "scale"},
      {"bossk", "scale"}, {"bx-series-droid-commandos", "scale;jump"}, {"bx-series-droid-commandos-strike-team", "scale"},
      {"range-troopers", "scale"}, {"geonosian-warriors", "scale;jump"}, {"sun-fac", "scale;jump"},
      {"luke-skywalker", "jump"}, {"luke-skywalker-jedi-knight", "jump"}, {"sabine-wren", "jump"}, {"ahsoka-tano", "jump"},
      {"obi-wan-kenobi", "jump"}, {"clone-commander-cody", "jump"}, {"poggle-the-lesser", "jump"}, {"asajj-ventress", "jump"},
      {"boba-fett", "jump"}, {"boba-fett-daimyo", "jump"}, {"cad-bane", "jump"}, {"maul-a-rival", "jump"}, {"gar-saxon", "jump"},
      {"mandalorian-super-commandos", "jump"}, {"wicket", "unhindered"}, {"dewback-rider", "unhindered"},
      {"ig-100-magnaguard", "unhindered"}, {"ewok-skirmishers", "unhindered"}, {"ewok-slingers", "unhindered"},
      {"at-rt", "expert_climber;climbing_vehicle"},
      {"dsd1-dwarf-spider-droid", "expert_climber;climbing_vehicle"}, {"74-z-speeder-bikes", "speeder"}};
  const std::set<std::string> factions = {"empire", "rebels", "republic", "separatists", "mercenary"};
  const std::set<std::string> ranks = {"commander", "operative", "corps", "special", "support", "heavy"};
  std::map<std::string, int> per_faction;
  for (const Unit& u : builtin_roster()) {
    INFO(u.name);
    CHECK(factions.count(u.faction) == 1);
    CHECK(ranks.count(u.rank) == 1);
    CHECK_FALSE(u.display_name.empty());
    CHECK_THAT(u.source, Catch::StartsWith("LHQ ") || Catch::StartsWith("SWLC "));
    // Every row has its card's defense die, read from the card reference (docs/FACTS.md).
    CHECK((u.defense == "white" || u.defense == "red"));
    ++per_faction[u.faction];
    // keyword names without their values ("jump=1" -> "jump"), in the order keyword_text writes them
    std::string names = keyword_text(u.keywords);
    names = std::regex_replace(names, std::regex("=[0-9]+"), "");
    const auto expected = keyworded.find(u.name);
    CHECK(names == (expected == keyworded.end() ? "" : expected->second));
    // commanders and operatives are one mini; vehicles and creature troopers stand on notched bases
    if (u.rank == "commander" || u.rank == "operative") CHECK(u.minis == 1);
    if (u.kind == UnitKind::vehicle) CHECK(u.notched_base);
  }
  // Emplacement troopers stand on notched bases (docs/FACTS.md, bases), so the 2023 Core Rulebook
  // keeps them off a climb.
  for (const char* name : {"df-90-mortar-trooper", "e-web-heavy-blaster-team", "mark-ii-medium-blaster-trooper"})
    CHECK(find_unit(builtin_roster(), name).notched_base);
  // Corrections checked against the card reference, transcribed here apart from data/roster.csv.
  CHECK(find_unit(builtin_roster(), "ig-100-magnaguard").minis == 3);
  CHECK(find_unit(builtin_roster(), "range-troopers").minis == 4);
  CHECK(find_unit(builtin_roster(), "bx-series-droid-commandos").keywords.jump == 1);
  CHECK(find_unit(builtin_roster(), "stormtroopers").defense == "red");   // LHQ ay
  CHECK(find_unit(builtin_roster(), "rebel-troopers").defense == "white");  // LHQ ah
  for (const auto& f : factions) CHECK(per_faction[f] >= 10);
  CHECK(find_unit(builtin_roster(), "snowtroopers").speed == 1);  // the roster once had 2
  const Unit& bikes = find_unit(builtin_roster(), "74-z-speeder-bikes");
  CHECK((bikes.minis == 2 && bikes.keywords.speeder == 1 && !bikes.keywords.unhindered));
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

TEST_CASE("closest unit: by edit distance, none when nothing is close", "[units]") {
  const auto& r = builtin_roster();
  CHECK(closest_unit(r, "stormtrooper") == "stormtroopers");
  CHECK(closest_unit(r, "Snow-Troopers") == "snowtroopers");
  CHECK(closest_unit(r, "wookie-warriors") == "wookiee-warriors");
  CHECK(closest_unit(r, "ewoks").empty());
  CHECK(closest_unit(r, "").empty());
}
