// climbsim list with a Legion HQ link and with Legion HQ's other exports, against the same list
// written by hand; a stored list's link refused with what to do instead; points checked.
#include <catch2/catch.hpp>
#include <string>

#include "run_cli.hpp"

using namespace climbsim::test;

namespace {
const std::vector<std::string> kAsk = {"--heights", "1,2", "--face", "sheer,ledges", "--format", "csv"};
}

TEST_CASE("climbsim list reads a Legion HQ link: Stormtroopers with DLT-19 and Grappling Hooks", "[cli][list][formats]") {
  const ScratchDir dir;
  const std::string link = "https://legionhq2.com/list/empire/1000:1ayej0dd0,bl";
  const auto by_link = run_cli(plus({"list", link}, kAsk));
  INFO(by_link.err);
  REQUIRE(by_link.exit_code == 0);
  // The same list written by hand in the standard export.
  write_file(dir.file("hand.txt"), "Hand\n64/1000 (1 activation)\nCorps:\n - Stormtroopers (42): DLT-19 Stormtrooper (20), Grappling Hooks (2) = 64\n");
  const auto by_hand = run_cli(plus({"list", dir.file("hand.txt")}, kAsk));
  REQUIRE(by_hand.exit_code == 0);
  CHECK(by_link.out == by_hand.out);
  CHECK_THAT(by_link.out, Catch::Contains("\"stormtroopers (DLT-19 Stormtrooper, Grappling Hooks)\",sheer,2,white,rule-texts,as is,clamber2,2,1,0,0,0"));
  CHECK(by_link.err.empty());  // its points agree with the cards, and it has no header to disagree with
  // Five minis (4 and the DLT-19 trooper), as economy's minis column shows.
  const auto economy = run_cli({"economy", "--list", link, "--heights", "2", "--faces", "sheer", "--columns", "brief"});
  REQUIRE(economy.exit_code == 0);
  CHECK_THAT(economy.out, Catch::Contains("\"stormtroopers (DLT-19 Stormtrooper, Grappling Hooks)\",5,1,2,sheer"));
  // A stored list's link needs Legion HQ's server: refused at once, saying what to paste instead.
  const auto stored = run_cli({"list", "https://legionhq2.com/list/x7Gq2"});
  CHECK(stored.exit_code == 2);
  CHECK_THAT(stored.err, Catch::Contains("--list") && Catch::Contains("stored on Legion HQ's server") && Catch::Contains("copy its link"));
}

TEST_CASE("climbsim list reads the tournament and minimal exports, and says where the points disagree", "[cli][list][formats]") {
  const ScratchDir dir;
  write_file(dir.file("hand.txt"), "Hand\n276/800\nCommanders:\n - Darth Vader = 170\nCorps:\n"
                                   " - Stormtroopers (42): DLT-19 Stormtrooper (20), Grappling Hooks (2) = 64\n - Snowtroopers = 42\n");
  write_file(dir.file("tournament.txt"), "Hand\n276/800\nDarth Vader (170)\nStormtroopers (64)\n - DLT-19 Stormtrooper (20)\n"
                                         " - Grappling Hooks (2)\nSnowtroopers (42)\n\nCommands:\n\xE2\x80\xA2" "Ambush\n");
  write_file(dir.file("minimal.txt"), "276/800 (3 activations)\nDarth Vader \nStormtroopers (DLT-19 Stormtrooper, Grappling Hooks)\n"
                                      "Snowtroopers \nCommands: \xE2\x80\xA2" " Ambush");
  const auto hand = run_cli(plus({"list", dir.file("hand.txt")}, kAsk));
  REQUIRE(hand.exit_code == 0);
  CHECK(hand.err.empty());
  for (const char* form : {"tournament.txt", "minimal.txt"}) {
    INFO(form);
    const auto r = run_cli(plus({"list", dir.file(form)}, kAsk));
    INFO(r.err);
    REQUIRE(r.exit_code == 0);
    CHECK(r.out == hand.out);
    CHECK(r.err.empty());
  }
  // 800 in the header over units adding to 276; one unit's cost wrong.
  write_file(dir.file("off.txt"), "Off\n800/800\nCommanders:\n - Darth Vader = 170\nCorps:\n - Snowtroopers = 50\n");
  const auto off = run_cli(plus({"list", dir.file("off.txt")}, kAsk));
  CHECK(off.exit_code == 0);
  CHECK_THAT(off.err, Catch::Contains("off.txt:6: snowtroopers: the list writes 50 points, the cards make 42"));
  CHECK_THAT(off.err, Catch::Contains("the units add up to 220 points as the list writes them, the header says 800/800"));
}

TEST_CASE("a list's path is a path and a link a link, in an .ini too", "[cli][list][formats][config]") {
  const ScratchDir dir;
  // An .ini's list = https://... is the link itself, not a file beside the .ini (it was read as
  // "DIR/https:/legionhq2.com/...").
  write_file(dir.file("link.ini"), "list = https://legionhq2.com/list/empire/1000:1ayej0dd0,bl\nheights = 2\nface = sheer\nformat = csv\n");
  const auto from_ini = run_cli({"list", "--config", dir.file("link.ini")});
  INFO(from_ini.err);
  CHECK(from_ini.exit_code == 0);
  CHECK_THAT(from_ini.out, Catch::Contains("stormtroopers (DLT-19 Stormtrooper, Grappling Hooks)"));
  // --print-config keeps it a link, not a path made absolute.
  const auto printed = run_cli({"list", "--config", dir.file("link.ini"), "--print-config"});
  CHECK_THAT(printed.out, Catch::Contains("list = https://legionhq2.com/list/empire/1000:1ayej0dd0,bl"));
}
