#include "climbsim/terrain/terrain.hpp"

#include <catch2/catch.hpp>

using namespace climbsim;

TEST_CASE("a terrain file parses pieces - ladders - comments and the header", "[terrain]") {
  const auto t = parse_terrain(
      "# town\n\nkind,x,y,width,depth,height,ladder\nbuilding,30,10,8,6,1,n;e\nwall,10,2,0.5,10,0.8\r\nhill,58,4,10,10,1,\n",
      "t.csv", 72, 36);
  REQUIRE(t.pieces.size() == 3);
  CHECK(t.pieces[0].kind == PieceKind::building);
  CHECK(t.pieces[0].ladder == (kNorth | kEast));
  CHECK(t.pieces[1].kind == PieceKind::wall);
  CHECK(t.pieces[1].height == 0.8);
  CHECK(t.pieces[2].ladder == 0);
  CHECK(t.pieces[0].distance(29, 12) == Approx(1.0));
  CHECK(t.pieces[0].distance(31, 12) == 0.0);
}

TEST_CASE("malformed terrain rows name file - line and column", "[terrain]") {
  const auto bad = [](const std::string& row) { return parse_terrain("kind,x,y,width,depth,height,ladder\n" + row + "\n", "f.csv", 72, 36); };
  CHECK_THROWS_WITH(bad("tower,1,1,1,1,1,"), Catch::StartsWith("f.csv:2:1: unknown kind 'tower'"));
  CHECK_THROWS_WITH(bad("building,1,one,1,1,1,"), Catch::StartsWith("f.csv:2:12: y 'one' is not a number"));
  CHECK_THROWS_WITH(bad("building,1,1,1"), Catch::StartsWith("f.csv:2:") && Catch::Contains("expected 6 or 7 fields"));
  CHECK_THROWS_WITH(bad("building,70,1,5,1,1,"), Catch::StartsWith("f.csv:2:10: the piece lies off"));
  CHECK_THROWS_WITH(bad("building,-1,1,5,1,1,"), Catch::Contains("off the 72\" x 36\" table"));
  CHECK_THROWS_WITH(bad("building,1,1,-5,1,1,"), Catch::StartsWith("f.csv:2:14: width must be positive"));
  CHECK_THROWS_WITH(bad("building,1,1,5,0,1,"), Catch::Contains("depth must be positive"));
  CHECK_THROWS_WITH(bad("building,1,1,5,1,-1,"), Catch::Contains("height cannot be negative"));
  CHECK_THROWS_WITH(bad("building,1,1,5,1,1,up"), Catch::Contains("ladder face 'up'"));
  CHECK_THROWS_WITH(bad("wall,1,1,5,1,1,n"), Catch::Contains("only a building has ladders"));
  CHECK_THROWS_WITH(bad("building,1,1,5,1,nan,"), Catch::Contains("height 'nan' is not a number"));
  CHECK_THROWS_WITH(parse_terrain("kind,x,y\n", "h.csv", 72, 36), Catch::StartsWith("h.csv:1:") && Catch::Contains("header"));
  CHECK_THROWS_AS(load_terrain_file("/nonexistent/terrain.csv", 72, 36), TerrainError);
}
