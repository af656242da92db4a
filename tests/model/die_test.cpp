#include "climbsim/model/die.hpp"

#include <catch2/catch.hpp>

using namespace climbsim;

TEST_CASE("dice are data: white - red and custom", "[random]") {
  CHECK(white_die().p_block() == 1.0 / 6);  // docs/FACTS.md: 1 block of 6
  CHECK(parse_die("white").p_block() == 1.0 / 6);
  CHECK(parse_die("red").p_block() == 0.5);  // docs/FACTS.md: 3 blocks of 6
  const Die custom = parse_die("2/8");
  CHECK(custom.block_faces == 2);
  CHECK(custom.faces == 8);
  CHECK(custom.name == "2in8");
  for (const char* bad : {"", "green", "7/6", "1/0", "-1/6", "1/6x", "1/", "/6", "7in6", "in6", "2in", "2in6x"})
    CHECK_THROWS_AS(parse_die(bad), std::invalid_argument);
  // Written as BLOCKSinFACES whichever way it was given: "2/8" in a spreadsheet cell is a date.
  CHECK(parse_die("2in8").name == "2in8");
  CHECK(parse_die("2/8").name == "2in8");
  CHECK(parse_die("2in8").p_block() == 0.25);
}
