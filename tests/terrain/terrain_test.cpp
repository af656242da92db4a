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
  CHECK_THROWS_WITH(bad("building,1,1,1"), Catch::StartsWith("f.csv:2:") && Catch::Contains("expected 6 to 10 fields"));
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
  CHECK_THROWS_WITH(bad("building,10,10,4,2,1,,30"), Catch::StartsWith("f.csv:2:23: rotation '30': a building is a rectangle turned by quarter turns only"));
  CHECK_THROWS_WITH(bad("wall,10,10,4,2,1,,45"), Catch::StartsWith("f.csv:2:19: rotation '45': a wall is a rectangle"));
  CHECK_THROWS_WITH(bad("hill,10,10,4,2,1,,10"), Catch::StartsWith("f.csv:2:19: rotation '10': a hill is a rectangle"));
  CHECK_THROWS_WITH(bad("building,10,10,4,2,1,,east"), Catch::StartsWith("f.csv:2:23: rotation 'east' is not a number"));
  CHECK_THROWS_WITH(bad("building,0,0,8,2,1,,90"), Catch::Contains("lies off the 72\" x 36\" table"));  // 2 x 8 centred at 4,1
  CHECK_THROWS_WITH(parse_terrain("kind,x,y,width,depth,height,ladder,turn\n", "h.csv", 72, 36), Catch::Contains("header must be kind,x,y,width,depth,height,ladder[,rotation[,shape[,points]]]"));
}

TEST_CASE("shapes: a piece turned any angle, a circle and a polygon, their footprints and bounds worked by hand", "[terrain][footprint]") {
  const std::string head = "kind,x,y,width,depth,height,ladder,rotation,shape,points\n";
  const auto one = [&](const std::string& row) { return parse_terrain(head + row + "\n", "s.csv", 72, 36).pieces.at(0); };
  // A 6" x 2" impassable block at 10,10 turned 90 degrees is the rectangle 12,8 2 x 6, no footprint.
  const Piece quarter = one("impassable,10,10,6,2,0,,90");
  CHECK(!quarter.shape);
  CHECK(std::tie(quarter.x, quarter.y, quarter.width, quarter.depth) == std::tuple{12.0, 8.0, 2.0, 6.0});
  // Turned 30 degrees about its centre (13, 11): the half-extents 3 and 1 become 3 cos 30 + 1 sin 30
  // = 3.098 across and 3 sin 30 + 1 cos 30 = 2.366 up.
  const Piece turned = one("impassable,10,10,6,2,0,,30");
  REQUIRE(turned.shape);
  CHECK(turned.x == Approx(13 - 3.0980762));
  CHECK(turned.width == Approx(2 * 3.0980762));
  CHECK(turned.y == Approx(11 - 2.3660254));
  CHECK(turned.depth == Approx(2 * 2.3660254));
  CHECK(turned.contains(13, 11));
  // A point of the unturned box, (-2.8, 0.8) from the centre: turned back 30 degrees it lies 2.09
  // across the block (more than its half-depth 1), outside.
  CHECK(!turned.contains(10.2, 11.8));
  CHECK(turned.distance(13 + 3 * std::cos(M_PI / 6) - 2 * std::sin(M_PI / 6), 11 + 3 * std::sin(M_PI / 6) + 2 * std::cos(M_PI / 6)) == Approx(1));
  // A round tower of diameter 4 at 24,4: centre 26,6, radius 2.
  const Piece tower = one("impassable,24,4,4,4,0,,,circle");
  REQUIRE(tower.shape);
  CHECK(tower.distance(31, 6) == Approx(3));
  CHECK(tower.contains(27.4, 7.4));    // 1.98 from the centre
  CHECK(!tower.contains(27.45, 7.45));  // 2.05: outside, though inside the box
  // An L of difficult ground from its corners (offsets from 4,20): width and depth its extent.
  const Piece ell = one("difficult,4,20,,,0,,,polygon,0 0;6 0;6 2;2 2;2 6;0 6");
  REQUIRE(ell.shape);
  CHECK(std::tie(ell.x, ell.y, ell.width, ell.depth) == std::tuple{4.0, 20.0, 6.0, 6.0});
  CHECK(ell.contains(5, 25));
  CHECK(!ell.contains(8, 24));  // in the notch
  CHECK(ell.distance(8, 24) == Approx(2));
  CHECK(ell.shape->area() == Approx(6 * 2 + 2 * 4));
  // The same L turned a quarter turn about its box's centre (7, 23): exact corners, no sine taken.
  const Piece ell90 = one("difficult,4,20,,,0,,90,polygon,0 0;6 0;6 2;2 2;2 6;0 6");
  CHECK(ell90.shape->corners() == std::vector<FootprintPoint>{{10, 20}, {10, 26}, {8, 26}, {8, 22}, {4, 22}, {4, 20}});
  // Padded before a comment, as the README writes them: the same pieces.
  const auto padded = parse_terrain(head + "impassable,24,4,4,4,0,,,circle      # a tower\ndifficult,4,20,  ,,0,,,polygon,0 0;6 0;6 2; 2 2 ;2 6;0 6   # an L\n",
                                    "p.csv", 72, 36);
  CHECK(padded.pieces.at(0).shape->bounds().x1 == tower.shape->bounds().x1);
  CHECK(padded.pieces.at(1).shape->corners() == ell.shape->corners());
  // Refused, by file, line and column.
  const auto bad = [&](const std::string& row) { return parse_terrain(head + row + "\n", "f.csv", 72, 36); };
  CHECK_THROWS_WITH(bad("impassable,24,4,4,3,0,,,circle"), Catch::StartsWith("f.csv:2:") && Catch::Contains("a circle's width and depth must be equal"));
  CHECK_THROWS_WITH(bad("impassable,24,4,4,4,0,,,oval"), Catch::StartsWith("f.csv:2:") && Catch::Contains("unknown shape 'oval' (rect, circle, polygon)"));
  CHECK_THROWS_WITH(bad("building,24,4,4,4,1,,,circle"), Catch::Contains("shape 'circle': a building is a rectangle"));
  CHECK_THROWS_WITH(bad("difficult,4,20,,,0,,,polygon"), Catch::Contains("a polygon needs its corners in the points column"));
  CHECK_THROWS_WITH(bad("difficult,4,20,,,0,,,polygon,0 0;6 0;x 2"), Catch::Contains("corner 'x 2' is not two numbers, dx dy"));
  CHECK_THROWS_WITH(bad("difficult,4,20,,,0,,,polygon,0 0;6 6;6 0;0 6"), Catch::Contains("edges 1 and 3 cross"));
  CHECK_THROWS_WITH(bad("difficult,4,20,5,,0,,,polygon,0 0;6 0;0 6"), Catch::Contains("width '5' is not the corners' extent (6)"));
  CHECK_THROWS_WITH(bad("difficult,4,20,2,2,0,,,rect,0 0;6 0;0 6"), Catch::Contains("only a polygon has points"));
  CHECK_THROWS_WITH(bad("impassable,68,30,6,2,0,,30"), Catch::Contains("lies off the 72\" x 36\" table"));
  // Corners past a double's range (their box's sides inf - inf, not a number): refused, not let through.
  CHECK_THROWS_WITH(bad("difficult,1e308,1e308,,,0,,,polygon,0 0;1e308 0;1e308 1e308"), Catch::Contains("lies off the"));
  CHECK_THROWS_WITH(bad("impassable,1e308,1e308,1e308,1e308,0,,1e300"), Catch::Contains("lies off the"));
  // Sides so unequal that the turned corners fall together (found by the fuzzer): refused, saying so.
  CHECK_THROWS_WITH(bad("impassable,10,10,6,1e80,0,,30"), Catch::StartsWith("f.csv:2:") && Catch::Contains("cannot be turned as given"));
}

