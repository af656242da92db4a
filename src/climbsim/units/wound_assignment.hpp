// Where clamber wounds land, and what a total of wounds taken means for the unit.
//
// Rules (climb-and-clamber, "Clamber": "These wounds must be assigned to non-unit leader
// miniatures first"; docs/FACTS.md: "wounds go to a mini that already has wounds first"). With every
// mini alike, wounds therefore fill one non-leader mini at a time and the leader last, so the state
// of a unit after clambers is fully described by the total wounds taken. The order is a field of
// the edition (LegionRules::wound_order), so a study may try `spread` (each wound to the least
// wounded non-leader, the leader still last), under which the total still fixes the state.
// Noncombatant (a medical droid, docs/FACTS.md): "any wounds must be assigned to non-unit leader
// miniatures without the Noncombatant keyword, if able", so its mini is wounded after every other
// non-leader and before the leader; "if a miniature with the Noncombatant keyword already has one or
// more wound tokens, it must be assigned wounds before miniatures that do not have wound tokens"
// (within a climb it is wounded only once the others are gone, so this changes no order here).
// assign_wounds plays an order out mini by mini; wound_ladder is the closed form the engines read,
// and a test proves them equal.
#pragma once

#include <string_view>
#include <vector>

#include "climbsim/model/wound_ladder.hpp"

namespace climbsim {

enum class WoundOrder { wounded_first, spread };
std::string_view to_string(WoundOrder order) noexcept;  // "wounded-first", "spread"
WoundOrder parse_wound_order(std::string_view text);   // throws std::invalid_argument naming the text

struct UnitWounds {
  int wounds_per_mini = 1;
  int leader = 0;                // index of the leader in `wounds`
  std::vector<int> wounds;       // wounds on each mini still in play
  std::vector<bool> noncombatant;  // per mini still in play: it has Noncombatant
  int minis_lost = 0;
};

// A unit of `minis` unwounded minis, the leader at index 0, the last `noncombatants` with
// Noncombatant (at most minis - 1: the leader is never one).
UnitWounds fresh_unit(int minis, int wounds_per_mini, int noncombatants = 0);

// Assigns `count` wounds one at a time in this order; returns the wounds actually suffered (no more
// than the unit has left). A defeated leader is replaced by a surviving mini.
int assign_wounds(UnitWounds& unit, int count, WoundOrder order = WoundOrder::wounded_first);

// The wounds taken at which each mini falls under this order, for the engines (wound_ladder.hpp).
// wounded-first: w, 2w, ..., mw, whatever the noncombatants (every mini has w wounds). spread: the
// c = m - 1 - n non-leaders without Noncombatant all reach w - 1 before any falls, so they fall at
// c(w-1) + 1, ..., cw; then the n noncombatants one at a time, at cw + w, ..., cw + nw; the leader at mw.
WoundLadder wound_ladder(int minis, int wounds_per_mini, WoundOrder order = WoundOrder::wounded_first, int noncombatants = 0);

}  // namespace climbsim
