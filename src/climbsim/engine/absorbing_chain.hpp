// An absorbing Markov chain on Eigen: where a process ends, and when.
//
// Contract: Q holds transitions among transient states, R from transient states to absorbing
// classes (each row of [Q R] sums to 1, and absorption is certain). Figures follow from the
// fundamental matrix N = (I - Q)^-1 (Kemeny and Snell, Finite Markov Chains, ch. 3):
// absorption probabilities B = N R, expected steps N 1, and E[T 1{class c}] = N B(:, c).
#pragma once

#include <vector>

#include <Eigen/Dense>

namespace climbsim {

class AbsorbingChain {
 public:
  AbsorbingChain(Eigen::MatrixXd Q, Eigen::MatrixXd R);

  // P(absorbed in class c) from `start`.
  [[nodiscard]] double absorption(int start, int c) const { return B_(start, c); }
  // E[T], T = steps until absorption.
  [[nodiscard]] double mean_steps(int start) const { return steps_(start); }
  // E[T | absorbed in c] (0 when c cannot happen).
  [[nodiscard]] double mean_steps_given(int start, int c) const;
  // P(absorbed in c within t steps) for t = 1..horizon (index t - 1).
  [[nodiscard]] std::vector<double> absorbed_within(int start, int c, int horizon) const;
  // Smallest t with P(T <= t) >= q, 0 < q < 1.
  [[nodiscard]] int steps_quantile(int start, double q) const;

 private:
  Eigen::MatrixXd Q_, R_, N_, B_;
  Eigen::VectorXd steps_;
};

}  // namespace climbsim
