// climbsim rules: an edition written as a rules file, which --rules reads back to the same rules.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "run_cli.hpp"

using namespace climbsim::test;

TEST_CASE("climbsim rules writes an edition as a rules file that --rules reads back", "[cli][rules]") {
  const auto core = run_cli({"rules", "--edition", "core-2023"});
  INFO(core.err);
  REQUIRE(core.exit_code == 0);
  // The 2023 Core Rulebook's numbers (docs/FACTS.md): a climb of 1 action, no clamber, notched
  // bases off the climb, small bases centred over the tool.
  CHECK_THAT(core.out, Catch::Contains("# core-2023\n") && Catch::Contains("climb_actions = 1\n") &&
                           Catch::Contains("clamber = false\n") && Catch::Contains("notched_bases_climb = false\n") &&
                           Catch::Contains("tool_placement = centred\n"));
  const auto texts = run_cli({"rules"});
  REQUIRE(texts.exit_code == 0);
  CHECK_THAT(texts.out, Catch::Contains("# rule-texts\n") && Catch::Contains("climb_actions = 2\n") &&
                            Catch::Contains("tool_placement = slide\n"));
  // The core-2023 file applied to the rule texts' edition gives core-2023's answers: a DF-90 on
  // its notched base may not climb, and a climb takes 1 action.
  const ScratchDir dir;
  const auto written = run_cli({"rules", "--edition", "core-2023", "-o", dir.file("core.ini")});
  REQUIRE(written.exit_code == 0);
  const auto plain = run_cli({"economy", "--unit", "stormtroopers", "--heights", "1", "--faces", "sheer", "--policies", "false",
                              "--columns", "exact", "-q", "--rules", dir.file("core.ini")});
  INFO(plain.err);
  REQUIRE(plain.exit_code == 0);
  const auto rows = csv_rows(plain.out);
  REQUIRE(rows.size() == 2);  // one plan: the climb (no clamber)
  CHECK(rows[1][7] == "rule-texts+variant");
  CHECK_THAT(plain.out, Catch::Contains(",climb,"));
  CHECK(run_cli({"rules", "--edition", "rule-texts,core-2023"}).exit_code == 2);
  CHECK(run_cli({"rules", "--edition", "2024"}).exit_code == 2);
}

TEST_CASE("climbsim map --edition core-2025: one Climb from 3 inches, and the same map from its rules file", "[cli][rules][core-2025]") {
  // The issue's table (RULINGS R25): Stormtroopers at (7,12), 3" west of a 4" x 4" height-1
  // building; its roof cell (10.875, 12.125) is one `climb` under core-2025, two actions or more
  // before. `climbsim rules --edition core-2025` written to a file and applied to the rule texts'
  // edition gives the same map: every difference of the edition is a rules key.
  const ScratchDir dir;
  write_file(dir.file("T.csv"), "kind,x,y,width,depth,height,ladder\nbuilding,10,10,4,4,1,\n");
  const auto map = [&](std::vector<std::string> extra) {
    std::vector<std::string> args = {"map", "--unit", "stormtroopers", "--terrain", dir.file("T.csv"), "--start", "7,12", "--actions", "2", "-q"};
    args.insert(args.end(), extra.begin(), extra.end());
    return run_cli(args);
  };
  const auto now = map({"--edition", "core-2025"});
  INFO(now.err);
  REQUIRE(now.exit_code == 0);
  CHECK_THAT(now.out, Catch::Contains("\n10.875,12.125,1,building-1,white,true,1,climb,0,0,climb,1,"));
  const auto before = map({"--edition", "core-2023"});
  REQUIRE(before.exit_code == 0);
  CHECK_THAT(before.out, !Catch::Contains("\n10.875,12.125,1,building-1,white,true,1,"));
  REQUIRE(run_cli({"rules", "--edition", "core-2025", "-o", dir.file("core-2025.ini")}).exit_code == 0);
  const auto from_file = map({"--rules", dir.file("core-2025.ini")});
  INFO(from_file.err);
  REQUIRE(from_file.exit_code == 0);
  CHECK(from_file.out == now.out);
}
