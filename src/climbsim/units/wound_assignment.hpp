// Where clamber wounds land, and what a total of wounds taken means for the unit.
//
// Rules (climb-and-clamber, "Clamber": "These wounds must be assigned to non-unit leader
// miniatures first"; docs/FACTS.md: "wounds go to a mini that already has wounds first"). With every
// mini alike, wounds therefore fill one non-leader mini at a time and the leader last, so the state
// of a unit after clambers is fully described by the total wounds taken. assign_wounds plays the
// rule out mini by mini; minis_lost is the closed form the engines use, and a test proves them equal.
#pragma once

#include <vector>

namespace climbsim {

struct UnitWounds {
  int wounds_per_mini = 1;
  int leader = 0;                // index of the leader in `wounds`
  std::vector<int> wounds;       // wounds on each mini still in play
  int minis_lost = 0;
};

// A unit of `minis` unwounded minis, the leader at index 0.
UnitWounds fresh_unit(int minis, int wounds_per_mini);

// Assigns `count` wounds one at a time by the rules above; returns the wounds actually suffered
// (no more than the unit has left). A defeated leader is replaced by a surviving mini.
int assign_wounds(UnitWounds& unit, int count);

// Minis lost once `taken` wounds (already capped at minis * wounds_per_mini) have been assigned.
constexpr int minis_lost(int taken, int wounds_per_mini) noexcept { return taken / wounds_per_mini; }

}  // namespace climbsim
