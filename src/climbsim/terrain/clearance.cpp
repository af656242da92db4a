#include "climbsim/terrain/clearance.hpp"
#include "climbsim/platform/portable_math.hpp"  // the same bits in the page and on the command line

#include <algorithm>
#include <cmath>

#include "climbsim/terrain/piece_index.hpp"
#include "climbsim/terrain/ray_entry.hpp"
#include "climbsim/terrain/shaped_gaps.hpp"
#include "climbsim/terrain/window_mask.hpp"

namespace climbsim {

namespace {

// Slack for "a base exactly in contact fits", as in base_fits_at.
constexpr double kContact = 1e-9;

// Distances are compared squared: sqrt and hypot cost more than the rest of a check.
double point_rect2(double px, double py, const Rect& r) {
  const double dx = std::max({r.x0 - px, 0.0, px - r.x1}), dy = std::max({r.y0 - py, 0.0, py - r.y1});
  return dx * dx + dy * dy;
}

double rect_rect2(const Rect& a, const Rect& b) {
  const double dx = std::max({b.x0 - a.x1, 0.0, a.x0 - b.x1}), dy = std::max({b.y0 - a.y1, 0.0, a.y0 - b.y1});
  return dx * dx + dy * dy;
}

bool inside(double x, double y, const Rect& r) {
  return x >= r.x0 - kContact && x <= r.x1 + kContact && y >= r.y0 - kContact && y <= r.y1 + kContact;
}

// The narrow gaps between the blockers, and between each blocker and the sides of `allowed`
// (Clearance::narrow_gaps). Blockers are swept in order of their left side, so each is compared
// only with those that start within a corridor's reach of its right side.
// `corridors` gains the corridors along an axis, `corners` the gaps between two corners.
void find_narrow_gaps(const std::vector<Rect>& blockers, const Rect& allowed, double r, std::vector<Clearance::Corridor>& corridors,
                      std::vector<Clearance::Target>& corners) {
  const double widest = 2 * r + Clearance::kNarrow;
  // A corridor along one axis, `width` wide: centre line at `mid` across it, from `lo` to `hi` along it.
  const auto corridor = [&](bool along_y, double mid, double width, double lo, double hi) {
    corridors.push_back(along_y ? Clearance::Corridor{0, 1, 1, 0, mid, width / 2, lo, hi, r} : Clearance::Corridor{1, 0, 0, 1, mid, width / 2, lo, hi, r});
  };
  std::vector<std::size_t> order(blockers.size());
  for (std::size_t k = 0; k < order.size(); ++k) order[k] = k;
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return blockers[a].x0 < blockers[b].x0; });
  for (std::size_t m = 0; m < order.size(); ++m) {
    const Rect& a = blockers[order[m]];
    for (std::size_t n = m + 1; n < order.size() && blockers[order[n]].x0 <= a.x1 + widest; ++n) {
      const Rect& b = blockers[order[n]];
      const double dx = std::max({b.x0 - a.x1, a.x0 - b.x1, 0.0}), dy = std::max({b.y0 - a.y1, a.y0 - b.y1, 0.0});
      const double gap = std::sqrt(dx * dx + dy * dy);
      if (gap <= 2 * r || gap > widest) continue;
      if (dy == 0) {  // side by side in x: a corridor running along y over their common stretch
        const double mid = a.x1 < b.x0 ? (a.x1 + b.x0) / 2 : (b.x1 + a.x0) / 2;
        corridor(true, mid, gap - 2 * r, std::max(a.y0, b.y0), std::min(a.y1, b.y1));
      } else if (dx == 0) {
        const double mid = a.y1 < b.y0 ? (a.y1 + b.y0) / 2 : (b.y1 + a.y0) / 2;
        corridor(false, mid, gap - 2 * r, std::max(a.x0, b.x0), std::min(a.x1, b.x1));
      } else {  // corner to corner
        const double ax = a.x1 < b.x0 ? a.x1 : a.x0, bx = a.x1 < b.x0 ? b.x0 : b.x1;
        const double ay = a.y1 < b.y0 ? a.y1 : a.y0, by = a.y1 < b.y0 ? b.y0 : b.y1;
        corners.push_back({(ax + bx) / 2, (ay + by) / 2});
      }
    }
  }
  // Between a blocker and a side of `allowed` (the table's edge, a roof's edge).
  for (const Rect& b : blockers) {
    const double lo_y = std::max(b.y0, allowed.y0), hi_y = std::min(b.y1, allowed.y1);
    const double lo_x = std::max(b.x0, allowed.x0), hi_x = std::min(b.x1, allowed.x1);
    if (lo_y <= hi_y) {
      if (const double w = b.x0 - r - allowed.x0; w > 0 && w <= Clearance::kNarrow) corridor(true, allowed.x0 + w / 2, w, lo_y, hi_y);
      if (const double w = allowed.x1 - b.x1 - r; w > 0 && w <= Clearance::kNarrow) corridor(true, allowed.x1 - w / 2, w, lo_y, hi_y);
    }
    if (lo_x <= hi_x) {
      if (const double w = b.y0 - r - allowed.y0; w > 0 && w <= Clearance::kNarrow) corridor(false, allowed.y0 + w / 2, w, lo_x, hi_x);
      if (const double w = allowed.y1 - b.y1 - r; w > 0 && w <= Clearance::kNarrow) corridor(false, allowed.y1 - w / 2, w, lo_x, hi_x);
    }
  }
}

}  // namespace

