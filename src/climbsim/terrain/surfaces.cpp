#include "climbsim/terrain/surfaces.hpp"

#include <algorithm>
#include <cmath>

#include "climbsim/terrain/piece_index.hpp"

namespace climbsim {

std::size_t Grid::cell_at(double x, double y) const noexcept {
  const int i = std::clamp(static_cast<int>(std::floor(x / resolution)), 0, nx - 1);
  const int j = std::clamp(static_cast<int>(std::floor(y / resolution)), 0, ny - 1);
  return index(i, j);
}

namespace {

bool blocks_ground(const Piece& p, double mini_height) {
  if (p.kind == PieceKind::impassable) return true;
  // Buildings and walls taller than the leader's mini need a climb, a clamber or a jump.
  return (p.kind == PieceKind::building || p.kind == PieceKind::wall) && p.height > mini_height;
}

bool slows(const Piece& p) { return p.kind == PieceKind::difficult || p.kind == PieceKind::barricade; }

std::vector<std::uint8_t> ground_free(const Terrain& t, const Grid& g, const SurfaceOptions& o,
                                      const std::vector<std::uint8_t>& surface, double ignore_up_to) {
  const double R = o.base_radius;
  const PieceIndex index(t);
  std::vector<std::uint8_t> free(g.cells(), 0);
  for (int j = 0; j < g.ny; ++j)
    for (int i = 0; i < g.nx; ++i) {
      const double x = g.cx(i), y = g.cy(j);
      const auto c = g.index(i, j);
      if (x < R || y < R || x > t.width - R || y > t.depth - R) continue;  // the base stays on the table
      bool ok = surface.empty() || surface[c];
      for (const auto k : index.near(x, y, R))
        if (const Piece& p = t.pieces[k]; ok && blocks_ground(p, o.mini_height) && !(p.kind != PieceKind::impassable && p.height <= ignore_up_to) &&
            p.distance(x, y) < R)
          ok = false;
      free[c] = ok ? 1 : 0;
    }
  return free;
}

}  // namespace

std::vector<Level> build_levels(const Terrain& t, const Grid& g, const SurfaceOptions& o) {
  std::vector<Level> levels(1);
  Level& ground = levels[0];
  ground.surface.assign(g.cells(), 1);
  ground.ground_height.assign(g.cells(), 0.0F);
  ground.difficult.assign(g.cells(), 0);
  const PieceIndex index(t);
  for (int j = 0; j < g.ny; ++j)
    for (int i = 0; i < g.nx; ++i) {
      const auto c = g.index(i, j);
      for (const auto k : index.near(g.cx(i), g.cy(j), 0.0)) {
        const Piece& p = t.pieces[k];
        if (!p.contains(g.cx(i), g.cy(j))) continue;
        if (blocks_ground(p, o.mini_height)) ground.surface[c] = 0;
        else if (p.kind == PieceKind::hill || p.kind == PieceKind::building || p.kind == PieceKind::wall)
          ground.ground_height[c] = std::max(ground.ground_height[c], static_cast<float>(p.height));
      }
    }
  ground.free = ground_free(t, g, o, ground.surface, -1.0);
  for (int j = 0; j < g.ny; ++j)
    for (int i = 0; i < g.nx; ++i) {
      const auto c = g.index(i, j);
      if (!ground.free[c]) continue;
      for (const auto k : index.near(g.cx(i), g.cy(j), o.base_radius))
        if (const Piece& p = t.pieces[k]; slows(p) && p.distance(g.cx(i), g.cy(j)) < o.base_radius) ground.difficult[c] = 1;
    }
  const double R = o.base_radius;
  for (std::size_t b = 0; b < t.pieces.size(); ++b) {
    const Piece& p = t.pieces[b];
    if (p.kind != PieceKind::building || p.height <= o.mini_height) continue;
    Level roof;
    roof.building = static_cast<int>(b);
    roof.height = p.height;
    roof.capacity = static_cast<int>(std::floor((p.width + R) / (2 * R)) * std::floor((p.depth + R) / (2 * R)));
    roof.surface.assign(g.cells(), 0);
    roof.free.assign(g.cells(), 0);
    roof.difficult.assign(g.cells(), 0);
    // Only the cells under the roof can be on it.
    const auto first = [&](double v) { return std::max(0, static_cast<int>(std::floor(v / g.resolution)) - 1); };
    const auto last = [&](double v, int n) { return std::min(n - 1, static_cast<int>(std::ceil(v / g.resolution)) + 1); };
    for (int j = first(p.y); j <= last(p.y1(), g.ny); ++j)
      for (int i = first(p.x); i <= last(p.x1(), g.nx); ++i) {
        const double x = g.cx(i), y = g.cy(j);
        if (!p.contains(x, y)) continue;
        const auto c = g.index(i, j);
        roof.surface[c] = 1;
        const double inside = std::min({x - p.x, p.x1() - x, y - p.y, p.y1() - y});
        roof.free[c] = inside >= R / 2 ? 1 : 0;
      }
    levels.push_back(std::move(roof));
  }
  return levels;
}

std::vector<std::uint8_t> jump_free(const Terrain& t, const Grid& g, const SurfaceOptions& o) {
  return ground_free(t, g, o, {}, static_cast<double>(o.jump));
}

namespace {

// The free cell of `level` nearest to (x, y) within `reach` inches, or npos.
std::size_t nearest_free(const Grid& g, const Level& level, double x, double y, double reach) {
  std::size_t best = static_cast<std::size_t>(-1);
  double best_d = reach;
  const int span = static_cast<int>(std::ceil(reach / g.resolution)) + 1;
  const auto c0 = g.cell_at(x, y);
  const int i0 = static_cast<int>(c0 % static_cast<std::size_t>(g.nx)), j0 = static_cast<int>(c0 / static_cast<std::size_t>(g.nx));
  for (int j = std::max(0, j0 - span); j <= std::min(g.ny - 1, j0 + span); ++j)
    for (int i = std::max(0, i0 - span); i <= std::min(g.nx - 1, i0 + span); ++i) {
      const auto c = g.index(i, j);
      if (!level.free[c]) continue;
      const double d = std::hypot(g.cx(i) - x, g.cy(j) - y);
      if (d <= best_d) {
        best_d = d;
        best = c;
      }
    }
  return best;
}

}  // namespace

std::vector<Crossing> crossings(const Terrain& t, const Grid& g, const std::vector<Level>& levels,
                                const SurfaceOptions& o, double over_max) {
  std::vector<Crossing> out;
  const double R = o.base_radius;
  const double band = 0.75 * g.resolution;  // "in base contact": the base edge within 3/4 of a cell of the face
  const Level& ground = levels[0];
  std::vector<int> level_of(t.pieces.size(), -1);  // the roof level of each building piece
  for (std::size_t l = 1; l < levels.size(); ++l) level_of[static_cast<std::size_t>(levels[l].building)] = static_cast<int>(l);
  const PieceIndex index(t);
  for (int j = 0; j < g.ny; ++j)
    for (int i = 0; i < g.nx; ++i) {
      const auto c = g.index(i, j);
      if (!ground.free[c]) continue;
      const double x = g.cx(i), y = g.cy(j);
      const auto& nearby = index.near(x, y, R + band);
      for (const auto k : nearby) {
        if (level_of[k] < 0) continue;
        const std::size_t l = static_cast<std::size_t>(level_of[k]);
        const Piece& p = t.pieces[k];
        const double d = p.distance(x, y);
        if (std::abs(d - R) > band) continue;
        // Facing one side squarely (not a corner): the side gives the ladder and the landing point.
        unsigned side = 0;
        double lx = x, ly = y;
        if (x >= p.x && x <= p.x1()) side = y < p.y ? kSouth : kNorth, ly = y < p.y ? p.y + R / 2 : p.y1() - R / 2;
        else if (y >= p.y && y <= p.y1()) side = x < p.x ? kWest : kEast, lx = x < p.x ? p.x + R / 2 : p.x1() - R / 2;
        if (side == 0) continue;
        const auto top = nearest_free(g, levels[l], lx, ly, R);
        if (top == static_cast<std::size_t>(-1)) continue;
        const bool ladder = (p.ladder & side) != 0;
        out.push_back({c, top, 0, static_cast<int>(l), p.height, ladder, false});
        out.push_back({top, c, static_cast<int>(l), 0, p.height, ladder, false});
      }
      for (const auto k : nearby) {
        const Piece& p = t.pieces[k];
        if (p.kind != PieceKind::wall || p.height <= o.mini_height || p.height > over_max) continue;
        if (std::abs(p.distance(x, y) - R) > band) continue;
        double tx = x, ty = y;
        if (x >= p.x && x <= p.x1()) ty = y < p.y ? p.y1() + R : p.y - R;
        else if (y >= p.y && y <= p.y1()) tx = x < p.x ? p.x1() + R : p.x - R;
        else continue;
        const auto far = nearest_free(g, ground, tx, ty, g.resolution);
        if (far != static_cast<std::size_t>(-1)) out.push_back({c, far, 0, 0, p.height, false, true});
      }
    }
  return out;
}

}  // namespace climbsim
