// The map's standard move against a slow, obviously correct reference of the movement tool.
//
// The reference (reference_tool.hpp) samples the tool as the rules describe it, in continuous
// positions: from the start, with each tool up to the unit's speed, the leader's centre runs a
// first leg of (base radius + half the tool) in any direction, may stop anywhere on it, turns at the
// joint by at most the pivot limit (90 degrees), and runs a second leg of (half the tool + base
// radius), stopping anywhere; the base, a disc, swept along the path may not come closer than its
// radius to a blocking piece or leave the table. It marks every cell that holds a sampled end point.
// The map follows the same model with exact positions and an exact swept-base check, but keeps one
// position per cell and one joint per cell and sector (RULINGS M2), so the two may differ by a cell
// at the edge of the reach: the cells where they differ are counted here, and none may lie more than
// one cell from the other's reach.
// Two moves are checked from below: every cell the reference's second move reaches from real
// positions of its first must be within a cell of the map's two-move reach.
#include <catch2/catch.hpp>
#include <algorithm>
#include <cmath>
#include <iomanip>
#include <optional>
#include <sstream>
#include <vector>

#include "reach_fixtures.hpp"
#include "reference_tool.hpp"

using namespace climbsim;
using namespace reference_tool;

namespace {

struct Disagreement {
  int fast_only_far = 0;       // the map reaches it, the reference reaches nothing within a cell
  int reference_only_far = 0;  // the reference reaches it, the map reaches nothing within a cell
  int fast_only = 0, reference_only = 0, both = 0;
};

Disagreement compare(const Terrain& t, double sx, double sy, std::optional<double> notched_facing_degrees = std::nullopt) {
  auto o = unit_at(sx, sy, 1);
  o.unit.notched_base = notched_facing_degrees.has_value();
  o.start_facing = notched_facing_degrees;
  const auto m = compute_reach(t, o);
  const int nx = m.grid.nx, ny = m.grid.ny;
  std::vector<std::uint8_t> fast(static_cast<std::size_t>(nx * ny), 0);
  // Standard moves only: a height-1 fence may also be clambered over in one action.
  for (const auto& c : m.cells)
    if (c.level == 0 && c.route >= 0 && m.routes[static_cast<std::size_t>(c.route)].name.rfind("clamber") == std::string::npos) fast[c.cell] = 1;
  const double R = o.unit.base_mm / 25.4 / 2;
  // Every tool up to the unit's speed (2): a shorter tool bends sooner.
  std::vector<std::uint8_t> ref(static_cast<std::size_t>(nx * ny), 0);
  for (int speed = 1; speed <= o.unit.speed; ++speed)
    reference_move(t, sx, sy, o.rules.tool_lengths[static_cast<std::size_t>(speed - 1)], R, m.grid.resolution, nx, ny, ref, Density{}, nullptr,
                   notched_facing_degrees ? std::optional<double>(*notched_facing_degrees * M_PI / 180) : std::nullopt);
  const auto near = [&](const std::vector<std::uint8_t>& v, int i, int j) {
    for (int dj = -1; dj <= 1; ++dj)
      for (int di = -1; di <= 1; ++di) {
        const int a = i + di, b = j + dj;
        if (a >= 0 && b >= 0 && a < nx && b < ny && v[static_cast<std::size_t>(b * nx + a)]) return true;
      }
    return false;
  };
  Disagreement d;
  for (int j = 0; j < ny; ++j)
    for (int i = 0; i < nx; ++i) {
      const auto c = static_cast<std::size_t>(j * nx + i);
      if (fast[c] && ref[c]) ++d.both;
      if (fast[c] && !ref[c]) ++d.fast_only, d.fast_only_far += near(ref, i, j) ? 0 : 1;
      if (!fast[c] && ref[c]) ++d.reference_only, d.reference_only_far += near(fast, i, j) ? 0 : 1;
      if (!fast[c] && ref[c] && !near(fast, i, j)) UNSCOPED_INFO("the map misses " << (i + 0.5) * m.grid.resolution << "," << (j + 0.5) * m.grid.resolution);
    }
  return d;
}

// A 16" table with a fence: a height-1 wall (taller than the mini) from the south edge to y = 10.
Terrain fence_table() {
  Terrain t;
  t.width = 16;
  t.depth = 16;
  t.pieces = {piece(PieceKind::wall, 8, 0, 0.5, 10, 1.0)};
  return t;
}

// Two moves checked from below. The reference's first move from (sx, sy) gives real positions; from
// a sample of them (the furthest in each of 24 directions, and the 8 nearest `focus`) the reference
// makes a second move with every tool. Every cell so reached is a place two moves truly reach, so
// the map (2 actions, standard moves) must reach it or a cell next to it: the map starts each move
// from one position per cell rather than every point (RULINGS M2), the reason for the one-cell
// margin. `region(x, y)` marks the cells of interest, counted in `in_region`.
struct TwoMoves {
  int reached = 0, in_region = 0, missed_far = 0;
};

template <class Region>
TwoMoves two_moves(const Terrain& t, double sx, double sy, Point focus, Region&& region) {
  auto o = unit_at(sx, sy, 2);
  const auto m = compute_reach(t, o);
  const int nx = m.grid.nx, ny = m.grid.ny;
  const double R = o.unit.base_mm / 25.4 / 2, res = m.grid.resolution;
  std::vector<std::uint8_t> fast(static_cast<std::size_t>(nx * ny), 0), first(fast.size(), 0), second(fast.size(), 0);
  for (const auto& c : m.cells)
    if (c.level == 0 && c.route >= 0 && c.min_actions <= 2 && m.routes[static_cast<std::size_t>(c.route)].name.find("clamber") == std::string::npos)
      fast[c.cell] = 1;
  std::vector<Point> ends;
  for (int speed = 1; speed <= o.unit.speed; ++speed)
    reference_move(t, sx, sy, o.rules.tool_lengths[static_cast<std::size_t>(speed - 1)], R, res, nx, ny, first, Density{540, 1, 2}, &ends);
  std::vector<Point> sources;
  std::vector<const Point*> furthest(24, nullptr);
  for (const auto& p : ends) {
    const auto bin = static_cast<std::size_t>(std::floor((std::atan2(p.y - sy, p.x - sx) + M_PI) / (2 * M_PI) * 24)) % 24;
    if (!furthest[bin] || std::hypot(p.x - sx, p.y - sy) > std::hypot(furthest[bin]->x - sx, furthest[bin]->y - sy)) furthest[bin] = &p;
  }
  for (const auto* p : furthest)
    if (p) sources.push_back(*p);
  std::vector<Point> by_focus = ends;
  std::partial_sort(by_focus.begin(), by_focus.begin() + 8, by_focus.end(), [&](const Point& a, const Point& b) {
    return std::hypot(a.x - focus.x, a.y - focus.y) < std::hypot(b.x - focus.x, b.y - focus.y);
  });
  sources.insert(sources.end(), by_focus.begin(), by_focus.begin() + 8);
  for (const auto& p : sources)
    for (int speed = 1; speed <= o.unit.speed; ++speed)
      reference_move(t, p.x, p.y, o.rules.tool_lengths[static_cast<std::size_t>(speed - 1)], R, res, nx, ny, second, Density{540, 1, 2});
  TwoMoves out;
  for (int j = 0; j < ny; ++j)
    for (int i = 0; i < nx; ++i) {
      if (!second[static_cast<std::size_t>(j * nx + i)]) continue;
      ++out.reached;
      out.in_region += region((i + 0.5) * res, (j + 0.5) * res) ? 1 : 0;
      bool near = false;
      for (int dj = -1; dj <= 1; ++dj)
        for (int di = -1; di <= 1; ++di) {
          const int a = i + di, b = j + dj;
          near = near || (a >= 0 && b >= 0 && a < nx && b < ny && fast[static_cast<std::size_t>(b * nx + a)]);
        }
      if (!near) {
        ++out.missed_far;
        UNSCOPED_INFO("missed " << (i + 0.5) * res << "," << (j + 0.5) * res);
      }
    }
  return out;
}

// Two impassable blocks leaving a gap 1.2" wide and 1" deep (x 7.4 to 8.6, y 8 to 9) on a 16" table.
Terrain gap_table() {
  Terrain t;
  t.width = 16;
  t.depth = 16;
  t.pieces = {piece(PieceKind::impassable, 0, 8, 7.4, 1, 0), piece(PieceKind::impassable, 8.6, 8, 7.4, 1, 0)};
  return t;
}

}  // namespace

