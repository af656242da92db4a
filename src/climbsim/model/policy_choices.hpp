// A policy as the engines read it: at each stage of the walk and number of wounds taken, which move
// to make.
//
// Contract: plain data. A stage is a surface of the face, or (for the optimal policy,
// engine/optimal_policy.hpp) a surface with the activation's bookkeeping; stages are numbered so
// that every move leads to a later one, and `last` ends the walk. moves holds `states` entries a
// stage (wounds taken 0 .. cap), in stage order; choose(stage, wounds) is the move a walk makes
// there. Policies that look only at the minis left fill the table with by_survivors. The rules
// build the tables (rules/legion_policy, analysis/optimal_play); the policy engines
// (engine/policy_model, engine/policy_walk) walk them without knowing any game.
#pragma once

#include <cstddef>
#include <functional>
#include <vector>

#include "climbsim/model/wound_ladder.hpp"

namespace climbsim {

struct PolicyMove {
  int dice_per_mini = 0;
  int actions = 0;
  std::size_t next = 0;
  bool once_per_activation = false;  // taken at most once in an activation (a card action)
};

struct PolicyChoices {
  std::size_t last = 0;  // the stage that ends the walk
  int states = 0;        // wounds taken 0 .. cap: the unit's cap + 1
  int actions_per_activation = 2;  // for the worst-case count of activations
  std::vector<PolicyMove> moves;  // [stage * states + wounds taken]
  [[nodiscard]] const PolicyMove& choose(std::size_t stage, int wounds) const {
    return moves[stage * static_cast<std::size_t>(states) + static_cast<std::size_t>(wounds)];
  }
};

// The table of a policy that reads only the minis left: move(stage, survivors) for every stage
// before `last` and every count of wounds the unit can take.
inline PolicyChoices by_survivors(std::size_t last, const WoundLadder& unit, int actions_per_activation,
                                  const std::function<PolicyMove(std::size_t stage, int survivors)>& move) {
  PolicyChoices c;
  c.last = last;
  c.states = unit.cap() + 1;
  c.actions_per_activation = actions_per_activation;
  c.moves.resize((last + 1) * static_cast<std::size_t>(c.states));
  for (std::size_t i = 0; i < last; ++i)
    for (int s = 0; s < c.states; ++s) c.moves[i * static_cast<std::size_t>(c.states) + static_cast<std::size_t>(s)] = move(i, unit.survivors(s));
  return c;
}

}  // namespace climbsim
