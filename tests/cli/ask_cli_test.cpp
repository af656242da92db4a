// climbsim ask: its numbers are the exact engine's, worked by hand here; units of one profile are
// grouped; a what-if says what it saves.
#include <catch2/catch.hpp>
#include <algorithm>
#include <cmath>
#include <map>
#include <string>
#include <vector>

#include "refusals.hpp"
#include "run_cli.hpp"

using namespace climbsim::test;

namespace {

// P(Bin(n, p) = k).
double binom(int n, int k, double p) {
  double c = 1;
  for (int i = 0; i < k; ++i) c = c * (n - i) / (i + 1);
  return c * std::pow(p, k) * std::pow(1 - p, n - k);
}

std::map<std::string, std::string> row_where(const std::vector<std::vector<std::string>>& rows, const std::string& face,
                                             const std::string& variant) {
  for (std::size_t i = 1; i < rows.size(); ++i) {
    std::map<std::string, std::string> m;
    for (std::size_t c = 0; c < rows[0].size(); ++c) m[rows[0][c]] = rows[i][c];
    if (m["face"] == face && m["variant"] == variant) return m;
  }
  FAIL("no row for " << face << " " << variant);
  return {};
}

// Column name -> index, from a CSV's header row.
std::map<std::string, std::size_t> column_index(const std::vector<std::vector<std::string>>& rows) {
  std::map<std::string, std::size_t> at;
  for (std::size_t i = 0; i < rows.at(0).size(); ++i) at[rows[0][i]] = i;
  return at;
}

}  // namespace

TEST_CASE("ask: Stormtroopers and Scout Troopers up a height-2 building, and what Expert Climber buys", "[cli][ask]") {
  const auto r = run_cli({"ask", "--unit", "stormtroopers,scout-troopers", "--height", "2", "--face", "sheer,ledges",
                          "--what-if", "expert-climber", "--format", "csv"});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const auto rows = csv_rows(r.out);
  REQUIRE(rows.size() == 5);  // one group (same profile) x 2 faces x 2 variants
  const double p = 1.0 / 6;
  // Sheer height 2: the 2-action clamber, two dice a mini, 4 minis of 1 wound: E[min(Bin(8, p), 4)].
  double e = 0;
  for (int k = 0; k <= 8; ++k) e += std::min(k, 4) * binom(8, k, p);
  const auto sheer = row_where(rows, "sheer", "as is");
  CHECK(sheer.at("units") == "stormtroopers = scout-troopers");
  CHECK(sheer.at("cheapest") == "clamber2");
  CHECK(sheer.at("actions") == "2");
  CHECK(sheer.at("activations") == "1");
  CHECK(std::stod(sheer.at("wounds")) == Approx(e).epsilon(1e-12));
  CHECK(std::stod(sheer.at("minis_lost")) == Approx(e).epsilon(1e-12));  // one wound a mini
  CHECK(std::stod(sheer.at("p_lose_one")) == Approx(1 - std::pow(5.0 / 6, 8)).epsilon(1e-12));
  // Ledges: two 1-action clambers are cheapest; two climbs (4 actions, no dice) are safest.
  const auto ledges = row_where(rows, "ledges", "as is");
  CHECK(ledges.at("cheapest") == "clamber1+clamber1");
  CHECK(ledges.at("safest") == "climb+climb");
  CHECK(ledges.at("safest_actions") == "4");
  CHECK(std::stod(ledges.at("safest_minis_lost")) == 0);
  CHECK(std::stod(row_where(rows, "sheer", "expert-climber").at("wounds")) == 0);
  // The verdicts, in the table form: one profile, and Expert Climber saves E minis per activation.
  const auto t = run_cli({"ask", "--unit", "stormtroopers,scout-troopers", "--height", "2", "--face", "sheer",
                          "--what-if", "expert-climber"});
  REQUIRE(t.exit_code == 0);
  CHECK_THAT(t.out, Catch::Contains("stormtroopers and scout-troopers: same profile, same figures"));
  char saved[16];
  std::snprintf(saved, sizeof saved, "%.2g", e);
  // Sheer height 2, 4 minis of 1 wound: the minis saved equal the wounds saved.
  CHECK_THAT(t.out, Catch::Contains(std::string("expert-climber saves ") + saved + " minis and " + saved + " wounds"));
  CHECK_THAT(t.out, Catch::Contains("1.33"));  // 3 significant figures in the table
}