TEST_CASE("reference tool: on open ground the map agrees to within one cell", "[map][reference]") {
  Terrain t;
  t.width = 16;
  t.depth = 16;
  const auto d = compare(t, 8.125, 8.125);
  CAPTURE(d.both, d.fast_only, d.reference_only);
  CHECK(d.both > 1500);
  CHECK(d.fast_only_far == 0);
  CHECK(d.reference_only_far == 0);
  // The frontier: cells whose centre lies outside the reach but which hold an end point near their
  // edge, one ring of the disc at most (RULINGS M2).
  CHECK(d.reference_only < 2 * M_PI * 6.16 / 0.25);
}

TEST_CASE("reference tool: behind the end of a fence the map agrees to within one cell", "[map][reference]") {
  // A fence (a height-1 wall, taller than the mini) from the table's south edge to y = 10; the start
  // west of it near its end. The tool turns by at most 90 degrees at a joint fixed at its middle;
  // the shorter speed-1 tool bends sooner and so hooks round the end into cells just north of the
  // fence that the speed-2 tool cannot reach. (The map's earlier model, joints in cells and bends up
  // to 101.25 degrees, reached 8 cells beyond the tool; with any bend, 32.)
  const Terrain t = fence_table();
  const auto d = compare(t, 7.375, 8.375);
  CAPTURE(d.both, d.fast_only, d.fast_only_far, d.reference_only, d.reference_only_far);
  CHECK(d.reference_only_far == 0);  // the map never misses a place the tool reaches
  CHECK(d.fast_only_far == 0);       // and never reaches a place the tool does not
  // Where they differ at all, in cells of 0.25" (the reference samples every 0.05"): RULINGS M2.
  CHECK(d.fast_only + d.reference_only < 40);
  // The cells just north of the fence's end are reached by the speed-1 tool.
  const auto m = compute_reach(t, unit_at(7.375, 8.375, 1));
  const auto* north = at(m, 8.875, 10.625, 0);
  REQUIRE(north != nullptr);
  REQUIRE(north->route >= 0);
  CHECK(m.routes[static_cast<std::size_t>(north->route)].name == "move1");
}

