// A piece's footprint (contract in footprint.hpp).
#include "climbsim/terrain/footprint.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>
#include <utility>

#include "climbsim/platform/portable_math.hpp"  // the same corners in the page and on the command line
#include "climbsim/terrain/ray_entry.hpp"

namespace climbsim {

namespace {


double cross(const FootprintPoint& o, const FootprintPoint& a, const FootprintPoint& b) {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

double signed_area(const std::vector<FootprintPoint>& p) {
  double twice = 0;
  for (std::size_t k = 0; k < p.size(); ++k) {
    const FootprintPoint& a = p[k];
    const FootprintPoint& b = p[(k + 1) % p.size()];
    twice += a.x * b.y - b.x * a.y;
  }
  return twice / 2;
}

// Do the closed segments ab and cd share a point?
bool segments_meet(const FootprintPoint& a, const FootprintPoint& b, const FootprintPoint& c, const FootprintPoint& d) {
  const double d1 = cross(c, d, a), d2 = cross(c, d, b), d3 = cross(a, b, c), d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  const auto on = [](const FootprintPoint& p, const FootprintPoint& q, const FootprintPoint& s) {  // s on pq, given collinear
    return std::min(p.x, q.x) <= s.x && s.x <= std::max(p.x, q.x) && std::min(p.y, q.y) <= s.y && s.y <= std::max(p.y, q.y);
  };
  return (d1 == 0 && on(c, d, a)) || (d2 == 0 && on(c, d, b)) || (d3 == 0 && on(a, b, c)) || (d4 == 0 && on(a, b, d));
}

// The squared distance from p to the segment ab.
double segment_distance2(double px, double py, const FootprintPoint& a, const FootprintPoint& b) {
  const double ex = b.x - a.x, ey = b.y - a.y, wx = px - a.x, wy = py - a.y;
  const double len2 = ex * ex + ey * ey;
  const double s = len2 > 0 ? std::clamp((wx * ex + wy * ey) / len2, 0.0, 1.0) : 0.0;
  const double dx = wx - s * ex, dy = wy - s * ey;
  return dx * dx + dy * dy;
}

using Triangle = std::array<FootprintPoint, 3>;

// Triangles covering a simple anticlockwise polygon, by cutting off ears: a convex corner whose
// triangle holds no other corner. A straight corner (on the line of its neighbours) adds no area and
// is dropped when no ear is left.
std::vector<Triangle> triangles(const std::vector<FootprintPoint>& poly) {
  std::vector<std::size_t> left(poly.size());
  for (std::size_t k = 0; k < left.size(); ++k) left[k] = k;
  std::vector<Triangle> out;
  while (left.size() >= 3) {
    const std::size_t n = left.size();
    bool cut = false;
    for (std::size_t k = 0; k < n && !cut; ++k) {
      const std::size_t ia = left[(k + n - 1) % n], ib = left[k], ic = left[(k + 1) % n];
      const FootprintPoint &a = poly[ia], &b = poly[ib], &c = poly[ic];
      if (cross(a, b, c) <= 0) continue;
      bool empty = true;
      for (const std::size_t m : left)
        if (m != ia && m != ib && m != ic)
          empty = empty && !(cross(a, b, poly[m]) >= 0 && cross(b, c, poly[m]) >= 0 && cross(c, a, poly[m]) >= 0);
      if (!empty) continue;
      out.push_back({a, b, c});
      left.erase(left.begin() + static_cast<std::ptrdiff_t>(k));
      cut = true;
    }
    for (std::size_t k = 0; k < n && !cut; ++k)
      if (cross(poly[left[(k + n - 1) % n]], poly[left[k]], poly[left[(k + 1) % n]]) == 0) {
        left.erase(left.begin() + static_cast<std::ptrdiff_t>(k));
        cut = true;
      }
    if (!cut) break;  // (a simple polygon always has an ear or a straight corner)
  }
  return out;
}

// Do two anticlockwise triangles' interiors meet? Not when the line of some edge of either has the
// other wholly on its outer side, touching at most (separating axes; both are convex).
bool triangles_meet(const Triangle& p, const Triangle& q) {
  constexpr double eps = 1e-9;  // inches: touching is no overlap
  for (const auto* t : {&p, &q})
    for (std::size_t k = 0; k < 3; ++k) {
      const FootprintPoint &a = (*t)[k], &b = (*t)[(k + 1) % 3];
      const double length = portable_hypot(b.x - a.x, b.y - a.y);
      const auto* other = t == &p ? &q : &p;
      bool outside = true;
      for (const FootprintPoint& v : *other) outside = outside && cross(a, b, v) / length <= eps;
      if (outside) return false;
    }
  return true;
}

}  // namespace

bool overlap(const Footprint& a, const Footprint& b) {
  constexpr double eps = 1e-9;
  if (a.is_disc() && b.is_disc()) return portable_hypot(a.centre_.x - b.centre_.x, a.centre_.y - b.centre_.y) < a.radius_ + b.radius_ - eps;
  if (a.is_disc() || b.is_disc()) {
    const Footprint& disc = a.is_disc() ? a : b;
    const Footprint& poly = a.is_disc() ? b : a;
    const double r = disc.radius_ - eps;
    return poly.distance2(disc.centre_.x, disc.centre_.y) < r * r;
  }
  const auto ta = triangles(a.corners_), tb = triangles(b.corners_);
  for (const Triangle& p : ta)
    for (const Triangle& q : tb)
      if (triangles_meet(p, q)) return true;
  return false;
}

void turn_box_quarters(double& x, double& y, double& width, double& depth, int quarters) {
  quarters = ((quarters % 4) + 4) % 4;
  for (int q = 0; q < quarters; ++q) {
    const double cx = x + width / 2, cy = y + depth / 2;
    std::swap(width, depth);
    x = cx - width / 2;
    y = cy - depth / 2;
  }
}

int quarter_turns(double degrees) noexcept {
  if (std::fmod(degrees, 90.0) != 0.0) return -1;  // (fmod of an infinity or a NaN is a NaN)
  return ((static_cast<int>(std::fmod(degrees / 90.0, 4.0)) % 4) + 4) % 4;
}

Footprint Footprint::rectangle(double x, double y, double width, double depth, double degrees) {
  if (!(width > 0) || !(depth > 0)) throw std::invalid_argument("a rectangle's width and depth must be above 0");
  if (const int quarters = quarter_turns(degrees); quarters >= 0) {
    // Whole quarter turns: the box it then covers, as the terrain file turns a piece.
    turn_box_quarters(x, y, width, depth, quarters);
    return polygon({{x, y}, {x + width, y}, {x + width, y + depth}, {x, y + depth}});
  }
  const double cx = x + width / 2, cy = y + depth / 2;
  const double a = std::fmod(degrees, 360.0) * kPi / 180, c = portable_cos(a), s = portable_sin(a);  // (portable_cos wants |a| <= 1e5)
  std::vector<FootprintPoint> corners;
  for (const auto& [dx, dy] : {std::pair{-width / 2, -depth / 2}, {width / 2, -depth / 2}, {width / 2, depth / 2}, {-width / 2, depth / 2}})
    corners.push_back({cx + dx * c - dy * s, cy + dx * s + dy * c});
  return polygon(std::move(corners));
}

Footprint Footprint::disc(double cx, double cy, double radius) {
  if (!(radius > 0)) throw std::invalid_argument("a disc's radius must be above 0");
  Footprint f;  // (convex_ stays true)
  f.centre_ = {cx, cy};
  f.radius_ = radius;
  return f;
}

Footprint Footprint::polygon(std::vector<FootprintPoint> corners) {
  const std::size_t n = corners.size();
  if (n < 3) throw std::invalid_argument("a polygon needs three corners or more, not " + std::to_string(n));
  // Two edges in a row that fold back on each other, or a repeated corner (checked first: the
  // edges on either side of it would meet as well).
  for (std::size_t i = 0; i < n; ++i) {
    const FootprintPoint &a = corners[i], &b = corners[(i + 1) % n], &c = corners[(i + 2) % n];
    if (a == b || (cross(a, b, c) == 0 && (b.x - a.x) * (c.x - b.x) + (b.y - a.y) * (c.y - b.y) < 0))
      throw std::invalid_argument("a polygon's edges " + std::to_string(i + 1) + " and " + std::to_string((i + 1) % n + 1) + " overlap");
  }
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j) {
      const bool adjacent = j == i + 1 || (i == 0 && j == n - 1);
      const FootprintPoint &a = corners[i], &b = corners[(i + 1) % n], &c = corners[j], &d = corners[(j + 1) % n];
      if (!adjacent && segments_meet(a, b, c, d))
        throw std::invalid_argument("a polygon's edges " + std::to_string(i + 1) + " and " + std::to_string(j + 1) + " cross");
    }
  const double area = signed_area(corners);
  if (area == 0) throw std::invalid_argument("a polygon must cover some area");
  if (area < 0) std::reverse(corners.begin(), corners.end());
  Footprint f;
  f.corners_ = std::move(corners);
  f.finish();
  return f;
}

void Footprint::finish() {
  const std::size_t n = corners_.size();
  edges_.clear();
  convex_ = true;
  for (std::size_t k = 0; k < n; ++k) {
    const FootprintPoint& a = corners_[k];
    const FootprintPoint& b = corners_[(k + 1) % n];
    const double length = portable_hypot(b.x - a.x, b.y - a.y);
    edges_.push_back({(b.x - a.x) / length, (b.y - a.y) / length, length});
    convex_ = convex_ && cross(a, b, corners_[(k + 2) % n]) >= 0;
  }
}

Footprint Footprint::scaled(double origin_x, double origin_y, double scale) const {
  Footprint f = *this;
  for (auto& p : f.corners_) p = {(p.x - origin_x) / scale, (p.y - origin_y) / scale};
  f.centre_ = {(centre_.x - origin_x) / scale, (centre_.y - origin_y) / scale};
  f.radius_ = radius_ / scale;
  if (!f.corners_.empty()) f.finish();
  return f;
}

Footprint::Box Footprint::bounds() const {
  if (is_disc()) return {centre_.x - radius_, centre_.y - radius_, centre_.x + radius_, centre_.y + radius_};
  Box b{corners_[0].x, corners_[0].y, corners_[0].x, corners_[0].y};
  for (const auto& p : corners_) b = {std::min(b.x0, p.x), std::min(b.y0, p.y), std::max(b.x1, p.x), std::max(b.y1, p.y)};
  return b;
}

double Footprint::area() const { return is_disc() ? kPi * radius_ * radius_ : signed_area(corners_); }

bool Footprint::contains(double x, double y) const { return distance2(x, y) == 0; }

double Footprint::distance2(double x, double y) const {
  if (is_disc()) {
    const double d = std::max(0.0, portable_hypot(x - centre_.x, y - centre_.y) - radius_);
    return d * d;
  }
  // Inside (crossing number, the lower end of an edge counted) or on an edge: 0; else the nearest edge.
  bool inside = false;
  double best = std::numeric_limits<double>::infinity();
  for (std::size_t k = 0, n = corners_.size(); k < n; ++k) {
    const FootprintPoint& a = corners_[k];
    const FootprintPoint& b = corners_[(k + 1) % n];
    best = std::min(best, segment_distance2(x, y, a, b));
    if ((a.y > y) != (b.y > y) && x < a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y)) inside = !inside;
  }
  return inside ? 0.0 : best;
}