TEST_CASE("ask: formats, a unit that has the keyword already, and bad questions", "[cli][ask]") {
  const auto md = run_cli({"ask", "--unit", "wookiee-warriors", "--height", "3", "--face", "ledges", "--what-if", "scale",
                           "--format", "markdown"});
  REQUIRE(md.exit_code == 0);
  CHECK_THAT(md.out, Catch::StartsWith("| units") && Catch::Contains("| ----") && Catch::Contains("wookiee-warriors already has scale"));
  // Said once, however many heights and faces were asked (it was said once a height and face).
  const auto twice = run_cli({"ask", "--unit", "at-rt", "--height", "1,2", "--face", "sheer,ledges", "--what-if", "expert-climber"});
  REQUIRE(twice.exit_code == 0);
  const std::string said = "at-rt already has Expert Climber";
  const auto first = twice.out.find(said);
  CHECK(first != std::string::npos);
  CHECK(twice.out.find(said, first + 1) == std::string::npos);
  const auto json = run_cli({"ask", "--unit", "darth-vader", "--height", "1", "--format", "json"});
  REQUIRE(json.exit_code == 0);
  CHECK_THAT(json.out, Catch::Contains("\"answers\": [") && Catch::Contains("\"cheapest\": \"clamber1\"") &&
                           Catch::Contains("\"actions\": 1"));
  CHECK(run_cli({"ask", "--unit", "stormtroopers", "--what-if", "flying"}).exit_code == 2);
  CHECK(run_cli({"ask", "--unit", "stormtroopers", "--format", "xml"}).exit_code == 2);
  CHECK(run_cli({"ask", "--unit", "stormtroopers", "--height", "0"}).exit_code == 2);
  // No way up: a sheer face of height 3 has no plan for a unit without Jump.
  const auto none = run_cli({"ask", "--unit", "stormtroopers", "--height", "3", "--face", "sheer", "--format", "csv"});
  REQUIRE(none.exit_code == 0);
  CHECK_THAT(none.out, Catch::Contains("no way up: no step reaches height 3: a climb reaches height 1, a clamber 2"));
  const auto down = run_cli({"ask", "--unit", "stormtroopers", "--height", "3", "--face", "sheer", "--direction", "down"});
  REQUIRE(down.exit_code == 0);
  CHECK_THAT(down.out, Catch::Contains("no way down: no step comes down height 3"));
}

TEST_CASE("ask: units named as their cards print them answer as by their roster names", "[cli][ask]") {
  const auto by_slug = run_cli({"ask", "--unit", "scout-troopers,darth-vader-operative", "--height", "2", "--format", "csv"});
  const auto by_card = run_cli({"ask", "--unit", "Scout Troopers,Darth Vader (The Emperor's Apprentice)", "--height", "2", "--format", "csv"});
  REQUIRE(by_slug.exit_code == 0);
  REQUIRE(by_card.exit_code == 0);
  CHECK(by_card.out == by_slug.out);
  const auto twice = run_cli({"ask", "--unit", "Savage Opress"});
  CHECK(twice.exit_code == 2);
  CHECK_THAT(twice.err, Catch::Contains("--unit") && Catch::Contains("names 2 cards"));
}

