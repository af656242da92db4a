// How many bases a flat roof holds: the one count the map and the plan tables share.
//
// Contract: pure. Bases of radius r stand in a grid, each allowed `overhang` radii past the roof's
// edge on every side (docs/RULINGS.md M5: half a radius, floor((side + r) / 2r) along each side;
// R25: none under core-2025, floor(side / 2r)).
#pragma once

#include <cmath>

namespace climbsim {

inline double bases_along(double side, double base_radius, double overhang) {
  return std::floor((side + 2 * overhang * base_radius) / (2 * base_radius));
}

inline int roof_capacity(double width, double depth, double base_radius, double overhang) {
  return static_cast<int>(bases_along(width, base_radius, overhang) * bases_along(depth, base_radius, overhang));
}

}  // namespace climbsim
