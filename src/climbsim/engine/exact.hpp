// The exact engine: the law of wounds taken, as a Markov chain over wounds taken so far.
//
// Contract: state s = wounds taken (0..cap, the last absorbing: unit defeated). The unit's wound
// ladder (wound_ladder.hpp) turns s into survivors, and so the dice of the next clamber. One
// clamber is a row of the transition matrix; a plan of several clambers is a product of matrices.
// Same inputs as ClamberModel.
#pragma once

#include <span>
#include <vector>

#include <Eigen/Dense>

#include "climbsim/model/wound_ladder.hpp"

namespace climbsim {

// Transition matrix of one clamber step in which each surviving mini rolls `dice_per_mini` dice.
Eigen::MatrixXd clamber_transition(const WoundLadder& unit, int dice_per_mini, double p);

// Law of wounds taken after the steps (dice per mini of each), from an unwounded unit.
Eigen::VectorXd wounds_after(const WoundLadder& unit, std::span<const int> dice_per_step, double p);

// Expected actions of the steps when a walk stops as the unit is defeated (as a policy's are
// counted), from an unwounded unit.
double mean_actions_until_defeat(const WoundLadder& unit, std::span<const int> dice_per_step, std::span<const int> actions_per_step,
                                 double p);

// Law of wounds taken by one clamber, as a plain vector of size cap + 1.
std::vector<double> clamber_law(const WoundLadder& unit, int dice_per_mini, double p);

}  // namespace climbsim