Clearance::Clearance(int nx, int ny, Rect allowed, std::vector<Rect> blockers, double radius, std::vector<Footprint> shaped)
    : nx_(nx), ny_(ny), reach2_(radius > kContact ? (radius - kContact) * (radius - kContact) : 0), allowed_(allowed),
      blockers_(std::move(blockers)), shaped_(std::move(shaped)) {
  const auto cells = static_cast<std::size_t>(nx) * static_cast<std::size_t>(ny);
  const auto cell = [nx](int i, int j) { return static_cast<std::size_t>(j) * static_cast<std::size_t>(nx) + static_cast<std::size_t>(i); };
  kind_.assign(cells, open);
  for (int j = 0; j < ny; ++j)
    for (int i = 0; i < nx; ++i) {
      const Rect q{static_cast<double>(i), static_cast<double>(j), i + 1.0, j + 1.0};
      if (q.x1 < allowed.x0 || q.x0 > allowed.x1 || q.y1 < allowed.y0 || q.y0 > allowed.y1) kind_[cell(i, j)] = blocked;
      else if (q.x0 < allowed.x0 || q.x1 > allowed.x1 || q.y0 < allowed.y0 || q.y1 > allowed.y1) kind_[cell(i, j)] = edge;
    }
  // Blockers near a cell: a cell whose four corners are all within the radius of a blocker has no
  // point that fits (the rectangle grown by a disc is convex); one merely near it tests segments.
  std::vector<std::uint32_t> count(cells + 1, 0);
  const double reach2 = (radius - kContact) * (radius - kContact);
  const auto each_near = [&](auto&& visit) {
    for (std::size_t b = 0; b < blockers_.size(); ++b) {
      const Rect& r = blockers_[b];
      const int i0 = std::max(0, static_cast<int>(std::floor(r.x0 - radius))), i1 = std::min(nx - 1, static_cast<int>(std::floor(r.x1 + radius)));
      const int j0 = std::max(0, static_cast<int>(std::floor(r.y0 - radius))), j1 = std::min(ny - 1, static_cast<int>(std::floor(r.y1 + radius)));
      for (int j = j0; j <= j1; ++j)
        for (int i = i0; i <= i1; ++i) {
          const Rect q{static_cast<double>(i), static_cast<double>(j), i + 1.0, j + 1.0};
          if (rect_rect2(q, r) >= reach2) continue;
          bool all = true;
          for (const double cx : {q.x0, q.x1})
            for (const double cy : {q.y0, q.y1}) all = all && point_rect2(cx, cy, r) < reach2;
          visit(cell(i, j), static_cast<std::uint32_t>(b), all);
        }
    }
    // A shaped blocker: a cell whose centre lies a half-diagonal or more beyond the reach has no
    // point within it; all four corners within reach block the cell only for a convex footprint.
    const double beyond = radius - kContact + std::sqrt(0.5);
    for (std::size_t s = 0; s < shaped_.size(); ++s) {
      const Footprint& f = shaped_[s];
      const auto r = f.bounds();
      const int i0 = std::max(0, static_cast<int>(std::floor(r.x0 - radius))), i1 = std::min(nx - 1, static_cast<int>(std::floor(r.x1 + radius)));
      const int j0 = std::max(0, static_cast<int>(std::floor(r.y0 - radius))), j1 = std::min(ny - 1, static_cast<int>(std::floor(r.y1 + radius)));
      for (int j = j0; j <= j1; ++j)
        for (int i = i0; i <= i1; ++i) {
          if (f.distance2(i + 0.5, j + 0.5) >= beyond * beyond) continue;
          bool all = f.convex();
          for (const double cx : {0.0, 1.0})
            for (const double cy : {0.0, 1.0}) all = all && f.distance2(i + cx, j + cy) < reach2;
          visit(cell(i, j), static_cast<std::uint32_t>(blockers_.size() + s), all);
        }
    }
  };
  each_near([&](std::size_t c, std::uint32_t, bool all) {
    if (all) kind_[c] = blocked;
    else if (kind_[c] != blocked) kind_[c] = edge, ++count[c + 1];
  });
  for (std::size_t c = 0; c < cells; ++c) count[c + 1] += count[c];
  first_ = count;
  near_.resize(count[cells]);
  each_near([&](std::size_t c, std::uint32_t b, bool all) {
    if (!all && count[c] < first_[c + 1]) near_[count[c]++] = b;
  });
  // Only gaps the base can stand in: a corridor whose middle another blocker fills (two pieces with
  // a third between them) is no gap at all.
  std::vector<Corridor> corridors;
  std::vector<Target> corners;
  find_narrow_gaps(blockers_, allowed_, radius, corridors, corners);
  find_shaped_gaps(blockers_, shaped_, allowed_, radius, corridors, corners);
  const auto open_at = [&](double x, double y) {
    return fits(static_cast<int>(std::floor(x)), static_cast<int>(std::floor(y)), x, y);
  };
  for (const Corridor& k : corridors)
    if (const auto [mx, my] = k.point((k.lo + k.hi) / 2, k.mid); open_at(mx, my)) {
      const double m = (k.lo + k.hi) / 2;
      corridors_.push_back(k);
      for (const double t : {k.lo, m, k.hi}) {
        const auto [x, y] = k.point(t, k.mid);
        gaps_.push_back({x, y});
      }
    }
  for (const Target& g : corners)
    if (open_at(g.x, g.y)) gaps_.push_back(g);
}

