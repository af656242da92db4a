// Can the whole unit stand on a roof: cohesion on a roof too small for every mini.
//
// Contract: pure. Cohesion: "each mini must be within height 1 of its unit leader" (the edition's
// cohesion_height, or the leader's silhouette under core-2023); a leader on a roof more than that above the surface below needs a place there
// for every mini, and a roof with no place for one base holds no leader at all (RULINGS M5, R21).
// Under core-2025 a mini that cannot be placed in cohesion is placed "as close as possible": only the
// leader's place counts (cohesion_refuses off, R25).
#pragma once

#include <string>

#include "climbsim/rules/legion.hpp"
#include "climbsim/units/unit.hpp"

namespace climbsim {

// A roof holding `capacity` bases has a place for every mini: a standard move may end on it (M5);
// under an edition where cohesion refuses no move (core-2025, R25), a place for the leader is enough.
bool roof_holds_unit(const LegionRules& rules, const Unit& unit, int capacity);

// A roof holding `capacity` bases, `drop` above the surface it stands on.
bool unit_stands_on_roof(const LegionRules& rules, const Unit& unit, int capacity, double drop);

// Why `unit` cannot stand on a roof of width x depth inches `drop` above the surface below it (the
// ground, or a ledge), in a sentence, or "" when it can.
std::string roof_refusal(const LegionRules& rules, const Unit& unit, double width, double depth, double drop);

}  // namespace climbsim
