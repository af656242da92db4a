// The one order climbsim calls "safest", and the "cheapest" and Pareto orders built on it.
//
// Contract: pure comparisons of a plan's exact figures. safer(a, b): fewer expected minis lost,
// then fewer expected wounds, then fewer actions (docs/RULINGS.md R18: a mini lost costs the unit
// firepower and a wound only brings the next loss nearer, so minis come first; for a single mini
// of several wounds, which rarely falls on a climb, the wounds decide). cheaper(a, b): fewer
// actions, then safer. dominates(a, b): a takes no more actions and is no less safe, and is better
// in one of the two. Expected values within 1e-12 of each other count as equal (they are sums of
// the same exact probabilities taken in another order). ask, list, the economy table's best_within
// and pareto columns, its summary, the report's charts and the verdicts all use these.
#pragma once

namespace climbsim {

struct Risk {
  double mean_minis_lost = 0;
  double mean_wounds = 0;
  int actions = 0;
};

[[nodiscard]] bool safer(const Risk& a, const Risk& b) noexcept;
[[nodiscard]] bool cheaper(const Risk& a, const Risk& b) noexcept;
[[nodiscard]] bool dominates(const Risk& a, const Risk& b) noexcept;

}  // namespace climbsim
