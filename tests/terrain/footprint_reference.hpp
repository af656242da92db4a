// Slow references for footprints (footprint.hpp) that share no code with them, for the tests of the
// footprints, of Clearance and of the map: a footprint's boundary sampled densely, inside by the
// winding of its corners, the distance by projecting on each edge. They read a footprint's data
// (corners, a disc's bounds) and nothing it works out.
#pragma once

#include <algorithm>
#include <cmath>
#include <vector>

#include "climbsim/terrain/footprint.hpp"

namespace footprint_reference {

using climbsim::Footprint;
using climbsim::FootprintPoint;

inline constexpr double kPiByHand = 3.14159265358979323846;

// The boundary as points at most `step` apart (a disc's circle from its bounds).
inline std::vector<FootprintPoint> boundary_samples(const Footprint& f, double step) {
  std::vector<FootprintPoint> out;
  if (f.is_disc()) {
    const auto b = f.bounds();
    const double cx = (b.x0 + b.x1) / 2, cy = (b.y0 + b.y1) / 2, r = (b.x1 - b.x0) / 2;
    const int n = static_cast<int>(std::ceil(2 * kPiByHand * r / step));
    for (int k = 0; k < n; ++k) out.push_back({cx + r * std::cos(2 * kPiByHand * k / n), cy + r * std::sin(2 * kPiByHand * k / n)});
    return out;
  }
  const auto& c = f.corners();
  for (std::size_t k = 0; k < c.size(); ++k) {
    const FootprintPoint a = c[k], b = c[(k + 1) % c.size()];
    const int n = static_cast<int>(std::ceil(std::hypot(b.x - a.x, b.y - a.y) / step));
    for (int s = 0; s < n; ++s) out.push_back({a.x + (b.x - a.x) * s / n, a.y + (b.y - a.y) * s / n});
  }
  return out;
}

// Inside by the winding of the corners (a disc: by its bounds), written apart from the code tested.
inline bool inside_by_hand(const Footprint& f, double x, double y) {
  if (f.is_disc()) {
    const auto b = f.bounds();
    return std::hypot(x - (b.x0 + b.x1) / 2, y - (b.y0 + b.y1) / 2) <= (b.x1 - b.x0) / 2;
  }
  double winding = 0;
  const auto& c = f.corners();
  for (std::size_t k = 0; k < c.size(); ++k) {
    const FootprintPoint a = c[k], b = c[(k + 1) % c.size()];
    winding += std::atan2((a.x - x) * (b.y - y) - (a.y - y) * (b.x - x), (a.x - x) * (b.x - x) + (a.y - y) * (b.y - y));
  }
  return std::abs(winding) > kPiByHand;
}

// The exact distance by hand: each edge's nearest point by projection (a disc: from its centre).
inline double distance_by_hand(const Footprint& f, double x, double y) {
  if (inside_by_hand(f, x, y)) return 0;
  if (f.is_disc()) {
    const auto b = f.bounds();
    return std::hypot(x - (b.x0 + b.x1) / 2, y - (b.y0 + b.y1) / 2) - (b.x1 - b.x0) / 2;
  }
  double best = 1e300;
  const auto& c = f.corners();
  for (std::size_t k = 0; k < c.size(); ++k) {
    const FootprintPoint a = c[k], b = c[(k + 1) % c.size()];
    const double ex = b.x - a.x, ey = b.y - a.y;
    const double s = std::clamp(((x - a.x) * ex + (y - a.y) * ey) / (ex * ex + ey * ey), 0.0, 1.0);
    best = std::min(best, std::hypot(x - a.x - s * ex, y - a.y - s * ey));
  }
  return best;
}

}  // namespace footprint_reference
