// A mission's numbers under the 2025 Core Rulebook (docs/FACTS.md, "Territory, Map Cards" and
// "points of interest"; RULINGS R27).
#pragma once

namespace climbsim {

// "POI: A 2-inch token": its radius, inches.
inline constexpr double kPoiRadius = 1.0;
// "A unit is Contesting an Objective token if its unit leader is within Half-Range": 3", measured,
// as every range is, from the leader's base to the token.
inline constexpr double kContestRange = 3.0;

// How far from a POI token's centre the leader's centre may stand and contest it: Half-Range from
// the token's edge to the edge of a base `base_mm` across (R27).
constexpr double contest_distance(double base_mm) { return kContestRange + kPoiRadius + base_mm / 25.4 / 2; }

}  // namespace climbsim
