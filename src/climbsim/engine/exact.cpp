#include "climbsim/engine/exact.hpp"

#include <algorithm>
#include <stdexcept>

#include "climbsim/engine/table_cache.hpp"
#include "climbsim/random/binomial.hpp"
#include "climbsim/units/wound_assignment.hpp"

namespace climbsim {

Eigen::MatrixXd clamber_transition(int minis, int wounds_per_mini, int dice_per_mini, double p) {
  if (minis < 1 || wounds_per_mini < 1 || dice_per_mini < 0)
    throw std::invalid_argument("clamber_transition: bad unit or dice");
  const int cap = minis * wounds_per_mini;
  Eigen::MatrixXd P = Eigen::MatrixXd::Zero(cap + 1, cap + 1);
  for (int s = 0; s <= cap; ++s) {
    const int survivors = minis - minis_lost(s, wounds_per_mini);
    const auto pmf = binomial_pmf(survivors * dice_per_mini, p);
    for (std::size_t k = 0; k < pmf.size(); ++k) {
      // Wounds past what the unit has left are not suffered (the unit is defeated).
      P(s, std::min(cap, s + static_cast<int>(k))) += pmf[k];
    }
  }
  return P;
}

Eigen::VectorXd wounds_after(int minis, int wounds_per_mini, std::span<const int> dice_per_step, double p) {
  const int cap = minis * wounds_per_mini;
  Eigen::RowVectorXd law = Eigen::RowVectorXd::Zero(cap + 1);
  law(0) = 1.0;
  for (int dice : dice_per_step) law = law * *shared_transition(minis, wounds_per_mini, dice, p);
  return law.transpose();
}

std::vector<double> clamber_law(int minis, int wounds_per_mini, int dice_per_mini, double p) {
  const int steps[] = {dice_per_mini};
  const Eigen::VectorXd law = wounds_after(minis, wounds_per_mini, steps, p);
  return {law.data(), law.data() + law.size()};
}

}  // namespace climbsim
