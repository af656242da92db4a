#include "climbsim/units/wound_assignment.hpp"

#include <algorithm>
#include <stdexcept>

namespace climbsim {

UnitWounds fresh_unit(int minis, int wounds_per_mini) {
  if (minis < 1 || wounds_per_mini < 1) throw std::invalid_argument("fresh_unit: empty unit");
  return UnitWounds{wounds_per_mini, 0, std::vector<int>(static_cast<std::size_t>(minis), 0), 0};
}

namespace {

// The mini the next wound goes to: a wounded non-leader first, then any non-leader, the leader last.
std::size_t next_target(const UnitWounds& unit) {
  const auto leader = static_cast<std::size_t>(unit.leader);
  std::size_t best = leader;
  int best_rank = 3;
  for (std::size_t i = 0; i < unit.wounds.size(); ++i) {
    const int rank = (i == leader) ? 2 : (unit.wounds[i] > 0 ? 0 : 1);
    if (rank < best_rank) {
      best = i;
      best_rank = rank;
    }
  }
  return best;
}

}  // namespace

int assign_wounds(UnitWounds& unit, int count) {
  int suffered = 0;
  while (suffered < count && !unit.wounds.empty()) {
    const std::size_t target = next_target(unit);
    ++unit.wounds[target];
    ++suffered;
    if (unit.wounds[target] == unit.wounds_per_mini) {
      unit.wounds.erase(unit.wounds.begin() + static_cast<std::ptrdiff_t>(target));
      ++unit.minis_lost;
      // docs/FACTS.md: when the leader is defeated another mini becomes the leader.
      if (static_cast<int>(target) == unit.leader) unit.leader = 0;
      else if (static_cast<int>(target) < unit.leader) --unit.leader;
    }
  }
  return suffered;
}

}  // namespace climbsim
