// climbsim mission: a unit's earliest round to each target, from the Territory's edge (RULINGS R26,
// R27), against values worked by hand.
#include <catch2/catch.hpp>

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "refusals.hpp"
#include "run_cli.hpp"

using namespace climbsim::test;

namespace {

// Each row's (unit, target) -> (reached, round, actions, route), from the CSV.
std::map<std::pair<std::string, std::string>, std::vector<std::string>> by_target(const std::string& csv) {
  std::map<std::pair<std::string, std::string>, std::vector<std::string>> out;
  const auto rows = csv_rows(csv);
  REQUIRE(!rows.empty());
  REQUIRE(rows[0] == std::vector<std::string>{"unit", "target", "x", "y", "reached", "round", "actions", "route", "wounds", "p_unit_intact",
                                              "leader_x", "leader_y", "level"});
  for (std::size_t i = 1; i < rows.size(); ++i) out[{rows[i][0], rows[i][1]}] = {rows[i][4], rows[i][5], rows[i][6], rows[i][7]};
  return out;
}

}  // namespace

TEST_CASE("mission: Stormtroopers from the band 0,0,72,9 contest POIs at y 12, 18 and 33 first in rounds 1, 2 and 3", "[cli][mission]") {
  // Worked by hand (R26, R27): the deploying speed-2 move ends the leader's centre 5.1 + R = 5.63"
  // from the edge, each later move adds R + 5.1 + R = 6.16": after 2, 3, 4, 5 actions y 11.79,
  // 17.96, 24.12, 30.29. Contesting: the base within 3" of the 2" token, the centre within
  // 3 + 1 + R = 4.53" of the token's centre: y 7.47 for the POI at 12 (action 2: round 1), 13.47
  // for 18 (action 3: round 2), 28.47 for 33 (action 5: round 3). At 16 (11.47, action 2) and at 17
  // (12.47, action 3) the rounds are 1 and 2.
  const ScratchDir dir;
  const auto r = run_cli({"mission", "--unit", "stormtroopers", "--territory", "0,0,72,9", "--poi", "36,12;36,18;36,33;36,16;36,17", "--rounds",
                          "3", "--format", "csv", "-o", dir.file("m.csv")});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const auto t = by_target(read_file(dir.file("m.csv")));
  CHECK(t.at({"stormtroopers", "poi-1"}) == std::vector<std::string>{"yes", "1", "2", "deploy2+move2"});
  CHECK(t.at({"stormtroopers", "poi-2"}) == std::vector<std::string>{"yes", "2", "3", "deploy2+move2+move2"});
  CHECK(t.at({"stormtroopers", "poi-3"}) == std::vector<std::string>{"yes", "3", "5", "deploy2+move2+move2+move2+move2"});
  CHECK(t.at({"stormtroopers", "poi-4"})[1] == "1");
  CHECK(t.at({"stormtroopers", "poi-5"})[1] == "2");
  // Two rounds are not enough for the far POI; the sentence says who gets there first.
  const auto two = run_cli({"mission", "--unit", "stormtroopers,darth-vader", "--territory", "0,0,72,9", "--poi", "36,12;36,33"});
  INFO(two.err);
  REQUIRE(two.exit_code == 0);
  CHECK_THAT(two.out, Catch::Contains("POI 1 (36,12): stormtroopers and darth-vader contest it first, in round 1."));
  CHECK_THAT(two.out, Catch::Contains("POI 2 (36,33): no unit contests it by the end of round 2."));
}

TEST_CASE("mission: a roof is a target, reached by a Climb in round 2, the answer the same on any thread count", "[cli][mission]") {
  // A 4" x 4" height-1 building with its south face 14" from the edge. After two actions the leader
  // is at most 11.79" in; a Climb (the speed-1 tool over it, R25) puts the base wholly on the roof
  // (centre 14.53 or more) from 14.53 - (R + 3 + R) = 10.47" or more: the third action, round 2.
  const ScratchDir dir;
  write_file(dir.file("t.csv"), "building,34,14,4,4,1,\n");
  std::string first;
  for (const char* threads : {"1", "2"}) {
    const auto r = run_cli({"mission", "--unit", "stormtroopers", "--terrain", dir.file("t.csv"), "--territory", "0,0,72,9", "--threads", threads,
                            "--format", "csv", "-o", dir.file("m.csv")});
    INFO(r.err);
    REQUIRE(r.exit_code == 0);
    const std::string csv = read_file(dir.file("m.csv"));
    if (first.empty()) first = csv;
    CHECK(csv == first);
    const auto t = by_target(csv);
    CHECK(t.at({"stormtroopers", "building-1"}) == std::vector<std::string>{"yes", "2", "3", "deploy2+move2+climb"});
  }
  // The picture of the unit's rounds, with the Territory and the POIs.
  const auto drawn = run_cli({"mission", "--unit", "stormtroopers", "--terrain", dir.file("t.csv"), "--territory", "0,0,72,9", "--poi", "36,12",
                              "-o", dir.file("m.txt"), "--png", dir.file("m.png")});
  INFO(drawn.err);
  REQUIRE(drawn.exit_code == 0);
  const auto png = read_file(dir.file("m.png"));
  REQUIRE(png.size() > 1000);
  CHECK(png.substr(1, 3) == "PNG");
}

