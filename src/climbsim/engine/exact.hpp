// The exact engine: the law of wounds taken, as a Markov chain over wounds taken so far.
//
// Contract: state s = wounds taken (0..minis*wounds_per_mini, the last absorbing: unit defeated).
// Because wounds fill one non-leader mini at a time (wound_assignment.hpp), s fixes the survivors,
// m - floor(s / w), and so the dice of the next clamber. One clamber is a row of the transition
// matrix; a plan of several clambers is a product of matrices. Same inputs as ClamberModel.
#pragma once

#include <span>
#include <vector>

#include <Eigen/Dense>

namespace climbsim {

// Transition matrix of one clamber step in which each surviving mini rolls `dice_per_mini` dice.
Eigen::MatrixXd clamber_transition(int minis, int wounds_per_mini, int dice_per_mini, double p);

// Law of wounds taken after the steps (dice per mini of each), from an unwounded unit.
Eigen::VectorXd wounds_after(int minis, int wounds_per_mini, std::span<const int> dice_per_step, double p);

// Law of wounds taken by one clamber, as a plain vector of size minis * wounds_per_mini + 1.
std::vector<double> clamber_law(int minis, int wounds_per_mini, int dice_per_mini, double p);

}  // namespace climbsim
