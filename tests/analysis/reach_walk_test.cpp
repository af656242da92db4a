// A standard move that walks from a hilltop onto a roof flush with it (RULINGS M4), against a slow
// reference that knows surfaces only by their height under the base's centre.
//
// The reference shares no code with the map. A point is a place the leader can stand when the base
// is on the table and, with the floor the height of the surface under its centre (the highest hill
// or building holding it, else 0): no piece rising more than the mini above that floor comes within
// a base radius, and on a roof the centre keeps half a radius inside every stretch of its side where
// the surface beyond lies more than the mini lower (M5's overhang). A path is walkable when every
// point along it, every 0.025", is such a place: so a path may run up a hill (its floor follows the
// hill) and on across a roof of the hill's height, but never over a face, where the floor would
// change by more than the mini within the base radius the faces keep clear. The movement tool is
// sampled as in reach_reference_test.cpp: with each tool up to the unit's speed, a first leg of
// (radius + half the tool) in 360 directions, a bend every 3 degrees up to 90, a second leg of
// (half the tool + radius), stopping anywhere.
#include <catch2/catch.hpp>
#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

#include "reach_fixtures.hpp"

using namespace climbsim;

namespace {

struct FloorReference {
  const Terrain& t;
  double R, mini;

  [[nodiscard]] static bool holds(const Piece& p, double x, double y) { return x >= p.x && x <= p.x + p.width && y >= p.y && y <= p.y + p.depth; }
  [[nodiscard]] static double distance(const Piece& p, double x, double y) {
    return std::hypot(std::max({p.x - x, 0.0, x - p.x - p.width}), std::max({p.y - y, 0.0, y - p.y - p.depth}));
  }
  [[nodiscard]] double floor_at(double x, double y) const {
    double f = 0;
    for (const auto& p : t.pieces)
      if ((p.kind == PieceKind::hill || p.kind == PieceKind::building) && holds(p, x, y)) f = std::max(f, p.height);
    return f;
  }
  [[nodiscard]] bool stands(double x, double y) const {
    if (x < R || y < R || x > t.width - R || y > t.depth - R) return false;
    const double f = floor_at(x, y);
    for (const auto& p : t.pieces) {
      if (p.kind == PieceKind::hill || p.kind == PieceKind::difficult) continue;
      if (p.kind == PieceKind::building && holds(p, x, y) && p.height == f) {
        // On this roof: every point of its sides within half a radius must have a surface beyond it
        // no more than the mini lower.
        if (std::min({x - p.x, p.x + p.width - x, y - p.y, p.y + p.depth - y}) >= R / 2) continue;
        const double step = 0.01;
        for (double s = 0; s <= 1 + 1e-9; s += step / std::max(p.width, p.depth)) {
          const double sx[4] = {p.x + s * p.width, p.x + s * p.width, p.x, p.x + p.width};
          const double sy[4] = {p.y, p.y + p.depth, p.y + s * p.depth, p.y + s * p.depth};
          const double nx[4] = {0, 0, -1, 1}, ny[4] = {-1, 1, 0, 0};
          for (int k = 0; k < 4; ++k)
            if (std::hypot(sx[k] - x, sy[k] - y) < R / 2 && p.height - floor_at(sx[k] + nx[k] * 1e-4, sy[k] + ny[k] * 1e-4) > mini) return false;
        }
        continue;
      }
      if (p.height - f > mini && distance(p, x, y) < R) return false;
    }
    return true;
  }
};

// Cells holding an end point of one move from (sx, sy) with a tool of length `tool`.
void reference_walk(const FloorReference& ref, double sx, double sy, double tool, double res, int nx, std::vector<std::uint8_t>& hit) {
  const auto mark = [&](double x, double y) {
    const int i = static_cast<int>(std::floor(x / res)), j = static_cast<int>(std::floor(y / res));
    hit[static_cast<std::size_t>(j * nx + i)] = 1;
  };
  const double a = ref.R + tool / 2, b = tool / 2 + ref.R, step = 0.025;
  for (int d1 = 0; d1 < 360; ++d1) {
    const double th = d1 * M_PI / 180, ux = std::cos(th), uy = std::sin(th);
    bool clear = true;
    double s = step;
    for (; s <= a && clear; s += step)
      if ((clear = ref.stands(sx + s * ux, sy + s * uy))) mark(sx + s * ux, sy + s * uy);
    if (!clear || !ref.stands(sx + a * ux, sy + a * uy)) continue;
    const double jx = sx + a * ux, jy = sy + a * uy;
    for (int d2 = -90; d2 <= 90; d2 += 3) {
      const double th2 = th + d2 * M_PI / 180, vx = std::cos(th2), vy = std::sin(th2);
      for (double q = step; q <= b && ref.stands(jx + q * vx, jy + q * vy); q += step) mark(jx + q * vx, jy + q * vy);
    }
  }
  mark(sx, sy);
}

struct Walk {
  int reference_only_far = 0, map_only_far = 0, both = 0;
  int roof_cells = 0;   // cells of the roof (level 1) the map reaches in one action
  int beyond_east = 0;  // ground cells east of the building the map reaches in one action
  int storey_cells = 0; // cells of a storey (a building standing on a roof) the map reaches in one action
};

// One action from (sx, sy): the map (standard moves on every level) against the reference.
Walk walk(const Terrain& t, double sx, double sy, std::optional<double> start_level = std::nullopt) {
  auto o = unit_at(sx, sy, 1);
  o.start_level = start_level;
  const auto m = compute_reach(t, o);
  const int nx = m.grid.nx, ny = m.grid.ny;
  const double res = m.grid.resolution;
  std::vector<std::uint8_t> fast(m.grid.cells(), 0), ref(m.grid.cells(), 0);
  Walk w;
  for (const auto& c : m.cells) {
    if (c.route < 0 || c.min_actions > 1) continue;
    fast[c.cell] = 1;
    w.roof_cells += c.level == 1 ? 1 : 0;
    const int b = m.levels[static_cast<std::size_t>(c.level)].building;
    w.storey_cells += b >= 0 && t.pieces[static_cast<std::size_t>(b)].stands_on >= 0 ? 1 : 0;
    w.beyond_east += c.level == 0 && m.grid.cx(m.grid.column(c.cell)) > t.pieces[1].x + t.pieces[1].width ? 1 : 0;
  }
  const FloorReference reference{t, o.unit.base_mm / 25.4 / 2, o.unit.mini_height};
  for (int speed = 1; speed <= o.unit.speed; ++speed)
    reference_walk(reference, sx, sy, o.rules.tool_lengths[static_cast<std::size_t>(speed - 1)], res, nx, ref);
  const auto near = [&](const std::vector<std::uint8_t>& v, int i, int j) {
    for (int dj = -1; dj <= 1; ++dj)
      for (int di = -1; di <= 1; ++di)
        if (i + di >= 0 && j + dj >= 0 && i + di < nx && j + dj < ny && v[static_cast<std::size_t>((j + dj) * nx + i + di)]) return true;
    return false;
  };
  for (int j = 0; j < ny; ++j)
    for (int i = 0; i < nx; ++i) {
      const auto c = static_cast<std::size_t>(j * nx + i);
      w.both += fast[c] && ref[c] ? 1 : 0;
      if (ref[c] && !near(fast, i, j)) {
        ++w.reference_only_far;
        UNSCOPED_INFO("the map misses " << (i + 0.5) * res << "," << (j + 0.5) * res);
      }
      if (fast[c] && !near(ref, i, j)) {
        ++w.map_only_far;
        UNSCOPED_INFO("the map alone reaches " << (i + 0.5) * res << "," << (j + 0.5) * res);
      }
    }
  return w;
}

// A 16" table: a height-1 hill at x 2-8, y 4-12, and a height-1 building beside it from x = 8 + gap.
Terrain hill_and_roof(double gap) {
  Terrain t;
  t.width = 16;
  t.depth = 16;
  t.pieces = {piece(PieceKind::hill, 2, 4, 6, 8, 1), piece(PieceKind::building, 8 + gap, 4, 4, 8, 1)};
  return t;
}

// The hill and its flush roof with a storey of `height` (from the ground) on the roof's north-east,
// x 10-11.5, y 9-11.
Terrain with_storey(double height) {
  Terrain t = hill_and_roof(0);
  // 2.5" x 2" holds 2 x 2 bases of 27 mm: room for the whole unit of 4, so a standard move may end
  // on it (M5).
  t.pieces.push_back(piece(PieceKind::building, 9.5, 9, 2.5, 2, height));
  stack_pieces(t, "test");
  return t;
}

}  // namespace