TEST_CASE("mission refuses what it cannot answer, with exit 2, naming the option", "[cli][mission]") {
  const ScratchDir dir;
  check_refusals({"mission", "-o", dir.file("out.csv")}, {
           {{"--unit", "stormtroopers"}, "--territory"},
           {{"--unit", "stormtroopers", "--territory", "0,0,72,9", "--poi", "80,12"}, "the point 80,12 is off the table"},
           {{"--unit", "stormtroopers", "--territory", "0,0,72,9", "--poi", "36"}, "expected points X,Y"},
           {{"--unit", "stormtroopers", "--territory", "0,0,72,9", "--rounds", "6"}, "--rounds '6'"},
           {{"--unit", "stormtroopers", "--territory", "20,10,30,20"}, "touches no edge of the table"},
           {{"--unit", "stormtroopers", "--territory", "0,0,72,9", "--png", dir.file("m.png"), "--png-unit", "darth-vader"}, "no unit of this mission"},
           {{"--unit", "stormtroopers", "--map-card", "bunker-assault", "--territory", "0,0,72,9"}, "not both"},
           {{"--unit", "stormtroopers", "--map-card", "the-long-march"}, "the cards: close-the-pocket, bunker-assault"},
           {{"--unit", "stormtroopers", "--map-card", "bunker-assault", "--side", "green"}, "--side 'green': blue or red"},
           {{"--unit", "stormtroopers", "--territory", "0,0,72,9", "--side", "red"}, "give --map-card too"},
           {{"--unit", "stormtroopers", "--map-card", "bunker-assault", "--table", "44,30"}, "drawn for the 72\" x 36\" table"},
       }, {dir.file("out.csv")});
}

TEST_CASE("mission: Scout X, Infiltrate and Prepared Position from the roster's cards, and the earlier editions' zone", "[cli][mission]") {
  // The band 0,0,72,9 (R28). Scout Troopers (Scout 3): a free speed-3 deploy puts the centre 7.3 + R
  // = 7.83" in, within 4.53 of the POI at y 12 at no action: round 1; Imperial Special Forces
  // (Infiltrate) and Shoretroopers (Prepared Position): placed completely within the band, the
  // centre up to 9 - R = 8.47" in, at no action. Stormtroopers need a deploy and a move (2 actions).
  // The POI at y 18 (centre 13.47 needed): Scout Troopers 7.83 + 6.16 = 13.99 (action 1), Special
  // Forces 8.47 + 6.16 = 14.63 (action 1), Shoretroopers (speed 1) 8.47 + 4.06 = 12.53, then 16.59
  // (action 2), Stormtroopers 11.79, then 17.96 (action 3: round 2).
  const ScratchDir dir;
  const auto r = run_cli({"mission", "--unit", "scout-troopers,imperial-special-forces,shoretroopers,stormtroopers", "--territory", "0,0,72,9",
                          "--poi", "36,12;36,18", "--format", "csv", "-o", dir.file("m.csv")});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const auto t = by_target(read_file(dir.file("m.csv")));
  CHECK(t.at({"scout-troopers", "poi-1"}) == std::vector<std::string>{"yes", "1", "0", "scout3"});
  CHECK(t.at({"imperial-special-forces", "poi-1"}) == std::vector<std::string>{"yes", "1", "0", "placed"});
  CHECK(t.at({"shoretroopers", "poi-1"}) == std::vector<std::string>{"yes", "1", "0", "placed"});
  CHECK(t.at({"stormtroopers", "poi-1"}) == std::vector<std::string>{"yes", "1", "2", "deploy2+move2"});
  CHECK(t.at({"scout-troopers", "poi-2"}) == std::vector<std::string>{"yes", "1", "1", "scout3+move2"});
  CHECK(t.at({"imperial-special-forces", "poi-2"}) == std::vector<std::string>{"yes", "1", "1", "move2"});
  CHECK(t.at({"shoretroopers", "poi-2"})[2] == "2");
  CHECK(t.at({"stormtroopers", "poi-2"})[1] == "2");
  // The sentence names every unit by its round, and those that do not get there.
  const auto said = run_cli({"mission", "--unit", "scout-troopers,imperial-special-forces,shoretroopers,stormtroopers", "--territory",
                             "0,0,72,9", "--poi", "36,12;36,18", "--rounds", "1"});
  INFO(said.err);
  REQUIRE(said.exit_code == 0);
  CHECK_THAT(said.out, Catch::Contains("POI 2 (36,18): scout-troopers, imperial-special-forces and shoretroopers contest it first, in round 1; "
                                       "stormtroopers not by the end of round 1."));
  const auto later = run_cli({"mission", "--unit", "stormtroopers,scout-troopers", "--territory", "0,0,72,9", "--poi", "36,18"});
  INFO(later.err);
  REQUIRE(later.exit_code == 0);
  CHECK_THAT(later.out, Catch::Contains("POI 1 (36,18): scout-troopers contests it first, in round 1 (scout3+move2); stormtroopers in round 2."));
  // Under core-2023 every unit is placed within its zone before the first round: Stormtroopers
  // contest the first POI at no action.
  const auto zone = run_cli({"mission", "--unit", "stormtroopers", "--territory", "0,0,72,9", "--poi", "36,12", "--edition", "core-2023",
                             "--format", "csv", "-o", dir.file("z.csv")});
  INFO(zone.err);
  REQUIRE(zone.exit_code == 0);
  CHECK(by_target(read_file(dir.file("z.csv"))).at({"stormtroopers", "poi-1"}) == std::vector<std::string>{"yes", "1", "0", "placed"});
}