Clearance Clearance::of_cells(int nx, int ny, const std::vector<std::uint8_t>& open_cells) {
  Clearance c(nx, ny, Rect{-1e9, -1e9, 1e9, 1e9}, {}, 0);
  for (std::size_t k = 0; k < c.kind_.size(); ++k) c.kind_[k] = open_cells[k] ? open : blocked;
  return c;
}

std::vector<std::uint8_t> Clearance::open_around(double distance, const std::vector<std::uint8_t>* avoid) const {
  // Cells beyond the block count as closed.
  std::vector<std::uint8_t> closed(kind_.size(), 0);
  for (std::size_t c = 0; c < kind_.size(); ++c) closed[c] = kind_[c] != open || (avoid && (*avoid)[c]) ? 1 : 0;
  return clear_windows(nx_, ny_, closed, static_cast<int>(std::ceil(distance)), true);
}

bool Clearance::fits_near_edge(std::size_t c, double x, double y) const {
  if (!inside(x, y, allowed_)) return false;
  for (std::uint32_t k = first_[c]; k < first_[c + 1]; ++k) {
    const std::uint32_t b = near_[k];
    if (b < blockers_.size() ? point_rect2(x, y, blockers_[b]) < reach2_ : shaped_[b - blockers_.size()].distance2(x, y) < reach2_) return false;
  }
  return true;
}

std::optional<std::pair<double, double>> Clearance::fit_nearest_centre(int i, int j) const {
  static constexpr double offsets[] = {-0.45, -1.0 / 3, -1.0 / 6, 0, 1.0 / 6, 1.0 / 3, 0.45};
  std::optional<std::pair<double, double>> best;
  for (const double dy : offsets)
    for (const double dx : offsets)
      if (fits(i, j, i + 0.5 + dx, j + 0.5 + dy) && (!best || portable_hypot(dx, dy) < portable_hypot(best->first, best->second))) best = {dx, dy};
  return best;
}