TEST_CASE("a roof flush with a hilltop is walked onto in the same move", "[map][reference][walk]") {
  // From (7, 8) on the hilltop one speed-2 move reaches 6.16": across the roof (x 8-12) but not off
  // its far (east) face, a drop of 1, which only a climb comes down.
  const auto w = walk(hill_and_roof(0), 7, 8);
  CAPTURE(w.both, w.roof_cells, w.beyond_east, w.reference_only_far, w.map_only_far);
  CHECK(w.reference_only_far == 0);
  CHECK(w.roof_cells > 300);  // most of the roof's 16 x 32 cells lie within the move
  CHECK(w.beyond_east == 0);
  CHECK(w.reference_only_far == 0);
  CHECK(w.map_only_far == 0);
}

TEST_CASE("a roof half an inch from the hilltop is not walked onto", "[map][reference][walk]") {
  // Between them the ground at height 0: the base, centred there, is within a radius of the roof's
  // face, which rises 1 above it. The roof is reached by a climb only.
  const auto w = walk(hill_and_roof(0.5), 7, 8);
  CAPTURE(w.both, w.roof_cells, w.reference_only_far, w.map_only_far);
  CHECK(w.roof_cells == 0);
  CHECK(w.reference_only_far == 0);
  CHECK(w.map_only_far == 0);
}

