// How many bases a flat roof holds: the one count the map and the plan tables share.
//
// Contract: pure. Bases of radius r stand in a grid, each allowed half a radius of overhang past
// the roof's edge on every side (docs/RULINGS.md M5): floor((side + r) / 2r) along each side.
#pragma once

#include <cmath>

namespace climbsim {

inline double bases_along(double side, double base_radius) { return std::floor((side + base_radius) / (2 * base_radius)); }

inline int roof_capacity(double width, double depth, double base_radius) {
  return static_cast<int>(bases_along(width, base_radius) * bases_along(depth, base_radius));
}

}  // namespace climbsim
