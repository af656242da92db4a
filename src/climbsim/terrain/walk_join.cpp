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

std::vector<WalkJoin> walk_join(const Terrain& t, const Grid& g, const std::vector<Level>& levels, const SurfaceOptions& o, const PieceIndex& index) {
  const double R = o.base_radius, res = g.resolution;
  // The surfaces: node 0 the ground (with its hills and the pieces no taller than the mini), node l
  // the roof of level l.
  std::vector<int> level_of(t.pieces.size(), -1);
  for (std::size_t l = 1; l < levels.size(); ++l) level_of[static_cast<std::size_t>(levels[l].building)] = static_cast<int>(l);
  const auto on_ground = [&](std::size_t k) { return t.pieces[k].stands_on < 0; };
  // The surface a piece's top belongs to, or -1 for a piece with no surface to walk onto (walls,
  // barricades, impassable pieces).
  const auto node_of = [&](std::size_t k) {
    const Piece& p = t.pieces[k];
    if (p.kind == PieceKind::hill) return 0;
    if (p.kind != PieceKind::building) return -1;
    return level_of[k] >= 0 ? level_of[k] : (on_ground(k) ? 0 : -1);
  };
  std::vector<int> parent(levels.size());
  for (std::size_t n = 0; n < parent.size(); ++n) parent[n] = static_cast<int>(n);
  const auto root = [&](int n) {
    while (parent[static_cast<std::size_t>(n)] != n) n = parent[static_cast<std::size_t>(n)] = parent[static_cast<std::size_t>(parent[static_cast<std::size_t>(n)])];
    return n;
  };
  const auto link = [&](int a, int b) { parent[static_cast<std::size_t>(root(a))] = root(b); };
  // Each roof's sides with the stretches where another surface meets them.
  struct OpenSide {
    Side side;
    std::vector<Stretch> open;
  };
  std::vector<std::vector<OpenSide>> sides(levels.size());
  for (std::size_t l = 1; l < levels.size(); ++l) {
    const auto b = static_cast<std::size_t>(levels[l].building);
    const Piece& p = t.pieces[b];
    // The pieces that may touch it (near() reuses its answer: a copy).
    const std::vector<std::uint32_t> neighbours = index.near(p.x + p.width / 2, p.y + p.depth / 2, portable_hypot(p.width, p.depth) / 2 + kTouch);
    for (const Side& s : sides_of(p)) {
      OpenSide& side = sides[l].emplace_back(OpenSide{s, {}});
      for (const std::size_t k : neighbours) {
        const int other = node_of(k);
        Stretch stretch;
        if (k == b || other < 0 || std::abs(t.pieces[k].height - p.height) > o.mini_height + 1e-9 || !covers_outside(s, t.pieces[k], stretch)) continue;
        side.open.push_back(stretch);
        // Roofs on the ground that meet a hill, a low piece or each other are in the ground's group
        // (their faces keep the ground's moves off them except through an opening); a storey joins
        // the group of the surface it meets.
        if (on_ground(b) && on_ground(k)) link(static_cast<int>(l), 0), link(other, 0);
        else link(static_cast<int>(l), other);
      }
    }
  }
  // One group per set of linked surfaces with a roof among them: the ground's first.
  std::vector<WalkJoin> groups;
  std::vector<int> group_of(levels.size(), -1), size(levels.size(), 0);
  for (std::size_t n = 0; n < levels.size(); ++n) ++size[static_cast<std::size_t>(root(static_cast<int>(n)))];
  const int ground_root = root(0);
  for (std::size_t l = 1; l < levels.size(); ++l) {
    const auto r = static_cast<std::size_t>(root(static_cast<int>(l)));
    if (size[r] < 2) continue;  // a roof no other surface meets
    if (group_of[r] < 0) {
      group_of[r] = static_cast<int>(groups.size());
      groups.emplace_back().ground = static_cast<int>(r) == ground_root;
    }
    groups[static_cast<std::size_t>(group_of[r])].roofs.push_back(l);
  }
  std::stable_partition(groups.begin(), groups.end(), [](const WalkJoin& w) { return w.ground; });
  const auto local = [&](double x0, double y0, double x1, double y1) { return Rect{x0 / res, y0 / res, x1 / res, y1 / res}; };
  for (WalkJoin& join : groups) {
    std::vector<std::uint8_t> member(t.pieces.size(), 0);
    for (const auto l : join.roofs) member[static_cast<std::size_t>(levels[l].building)] = 1;
    std::vector<Rect> walls;
    std::vector<Footprint> shaped;
    for (const auto l : join.roofs)
      for (const OpenSide& side : sides[l]) {
        const Side& s = side.side;
        for (const auto& [a, c] : side.open) join.openings.push_back(s.along_x ? Segment{a, s.at, c, s.at} : Segment{s.at, a, s.at, c});
        // A face the rules' overhang outside the side (half a radius, M5; none under core-2025,
        // R25), carried as far past the building's corners.
        const double out = R * o.overhang;
        const double at = s.at + s.out * out;
        for (auto [a, c] : complement(s.lo, s.hi, side.open)) {
          if (a <= s.lo) a -= out;
          if (c >= s.hi) c += out;
          walls.push_back(s.along_x ? local(a, at, c, at) : local(at, a, at, c));
        }
      }
    // The ground's group: the ground's blockers, less the member roofs (their faces stand in for
    // them). A group off the ground: the storeys on its roofs that are not members (they rise more
    // than the mini above them); its faces enclose it.
    for (std::size_t k = 0; k < t.pieces.size(); ++k) {
      const Piece& p = t.pieces[k];
      if (member[k]) continue;
      const bool blocks = join.ground ? blocks_base(p, 0, o.mini_height) : p.stands_on >= 0 && member[static_cast<std::size_t>(p.stands_on)] != 0;
      if (blocks && p.shape) shaped.push_back(p.shape->scaled(0, 0, res));
      else if (blocks) walls.push_back(local(p.x, p.y, p.x1(), p.y1()));
    }
    join.clearance = Clearance(g.nx, g.ny, local(R, R, t.width - R, t.depth - R), std::move(walls), R / res, std::move(shaped));
    join.landing.assign(g.cells(), -1);
    if (join.ground)
      for (std::size_t c = 0; c < g.cells(); ++c)
        if (levels[0].surface[c]) join.landing[c] = 0;
    for (const auto l : join.roofs) {
      const Patch& p = levels[l].patch;
      for (int j = p.j0; j < p.j0 + p.ny; ++j)
        for (int i = p.i0; i < p.i0 + p.nx; ++i)
          if (levels[l].surface[p.local(i, j)]) join.landing[g.index(i, j)] = static_cast<int>(l);
    }
  }
  return groups;
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
