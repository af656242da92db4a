// climbsim rules: an edition written as a rules file, which --rules reads back to the same rules.
#include <catch2/catch.hpp>
#include <string>

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
