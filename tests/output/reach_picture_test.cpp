// The map's picture, read back pixel by pixel: a ladder is drawn on the face it stands on (and only
// there), and no height label covers a cell of a roof (its edge row is where a climb lands).
#include <catch2/catch.hpp>

#include <cmath>
#include <string>
#include <vector>

#include "climbsim/output/reach_output.hpp"
#include "climbsim/rules/legion.hpp"
#include "climbsim/terrain/table_edge.hpp"
#include "climbsim/tables/route_steps.hpp"

using namespace climbsim;

namespace {

bool same(Rgb a, Rgb b) { return a.r == b.r && a.g == b.g && a.b == b.b; }

constexpr Rgb kLadderBlue{25, 70, 200};
constexpr Rgb kLabelWhite{255, 255, 255};

struct Drawn {
  Terrain terrain;
  ReachMap map;
  Image picture{1, 1, {}};
  int cell = 0, top = 0;  // cell size in pixels; the first panel's map's top edge
  // The pixel rectangle of inches [x0, x1] x [y0, y1] on the first panel (y up on the table).
  [[nodiscard]] int px(double x) const { return kMapPictureMargin + static_cast<int>(x / map.grid.resolution * cell + 0.5); }
  [[nodiscard]] int py(double y) const { return top + map.grid.ny * cell - static_cast<int>(y / map.grid.resolution * cell + 0.5); }
};

Drawn draw(const std::string& pieces) {
  Drawn d;
  d.terrain = parse_terrain("kind,x,y,width,depth,height,ladder\n" + pieces, "test", 36, 24);
  ReachOptions o;
  o.rules = legion_edition("rule-texts");
  o.start_x = 4;
  o.start_y = 12;
  o.actions = 2;
  o.resolution = 0.25;
  d.map = compute_reach(d.terrain, o);
  d.picture = reach_picture(d.map, d.terrain, o);
  d.cell = map_cell_pixels(o.resolution);
  d.top = kMapPictureTop;
  return d;
}

// Pixels of `colour` in the rectangle [x0, x1) x [y0, y1).
int count(const Image& img, int x0, int y0, int x1, int y1, Rgb colour) {
  int n = 0;
  for (int y = y0; y < y1; ++y)
    for (int x = x0; x < x1; ++x) n += same(img.at(x, y), colour) ? 1 : 0;
  return n;
}

}  // namespace

TEST_CASE("picture: a ladder is drawn just outside the face it stands on, and nowhere else", "[output][picture]") {
  // A building 8" x 6" at (14, 9), height 1, with a ladder on its east face only.
  const Drawn d = draw("building,14,9,8,6,1,e\n");
  const int east = d.px(22), west = d.px(14), south = d.py(9), north = d.py(15);
  // Beside the east face, within the face's span: rails and rungs of the ladder colour.
  CHECK(count(d.picture, east + 1, north, east + 9, south, kLadderBlue) >= 40);
  // Beside the other faces: none.
  CHECK(count(d.picture, west - 9, north, west - 1, south, kLadderBlue) == 0);
  CHECK(count(d.picture, west, north - 9, east, north - 1, kLadderBlue) == 0);
  CHECK(count(d.picture, west, south + 1, east, south + 9, kLadderBlue) == 0);
  // The same building without a ladder draws none anywhere on the map.
  const Drawn plain = draw("building,14,9,8,6,1,\n");
  CHECK(count(plain.picture, kMapPictureMargin, plain.top, plain.px(36), plain.py(0), kLadderBlue) == 0);
}

TEST_CASE("picture: height labels sit outside every roof, so the roof's edge rows show their colour", "[output][picture]") {
  // Two buildings, one against the table's top edge (its label must go below it), and a hill.
  const Drawn d = draw("building,14,9,8,6,1,\nbuilding,26,18,6,6,2,\nhill,2,2,6,4,1,\n");
  for (const auto& p : d.terrain.pieces) {
    if (p.kind != PieceKind::building) continue;
    INFO("the building at " << p.x << "," << p.y);
    // Inside the roof (its outline aside) the cells are coloured by actions; a label's white box
    // or its ink inside would hide the edge row where a climb lands.
    const int x0 = d.px(p.x) + 2, x1 = d.px(p.x1()) - 2, y0 = d.py(p.y1()) + 2, y1 = d.py(p.y) - 2;
    CHECK(count(d.picture, x0, y0, x1, y1, kLabelWhite) == 0);
    CHECK(count(d.picture, x0, y0, x1, y1, {20, 20, 20}) == 0);
    // And the label is drawn: white with ink just above the roof, or just below it at the top edge.
    const bool room_above = d.py(p.y1()) - 11 >= d.top;
    const int ly = room_above ? d.py(p.y1()) - 11 : d.py(p.y) + 2;
    CHECK(count(d.picture, d.px(p.x), ly, d.px(p.x) + 14, ly + 9, {20, 20, 20}) > 5);
  }
}

TEST_CASE("picture: a storey's height label leaves its building's readable", "[output][picture]") {
  // A height-2.5 storey on the north-west corner of a height-1 building: both labels would sit at
  // the same spot above the shared corner. The building's label must be drawn as it is without the
  // storey (pixel for pixel), and the storey's beside it, ink in a box of its own.
  const Drawn alone = draw("building,14,9,8,6,1,\n");
  const Drawn both = draw("building,14,9,8,6,1,\nbuilding,14,12,4,3,2.5,\n");
  const int x = alone.px(14), y = alone.py(15) - 11;
  int differ = 0;
  for (int dy = 0; dy < 9; ++dy)
    for (int dx = 0; dx < 14; ++dx) differ += same(alone.picture.at(x + dx, y + dy), both.picture.at(x + dx, y + dy)) ? 0 : 1;
  CHECK(differ == 0);  // "H1" as drawn alone
  CHECK(count(both.picture, x + 16, y, x + 16 + 26, y + 9, {20, 20, 20}) > 10);  // "H2.5" beside it
}

