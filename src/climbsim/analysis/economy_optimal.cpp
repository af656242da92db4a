#include "climbsim/analysis/economy_optimal.hpp"

#include <optional>

namespace climbsim {

std::string policy_key(const PolicyChoices& c) {
  std::string k = std::to_string(c.last) + "/" + std::to_string(c.states) + "/" + std::to_string(c.actions_per_activation) + ":";
  for (const auto& m : c.moves)
    k += std::to_string(m.dice_per_mini) + "." + std::to_string(m.actions) + "." + std::to_string(m.next) + (m.once_per_activation ? "!" : "") + ",";
  return k;
}

double objective_of(const EconomyRow& r, Objective o) {
  switch (o) {
    case Objective::minis_lost: return r.exact->mean_lost;
    case Objective::wounds: return r.exact->mean_wounds;
    case Objective::defeat: return r.exact->p_unit_defeated;
  }
  return 0;
}

void optimal_gains(std::vector<EconomyRow>& rows) {
  for (auto& r : rows) {
    if (!r.optimal || !r.legal) continue;
    const OptimalGoal& goal = r.optimal->goal;
    r.optimal->value = objective_of(r, goal.objective) + goal.action_price * r.exact_mean_actions;
    std::optional<double> plans, policies;
    for (const EconomyRow& o : rows) {
      if (o.group != r.group || !o.legal || o.optimal || o.activations > goal.activations) continue;
      const double actions = o.until_defeat_actions.value_or(o.exact_mean_actions);
      const double v = objective_of(o, goal.objective) + goal.action_price * actions;
      auto& best = o.policy ? policies : plans;
      if (!best || v < *best) best = v;
    }
    if (plans) r.optimal->gain_vs_plans = *plans - r.optimal->value;
    if (policies) r.optimal->gain_vs_policies = *policies - r.optimal->value;
  }
}

}  // namespace climbsim
