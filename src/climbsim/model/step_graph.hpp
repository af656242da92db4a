// A walk up a face as the optimal-play engine reads it: positions, the steps between them, and what
// a player wants to keep low.
//
// Contract: plain data. Positions 0 .. last; from[i] lists the steps from position i, each to a
// later one, with its dice a mini, actions, and the activation rules that bind it (a card action
// once an activation; a free rider that must stand beside a paid step). rules/legion_step_graph
// builds one from an edition; engine/optimal_policy solves it without knowing any game.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace climbsim {

struct GraphStep {
  int dice_per_mini = 0;
  int actions = 0;
  std::size_t next = 0;  // a later position
  bool once_per_activation = false;
  bool rider = false;          // a free step that rides on a paid neighbour (no actions)
  bool carries_rider = false;  // a paid step with its rider already in it
};

struct StepGraph {
  std::size_t last = 0;                       // the position that ends the walk
  std::vector<std::vector<GraphStep>> from;   // [position]: the steps from it (last: none)
  int actions_per_activation = 2;
};

enum class Objective { minis_lost, wounds, defeat };
inline std::string_view to_string(Objective o) noexcept {
  switch (o) {
    case Objective::minis_lost: return "minis";
    case Objective::wounds: return "wounds";
    case Objective::defeat: return "defeat";
  }
  return "?";
}

// "minis", "wounds" or "defeat"; throws std::invalid_argument otherwise.
inline Objective parse_objective(std::string_view text) {
  if (text == "minis") return Objective::minis_lost;
  if (text == "wounds") return Objective::wounds;
  if (text == "defeat") return Objective::defeat;
  throw std::invalid_argument("'" + std::string(text) +
                              "' is not an objective: use minis (fewest expected minis lost), wounds (fewest expected wounds) or defeat "
                              "(lowest chance the unit is defeated)");
}

}  // namespace climbsim
