#include <catch2/catch.hpp>

#include "climbsim/terrain/terrain.hpp"

using namespace climbsim;

TEST_CASE("storeys stand on the roof below them and other overlaps name both lines", "[terrain]") {
  const auto t = parse_terrain("building,30,10,10,10,1,\nbuilding,33,13,4,4,2,\nbuilding,34,14,2,2,3,\nhill,28,8,20,20,1,\n",
                               "t.csv", 72, 36);
  CHECK(t.pieces[0].stands_on == -1);
  CHECK(t.pieces[1].stands_on == 0);
  CHECK(t.pieces[2].stands_on == 1);  // a storey on a storey stands on the tallest below it
  CHECK(t.pieces[3].stands_on == -1);  // hills overlap freely
  CHECK(t.pieces[1].line == 2);
  const auto refused = [](const std::string& text) {
    try {
      parse_terrain(text, "t.csv", 72, 36);
    } catch (const TerrainError& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  // Partly overlapping buildings, a lower building inside a taller one, and a wall through a building.
  CHECK(refused("building,30,10,10,10,1,\nbuilding,38,12,4,4,2,\n").find("t.csv:2: this building overlaps the building of t.csv:1") == 0);
  CHECK(refused("building,30,10,10,10,2,\nbuilding,33,13,4,4,1,\n").find("overlaps") != std::string::npos);
  CHECK(refused("# a comment\nbuilding,30,10,10,10,1,\nwall,35,5,0.5,10,1,\n").find("t.csv:2") != std::string::npos);
  CHECK(refused("building,30,10,10,10,1,\nbuilding,40,10,5,5,1,\n") == "accepted");  // touching is not overlapping
}
