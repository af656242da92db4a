// A slow, obviously correct reference of the movement tool, for the map's tests to check against.
//
// Contract: it samples the tool as the rules describe it, in continuous positions (RULINGS M2): from
// a point, the leader's centre runs a first leg of (base radius + half the tool) in any of
// `directions` directions, may stop anywhere on it, turns at the joint by at most 90 degrees (every
// `bend_step` degrees) and runs a second leg of (half the tool + base radius), stopping anywhere; the
// base, a disc, swept along the path may not come closer than its radius to any piece of the
// terrain or leave the table (every piece blocks: callers pass only pieces that block). End points
// lie every `res / points_per_cell` along the legs. It shares no code with the map: every point it
// gives is a place the tool really reaches.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <vector>

#include "climbsim/terrain/terrain.hpp"
#include "../terrain/footprint_reference.hpp"

namespace reference_tool {

using climbsim::Piece;
using climbsim::Terrain;

// Distance from a point to a rectangle (0 inside), written again here so the reference shares no
// code with the map.
inline double point_rect(double px, double py, const Piece& p) {
  const double dx = std::max({p.x - px, 0.0, px - (p.x + p.width)});
  const double dy = std::max({p.y - py, 0.0, py - (p.y + p.depth)});
  return std::hypot(dx, dy);
}

inline double point_segment(double px, double py, double ax, double ay, double bx, double by) {
  const double vx = bx - ax, vy = by - ay;
  const double len2 = vx * vx + vy * vy;
  const double t = len2 > 0 ? std::clamp(((px - ax) * vx + (py - ay) * vy) / len2, 0.0, 1.0) : 0.0;
  return std::hypot(ax + t * vx - px, ay + t * vy - py);
}

// Does segment AB cross the rectangle? Clip the segment's parameter range to the rectangle's slabs.
inline bool crosses(double ax, double ay, double bx, double by, const Piece& p) {
  double lo = 0, hi = 1;
  const double d[2] = {bx - ax, by - ay}, a[2] = {ax, ay}, mn[2] = {p.x, p.y}, mx[2] = {p.x + p.width, p.y + p.depth};
  for (int k = 0; k < 2; ++k) {
    if (d[k] == 0) {
      if (a[k] < mn[k] || a[k] > mx[k]) return false;
      continue;
    }
    double t0 = (mn[k] - a[k]) / d[k], t1 = (mx[k] - a[k]) / d[k];
    if (t0 > t1) std::swap(t0, t1);
    lo = std::max(lo, t0);
    hi = std::min(hi, t1);
  }
  return lo <= hi;
}

// Distance from segment AB to a rectangle: 0 when they cross; otherwise the nearest pair is an end
// of the segment against the rectangle or a corner of the rectangle against the segment.
inline double segment_rect(double ax, double ay, double bx, double by, const Piece& p) {
  if (crosses(ax, ay, bx, by, p)) return 0;
  double best = std::min(point_rect(ax, ay, p), point_rect(bx, by, p));
  for (double cx : {p.x, p.x + p.width})
    for (double cy : {p.y, p.y + p.depth}) best = std::min(best, point_segment(cx, cy, ax, ay, bx, by));
  return best;
}

// Do the closed segments AB and CD meet? By the signs of the turns, with the collinear cases by hand.
inline bool segments_cross(double ax, double ay, double bx, double by, double cx, double cy, double dx, double dy) {
  const auto turn = [](double ox, double oy, double px, double py, double qx, double qy) { return (px - ox) * (qy - oy) - (py - oy) * (qx - ox); };
  const double d1 = turn(cx, cy, dx, dy, ax, ay), d2 = turn(cx, cy, dx, dy, bx, by), d3 = turn(ax, ay, bx, by, cx, cy), d4 = turn(ax, ay, bx, by, dx, dy);
  if (((d1 > 0) != (d2 > 0)) && ((d3 > 0) != (d4 > 0)) && d1 != 0 && d2 != 0 && d3 != 0 && d4 != 0) return true;
  return point_segment(ax, ay, cx, cy, dx, dy) == 0 || point_segment(bx, by, cx, cy, dx, dy) == 0 || point_segment(cx, cy, ax, ay, bx, by) == 0 ||
         point_segment(dx, dy, ax, ay, bx, by) == 0;
}

// Distance from segment AB to a piece of another footprint (a disc, a turned rectangle, a polygon):
// 0 when an end lies inside or the segment crosses an edge; otherwise the nearest pair is an end
// against an edge or a corner against the segment (a disc: its centre against the segment, less
// its radius). Written from the footprint's corners, not its code (footprint_reference.hpp).
inline double segment_shape(double ax, double ay, double bx, double by, const Piece& p) {
  const climbsim::Footprint& f = *p.shape;
  if (f.is_disc()) return std::max(0.0, point_segment(p.x + p.width / 2, p.y + p.depth / 2, ax, ay, bx, by) - p.width / 2);
  const auto& c = f.corners();
  double best = std::min(footprint_reference::distance_by_hand(f, ax, ay), footprint_reference::distance_by_hand(f, bx, by));
  for (std::size_t k = 0; k < c.size(); ++k) {
    const auto& e0 = c[k];
    const auto& e1 = c[(k + 1) % c.size()];
    if (segments_cross(ax, ay, bx, by, e0.x, e0.y, e1.x, e1.y)) return 0;
    best = std::min(best, point_segment(e0.x, e0.y, ax, ay, bx, by));
  }
  return best;
}

struct Reference {
  const Terrain& t;
  double R;
  [[nodiscard]] bool clear(double ax, double ay, double bx, double by) const {
    for (double x : {ax, bx})
      if (x < R || x > t.width - R) return false;
    for (double y : {ay, by})
      if (y < R || y > t.depth - R) return false;
    for (const auto& p : t.pieces) {
      // A piece more than R beyond the segment's box along either axis is more than R from it.
      if (std::min(ax, bx) > p.x + p.width + R || std::max(ax, bx) < p.x - R || std::min(ay, by) > p.y + p.depth + R || std::max(ay, by) < p.y - R)
        continue;
      if ((p.shape ? segment_shape(ax, ay, bx, by, p) : segment_rect(ax, ay, bx, by, p)) < R) return false;
    }
    return true;
  }
};

// How densely the reference samples: first legs (directions a turn), bends (degrees apart), and
// points along a leg (a fraction of a cell apart). With `stops`, a leg cut short by something also
// gives the point where the base first touches it (to 1e-6", by bisection): a player may stop there.
struct Density {
  int directions = 720;
  int bend_step = 1;
  double points_per_cell = 5;
  bool stops = false;
};

struct Point {
  double x, y;
};

// Every sampled end point of one move from (sx, sy) with the tool of length `tool`, the start
// included, to visit(x, y). `heading` (radians), when given: a notched base's facing, the only
// direction of the first leg.
template <class Visit>
void reference_ends(const Terrain& t, double sx, double sy, double tool, double R, double res, Density density, Visit&& visit,
                    std::optional<double> heading = std::nullopt) {
  const Reference ref{t, R};
  const double a = R + tool / 2, b = tool / 2 + R, step = res / density.points_per_cell;
  // The leg from (px, py) along (ux, uy) is clear to `lo` and not to `hi`: its last clear point.
  const auto stop = [&](double px, double py, double ux, double uy, double lo, double hi) {
    if (!density.stops) return;
    while (hi - lo > 1e-6) {
      const double mid = (lo + hi) / 2;
      (ref.clear(px, py, px + mid * ux, py + mid * uy) ? lo : hi) = mid;
    }
    if (lo > 0) visit(px + lo * ux, py + lo * uy);
  };
  for (int d1 = 0; d1 < (heading ? 1 : density.directions); ++d1) {
    const double th = heading ? *heading : d1 * 2 * M_PI / density.directions;
    const double ux = std::cos(th), uy = std::sin(th);
    bool first_clear = true;
    for (double s = step; s <= a + 1e-9 && first_clear; s += step) {
      first_clear = ref.clear(sx, sy, sx + s * ux, sy + s * uy);
      if (first_clear) visit(sx + s * ux, sy + s * uy);
      else stop(sx, sy, ux, uy, s - step, s);
    }
    if (!first_clear || !ref.clear(sx, sy, sx + a * ux, sy + a * uy)) continue;
    const double jx = sx + a * ux, jy = sy + a * uy;
    for (int d2 = -90; d2 <= 90; d2 += density.bend_step) {
      const double th2 = th + d2 * M_PI / 180;
      const double vx = std::cos(th2), vy = std::sin(th2);
      for (double s = step; s <= b + 1e-9; s += step) {
        if (!ref.clear(jx, jy, jx + s * vx, jy + s * vy)) {
          stop(jx, jy, vx, vy, s - step, s);
          break;
        }
        visit(jx + s * vx, jy + s * vy);
      }
    }
  }
  visit(sx, sy);
}

// Cells (i, j) of a grid of `res` holding an end point of one move from (sx, sy) with the tool of
// length `tool`, marked in `hit`; each end point also goes to `ends` when given.
inline void reference_move(const Terrain& t, double sx, double sy, double tool, double R, double res, int nx, int ny, std::vector<std::uint8_t>& hit,
                           Density density = {}, std::vector<Point>* ends = nullptr, std::optional<double> heading = std::nullopt) {
  reference_ends(t, sx, sy, tool, R, res, density, [&](double x, double y) {
    const int i = static_cast<int>(std::floor(x / res)), j = static_cast<int>(std::floor(y / res));
    if (i >= 0 && j >= 0 && i < nx && j < ny) hit[static_cast<std::size_t>(j * nx + i)] = 1;
    if (ends) ends->push_back({x, y});
  }, heading);
}

}  // namespace reference_tool
