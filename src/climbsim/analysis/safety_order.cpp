#include "climbsim/analysis/safety_order.hpp"

namespace climbsim {

namespace {

constexpr double kEqual = 1e-12;

// -1 when a is less risky than b, 1 when more, 0 when the same: minis lost, then wounds.
int compare_risk(const Risk& a, const Risk& b) noexcept {
  if (a.mean_minis_lost < b.mean_minis_lost - kEqual) return -1;
  if (a.mean_minis_lost > b.mean_minis_lost + kEqual) return 1;
  if (a.mean_wounds < b.mean_wounds - kEqual) return -1;
  if (a.mean_wounds > b.mean_wounds + kEqual) return 1;
  return 0;
}

}  // namespace

bool safer(const Risk& a, const Risk& b) noexcept {
  const int r = compare_risk(a, b);
  return r < 0 || (r == 0 && a.actions < b.actions);
}

bool cheaper(const Risk& a, const Risk& b) noexcept {
  if (a.actions != b.actions) return a.actions < b.actions;
  return compare_risk(a, b) < 0;
}

bool dominates(const Risk& a, const Risk& b) noexcept {
  const int r = compare_risk(a, b);
  return a.actions <= b.actions && r <= 0 && (a.actions < b.actions || r < 0);
}

}  // namespace climbsim
