// The best adaptive play for a Legion unit on a face: the face's step graph
// (rules/legion_step_graph) solved exactly by engine/optimal_policy, and the policy said in words.
//
// Contract: pure. The words name, for each surface the policy stands on, the step it takes and,
// where that depends on the dice so far, on what: "from the ground: clamber2; at height 2: clamber1
// if 2 or more minis are left, else climb" (by minis left; by wounds taken where minis left do not
// tell; "see --policy" where only the activation's bookkeeping does). RULINGS R24.
#pragma once

#include <string>
#include <vector>

#include "climbsim/engine/optimal_policy.hpp"
#include "climbsim/rules/legion_step_graph.hpp"

namespace climbsim {

struct LegionOptimal {
  std::vector<double> surfaces;            // travel from the start, as surfaces() gives them
  std::vector<std::vector<Step>> steps;    // [surface]: the graph's steps from it, in its order
  OptimalPolicy policy;
  std::string words;  // the policy in words; empty when no policy is feasible
};

LegionOptimal solve_legion_optimal(const LegionRules& rules, const Unit& unit, const Face& face, double height,
                                   Direction direction, double p, const OptimalGoal& goal, bool whole_table = false);

}  // namespace climbsim
