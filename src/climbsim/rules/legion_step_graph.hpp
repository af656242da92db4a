// A Legion face as the optimal-play engine reads it: every legal step between the face's surfaces.
//
// Contract: pure. From each surface, every step steps_for allows to each later surface, in
// enumerate_plans' order (so a fixed plan is one path of choices through the graph, and an optimum
// over it is never worse than any plan within the same activations): Scale's free clamber rides on
// a paid neighbour (R10; a clamber with Scale in combination carries its rider), Jump X is a card
// action taken once an activation (R20); the engine adds that a step is never split (R9).
#pragma once

#include <string>
#include <vector>

#include "climbsim/model/step_graph.hpp"
#include "climbsim/rules/legion_plans.hpp"

namespace climbsim {

// The graph, and (when `steps` is given) the Step behind each of its steps, [surface][index].
StepGraph legion_step_graph(const LegionRules& rules, const Unit& unit, const Face& face, double height, Direction direction,
                            std::vector<std::vector<Step>>* steps = nullptr);

// Where a walk stands, in words: "the ground", "height 2", "the top".
std::string surface_words(const std::vector<double>& surfaces, std::size_t at, Direction direction);

}  // namespace climbsim
