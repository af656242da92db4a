// The help of ask and economy says what "safest" means as the code ranks it (RULINGS R18): fewest
// expected minis lost, then fewest expected wounds, then fewest actions.
#include <catch2/catch.hpp>

#include "run_cli.hpp"

using namespace climbsim::test;

TEST_CASE("ask and economy --help describe safest with its wounds tie-break", "[cli][help]") {
  for (const char* command : {"ask", "economy"}) {
    INFO(command);
    const auto r = run_cli({command, "--help"});
    REQUIRE(r.exit_code == 0);
    std::string text = r.out;
    for (auto& c : text)
      if (c == '\n') c = ' ';
    CHECK_THAT(text, Catch::Contains("expected minis lost") && Catch::Contains("then fewest expected wounds, then fewest actions"));
  }
}
