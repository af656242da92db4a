// Narrow gaps beside shaped blockers (contract in shaped_gaps.hpp).
#include "climbsim/terrain/shaped_gaps.hpp"

#include <algorithm>
#include <cmath>
#include <optional>

namespace climbsim {

namespace {

struct Point {
  double x = 0, y = 0;
};

// The point of segment ab nearest p.
Point nearest_on_segment(Point p, Point a, Point b) {
  const double ex = b.x - a.x, ey = b.y - a.y, len2 = ex * ex + ey * ey;
  const double t = len2 > 0 ? std::clamp(((p.x - a.x) * ex + (p.y - a.y) * ey) / len2, 0.0, 1.0) : 0.0;
  return {a.x + t * ex, a.y + t * ey};
}

// The two nearest points of two footprints that do not overlap (a on the first, b on the second).
struct Nearest {
  Point a, b;
  double gap = 0;
};
Nearest nearest_points(const Footprint& f, const Footprint& g) {
  if (f.is_disc() && g.is_disc()) {
    const Point c{f.centre().x, f.centre().y}, d{g.centre().x, g.centre().y};
    const double len = std::hypot(d.x - c.x, d.y - c.y);
    if (!(len > 0)) return {c, d, 0};
    const double ux = (d.x - c.x) / len, uy = (d.y - c.y) / len;
    return {{c.x + ux * f.radius(), c.y + uy * f.radius()}, {d.x - ux * g.radius(), d.y - uy * g.radius()}, len - f.radius() - g.radius()};
  }
  if (f.is_disc() || g.is_disc()) {
    const Footprint& disc = f.is_disc() ? f : g;
    const Footprint& poly = f.is_disc() ? g : f;
    const Point c{disc.centre().x, disc.centre().y};
    const auto& k = poly.corners();
    Point best = c;
    double best2 = INFINITY;
    for (std::size_t i = 0; i < k.size(); ++i) {
      const Point q = nearest_on_segment(c, {k[i].x, k[i].y}, {k[(i + 1) % k.size()].x, k[(i + 1) % k.size()].y});
      if (const double d2 = (q.x - c.x) * (q.x - c.x) + (q.y - c.y) * (q.y - c.y); d2 < best2) best2 = d2, best = q;
    }
    const double len = std::sqrt(best2);
    const Point on_disc = len > 0 ? Point{c.x + (best.x - c.x) * disc.radius() / len, c.y + (best.y - c.y) * disc.radius() / len} : c;
    const Nearest n{on_disc, best, len - disc.radius()};
    return f.is_disc() ? n : Nearest{n.b, n.a, n.gap};
  }
  Nearest best{{}, {}, INFINITY};
  const auto corners_to_edges = [&](const Footprint& p, const Footprint& q, bool p_first) {
    const auto& a = p.corners();
    const auto& b = q.corners();
    for (const auto& v : a)
      for (std::size_t i = 0; i < b.size(); ++i) {
        const Point on = nearest_on_segment({v.x, v.y}, {b[i].x, b[i].y}, {b[(i + 1) % b.size()].x, b[(i + 1) % b.size()].y});
        if (const double d = std::hypot(on.x - v.x, on.y - v.y); d < best.gap) best = p_first ? Nearest{{v.x, v.y}, on, d} : Nearest{on, {v.x, v.y}, d};
      }
  };
  corners_to_edges(f, g, true);
  corners_to_edges(g, f, false);
  return best;
}

// An edge of a footprint: its ends (anticlockwise, so the footprint lies to the left) and its unit
// direction.
struct Edge {
  Point a, b;
  double ux = 0, uy = 0;
};
std::vector<Edge> edges_of(const Footprint& f) {
  std::vector<Edge> out;
  const auto& k = f.corners();
  for (std::size_t i = 0; i < k.size(); ++i) {
    const Point a{k[i].x, k[i].y}, b{k[(i + 1) % k.size()].x, k[(i + 1) % k.size()].y};
    const double len = std::hypot(b.x - a.x, b.y - a.y);
    if (len > 0) out.push_back({a, b, (b.x - a.x) / len, (b.y - a.y) / len});
  }
  return out;
}

// Two parallel directions: equal to a part in 1e12 (a quarter turn's edges are exact).
constexpr double kParallel = 1e-12;

// The corridor between edge e of one footprint and edge f of another facing it (antiparallel, f
// beyond e's outward side), if the base passes between them and it is narrow. Its direction is
// e's and its normal e's outward one, so that between two axis-aligned edges it is the corridor
// find_narrow_gaps makes, to the bit.
std::optional<Clearance::Corridor> facing_corridor(const Edge& e, const Edge& f, double r) {
  if (e.ux * f.ux + e.uy * f.uy > -1 + kParallel) return std::nullopt;
  Clearance::Corridor k{e.ux, e.uy, e.uy + 0.0, -e.ux + 0.0, 0, 0, 0, 0, r};  // (outward: the footprint lies left of e)
  const double near = k.across(e.a.x, e.a.y), far = k.across(f.a.x, f.a.y), gap = far - near;
  if (gap <= 2 * r || gap > 2 * r + Clearance::kNarrow) return std::nullopt;
  const double e0 = k.along(e.a.x, e.a.y), e1 = k.along(e.b.x, e.b.y), f0 = k.along(f.b.x, f.b.y), f1 = k.along(f.a.x, f.a.y);
  k.lo = std::max(std::min(e0, e1), std::min(f0, f1));
  k.hi = std::min(std::max(e0, e1), std::max(f0, f1));
  if (k.lo > k.hi) return std::nullopt;
  // Between the two edges' lines, as find_narrow_gaps: the centre line half-way, the width less the base.
  k.mid = (near + far) / 2;
  k.half = (gap - 2 * r) / 2;
  // Turned round where they point to -x or -y, so that a corridor along an axis has u and n the
  // axes themselves, as find_narrow_gaps gives them (the sign of either changes no leg).
  if (k.nx < 0 || (k.nx == 0 && k.ny < 0)) k.nx = -k.nx + 0.0, k.ny = -k.ny + 0.0, k.mid = -k.mid;
  if (k.uy < 0 || (k.uy == 0 && k.ux < 0)) {
    k.ux = -k.ux + 0.0, k.uy = -k.uy + 0.0;
    const double lo = k.lo;
    k.lo = -k.hi, k.hi = -lo;
  }
  return k;
}

Footprint as_footprint(const Rect& b) { return Footprint::polygon({{b.x0, b.y0}, {b.x1, b.y0}, {b.x1, b.y1}, {b.x0, b.y1}}); }

}  // namespace

void find_shaped_gaps(const std::vector<Rect>& blockers, const std::vector<Footprint>& shaped, const Rect& allowed, double r,
                      std::vector<Clearance::Corridor>& corridors, std::vector<Clearance::Target>& points) {
  const double widest = 2 * r + Clearance::kNarrow;
  const auto apart = [&](const Footprint::Box& a, const Footprint::Box& b) {
    return b.x0 - a.x1 > widest || a.x0 - b.x1 > widest || b.y0 - a.y1 > widest || a.y0 - b.y1 > widest;
  };
  const auto pair = [&](const Footprint& f, const Footprint& g) {
    bool any = false;
    if (!f.is_disc() && !g.is_disc()) {
      const auto g_edges = edges_of(g);
      for (const Edge& e : edges_of(f))
        for (const Edge& h : g_edges)
          if (const auto k = facing_corridor(e, h, r)) corridors.push_back(*k), any = true;
    }
    if (any) return;
    const Nearest n = nearest_points(f, g);
    if (n.gap > 2 * r && n.gap <= widest) points.push_back({(n.a.x + n.b.x) / 2, (n.a.y + n.b.y) / 2});
  };
  for (std::size_t s = 0; s < shaped.size(); ++s) {
    const auto box = shaped[s].bounds();
    for (const Rect& b : blockers)
      if (!apart(box, {b.x0, b.y0, b.x1, b.y1})) pair(shaped[s], as_footprint(b));
    for (std::size_t t = s + 1; t < shaped.size(); ++t)
      if (!apart(box, shaped[t].bounds())) pair(shaped[s], shaped[t]);
  }
  // Between a shaped blocker and a side of `allowed`: the side is where the base's centre may go,
  // so the gap is from the side to the footprint less the radius (as find_narrow_gaps's).
  for (const Footprint& f : shaped) {
    const auto box = f.bounds();
    struct Side {
      double ux, uy, nx, ny, at;  // the side's direction, its normal into the table, its place across
    };
    const Side sides[] = {{0, 1, 1, 0, allowed.x0}, {0, 1, 1, 0, allowed.x1}, {1, 0, 0, 1, allowed.y0}, {1, 0, 0, 1, allowed.y1}};
    for (std::size_t i = 0; i < 4; ++i) {
      const Side& side = sides[i];
      const bool low = i % 2 == 0;  // the left or bottom side: the footprint lies above it across
      const double near = low ? (side.nx > 0 ? box.x0 : box.y0) : (side.nx > 0 ? box.x1 : box.y1);
      const double w = (low ? near - side.at : side.at - near) - r;
      if (!(w > 0 && w <= Clearance::kNarrow)) continue;
      const double mid = low ? side.at + w / 2 : side.at - w / 2;
      bool any = false;
      if (!f.is_disc())
        for (const Edge& e : edges_of(f)) {
          // An edge on the bounds' side, parallel to it, facing it.
          const double across_a = e.a.x * side.nx + e.a.y * side.ny, across_b = e.b.x * side.nx + e.b.y * side.ny;
          if (across_a != near || across_b != near) continue;
          const double a0 = e.a.x * side.ux + e.a.y * side.uy, a1 = e.b.x * side.ux + e.b.y * side.uy;
          const double lo_side = side.nx > 0 ? allowed.y0 : allowed.x0, hi_side = side.nx > 0 ? allowed.y1 : allowed.x1;
          const double lo = std::max(std::min(a0, a1), lo_side), hi = std::min(std::max(a0, a1), hi_side);
          if (lo > hi) continue;
          corridors.push_back({side.ux, side.uy, side.nx, side.ny, mid, w / 2, lo, hi, r});
          any = true;
        }
      if (any) continue;
      // The footprint's nearest point to the side: a disc's across from its centre, else a corner.
      double along = 0;
      if (f.is_disc()) along = side.nx > 0 ? f.centre().y : f.centre().x;
      else
        for (const auto& c : f.corners())
          if ((side.nx > 0 ? c.x : c.y) == near) along = side.nx > 0 ? c.y : c.x;
      points.push_back(side.nx > 0 ? Clearance::Target{mid, along} : Clearance::Target{along, mid});
    }
  }
}

}  // namespace climbsim