TEST_CASE("ask with Jump: a jump down any height, and jumps up ledges, cost no wounds (RULINGS R8)", "[cli][ask][rulings]") {
  // Luke Skywalker: 1 mini of 6 wounds, Jump 1. Down a sheer height 2: clamber2 rolls 2 dice
  // (1/6 each: 1/3 wound), jump2 is 1 action and no dice: both cheapest and safest.
  const auto down = run_cli({"ask", "--unit", "luke-skywalker", "--height", "2", "--face", "sheer", "--direction", "down",
                             "--format", "csv"});
  REQUIRE(down.exit_code == 0);
  const auto d = csv_rows(down.out);
  REQUIRE(d.size() == 2);
  const auto at = column_index(d);
  CHECK(d[1][at.at("cheapest")] == "jump2");
  CHECK(d[1][at.at("actions")] == "1");
  CHECK(d[1][at.at("wounds")] == "0");
  CHECK(d[1][at.at("safest")] == "jump2");
  // Up ledges of height 2: clamber1+clamber1 and jump+jump both take 2 actions; the clambers roll
  // one die each (1/6 + 1/6 = 1/3 wound, 0 minis lost: one mini of 6 wounds cannot fall to 2 dice).
  // Fewest minis lost ties at 0, so wounds decide: the jumps are cheapest and safest.
  const auto up = run_cli({"ask", "--unit", "luke-skywalker", "--height", "2", "--face", "ledges", "--format", "csv"});
  REQUIRE(up.exit_code == 0);
  const auto u = csv_rows(up.out);
  REQUIRE(u.size() == 2);
  CHECK(u[1][at.at("cheapest")] == "jump+jump");
  CHECK(u[1][at.at("wounds")] == "0");
  CHECK(u[1][at.at("safest")] == "jump+jump");
}

TEST_CASE("safest counts wounds after minis: Darth Vader climbs ledges instead of clambering (RULINGS R18)", "[cli][ask][rulings]") {
  // Vader: 1 mini of 8 wounds. Up ledges of height 1: clamber1 (1 action, one die: 1/6 wound) or
  // climb (2 actions, no dice). Neither loses a mini; the climb takes no wounds: it is safest.
  // Height 3: three climbs (6 actions, 0 wounds) against three clamber1 (3 actions, 3/6 wound).
  for (const char* height : {"1", "3"}) {
    INFO(height);
    const auto r = run_cli({"ask", "--unit", "darth-vader", "--height", height, "--face", "ledges", "--what-if", "expert-climber",
                            "--format", "csv"});
    REQUIRE(r.exit_code == 0);
    const auto rows = csv_rows(r.out);
    const auto at = column_index(rows);
    const auto& plain = rows[1];
    CHECK(plain[at.at("safest")] == (std::string(height) == "1" ? "climb" : "climb+climb+climb"));
    CHECK(std::stod(plain[at.at("safest_wounds")]) == 0);
    CHECK(std::stod(plain[at.at("wounds")]) == Approx(std::stod(height) / 6).epsilon(1e-12));  // the cheapest: clambers
  }
  // The verdict names the wounds Expert Climber saves, and no minis: 1/6 a clamber, per unit.
  const auto v = run_cli({"ask", "--unit", "darth-vader", "--height", "1", "--face", "ledges", "--what-if", "expert-climber"});
  REQUIRE(v.exit_code == 0);
  CHECK_THAT(v.out, Catch::Contains("expert-climber saves 0 minis and 0.17 wounds"));
}

TEST_CASE("verdicts are per unit, not per activation", "[cli][ask][rulings]") {
  // Stormtroopers up ledges of height 3: three 1-action clambers over 2 activations. The verdict's
  // saving is the difference of the two rows' minis lost, not that difference over 2.
  const auto r = run_cli({"ask", "--unit", "stormtroopers", "--height", "3", "--face", "ledges", "--what-if", "expert-climber",
                          "--format", "csv"});
  REQUIRE(r.exit_code == 0);
  const auto rows = csv_rows(r.out);
  const auto at = column_index(rows);
  REQUIRE(rows.size() == 3);
  CHECK(rows[1][at.at("activations")] == "2");
  const double saved = std::stod(rows[1][at.at("minis_lost")]) - std::stod(rows[2][at.at("minis_lost")]);
  const auto t = run_cli({"ask", "--unit", "stormtroopers", "--height", "3", "--face", "ledges", "--what-if", "expert-climber"});
  char want[16];
  std::snprintf(want, sizeof want, "%.2g", saved);
  CHECK_THAT(t.out, Catch::Contains(std::string("expert-climber saves ") + want + " minis"));
}

