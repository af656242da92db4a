#include "climbsim/units/wound_assignment.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace climbsim {

std::string_view to_string(WoundOrder order) noexcept { return order == WoundOrder::spread ? "spread" : "wounded-first"; }

WoundOrder parse_wound_order(std::string_view text) {
  if (text == "wounded-first") return WoundOrder::wounded_first;
  if (text == "spread") return WoundOrder::spread;
  throw std::invalid_argument("'" + std::string(text) + "' is not a wound order: wounded-first or spread");
}

WoundLadder wound_ladder(int minis, int wounds_per_mini, WoundOrder order, int noncombatants) {
  if (minis < 1 || wounds_per_mini < 1) throw std::invalid_argument("wound_ladder: empty unit");
  if (noncombatants < 0 || noncombatants > minis - 1) throw std::invalid_argument("wound_ladder: the leader is never a noncombatant");
  if (order == WoundOrder::wounded_first) return WoundLadder::in_turn(minis, wounds_per_mini);
  const int c = minis - 1 - noncombatants;  // non-leaders without Noncombatant
  std::vector<int> falls;
  for (int j = 1; j <= c; ++j) falls.push_back(c * (wounds_per_mini - 1) + j);
  for (int k = 1; k <= noncombatants; ++k) falls.push_back(c * wounds_per_mini + k * wounds_per_mini);
  falls.push_back(minis * wounds_per_mini);
  return WoundLadder(std::move(falls));
}

UnitWounds fresh_unit(int minis, int wounds_per_mini, int noncombatants) {
  if (minis < 1 || wounds_per_mini < 1) throw std::invalid_argument("fresh_unit: empty unit");
  if (noncombatants < 0 || noncombatants > minis - 1) throw std::invalid_argument("fresh_unit: the leader is never a noncombatant");
  std::vector<bool> nc(static_cast<std::size_t>(minis), false);
  for (int i = minis - noncombatants; i < minis; ++i) nc[static_cast<std::size_t>(i)] = true;
  return UnitWounds{wounds_per_mini, 0, std::vector<int>(static_cast<std::size_t>(minis), 0), std::move(nc), 0};
}

namespace {

// The mini the next wound goes to, the leader last. wounded-first: a wounded non-leader first, then
// any non-leader. spread: the non-leader with the fewest wounds. A noncombatant only when no other
// non-leader is left, a wounded one first.
std::size_t next_target(const UnitWounds& unit, WoundOrder order) {
  const auto leader = static_cast<std::size_t>(unit.leader);
  std::size_t best = leader;
  int best_rank = 1 << 30;
  for (std::size_t i = 0; i < unit.wounds.size(); ++i) {
    const bool wounded = unit.wounds[i] > 0;
    const int among = unit.noncombatant[i] ? (1 << 20) + (wounded ? 0 : 1) : (order == WoundOrder::spread ? unit.wounds[i] : (wounded ? 0 : 1));
    const int rank = (i == leader) ? (1 << 29) : among;
    if (rank < best_rank) {
      best = i;
      best_rank = rank;
    }
  }
  return best;
}

}  // namespace

int assign_wounds(UnitWounds& unit, int count, WoundOrder order) {
  int suffered = 0;
  while (suffered < count && !unit.wounds.empty()) {
    const std::size_t target = next_target(unit, order);
    ++unit.wounds[target];
    ++suffered;
    if (unit.wounds[target] == unit.wounds_per_mini) {
      unit.wounds.erase(unit.wounds.begin() + static_cast<std::ptrdiff_t>(target));
      unit.noncombatant.erase(unit.noncombatant.begin() + static_cast<std::ptrdiff_t>(target));
      ++unit.minis_lost;
      // docs/FACTS.md: when the leader is defeated another mini becomes the leader.
      if (static_cast<int>(target) == unit.leader) unit.leader = 0;
      else if (static_cast<int>(target) < unit.leader) --unit.leader;
    }
  }
  return suffered;
}

}  // namespace climbsim