TEST_CASE("mission: a Map Card's Territories, either side, and the enemy Territory as a target", "[cli][mission]") {
  // Bunker Assault's blue Territory is 12,0,60,9 and red's 12,27,60,36 (the card's grid; map_cards
  // test). Worked by hand (R26, R29): Stormtroopers deploying from y 0 stand at most 5.63, 11.79,
  // 17.96, 24.12, 30.29" in after 1-5 actions; the enemy Territory is reached when the leader's base
  // is partly in it, the centre past 27 - R = 26.47: the fifth action, round 3; within two rounds,
  // not at all. The card's answer is --territory's to the byte (the enemy's the band turned 180
  // degrees), and red's side mirrors blue's: a POI at (36,24) from the far edge as one at (36,12).
  const ScratchDir dir;
  const auto card = run_cli({"mission", "--unit", "stormtroopers", "--map-card", "Bunker Assault", "--poi", "36,12", "--rounds", "3",
                             "--format", "csv", "-o", dir.file("card.csv")});
  INFO(card.err);
  REQUIRE(card.exit_code == 0);
  const std::string csv = read_file(dir.file("card.csv"));
  const auto t = by_target(csv);
  CHECK(t.at({"stormtroopers", "enemy-territory"}) == std::vector<std::string>{"yes", "3", "5", "deploy2+move2+move2+move2+move2"});
  CHECK(t.at({"stormtroopers", "poi-1"}) == std::vector<std::string>{"yes", "1", "2", "deploy2+move2"});
  const auto own = run_cli({"mission", "--unit", "stormtroopers", "--territory", "12,0,60,9", "--poi", "36,12", "--rounds", "3", "--format",
                            "csv", "-o", dir.file("own.csv")});
  INFO(own.err);
  REQUIRE(own.exit_code == 0);
  CHECK(read_file(dir.file("own.csv")) == csv);
  const auto red = run_cli({"mission", "--unit", "stormtroopers", "--map-card", "bunker-assault", "--side", "red", "--poi", "36,24",
                            "--rounds", "2", "--format", "csv", "-o", dir.file("red.csv")});
  INFO(red.err);
  REQUIRE(red.exit_code == 0);
  const auto r = by_target(read_file(dir.file("red.csv")));
  CHECK(r.at({"stormtroopers", "poi-1"}) == std::vector<std::string>{"yes", "1", "2", "deploy2+move2"});
  CHECK(r.at({"stormtroopers", "enemy-territory"})[0] == "no");
  // Without --poi the answer says how many POIs the card sets out, and who reaches the enemy first.
  const auto bare = run_cli({"mission", "--unit", "stormtroopers", "--map-card", "close-the-pocket", "--rounds", "1"});
  INFO(bare.err);
  REQUIRE(bare.exit_code == 0);
  CHECK_THAT(bare.out, Catch::Contains("Close the Pocket sets out 3 POIs"));
  CHECK_THAT(bare.out, Catch::Contains("The enemy Territory: no unit reaches it by the end of round 1."));
}

TEST_CASE("mission: a list's upgrades that give Scout enter the unit by a free deploy", "[cli][mission]") {
  // Recon Intel gives Stormtroopers Scout 1 (the card data's keyword; R28): a free speed-1 deploy
  // puts the leader's centre 3 + R = 3.53" in at no action, then 6.16" an action: 9.69 after one,
  // within 4.53 of a POI at y 14 (9.47) in round 1 with one action; without it, 11.79 after two.
  const ScratchDir dir;
  write_file(dir.file("list.txt"), "Scouting\n800/800\n\nCorps:\n - Stormtroopers (44): Recon Intel (8) = 52\n - Stormtroopers (44) = 44\n");
  const auto r = run_cli({"mission", "--list", dir.file("list.txt"), "--territory", "0,0,72,9", "--poi", "36,14", "--format", "csv", "-o",
                          dir.file("m.csv")});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const auto rows = csv_rows(read_file(dir.file("m.csv")));
  std::vector<std::vector<std::string>> poi;
  for (const auto& row : rows)
    if (row.size() > 7 && row[1] == "poi-1") poi.push_back({row[5], row[6], row[7]});
  REQUIRE(poi.size() == 2);
  CHECK(poi[0] == std::vector<std::string>{"1", "1", "scout1+move2"});
  CHECK(poi[1] == std::vector<std::string>{"1", "2", "deploy2+move2"});
}