double Footprint::enters_within(double ax, double ay, double ux, double uy, double t0, double r) const {
  if (distance2(ax + t0 * ux, ay + t0 * uy) < r * r) return t0;
  if (is_disc()) return ray_enters_disc(ax, ay, ux, uy, t0, centre_.x, centre_.y, (radius_ + r) * (radius_ + r));
  // Outside the footprint grown by r at t0, the centre comes within r of it first where it enters
  // the grown band of some edge (a box along the edge, r either side) or the disc round a corner:
  // it cannot reach the inside without crossing an edge.
  double t = kRayNever;
  for (std::size_t k = 0, n = corners_.size(); k < n; ++k) {
    const FootprintPoint& a = corners_[k];
    const auto [ex, ey, length] = edges_[k];
    // The ray in the edge's frame: along the edge from a, and across it.
    const double px = (ax - a.x) * ex + (ay - a.y) * ey, py = -(ax - a.x) * ey + (ay - a.y) * ex;
    const double vx = ux * ex + uy * ey, vy = -ux * ey + uy * ex;
    t = std::min(t, ray_enters_box(px, py, vx, vy, t0, 0, -r, length, r));
    t = std::min(t, ray_enters_disc(ax, ay, ux, uy, t0, a.x, a.y, r * r));
  }
  return t;
}

}  // namespace climbsim
