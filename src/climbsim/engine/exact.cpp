#include "climbsim/engine/exact.hpp"

#include <algorithm>
#include <stdexcept>

#include "climbsim/engine/table_cache.hpp"
#include "climbsim/random/binomial.hpp"

namespace climbsim {

Eigen::MatrixXd clamber_transition(const WoundLadder& unit, int dice_per_mini, double p) {
  if (dice_per_mini < 0) throw std::invalid_argument("clamber_transition: negative dice");
  const int cap = unit.cap();
  Eigen::MatrixXd P = Eigen::MatrixXd::Zero(cap + 1, cap + 1);
  for (int s = 0; s <= cap; ++s) {
    const int survivors = unit.survivors(s);
    const auto pmf = binomial_pmf(survivors * dice_per_mini, p);
    for (std::size_t k = 0; k < pmf.size(); ++k) {
      // Wounds past what the unit has left are not suffered (the unit is defeated).
      P(s, std::min(cap, s + static_cast<int>(k))) += pmf[k];
    }
  }
  return P;
}

Eigen::VectorXd wounds_after(const WoundLadder& unit, std::span<const int> dice_per_step, double p) {
  const int cap = unit.cap();
  Eigen::VectorXd law = Eigen::VectorXd::Zero(cap + 1);
  law(0) = 1.0;
  Eigen::VectorXd next(cap + 1);
  for (int dice : dice_per_step) {
    if (dice == 0) continue;  // no dice, no wounds: the identity step
    // From s wounds a step adds at most the dice rolled, so row s of the matrix is zero outside
    // [s, s + rolled]: a banded product, states x dice instead of states^2 (the 24 x 24 unit's
    // 577 states take 49 terms a row instead of 577). Terms are summed in ascending s.
    const auto P = shared_transition(unit, dice, p);
    next.setZero();
    for (int s = 0; s <= cap; ++s) {
      const double w = law(s);
      if (w == 0.0) continue;
      const int rolled = unit.survivors(s) * dice;
      const int last = std::min(cap, s + rolled);
      for (int j = s; j <= last; ++j) next(j) += w * (*P)(s, j);
    }
    law.swap(next);
  }
  return law;
}

double mean_actions_until_defeat(const WoundLadder& unit, std::span<const int> dice_per_step, std::span<const int> actions_per_step,
                                 double p) {
  if (dice_per_step.size() != actions_per_step.size()) throw std::invalid_argument("mean_actions_until_defeat: one count of actions a step");
  double mean = 0;
  for (std::size_t k = 0; k < dice_per_step.size(); ++k) {
    // Step k is taken unless the steps before it defeated the unit.
    const Eigen::VectorXd law = wounds_after(unit, dice_per_step.first(k), p);
    mean += actions_per_step[k] * (1.0 - law(unit.cap()));
  }
  return mean;
}

std::vector<double> clamber_law(const WoundLadder& unit, int dice_per_mini, double p) {
  const int steps[] = {dice_per_mini};
  const Eigen::VectorXd law = wounds_after(unit, steps, p);
  return {law.data(), law.data() + law.size()};
}

}  // namespace climbsim