TEST_CASE("reference tool: round, turned and L-shaped pieces - the map agrees to within one cell", "[map][reference][footprint]") {
  // A 16" table with a block turned 30 degrees, a round tower and an L-shaped ruin turned 20
  // degrees, all impassable, round the start; the reference measures the swept base against their
  // corners (reference_tool.hpp), the map against their footprints.
  const Terrain t = parse_terrain("kind,x,y,width,depth,height,ladder,rotation,shape,points\n"
                                  "impassable,2.5,10.5,5,0.8,0,,30\n"
                                  "impassable,10.5,9.5,3,3,0,,,circle\n"
                                  "impassable,4.5,2,,,0,,20,polygon,0 0;5 0;5 1.2;1.2 1.2;1.2 4;0 4\n",
                                  "shapes.csv", 16, 16);
  REQUIRE(t.pieces.size() == 3);
  for (const auto& p : t.pieces) REQUIRE(p.shape);
  const auto d = compare(t, 8.125, 8.125);
  CAPTURE(d.both, d.fast_only, d.fast_only_far, d.reference_only, d.reference_only_far);
  CHECK(d.both > 900);
  CHECK(d.fast_only_far == 0);
  CHECK(d.reference_only_far == 0);
  CHECK(d.fast_only + d.reference_only < 80);
  // Not vacuous: the pieces keep the map off cells the open table's map reaches.
  Terrain open;
  open.width = open.depth = 16;
  CHECK(compare(open, 8.125, 8.125).both > d.both + 100);
}

TEST_CASE("reference tool: a leg grazing a corner - the map agrees to within one cell", "[map][reference]") {
  // Cells are free when the base fits at the centre or a third of a cell from it (RULINGS M2), so
  // a leg passing a corner at just over a base radius is not refused for its cells' centres.
  const Terrain t = fence_table();
  const auto d = compare(t, 6.125, 9.125);
  CAPTURE(d.both, d.fast_only, d.fast_only_far, d.reference_only, d.reference_only_far);
  CHECK(d.fast_only_far == 0);
  CHECK(d.reference_only_far == 0);
}

TEST_CASE("reference tool: two moves round a fence's end - the map reaches wherever the tool does", "[map][reference]") {
  // The start south-west of the fence, far from its end (x 8 to 8.5, y 0 to 10): the second move
  // hooks round the end into the cells behind the fence.
  const auto two = two_moves(fence_table(), 4.125, 6.125, {8.25, 10}, [](double x, double y) { return x > 8.5 && y < 10; });
  CAPTURE(two.reached, two.in_region, two.missed_far);
  CHECK(two.reached > 1500);
  CHECK(two.in_region > 150);  // behind the fence
  CHECK(two.missed_far == 0);
}

