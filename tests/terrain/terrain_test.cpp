#include "climbsim/terrain/terrain.hpp"

#include <catch2/catch.hpp>
#include <tuple>

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
  CHECK_THROWS_WITH(bad("building,1,1,1"), Catch::StartsWith("f.csv:2:") && Catch::Contains("expected 6 to 8 fields"));
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

TEST_CASE("rotation turns a piece by quarter turns about its centre: the rectangle it covers and its ladders' faces", "[terrain]") {
  const std::string head = "kind,x,y,width,depth,height,ladder,rotation\n";
  // By hand: a 6" x 2" building at 14,22 has its centre at 17,23; a quarter turn anticlockwise makes
  // it 2" x 6" with its lower-left corner at 16,20, and the north face's ladder faces west.
  const auto turned = parse_terrain(head + "building,14,22,6,2,1,n,90\n", "t.csv", 72, 36);
  REQUIRE(turned.pieces.size() == 1);
  const Piece& p = turned.pieces[0];
  CHECK(std::tie(p.x, p.y, p.width, p.depth, p.ladder) == std::tuple(16.0, 20.0, 2.0, 6.0, unsigned{kWest}));
  // Each face a quarter turn on: n->w, e->n, s->e, w->s; a half turn keeps the footprint, faces opposite.
  const auto faces = [&](const std::string& ladder, const std::string& degrees) {
    return parse_terrain(head + "building,10,10,4,4,1," + ladder + "," + degrees + "\n", "t.csv", 72, 36).pieces[0].ladder;
  };
  CHECK(faces("n;e", "90") == (kWest | kNorth));
  CHECK(faces("s;w", "90") == (kEast | kSouth));
  CHECK(faces("n;e", "180") == (kSouth | kWest));
  CHECK(faces("n", "270") == kEast);
  CHECK(faces("n", "-90") == kEast);  // clockwise
  CHECK(faces("n", "360") == kNorth);
  CHECK(faces("n", "0") == kNorth);
  CHECK(faces("n", "") == kNorth);
  // A file without the column reads as before; with it empty or 0, the same pieces.
  const auto plain = parse_terrain("kind,x,y,width,depth,height,ladder\nbuilding,14,22,6,2,1,n\n", "t.csv", 72, 36);
  const auto zero = parse_terrain(head + "building,14,22,6,2,1,n,0\n", "t.csv", 72, 36);
  CHECK(std::tie(zero.pieces[0].x, zero.pieces[0].y, zero.pieces[0].width, zero.pieces[0].depth, zero.pieces[0].ladder) ==
        std::tie(plain.pieces[0].x, plain.pieces[0].y, plain.pieces[0].width, plain.pieces[0].depth, plain.pieces[0].ladder));
  // Refused, by file, line and column: another angle, not a number, a turned piece off the table.
  const auto bad = [&](const std::string& row) { return parse_terrain(head + row + "\n", "f.csv", 72, 36); };
  CHECK_THROWS_WITH(bad("building,10,10,4,2,1,,30"), Catch::StartsWith("f.csv:2:23: rotation '30': only quarter turns"));
  CHECK_THROWS_WITH(bad("building,10,10,4,2,1,,east"), Catch::StartsWith("f.csv:2:23: rotation 'east' is not a number"));
  CHECK_THROWS_WITH(bad("building,0,0,8,2,1,,90"), Catch::Contains("lies off the 72\" x 36\" table"));  // 2 x 8 centred at 4,1
  CHECK_THROWS_WITH(parse_terrain("kind,x,y,width,depth,height,ladder,turn\n", "h.csv", 72, 36), Catch::Contains("header must be kind,x,y,width,depth,height,ladder[,rotation]"));
}