TEST_CASE("shapes: solid pieces of any footprint may not overlap, and touching is no overlap", "[terrain][footprint]") {
  const std::string head = "kind,x,y,width,depth,height,ladder,rotation,shape,points\n";
  const auto parse = [&](const std::string& rows) { return parse_terrain(head + rows, "o.csv", 72, 36); };
  // A round tower of radius 2 at 26,6 and a building whose side is x = 28: touching, accepted; at
  // x = 27.9, refused naming both lines.
  CHECK(parse("impassable,24,4,4,4,0,,,circle\nbuilding,28,2,4,8,1\n").pieces.size() == 2);
  CHECK_THROWS_WITH(parse("impassable,24,4,4,4,0,,,circle\nbuilding,27.9,2,4,8,1\n"), Catch::StartsWith("o.csv:3: this building overlaps the impassable of o.csv:2"));
  // A building in the notch of an L-shaped impassable ruin: its box overlaps the L's, its footprint does not.
  CHECK(parse("impassable,10,10,,,0,,,polygon,0 0;6 0;6 2;2 2;2 6;0 6\nbuilding,12.5,12.5,3,3,1\n").pieces.size() == 2);
  CHECK_THROWS(parse("impassable,10,10,,,0,,,polygon,0 0;6 0;6 2;2 2;2 6;0 6\nbuilding,11.5,12.5,3,3,1\n"));
  // Difficult ground still overlaps anything.
  CHECK(parse("difficult,10,10,6,2,0,,30\nbuilding,11,9,4,4,1\n").pieces.size() == 2);
}