TEST_CASE("reference tool: a 1.2 inch gap is threaded from a start off its centre line", "[map][reference][gap]") {
  // A 27 mm base passes the gap with 0.07" to spare on each side, so a straight leg threads it only
  // within about 2 degrees of the right direction, finer than the tool's lattice of legs (4 degrees
  // apart). From starts 2" south of the gap, on its centre line and off it, one move must reach
  // beyond the gap wherever the reference does (RULINGS M2).
  const Terrain t = gap_table();
  for (const double offset : {0.0, 0.0625, 0.125, 0.25, 0.375}) {
    const auto d = compare(t, 8 + offset, 6);
    CAPTURE(offset, d.both, d.fast_only, d.reference_only, d.fast_only_far, d.reference_only_far);
    CHECK(d.reference_only_far == 0);
    CHECK(d.fast_only_far == 0);
  }
}

TEST_CASE("reference tool: a 1.2 inch gap is threaded from close to its mouth, off its centre line", "[map][reference][gap]") {
  // Within an inch of the mouth and a quarter inch or more off the centre line, no straight leg
  // threads the gap: the deepest a leg gets is along the line grazing the near corner, until the
  // base touches the far side (0.53" in from 0.875" in front and 0.25" off). A leg aimed at the
  // centre line stops at the mouth; one aimed at a corner's tangent goes deepest, and the second
  // move goes on from there. One move agrees with the reference, and two moves reach wherever the
  // reference's do (before the grazing legs, 22 cells more than a cell short from 0.875", 0.25").
  const Terrain t = gap_table();
  for (const auto& [in_front, offset] : {std::pair{0.875, 0.25}, std::pair{0.625, 0.375}}) {
    const auto d = compare(t, 8 + offset, 8 - in_front);
    const auto two = two_moves(t, 8 + offset, 8 - in_front, {8, 8.5}, [](double, double y) { return y > 9; });
    CAPTURE(in_front, offset, d.fast_only_far, d.reference_only_far, two.reached, two.in_region, two.missed_far);
    CHECK(d.reference_only_far == 0);
    CHECK(d.fast_only_far == 0);
    CHECK(two.in_region > 350);  // the reference's second move goes through the gap
    CHECK(two.missed_far == 0);
  }
}

TEST_CASE("reference tool: a ladder face reached from the side is climbed by its ladder", "[map][reference][contact]") {
  // A height-1 building (x 10-16, y 10-16) with a ladder on its south face; starts west of it, level
  // with its lower half, swept by fractions of a cell. When the reference's tool, half an inch
  // shorter than the unit's (a margin of two cells for the map's one position per cell), can put the
  // base in contact with the south face in one move (an end point within 0.05" of contact, squarely
  // below the face), the map must climb the ladder within 2 actions: a move, then the ladder's
  // clamber, no dice (RULINGS M4).
  Terrain t;
  t.width = 24;
  t.depth = 24;
  t.pieces = {piece(PieceKind::building, 10, 10, 6, 6, 1.0, kSouth)};
  const double R = 27.0 / 25.4 / 2;
  int contact = 0, missed = 0;
  for (int a = 0; a < 4; ++a)
    for (int b = 0; b < 4; ++b) {
      const double sx = 4.55 + 0.3 * a + 0.0625 * b, sy = 10.3 + 0.35 * b;
      const auto o = unit_at(sx, sy, 2);
      const auto m = compute_reach(t, o);
      std::vector<std::uint8_t> unused(m.grid.cells(), 0);
      std::vector<Point> ends;
      for (int speed = 1; speed <= o.unit.speed; ++speed)
        reference_move(t, sx, sy, o.rules.tool_lengths[static_cast<std::size_t>(speed - 1)] - 0.5, R, m.grid.resolution, m.grid.nx, m.grid.ny,
                       unused, Density{360, 2, 2}, &ends);
      const bool touches = std::any_of(ends.begin(), ends.end(), [&](const Point& p) { return p.x >= 10 && p.x <= 16 && p.y >= 10 - R - 0.05; });
      if (!touches) continue;
      ++contact;
      bool ladder = false;
      for (const auto& c : m.cells)
        ladder = ladder || (c.level == 1 && c.min_actions == 2 && m.routes[static_cast<std::size_t>(c.fastest)].mean_wounds == 0);
      if (!ladder) {
        ++missed;
        UNSCOPED_INFO("from " << sx << "," << sy << " the ladder is not climbed in 2 actions");
      }
    }
  CAPTURE(contact, missed);
  CHECK(contact >= 8);
  CHECK(missed == 0);
}