TEST_CASE("climbsim ask --what-if no-scale says what losing Scale costs", "[cli][ask]") {
  // Wookiee Warriors have Scale: they clamber with no dice. Without it a height-2 clamber rolls
  // dice, so taking Scale away costs minis, and the verdict says "costs", never "saves -x".
  const auto r = run_cli({"ask", "--unit", "wookiee-warriors", "--height", "2", "--face", "sheer", "--what-if", "no-scale"});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  CHECK(r.out.find("no-scale costs ") != std::string::npos);
  CHECK(r.out.find("saves -") == std::string::npos);
}

TEST_CASE("ask on a mission: the rounds worked by hand, climbsim mission's table, and what it refuses", "[cli][ask][mission]") {
  // Worked by hand (R26, R27; as mission_cli_test): Stormtroopers deploying from the band 0,0,72,9
  // under core-2025 stand 11.79" in after 2 actions, 17.96" after 3, 30.29" after 5; the leader
  // contests a POI from 4.53" short of it: (36,12) in round 1, (36,18) in round 2, (36,33) in round 3.
  const ScratchDir dir;
  const std::vector<std::string> mission = {"--unit", "stormtroopers", "--edition", "core-2025", "--territory", "0,0,72,9", "--poi",
                                            "36,12;36,18;36,33", "--rounds", "3"};
  std::vector<std::string> ask = {"ask"};
  ask.insert(ask.end(), mission.begin(), mission.end());
  const auto asked = run_cli(ask);
  INFO(asked.err);
  REQUIRE(asked.exit_code == 0);
  CHECK_THAT(asked.out, Catch::Contains("POI 1 (36,12): stormtroopers contests it first, in round 1 (deploy2+move2).\n"));
  CHECK_THAT(asked.out, Catch::Contains("POI 2 (36,18): stormtroopers contests it first, in round 2 (deploy2+move2+move2).\n"));
  CHECK_THAT(asked.out, Catch::Contains("POI 3 (36,33): stormtroopers contests it first, in round 3 (deploy2+move2+move2+move2+move2).\n"));
  // Its table is the mission's: the same CSV as `climbsim mission` writes.
  ask.insert(ask.end(), {"--format", "csv", "-o", dir.file("ask.csv")});
  std::vector<std::string> by_mission = {"mission"};
  by_mission.insert(by_mission.end(), mission.begin(), mission.end());
  by_mission.insert(by_mission.end(), {"--format", "csv", "-o", dir.file("mission.csv")});
  REQUIRE(run_cli(ask).exit_code == 0);
  REQUIRE(run_cli(by_mission).exit_code == 0);
  CHECK(read_file(dir.file("ask.csv")) == read_file(dir.file("mission.csv")));
  // The height question's options mean nothing on a mission, nor a mission's without one: each is
  // refused, named.
  std::vector<std::string> on_mission = {"ask"};
  on_mission.insert(on_mission.end(), mission.begin(), mission.end());
  check_refusals(on_mission, {{{"--height", "2"}, "--height '2': is not read on a mission"},
                              {{"--start", "6,18"}, "--start '6,18': is not read on a mission"},
                              {{"--what-if", "scale"}, "--what-if 'scale': is not read on a mission"}});
  check_refusals({"ask", "--unit", "stormtroopers"}, {{{"--poi", "36,12"}, "--poi '36,12': belongs to a mission"},
                                                      {{"--rounds", "3"}, "--rounds '3': belongs to a mission"}});
}
