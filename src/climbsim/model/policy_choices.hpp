// A policy as the engines read it: at each surface and number of minis standing, which move to make.
//
// Contract: plain data. moves holds (minis + 1) entries a surface, in surface order; choose(surface,
// survivors) is the move a walk makes there. rules/legion_policy builds one from an edition; the
// policy engines (engine/policy_model, engine/policy_walk) walk it without knowing any game.
#pragma once

#include <cstddef>
#include <vector>

namespace climbsim {

struct PolicyMove {
  int dice_per_mini = 0;
  int actions = 0;
  std::size_t next = 0;
  bool once_per_activation = false;  // taken at most once in an activation (a card action)
};

struct PolicyChoices {
  std::size_t last = 0;  // the surface that ends the walk
  int minis = 0;
  int actions_per_activation = 2;  // for the worst-case count of activations
  std::vector<PolicyMove> moves;  // [surface * (minis + 1) + survivors]
  [[nodiscard]] const PolicyMove& choose(std::size_t surface, int survivors) const {
    return moves[surface * static_cast<std::size_t>(minis + 1) + static_cast<std::size_t>(survivors)];
  }
};

}  // namespace climbsim