TEST_CASE("reference tool: a notched base's move starts along its facing", "[map][reference][notched]") {
  // The tool goes into the front notch: the first leg runs along the facing, the bend at the joint
  // within the pivot limit, and the base ends facing along the leg it stopped on (RULINGS M8). One
  // move, on open ground and beside a fence, facing east, north-east and north: the map agrees with
  // the reference to within one cell. A round base's whole disc would put hundreds of cells beyond
  // the tool (the map before notched bases were modelled).
  for (const double facing : {0.0, 45.0, 90.0}) {
    Terrain open;
    open.width = 16;
    open.depth = 16;
    const auto d = compare(open, 8.125, 8.125, facing);
    CAPTURE(facing, d.both, d.fast_only, d.reference_only, d.fast_only_far, d.reference_only_far);
    CHECK(d.both > 300);  // two half-discs beyond the joints of the speed-1 and speed-2 tools
    CHECK(d.fast_only_far == 0);
    CHECK(d.reference_only_far == 0);
    const auto f = compare(fence_table(), 7.375, 8.375, facing);
    CAPTURE(f.both, f.fast_only, f.reference_only, f.fast_only_far, f.reference_only_far);
    CHECK(f.fast_only_far == 0);
    CHECK(f.reference_only_far == 0);
  }
}

TEST_CASE("reference tool: a 1.2 inch gap between shaped pieces is threaded, along an axis and turned 30 degrees", "[map][reference][gap][footprint]") {
  // The gap table's two blocks as polygons (the footprint path), then the whole table turned 30
  // degrees about the gap's centre (8, 8.5): a slanted corridor 1.2" wide and 1" deep that a
  // straight leg threads only within about 2 degrees of its direction. From starts 2.5" before it,
  // on its centre line and off it, one move reaches beyond the gap wherever the reference does
  // (before the shaped pieces' gaps were looked for, 114 cells the reference reached were more
  // than a cell from the map's reach on the centre line, 98 from 0.25" off it).
  for (const double degrees : {0.0, 30.0}) {
    const double a = degrees * M_PI / 180;
    const auto turned = [&](double x, double y) {
      return std::pair{8 + (x - 8) * std::cos(a) - (y - 8.5) * std::sin(a), 8.5 + (x - 8) * std::sin(a) + (y - 8.5) * std::cos(a)};
    };
    std::ostringstream rows;
    rows << "kind,x,y,width,depth,height,ladder,rotation,shape,points\n";
    for (const auto& [x0, x1] : {std::pair{0.0, 7.4}, std::pair{8.6, 16.0}}) {
      rows << "impassable,0,0,,,0,,,polygon,";
      const std::pair<double, double> corners[] = {{x0, 8}, {x1, 8}, {x1, 9}, {x0, 9}};
      for (std::size_t k = 0; k < 4; ++k) {
        // Turned, the blocks are cut to the table's 16" (a turned end would stand off it).
        const double cx = degrees == 0 ? corners[k].first : std::clamp(corners[k].first, 2.0, 14.0);
        const auto [x, y] = turned(cx, corners[k].second);
        rows << (k ? ";" : "") << std::setprecision(17) << x << " " << y;
      }
      rows << "\n";
    }
    const Terrain t = parse_terrain(rows.str(), "gap.csv", 16, 16);
    REQUIRE(t.pieces.size() == 2);
    for (const double offset : {0.0, 0.125, 0.25}) {
      const auto [sx, sy] = turned(8 + offset, 6);
      const auto d = compare(t, sx, sy);
      CAPTURE(degrees, offset, d.both, d.fast_only, d.reference_only, d.fast_only_far, d.reference_only_far);
      CHECK(d.reference_only_far == 0);
      CHECK(d.fast_only_far == 0);
      // Not vacuous: one move reaches 1.5" beyond the gap's far mouth.
      const auto m = compute_reach(t, unit_at(sx, sy, 1));
      const auto [bx, by] = turned(8, 10.5);
      const auto* beyond = at(m, std::floor(bx / 0.25) * 0.25 + 0.125, std::floor(by / 0.25) * 0.25 + 0.125, 0);
      REQUIRE(beyond != nullptr);
      CHECK(beyond->route >= 0);
    }
  }
}
