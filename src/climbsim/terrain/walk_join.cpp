#include "climbsim/terrain/walk_join.hpp"
#include "climbsim/platform/portable_math.hpp"  // the same bits in the page and on the command line

#include <algorithm>
#include <cmath>
#include <utility>

namespace climbsim {

namespace {

constexpr double kTouch = 1e-6;  // inches: sides this close touch

// A stretch [lo, hi] along one side of a rectangle.
using Stretch = std::pair<double, double>;

// One side of a building: where it runs (fixed coordinate `at`, from `lo` to `hi` along the other
// axis), whether that axis is x, and which way is out.
struct Side {
  bool along_x = true;  // a south or north side runs along x
  double at = 0, lo = 0, hi = 0, out = 1;
};

std::vector<Side> sides_of(const Piece& p) {
  return {{true, p.y, p.x, p.x1(), -1}, {true, p.y1(), p.x, p.x1(), 1}, {false, p.x, p.y, p.y1(), -1}, {false, p.x1(), p.y, p.y1(), 1}};
}

// The stretch of `side` that `k` covers from outside (the points just beyond the side lie in k), if any.
bool covers_outside(const Side& s, const Piece& k, Stretch& stretch) {
  const double k_lo = s.along_x ? k.y : k.x, k_hi = s.along_x ? k.y1() : k.x1();
  const bool beyond = s.out < 0 ? (k_lo < s.at && k_hi >= s.at - kTouch) : (k_hi > s.at && k_lo <= s.at + kTouch);
  if (!beyond) return false;
  const double a = std::max(s.lo, s.along_x ? k.x : k.y), b = std::min(s.hi, s.along_x ? k.x1() : k.y1());
  stretch = {a, b};
  return b > a;
}

// The parts of [lo, hi] outside every stretch in `open`.
std::vector<Stretch> complement(double lo, double hi, std::vector<Stretch> open) {
  std::sort(open.begin(), open.end());
  std::vector<Stretch> out;
  double from = lo;
  for (const auto& [a, b] : open) {
    if (a > from) out.push_back({from, a});
    from = std::max(from, b);
  }
  if (from < hi) out.push_back({from, hi});
  return out;
}

}  // namespace

WalkJoin walk_join(const Terrain& t, const Grid& g, const std::vector<Level>& levels, const SurfaceOptions& o, const PieceIndex& index) {
  WalkJoin join;
  const double R = o.base_radius, res = g.resolution;
  // A surface a roof may join: a hill, or a building on the ground. A storey on a joined roof is
  // never joined: it stays one of the blockers below (judged from the ground, so even a storey no
  // taller than the mini above its roof blocks the joined move, which can only lose reach), and the
  // base keeps a radius from it as on the roof's own level.
  const auto joinable = [&](std::size_t k) {
    const Piece& p = t.pieces[k];
    return p.kind == PieceKind::hill || (p.kind == PieceKind::building && p.stands_on < 0);
  };
  std::vector<std::uint8_t> joined(t.pieces.size(), 0);
  std::vector<Rect> walls;
  const auto local = [&](double x0, double y0, double x1, double y1) { return Rect{x0 / res, y0 / res, x1 / res, y1 / res}; };
  for (std::size_t l = 1; l < levels.size(); ++l) {
    const auto b = static_cast<std::size_t>(levels[l].building);
    const Piece& p = t.pieces[b];
    if (!joinable(b)) continue;
    std::vector<Rect> faces;
    std::vector<Segment> openings;
    // The pieces that may touch it (near() reuses its answer: a copy).
    const std::vector<std::uint32_t> neighbours = index.near(p.x + p.width / 2, p.y + p.depth / 2, portable_hypot(p.width, p.depth) / 2 + kTouch);
    for (const Side& s : sides_of(p)) {
      std::vector<Stretch> open;
      for (const std::size_t k : neighbours) {
        Stretch stretch;
        if (k != b && joinable(k) && std::abs(t.pieces[k].height - p.height) <= o.mini_height + 1e-9 && covers_outside(s, t.pieces[k], stretch))
          open.push_back(stretch);
      }
      for (const auto& [a, c] : open)
        openings.push_back(s.along_x ? Segment{a, s.at, c, s.at} : Segment{s.at, a, s.at, c});
      // A face half a radius outside the side, carried half a radius past the building's corners.
      const double at = s.at + s.out * R / 2;
      for (auto [a, c] : complement(s.lo, s.hi, open)) {
        if (a <= s.lo) a -= R / 2;
        if (c >= s.hi) c += R / 2;
        faces.push_back(s.along_x ? local(a, at, c, at) : local(at, a, at, c));
      }
    }
    if (openings.empty()) continue;
    joined[b] = 1;
    join.roofs.push_back(l);
    join.openings.insert(join.openings.end(), openings.begin(), openings.end());
    walls.insert(walls.end(), faces.begin(), faces.end());
  }
  if (join.roofs.empty()) return join;
  // The ground's blockers, less the joined roofs (their faces stand in for them).
  for (std::size_t k = 0; k < t.pieces.size(); ++k) {
    const Piece& p = t.pieces[k];
    if (!joined[k] && blocks_base(p, 0, o.mini_height)) walls.push_back(local(p.x, p.y, p.x1(), p.y1()));
  }
  join.clearance = Clearance(g.nx, g.ny, local(R, R, t.width - R, t.depth - R), std::move(walls), R / res);
  join.landing.assign(g.cells(), -1);
  for (std::size_t c = 0; c < g.cells(); ++c)
    if (levels[0].surface[c]) join.landing[c] = 0;
  for (const auto l : join.roofs) {
    const Patch& p = levels[l].patch;
    for (int j = p.j0; j < p.j0 + p.ny; ++j)
      for (int i = p.i0; i < p.i0 + p.nx; ++i)
        if (levels[l].surface[p.local(i, j)]) join.landing[g.index(i, j)] = static_cast<int>(l);
  }
  return join;
}

std::vector<std::uint8_t> cells_near_openings(const WalkJoin& join, const Grid& g, double reach) {
  std::vector<std::uint8_t> near(g.cells(), 0);
  for (const Segment& s : join.openings) {
    const double x0 = std::min(s.x0, s.x1), x1 = std::max(s.x0, s.x1), y0 = std::min(s.y0, s.y1), y1 = std::max(s.y0, s.y1);
    const auto lo = g.cell_at(x0 - reach, y0 - reach), hi = g.cell_at(x1 + reach, y1 + reach);
    for (int j = g.row(lo); j <= g.row(hi); ++j)
      for (int i = g.column(lo); i <= g.column(hi); ++i) {
        // From the cell's centre to the nearest point of the opening (a stretch along x or y).
        const double px = std::clamp(g.cx(i), x0, x1), py = std::clamp(g.cy(j), y0, y1);
        if (portable_hypot(g.cx(i) - px, g.cy(j) - py) <= reach) near[g.index(i, j)] = 1;
      }
  }
  return near;
}

}  // namespace climbsim