double Clearance::reach_near_edge(std::size_t c, double ax, double ay, double ux, double uy, double t0, double t1) const {
  // The centre leaves the allowed rectangle where its ray first crosses one of its sides.
  const double sx = ax + t0 * ux, sy = ay + t0 * uy;
  if (!inside(sx, sy, allowed_)) return -kRayNever;
  double t = t1;
  const double lo[2] = {allowed_.x0 - kContact, allowed_.y0 - kContact}, hi[2] = {allowed_.x1 + kContact, allowed_.y1 + kContact};
  const double a[2] = {ax, ay}, u[2] = {ux, uy};
  for (int k = 0; k < 2; ++k) {
    if (u[k] > 0) t = std::min(t, (hi[k] - a[k]) / u[k]);
    if (u[k] < 0) t = std::min(t, (lo[k] - a[k]) / u[k]);
  }
  // A blocker stops the base where the centre first comes within the radius of it: the blocker
  // grown by the radius is two boxes and four discs at its corners.
  const double r = std::sqrt(reach2_);
  for (std::uint32_t k = first_[c]; k < first_[c + 1]; ++k) {
    if (near_[k] >= blockers_.size()) {
      const Footprint& f = shaped_[near_[k] - blockers_.size()];
      if (f.distance2(sx, sy) < reach2_) return -kRayNever;
      t = std::min(t, f.enters_within(ax, ay, ux, uy, t0, r));
      continue;
    }
    const Rect& b = blockers_[near_[k]];
    if (point_rect2(sx, sy, b) < reach2_) return -kRayNever;
    t = std::min(t, ray_enters_box(ax, ay, ux, uy, t0, b.x0 - r, b.y0, b.x1 + r, b.y1));
    t = std::min(t, ray_enters_box(ax, ay, ux, uy, t0, b.x0, b.y0 - r, b.x1, b.y1 + r));
    for (const double cx : {b.x0, b.x1})
      for (const double cy : {b.y0, b.y1}) t = std::min(t, ray_enters_disc(ax, ay, ux, uy, t0, cx, cy, reach2_));
  }
  return t;
}

Clearance level_clearance(const Terrain& t, const Grid& g, const Level& level, const SurfaceOptions& o, const PieceIndex& index,
                          double ignore_up_to, bool over_impassable) {
  const double res = g.resolution, R = o.base_radius;
  const double ox = level.patch.i0 * res, oy = level.patch.j0 * res;
  const auto local = [&](double x0, double y0, double x1, double y1) { return Rect{(x0 - ox) / res, (y0 - oy) / res, (x1 - ox) / res, (y1 - oy) / res}; };
  Rect allowed = local(R, R, t.width - R, t.depth - R);
  const double floor = level.building < 0 ? 0.0 : level.height;
  if (level.building >= 0) {  // the base may overhang its own roof's edge by the rules' overhang (M5, R25)
    const Piece& roof = t.pieces[static_cast<std::size_t>(level.building)];
    const double in = R * (1 - o.overhang);
    const Rect own = local(roof.x + in, roof.y + in, roof.x1() - in, roof.y1() - in);
    allowed = {std::max(allowed.x0, own.x0), std::max(allowed.y0, own.y0), std::min(allowed.x1, own.x1), std::min(allowed.y1, own.y1)};
  }
  std::vector<Rect> blockers;
  std::vector<Footprint> shaped;
  // Only pieces within a base radius of the patch matter.
  const double w = level.patch.nx * res, d = level.patch.ny * res;
  for (const auto k : index.near(ox + w / 2, oy + d / 2, portable_hypot(w, d) / 2 + R)) {
    const Piece& p = t.pieces[k];
    if (static_cast<int>(k) == level.building || !blocks_base(p, floor, o.mini_height)) continue;
    if ((p.kind != PieceKind::impassable || over_impassable) && p.height <= ignore_up_to) continue;
    if (p.shape) shaped.push_back(p.shape->scaled(ox, oy, res));
    else blockers.push_back(local(p.x, p.y, p.x1(), p.y1()));
  }
  return {level.patch.nx, level.patch.ny, allowed, std::move(blockers), R / res, std::move(shaped)};
}

}  // namespace climbsim
