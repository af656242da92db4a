#include "climbsim/terrain/surfaces.hpp"

#include "climbsim/model/roof_capacity.hpp"
#include "climbsim/platform/portable_math.hpp"  // the same bits in the page and on the command line

#include <algorithm>
#include <cmath>

#include "climbsim/terrain/piece_index.hpp"

namespace climbsim {

// Impassable pieces always block on the ground; buildings and walls when they rise more than the mini
// above the surface (RULINGS M1: lower ones are walked over).
bool blocks_base(const Piece& p, double floor, double mini_height) {
  if (p.kind == PieceKind::impassable) return floor <= 0 || p.height - floor > mini_height;
  return (p.kind == PieceKind::building || p.kind == PieceKind::wall) && p.height - floor > mini_height;
}

std::size_t Grid::cell_at(double x, double y) const noexcept {
  const int i = std::clamp(static_cast<int>(std::floor(x / resolution)), 0, nx - 1);
  const int j = std::clamp(static_cast<int>(std::floor(y / resolution)), 0, ny - 1);
  return index(i, j);
}

namespace {

bool solid(const Piece& p) {
  return p.kind == PieceKind::building || p.kind == PieceKind::wall || p.kind == PieceKind::impassable;
}

bool slows(const Piece& p, const SurfaceOptions& o) { return p.kind == PieceKind::difficult || (o.barricades_slow && p.kind == PieceKind::barricade); }

bool on_table(const Terrain& t, double x, double y, double R) { return x >= R && y >= R && x <= t.width - R && y <= t.depth - R; }

// Cells of the grid whose centres may lie within `margin` of the piece.
Patch patch_around(const Grid& g, const Piece& p, double margin) {
  const auto lo = [&](double v) { return static_cast<int>(std::floor((v - margin) / g.resolution)); };
  const auto hi = [&](double v) { return static_cast<int>(std::ceil((v + margin) / g.resolution)); };
  Patch patch;
  patch.i0 = std::clamp(lo(p.x), 0, g.nx - 1);
  patch.j0 = std::clamp(lo(p.y), 0, g.ny - 1);
  patch.nx = std::clamp(hi(p.x1()), 0, g.nx - 1) - patch.i0 + 1;
  patch.ny = std::clamp(hi(p.y1()), 0, g.ny - 1) - patch.j0 + 1;
  return patch;
}

// Does the base fit with its centre at (x, y) on the ground?
bool fits_on_ground(const Terrain& t, const SurfaceOptions& o, const PieceIndex& index, double x, double y) {
  const double R = o.base_radius;
  if (!on_table(t, x, y, R)) return false;
  for (const auto k : index.near(x, y, R)) {
    const Piece& p = t.pieces[k];
    if ((blocks_base(p, 0, o.mini_height) || (o.barricade_refuses && p.kind == PieceKind::barricade)) && p.distance(x, y) < R)
      return false;
  }
  return true;
}

// A ground cell is free when the base fits at its centre or at one of the eight points a third of a
// cell from it: the cells where crossings start and land (M4). Moves check the base exactly along
// their path instead (clearance.hpp, M2).
std::vector<std::uint8_t> ground_free(const Terrain& t, const Grid& g, const SurfaceOptions& o, const PieceIndex& index,
                                      const std::vector<std::uint8_t>& surface) {
  std::vector<std::uint8_t> free(g.cells(), 0);
  const double third = g.resolution / 3;
  for (int j = 0; j < g.ny; ++j)
    for (int i = 0; i < g.nx; ++i) {
      const auto c = g.index(i, j);
      if (!surface.empty() && !surface[c]) continue;
      bool ok = fits_on_ground(t, o, index, g.cx(i), g.cy(j));
      for (int dj = -1; dj <= 1 && !ok; ++dj)
        for (int di = -1; di <= 1 && !ok; ++di)
          ok = (di != 0 || dj != 0) && fits_on_ground(t, o, index, g.cx(i) + di * third, g.cy(j) + dj * third);
      free[c] = ok ? 1 : 0;
    }
  return free;
}

Level ground_level(const Terrain& t, const Grid& g, const SurfaceOptions& o, const PieceIndex& index) {
  Level ground;
  ground.patch = {0, 0, g.nx, g.ny};
  ground.surface.assign(g.cells(), 1);
  ground.ground_height.assign(g.cells(), 0.0F);
  ground.difficult.assign(g.cells(), 0);
  for (int j = 0; j < g.ny; ++j)
    for (int i = 0; i < g.nx; ++i) {
      const auto c = g.index(i, j);
      for (const auto k : index.near(g.cx(i), g.cy(j), 0.0)) {
        const Piece& p = t.pieces[k];
        if (!p.contains(g.cx(i), g.cy(j))) continue;
        if (blocks_base(p, 0, o.mini_height)) ground.surface[c] = 0;
        else if (p.kind == PieceKind::hill || solid(p))
          ground.ground_height[c] = std::max(ground.ground_height[c], static_cast<float>(p.height));
      }
    }
  ground.free = ground_free(t, g, o, index, ground.surface);
  for (int j = 0; j < g.ny; ++j)
    for (int i = 0; i < g.nx; ++i) {
      const auto c = g.index(i, j);
      if (!ground.free[c]) continue;
      for (const auto k : index.near(g.cx(i), g.cy(j), o.base_radius))
        if (const Piece& p = t.pieces[k]; slows(p, o) && p.distance(g.cx(i), g.cy(j)) < o.base_radius) ground.difficult[c] = 1;
    }
  return ground;
}

Level roof_level(const Terrain& t, const Grid& g, const SurfaceOptions& o, const PieceIndex& index, std::size_t b,
                 const std::vector<std::vector<std::size_t>>& storeys_on) {
  const Piece& p = t.pieces[b];
  const double R = o.base_radius;
  Level roof;
  roof.building = static_cast<int>(b);
  roof.height = p.height;
  roof.drop = p.stands_on < 0 ? p.height : p.height - t.pieces[static_cast<std::size_t>(p.stands_on)].height;
  // Bases in a grid with the rules' overhang on every side; a storey's footprint is taken off by the
  // bases it covers (RULINGS M5, R25).
  double capacity = roof_capacity(p.width, p.depth, R, o.overhang);
  for (const auto s : storeys_on[b])
    capacity -= std::ceil(t.pieces[s].width / (2 * R)) * std::ceil(t.pieces[s].depth / (2 * R));
  roof.capacity = static_cast<int>(std::max(0.0, capacity));
  roof.patch = patch_around(g, p, 0);
  roof.surface.assign(roof.patch.cells(), 0);
  roof.free.assign(roof.patch.cells(), 0);
  roof.difficult.assign(roof.patch.cells(), 0);
  for (int j = roof.patch.j0; j < roof.patch.j0 + roof.patch.ny; ++j)
    for (int i = roof.patch.i0; i < roof.patch.i0 + roof.patch.nx; ++i) {
      const double x = g.cx(i), y = g.cy(j);
      if (!p.contains(x, y)) continue;
      bool covered = false;  // by a storey standing on this roof
      for (const auto s : storeys_on[b]) covered = covered || t.pieces[s].contains(x, y);
      if (covered) continue;
      const auto slot = roof.patch.local(i, j);
      roof.surface[slot] = 1;
      const double inside = std::min({x - p.x, p.x1() - x, y - p.y, p.y1() - y});
      bool ok = inside >= R * (1 - o.overhang) && on_table(t, x, y, R);
      for (const auto k : index.near(x, y, R)) {
        if (!ok) break;
        if (k != b && blocks_base(t.pieces[k], p.height, o.mini_height) && t.pieces[k].distance(x, y) < R) ok = false;
      }
      roof.free[slot] = ok ? 1 : 0;
    }
  return roof;
}

}  // namespace

std::vector<Level> build_levels(const Terrain& t, const Grid& g, const SurfaceOptions& o) {
  const PieceIndex index(t);
  std::vector<std::vector<std::size_t>> storeys_on(t.pieces.size());
  for (std::size_t k = 0; k < t.pieces.size(); ++k)
    if (t.pieces[k].stands_on >= 0) storeys_on[static_cast<std::size_t>(t.pieces[k].stands_on)].push_back(k);
  std::vector<Level> levels;
  levels.push_back(ground_level(t, g, o, index));
  for (std::size_t b = 0; b < t.pieces.size(); ++b)
    if (t.pieces[b].kind == PieceKind::building && t.pieces[b].height > o.mini_height)
      levels.push_back(roof_level(t, g, o, index, b, storeys_on));
  return levels;
}

namespace {

// base_fits_at's test of one piece.
bool piece_allows(const Piece& p, std::size_t k, const Level& level, double floor, double x, double y, const SurfaceOptions& o) {
  constexpr double eps = 1e-9;
  const double R = o.base_radius;
  if (static_cast<int>(k) == level.building)  // the base may overhang its own roof's edge by the rules' overhang
    return std::min({x - p.x, p.x1() - x, y - p.y, p.y1() - y}) >= R * (1 - o.overhang) - eps;
  const bool refuses = blocks_base(p, floor, o.mini_height) || (o.barricade_refuses && p.kind == PieceKind::barricade && floor <= 0);
  return !(refuses && p.distance(x, y) < R - eps);
}

// base_fits_at, asking only the pieces near the point (and the level's own roof).
bool base_fits_near(const Terrain& t, const PieceIndex& index, const Level& level, double x, double y, const SurfaceOptions& o) {
  if (!on_table(t, x, y, o.base_radius - 1e-9)) return false;
  const double floor = level.building < 0 ? 0.0 : level.height;
  if (level.building >= 0) {
    const auto b = static_cast<std::size_t>(level.building);
    if (!piece_allows(t.pieces[b], b, level, floor, x, y, o)) return false;
  }
  for (const auto k : index.near(x, y, o.base_radius))
    if (static_cast<int>(k) != level.building && !piece_allows(t.pieces[k], k, level, floor, x, y, o)) return false;
  return true;
}

}  // namespace

bool base_fits_at(const Terrain& t, const Level& level, double x, double y, const SurfaceOptions& o) {
  if (!on_table(t, x, y, o.base_radius - 1e-9)) return false;
  const double floor = level.building < 0 ? 0.0 : level.height;
  for (std::size_t k = 0; k < t.pieces.size(); ++k)
    if (!piece_allows(t.pieces[k], k, level, floor, x, y, o)) return false;
  return true;
}

namespace {

// The free cell of `level` nearest to (x, y) within `reach` inches, or kNoSlot; a grid cell.
std::size_t nearest_free(const Grid& g, const Level& level, double x, double y, double reach) {
  std::size_t best = kNoSlot;
  double best_d = reach;
  const int span = static_cast<int>(std::ceil(reach / g.resolution)) + 1;
  const auto c0 = g.cell_at(x, y);
  const int i0 = g.column(c0), j0 = g.row(c0);
  for (int j = std::max(0, j0 - span); j <= std::min(g.ny - 1, j0 + span); ++j)
    for (int i = std::max(0, i0 - span); i <= std::min(g.nx - 1, i0 + span); ++i) {
      if (!level.patch.has(i, j) || !level.free[level.patch.local(i, j)]) continue;
      const double d = portable_hypot(g.cx(i) - x, g.cy(j) - y);
      if (d <= best_d) {
        best_d = d;
        best = g.index(i, j);
      }
    }
  return best;
}

// The side of the rectangle a point squarely faces (0 at a corner), and the point on the far side
// of that face at `depth` inches inside the rectangle, level with the given point.
unsigned facing(const Piece& p, double x, double y, double depth, double& lx, double& ly) {
  lx = x, ly = y;
  if (x >= p.x && x <= p.x1() && (y < p.y || y > p.y1())) {
    ly = y < p.y ? p.y + depth : p.y1() - depth;
    return y < p.y ? kSouth : kNorth;
  }
  if (y >= p.y && y <= p.y1() && (x < p.x || x > p.x1())) {
    lx = x < p.x ? p.x + depth : p.x1() - depth;
    return x < p.x ? kWest : kEast;
  }
  return 0;
}

}  // namespace

std::vector<Crossing> crossings(const Terrain& t, const Grid& g, const std::vector<Level>& levels,
                                const SurfaceOptions& o, double over_max) {
  std::vector<Crossing> out;
  const double R = o.base_radius;
  // "In base contact": the base's edge within one cell of the face. Wherever the face stands, some
  // cell centre on each line square to it lies in that band, so every face can be reached (M4).
  const double band = g.resolution;
  std::vector<int> level_of(t.pieces.size(), -1);  // the roof level of each building piece
  for (std::size_t l = 1; l < levels.size(); ++l) level_of[static_cast<std::size_t>(levels[l].building)] = static_cast<int>(l);
  const PieceIndex index(t);
  // Faces of roofs: from every lower surface beside them.
  for (std::size_t top = 1; top < levels.size(); ++top) {
    const Level& roof = levels[top];
    const Piece& p = t.pieces[static_cast<std::size_t>(roof.building)];
    const Patch around = patch_around(g, p, R + band);
    for (int j = around.j0; j < around.j0 + around.ny; ++j)
      for (int i = around.i0; i < around.i0 + around.nx; ++i) {
        const double x = g.cx(i), y = g.cy(j);
        const double d = p.distance(x, y);
        if (d <= 0 || d > R + band) continue;
        double lx = 0, ly = 0;
        const unsigned side = facing(p, x, y, R / 2, lx, ly);
        if (side == 0) continue;
        const auto c = g.index(i, j);
        // A cell whose centre lies nearer the face than a radius still holds the base in contact
        // when the point straight out from the face at exactly a radius lies in the cell and the
        // base fits there (M4): so a leader standing in contact is in a contact cell wherever the
        // face lies on the grid.
        double cx = x, cy = y;
        const bool inner = d < R;
        if (inner) {
          const double toward = R - d + 1e-9;  // out from the face, to contact
          if (side == kSouth) cy -= toward;
          if (side == kNorth) cy += toward;
          if (side == kWest) cx -= toward;
          if (side == kEast) cx += toward;
          if (toward > g.resolution / 2) continue;
        }
        const auto stands = [&](std::size_t l) {
          return inner ? levels[l].slot(g, c) != kNoSlot && levels[l].surface[levels[l].slot(g, c)] && base_fits_near(t, index, levels[l], cx, cy, o)
                       : levels[l].free_at(g, c);
        };
        // The surfaces at this cell: the ground, and every roof covering it.
        std::vector<std::size_t> lower;
        if (stands(0)) lower.push_back(0);
        for (const auto k : index.near(x, y, 0.0))
          if (level_of[k] > 0 && static_cast<std::size_t>(level_of[k]) != top && stands(static_cast<std::size_t>(level_of[k])))
            lower.push_back(static_cast<std::size_t>(level_of[k]));
        for (const auto l : lower) {
          const double rise = roof.height - levels[l].height_at(g, c);
          if (rise < 0) continue;  // a lower roof beside a hilltop: the hill's slope, not a face
          const bool walk = rise <= o.mini_height;
          const auto landing = nearest_free(g, roof, lx, ly, R);
          if (landing == kNoSlot) continue;
          // A storey climbed from below its own building's roof (its side flush with, or within a
          // band of, the building's) is climbed up the building's side too, and so on down: the ladder takes the
          // dice away only when every side climbed carries one (M4: "clambers to move up or down
          // such an apparatus").
          bool ladder = (p.ladder & side) != 0;
          for (int under = p.stands_on; ladder && under >= 0; under = t.pieces[static_cast<std::size_t>(under)].stands_on) {
            const Piece& below = t.pieces[static_cast<std::size_t>(under)];
            if (levels[l].height_at(g, c) >= below.height - 1e-9) break;  // it starts on that roof or higher
            ladder = (below.ladder & side) != 0;
          }
          out.push_back({c, landing, static_cast<int>(l), static_cast<int>(top), rise, ladder, false, walk});
          out.push_back({landing, c, static_cast<int>(top), static_cast<int>(l), rise, ladder, false, walk});
        }
      }
  }
  // Walls: from the ground on one side to the ground on the other.
  const Level& ground = levels[0];
  for (const Piece& p : t.pieces) {
    if (p.kind != PieceKind::wall || p.height <= o.mini_height || p.height > over_max) continue;
    const Patch around = patch_around(g, p, R + band);
    for (int j = around.j0; j < around.j0 + around.ny; ++j)
      for (int i = around.i0; i < around.i0 + around.nx; ++i) {
        const auto c = g.index(i, j);
        const double x = g.cx(i), y = g.cy(j);
        const double d = p.distance(x, y);
        if (!ground.free[c] || d < R || d > R + band) continue;
        double fx = 0, fy = 0;
        // Clambering over a wall carries the leader across its thickness, from a side it touches to
        // the opposite one (M4): from a long side only. An end of the wall is no side to cross from:
        // "across" it would run the wall's whole length (a 0.4" x 8.5" wall once carried a leader
        // 9.75" along it). A square wall may be crossed either way.
        const bool across_y = x >= p.x && x <= p.x1();  // from the south or north side
        const double thickness = across_y ? p.depth : p.width;
        if (thickness > (across_y ? p.width : p.depth)) continue;
        if (facing(p, x, y, thickness + R, fx, fy) == 0) continue;
        // A base radius beyond the far side; some free cell centre lies within 1.5 cells of it.
        const auto far = nearest_free(g, ground, fx, fy, 1.5 * g.resolution);
        if (far != kNoSlot) out.push_back({c, far, 0, 0, p.height, false, true, false});
      }
  }
  return out;
}

}  // namespace climbsim
