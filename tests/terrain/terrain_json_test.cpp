// The terrain file's JSON form: the same pieces as the file's rows, back to the bit from what it
// writes, and refusals that name the piece and key at fault.
#include "climbsim/terrain/terrain_json.hpp"

#include <catch2/catch.hpp>
#include <string>

using namespace climbsim;

namespace {

// Two tables' pieces the same, to the bit: kind, box, height, ladders, footprint.
void check_same(const Terrain& a, const Terrain& b) {
  REQUIRE(a.pieces.size() == b.pieces.size());
  for (std::size_t k = 0; k < a.pieces.size(); ++k) {
    const Piece &p = a.pieces[k], &q = b.pieces[k];
    CAPTURE(k);
    CHECK(p.kind == q.kind);
    CHECK(std::tie(p.x, p.y, p.width, p.depth, p.height, p.ladder, p.stands_on) == std::tie(q.x, q.y, q.width, q.depth, q.height, q.ladder, q.stands_on));
    REQUIRE((p.shape != nullptr) == (q.shape != nullptr));
    if (p.shape) CHECK(*p.shape == *q.shape);
  }
}

}  // namespace

TEST_CASE("terrain JSON: the same pieces as the file's rows", "[terrain][json]") {
  const Terrain rows = parse_terrain("kind,x,y,width,depth,height,ladder,rotation,shape,points\n"
                                     "building,14,22,6,6,2,s\n"
                                     "building,16,24,3,3,3,n;e\n"
                                     "impassable,10,10,6,2,0,,30\n"
                                     "impassable,24,4,4,4,0,,,circle\n"
                                     "difficult,4,20,,,0,,90,polygon,0 0;6 0;6 2;2 2;2 6;0 6\n",
                                     "rows.csv", 72, 36);
  const Terrain json = parse_terrain(R"({"table": [72, 36], "pieces": [
      {"kind": "building", "x": 14, "y": 22, "width": 6, "depth": 6, "height": 2, "ladder": ["s"]},
      {"kind": "building", "x": 16, "y": 24, "width": 3, "depth": 3, "height": 3, "ladder": "n;e"},
      {"kind": "impassable", "x": 10, "y": 10, "width": 6, "depth": 2, "height": 0, "rotation": 30},
      {"kind": "impassable", "x": 24, "y": 4, "width": 4, "depth": 4, "height": 0, "shape": "circle"},
      {"kind": "difficult", "x": 4, "y": 20, "height": 0, "rotation": 90, "shape": "polygon",
       "points": [[0, 0], [6, 0], [6, 2], [2, 2], [2, 6], [0, 6]]}]})",
                                     "table.json", 72, 36);
  check_same(rows, json);
  CHECK(json.pieces[1].stands_on == 0);  // the storey found as in the file
  // What it writes reads back to the same pieces, and writes the same text again.
  const std::string text = terrain_json(json);
  const Terrain back = parse_terrain_json(text, "back.json", 72, 36);
  check_same(json, back);
  CHECK(terrain_json(back) == text);
}

TEST_CASE("terrain JSON: refusals name the piece and the key", "[terrain][json]") {
  const auto bad = [](const std::string& text) { return parse_terrain(text, "t.json", 72, 36); };
  const std::string one = R"({"pieces": [{"kind": "building", "x": 1, "y": 1, "width": 4, "depth": 4, "height": 1}, )";
  CHECK_THROWS_WITH(bad(one + R"({"kind": "wall", "x": 1, "y": 8, "width": "wide", "depth": 1, "height": 1}]})"),
                    "t.json: pieces[1].width: width 'wide' is not a number");
  CHECK_THROWS_WITH(bad(one + R"({"kind": "wall", "x": 1, "y": 8, "width": 3, "depth": 1, "heigth": 1}]})"),
                    Catch::StartsWith("t.json: pieces[1]: unknown key \"heigth\""));
  CHECK_THROWS_WITH(bad(one + R"({"kind": "wall", "x": 1, "y": 8, "width": 3, "depth": 1}]})"), "t.json: pieces[1]: no \"height\"");
  CHECK_THROWS_WITH(bad(one + R"({"kind": "wall", "x": [1], "y": 8, "width": 3, "depth": 1, "height": 1}]})"),
                    "t.json: pieces[1].x: expected a number or text, found array");
  CHECK_THROWS_WITH(bad(one + R"({"kind": "hill", "x": 10, "y": 8, "width": 3, "depth": 3, "height": 1, "shape": "circle"}]})"),
                    Catch::StartsWith("t.json: pieces[1].shape: shape 'circle': a hill is a rectangle"));
  CHECK_THROWS_WITH(bad(one + R"({"kind": "impassable", "x": 2, "y": 2, "width": 3, "depth": 3, "height": 0}]})"),
                    Catch::StartsWith("t.json:2: this impassable overlaps the building of t.json:1"));
  CHECK_THROWS_WITH(bad(R"({"table": [44, 30], "pieces": []})"), Catch::Contains("the file is for a [44,30] table, not this 72\" x 36\" one"));
  CHECK_THROWS_WITH(bad(R"({"pieces": {}})"), "t.json: expected a JSON object with a \"pieces\" array");
  CHECK_THROWS_WITH(bad(R"({"pieces": [}")"), Catch::StartsWith("t.json: not valid JSON (line 1, column 13"));
  CHECK_THROWS_WITH(bad("{\"pieces\": " + std::string(100, '[') + std::string(100, ']') + "}"), Catch::StartsWith("t.json: "));
  CHECK(bad(R"(  {"pieces": []})").pieces.empty());  // a table with nothing on it
}