TEST_CASE("picture: a spot's routes are drawn through every step, and only when asked", "[output][picture][trace]") {
  const Terrain terrain = parse_terrain("kind,x,y,width,depth,height,ladder\nbuilding,14,9,8,6,1,\n", "test", 36, 24);
  ReachOptions o;
  o.rules = legion_edition("rule-texts");
  o.start_x = 4, o.start_y = 12, o.actions = 4, o.resolution = 0.25, o.trace = true;
  const ReachMap map = compute_reach(terrain, o);
  const auto ends = route_ends(map, 18, 12, 1.0);  // the middle of the roof
  REQUIRE(ends.first >= 0);
  const Image with = reach_picture(map, terrain, o, ends), without = reach_picture(map, terrain, o);
  const int cell = map_cell_pixels(o.resolution);
  const auto px = [&](double x) { return kMapPictureMargin + static_cast<int>(std::lround(x / o.resolution * cell)); };
  const auto py = [&](double y) { return kMapPictureTop + map.grid.ny * cell - static_cast<int>(std::lround(y / o.resolution * cell)); };
  constexpr Rgb kFastest{23, 70, 194};
  // Every waypoint's dot, and the middle of every leg (start to joint to end), in the route's colour.
  const std::vector<int> chain = waypoints_to(map, ends.first);
  REQUIRE(chain.size() >= 3);
  double ax = o.start_x, ay = o.start_y;
  for (const int k : chain) {
    const Waypoint& w = map.trail[static_cast<std::size_t>(k)];
    CHECK(same(with.at(px(w.x), py(w.y)), kFastest));
    std::vector<std::pair<double, double>> legs;
    if (w.joint) legs.push_back(*w.joint);
    legs.emplace_back(w.x, w.y);
    for (const auto& [bx, by] : legs) {
      INFO("the leg from " << ax << "," << ay << " to " << bx << "," << by);
      CHECK(same(with.at(px((ax + bx) / 2), py((ay + by) / 2)), kFastest));
      ax = bx, ay = by;
    }
  }
  CHECK(count(without, kMapPictureMargin, kMapPictureTop, px(36), py(0), kFastest) == 0);
}

TEST_CASE("picture: a mission's map is coloured by round, with its POIs and Territory where they are", "[output][picture][mission]") {
  // Stormtroopers deploying from the band 0,0,36,4 of an empty 36" x 24" table under core-2025
  // (R26): round 1 (two actions) reaches y 11.79 at most, round 2 y 24 - R (the far edge). The POI
  // at (18, 16) is a dark disc; the cells at y 6 are round 1's colour, those at y 16 (away from the
  // disc and its ring) round 2's; the Territory's top edge is drawn at y 4.
  Terrain t;
  t.width = 36, t.depth = 24;
  ReachOptions o;
  o.rules = legion_edition("core-2025");
  o.deploy_edges = edge_within(36, 24, {{0, 0, 36, 4}});
  o.actions = 4;
  const ReachMap map = compute_reach(t, o);
  const MissionMarks marks{{{0, 0, 36, 4}}, {}, {{18, 16}}, 4.53};
  const Image img = mission_picture(map, t, o, marks);
  const int cell = map_cell_pixels(o.resolution), ny = map.grid.ny;
  const auto px = [&](double x) { return kMapPictureMargin + static_cast<int>(x / o.resolution * cell); };
  const auto py = [&](double y) { return kMapPictureTop + ny * cell - static_cast<int>(y / o.resolution * cell); };
  const Rgb round1{76, 175, 80}, round2{205, 220, 57}, ink{20, 20, 20}, territory{33, 120, 243};
  CHECK(same(img.at(px(6), py(6)), round1));
  CHECK(same(img.at(px(30), py(6)), round1));
  CHECK(same(img.at(px(6), py(16)), round2));
  CHECK(same(img.at(px(17.4), py(15.6)), ink));  // off the white number at its centre
  CHECK(same(img.at(px(18.6), py(16.4)), ink));
  CHECK(count(img, px(10), py(4) - 2, px(26), py(4) + 2, territory) > 16 * 16);

  // A Territory given as two rectangles meeting at x 18 is outlined as one: no seam at x 18, and the
  // enemy's (the far band) in its own colour along its near side, y 20.
  const Rgb enemy{150, 20, 40};
  const MissionMarks halves{{{0, 0, 18, 4}, {18, 0, 36, 4}}, {{0, 20, 36, 24}}, {{18, 16}}, 4.53};
  const Image two = mission_picture(map, t, o, halves);
  CHECK(count(two, px(18) - 4, py(3), px(18) + 4, py(1), territory) == 0);
  CHECK(count(two, px(10), py(4) - 2, px(26), py(4) + 2, territory) > 16 * 16);
  CHECK(count(two, px(10), py(20) - 2, px(26), py(20) + 2, enemy) > 16 * 16);
  CHECK(count(img, px(10), py(20) - 2, px(26), py(20) + 2, enemy) == 0);
}
