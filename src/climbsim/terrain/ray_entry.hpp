// Where a ray first enters an open box or an open disc: the two shapes a round base grown around a
// piece's edges and corners is made of (clearance.cpp's rectangles, footprint.cpp's any footprint).
//
// Contract: the ray is a + t u for t >= t0; each function returns the least such t inside the open
// shape (t0 when a + t0 u is inside), or kRayNever (infinity) when the ray never enters it. A ray
// that only grazes the boundary does not enter.
#pragma once

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace climbsim {

inline constexpr double kRayNever = std::numeric_limits<double>::infinity();

// The open box (x0, x1) x (y0, y1).
inline double ray_enters_box(double ax, double ay, double ux, double uy, double t0, double x0, double y0, double x1, double y1) {
  double lo = t0, hi = kRayNever;
  const double a[2] = {ax, ay}, u[2] = {ux, uy}, mn[2] = {x0, y0}, mx[2] = {x1, y1};
  for (int k = 0; k < 2; ++k) {
    if (u[k] == 0) {
      if (a[k] <= mn[k] || a[k] >= mx[k]) return kRayNever;
      continue;
    }
    double e = (mn[k] - a[k]) / u[k], f = (mx[k] - a[k]) / u[k];
    if (e > f) std::swap(e, f);
    lo = std::max(lo, e);
    hi = std::min(hi, f);
  }
  return lo < hi ? lo : kRayNever;
}

// The open disc of squared radius r2 about (cx, cy); u a unit vector.
inline double ray_enters_disc(double ax, double ay, double ux, double uy, double t0, double cx, double cy, double r2) {
  const double px = ax - cx, py = ay - cy, b = px * ux + py * uy, q = px * px + py * py - r2;
  const double d = b * b - q;
  if (d <= 0) return kRayNever;
  const double root = std::sqrt(d), t_in = -b - root, t_out = -b + root;
  return t_out <= t0 ? kRayNever : std::max(t_in, t0);
}

}  // namespace climbsim
