// climbsim roster, and the "did you mean" a misspelt --unit gets.
#include <catch2/catch.hpp>
#include <string>

#include "climbsim/units/roster.hpp"
#include "run_cli.hpp"

using namespace climbsim::test;

TEST_CASE("climbsim roster lists every built-in unit with its profile and source", "[cli][roster]") {
  const auto r = run_cli({"roster", "--format", "csv"});
  REQUIRE(r.exit_code == 0);
  const auto rows = csv_rows(r.out);
  REQUIRE(rows.size() == climbsim::builtin_roster().size() + 1);
  CHECK(rows[0] == std::vector<std::string>{"name", "display_name", "faction", "rank", "minis", "wounds_per_mini", "speed", "kind",
                                            "base_mm", "base_kind", "defense", "mini_height", "keywords", "source"});
  bool wookiees = false;
  for (const auto& row : rows)
    if (row[0] == "wookiee-warriors") {
      wookiees = true;
      CHECK(row[1] == "Wookiee Warriors");
      CHECK(row[2] == "rebels");
      CHECK(row[3] == "special");
      CHECK(row[4] == "3");
      CHECK(row[5] == "3");
      CHECK(row[9] == "round");
      CHECK(row[10] == "white");
      CHECK(row[12] == "scale");
      CHECK_THAT(row[13], Catch::StartsWith("LHQ aj"));
    }
  CHECK(wookiees);
  const auto separatists = run_cli({"roster", "--faction", "separatists", "--format", "csv"});
  REQUIRE(separatists.exit_code == 0);
  for (const auto& row : csv_rows(separatists.out)) CHECK((row[2] == "separatists" || row[2] == "faction"));
  CHECK(run_cli({"roster", "--faction", "hutts"}).exit_code == 2);
  const auto table = run_cli({"roster"});
  CHECK(table.exit_code == 0);
  CHECK_THAT(table.out, Catch::StartsWith("name ") && Catch::Contains("luke-skywalker") && Catch::Contains("jump=1"));
  CHECK(run_cli({"roster", "--format", "yaml"}).exit_code == 2);
}

TEST_CASE("climbsim roster reads --roster; a misspelt --unit gets a did-you-mean", "[cli][roster]") {
  const ScratchDir dir;
  write_file(dir.file("mine.csv"),
             "name,minis,wounds_per_mini,speed,kind,base_mm,mini_height,keywords,source\n"
             "dewbacks,2,4,2,trooper,50,0.4,unhindered,made up for a test\n");
  const auto mine = run_cli({"roster", "--roster", dir.file("mine.csv"), "--format", "csv"});
  REQUIRE(mine.exit_code == 0);
  CHECK(csv_rows(mine.out).size() == 2);
  // A roster in the layout before faction, rank and base kind still loads (round base for a trooper).
  CHECK_THAT(mine.out, Catch::Contains("dewbacks,,,,2,4,2,trooper,50,round,0.4,unhindered,made up for a test"));
  const auto typo = run_cli({"wounds", "--unit", "stromtroopers"});
  CHECK(typo.exit_code == 2);
  CHECK_THAT(typo.err, Catch::Contains("did you mean 'stormtroopers'?"));
  const auto far = run_cli({"wounds", "--unit", "ewoks"});
  CHECK(far.exit_code == 2);
  CHECK_THAT(far.err, !Catch::Contains("did you mean") && Catch::Contains("climbsim roster"));
}