TEST_CASE("a roof with a storey on it, flush with a hilltop, is walked onto in the same move", "[map][reference][walk]") {
  // The same hill and roof, with a height-2 storey on the roof's north-east: the move walks onto the
  // roof round the storey, keeping a base radius from it, and never onto it.
  const auto w = walk(with_storey(2), 7, 8);
  CAPTURE(w.both, w.roof_cells, w.beyond_east, w.reference_only_far, w.map_only_far);
  CHECK(w.roof_cells > 250);
  CHECK(w.beyond_east == 0);
  CHECK(w.reference_only_far == 0);
  CHECK(w.map_only_far == 0);
}

TEST_CASE("a storey no more than the mini above its roof is walked onto in the same move", "[map][reference][walk]") {
  // The same hill and roof, with a storey 0.15 above the roof (the mini is 0.2) on its north-east:
  // no climb, so the move from the hilltop runs across the roof and onto the storey (M4). Before
  // storeys joined the surface they stand on, the storey blocked the move: none of its cells in one
  // action, and the reference's cells on it missed by more than a cell.
  const auto w = walk(with_storey(1.15), 7, 8);
  CAPTURE(w.both, w.roof_cells, w.storey_cells, w.reference_only_far, w.map_only_far);
  CHECK(w.storey_cells > 20);  // of its 10 x 8 cells
  CHECK(w.beyond_east == 0);
  CHECK(w.reference_only_far == 0);
  CHECK(w.map_only_far == 0);
}

TEST_CASE("a storey flush with a neighbouring roof is walked onto from it in the same move", "[map][reference][walk]") {
  // A height-1 building (x 4-12) with a height-2 storey on its east half (x 8-12, y 6-10), and a
  // height-2 building on the ground against its east side (x 12-15): the two height-2 roofs meet
  // along x = 12, y 6-10, a group of surfaces off the ground (M4). From the east roof one move runs
  // onto the storey; the lower roof, a drop of 1, and the ground stay out of the move's reach. Before
  // such groups the storey came only an action later, by a step of its own from base contact.
  Terrain t;
  t.width = 16;
  t.depth = 16;
  t.pieces = {piece(PieceKind::building, 4, 4, 8, 8, 1), piece(PieceKind::building, 8, 6, 4, 4, 2), piece(PieceKind::building, 12, 4, 3, 8, 2)};
  stack_pieces(t, "test");
  const auto w = walk(t, 13.5, 8, 2.0);
  CAPTURE(w.both, w.roof_cells, w.storey_cells, w.reference_only_far, w.map_only_far);
  CHECK(w.storey_cells > 100);  // of its 16 x 16 cells
  CHECK(w.roof_cells == 0);     // the lower roof (level 1) is a climb down
  CHECK(w.reference_only_far == 0);
  CHECK(w.map_only_far == 0);
}
