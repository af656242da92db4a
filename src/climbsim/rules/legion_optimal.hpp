// The best adaptive play for a Legion unit on a face: every legal step between the face's surfaces
// as a step graph, solved exactly by engine/optimal_policy, and the policy said in words.
//
// Contract: pure. The graph holds, from each surface, every step steps_for allows to each later
// surface, in enumerate_plans' order (so a fixed plan is one path of choices through it, and the
// optimum is never worse than any plan within the same activations): Scale's free clamber rides on
// a paid neighbour (R10), Jump X is a card action taken once an activation (R20), a step is never
// split across activations (R9). The words name, for each surface the policy stands on, the step
// it takes and, where that depends on the dice so far, on what: "from the ground: clamber2; at
// height 2: clamber1 if 2 or more minis are left, else climb".
#pragma once

#include <string>
#include <vector>

#include "climbsim/engine/optimal_policy.hpp"
#include "climbsim/rules/legion_plans.hpp"

namespace climbsim {

struct LegionOptimal {
  std::vector<double> surfaces;            // travel from the start, as surfaces() gives them
  std::vector<std::vector<Step>> steps;    // [surface]: the graph's steps from it, in its order
  OptimalPolicy policy;
  std::string words;  // the policy in words; empty when no policy is feasible
};

StepGraph legion_step_graph(const LegionRules& rules, const Unit& unit, const Face& face, double height, Direction direction,
                            std::vector<std::vector<Step>>* steps = nullptr);

LegionOptimal solve_legion_optimal(const LegionRules& rules, const Unit& unit, const Face& face, double height,
                                   Direction direction, double p, const OptimalGoal& goal, bool whole_table = false);

// Where a walk stands, in words: "the ground", "height 2", "the top" (going down: "the top" first).
std::string surface_words(const std::vector<double>& surfaces, std::size_t at, Direction direction);

}  // namespace climbsim
