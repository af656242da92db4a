// A list's points: each unit's cost by the cards (the roster's and the upgrade list's points)
// against what the list writes, and the total against the header's "412/800".
//
// Contract: check_points adds up each unit the list names (ListUnit::card_points times its count)
// and says, one sentence each, where the list and the cards disagree: a unit whose written cost is
// neither its cost by the cards nor that cost times its count (a standard export writes "2×" lines'
// totals, a hand-written list often one unit's), and a header total unlike the units' total as the
// list writes them, or as the cards make them when the list writes none. A cost the cards do not
// hold (an unknown upgrade) leaves the total by the cards unknown (-1). Units skipped from the list
// (not in the roster) are counted by nothing here, and the summary says so.
#pragma once

#include <string>
#include <vector>

#include "climbsim/units/army_list.hpp"

namespace climbsim {

struct PointsCheck {
  int total_by_cards = -1;    // -1 when a cost is not known
  int total_as_written = -1;  // -1 when the list writes no unit's cost
  std::vector<std::string> disagreements;
  std::string summary;  // "5 units: 412 points by the cards; the header says 800/800"
};

PointsCheck check_points(const ArmyList& list, const std::vector<ListUnit>& units);

}  // namespace climbsim
