#include "climbsim/rules/legion_policy.hpp"

namespace climbsim {

PolicyTable::PolicyTable(const LegionRules& rules, const Unit& unit, const Face& face, double height,
                         Direction direction, int min_minis)
    : min_minis_(min_minis), actions_per_activation_(rules.actions_per_activation) {
  const auto surf = surfaces(face, height, direction);
  surfaces_ = surf.size();
  fast_.resize(surfaces_);
  safe_.resize(surfaces_);
  for (std::size_t i = 0; i + 1 < surfaces_; ++i) {
    bool have_fast = false;
    bool have_safe = false;
    for (std::size_t j = i + 1; j < surfaces_; ++j) {
      for (const Step& s : steps_for(rules, unit, face, surf[j] - surf[i], height, direction)) {
        if (s.kind == StepKind::scale) continue;
        if (s.kind == StepKind::climb) {
          if (j == i + 1) {
            safe_[i] = {s, j};
            have_safe = true;
          }
          continue;
        }
        const auto& f = fast_[i];
        // More height per action, or the same for fewer actions.
        const bool better = !have_fast || s.rise * f.step.actions > f.step.rise * s.actions ||
                            (s.rise * f.step.actions == f.step.rise * s.actions && s.actions < f.step.actions);
        if (better) {
          fast_[i] = {s, j};
          have_fast = true;
        }
      }
    }
    if (!have_fast && have_safe) fast_[i] = safe_[i];
    if (!have_safe) safe_[i] = fast_[i];
    if (!have_fast && !have_safe) valid_ = false;
  }
}

std::string PolicyTable::name() const { return "policy:clamber-while-minis>=" + std::to_string(min_minis_); }

bool PolicyTable::reacts() const noexcept {
  for (std::size_t i = 0; i + 1 < surfaces_; ++i)
    if (fast_[i].step.kind != safe_[i].step.kind || fast_[i].next != safe_[i].next) return true;
  return false;
}

PolicyChoices PolicyTable::choices(const WoundLadder& unit) const {
  return by_survivors(last(), unit, actions_per_activation_, [&](std::size_t i, int survivors) {
    const auto& pick = choose(i, survivors);
    return PolicyMove{pick.step.dice_per_mini, pick.step.actions, pick.next, pick.step.card_action()};
  });
}

}  // namespace climbsim
