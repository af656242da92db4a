// Adaptive strategies: plans that react to the dice.
//
// Contract: pure. ClamberWhile(k) clambers while at least k minis are left and climbs otherwise
// (where a climb can reach the next surface; where it cannot, it must clamber anyway). "Clamber"
// means the fast step: the most height per action among the clamber and Jump steps to any later
// surface, fewer actions on a tie. The table holds the choice for every (surface, survivors).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "climbsim/model/policy_choices.hpp"
#include "climbsim/rules/legion_plans.hpp"

namespace climbsim {

struct PolicyChoice {
  Step step;
  std::size_t next = 0;  // surface index after the step
};

class PolicyTable {
 public:
  PolicyTable(const LegionRules& rules, const Unit& unit, const Face& face, double height, Direction direction,
              int min_minis);

  [[nodiscard]] bool valid() const noexcept { return valid_; }  // a step from every surface
  [[nodiscard]] std::size_t last() const noexcept { return surfaces_ - 1; }
  [[nodiscard]] const PolicyChoice& choose(std::size_t surface, int survivors) const noexcept {
    return survivors >= min_minis_ ? fast_[surface] : safe_[surface];
  }
  [[nodiscard]] std::string name() const;
  // True when the two choices differ somewhere: otherwise the policy is just a fixed plan.
  [[nodiscard]] bool reacts() const noexcept;
  // The table the engines read (engine/policy_model.hpp), for this unit's wound ladder.
  [[nodiscard]] PolicyChoices choices(const WoundLadder& unit) const;

 private:
  int min_minis_;
  int actions_per_activation_;
  std::size_t surfaces_ = 0;
  bool valid_ = true;
  std::vector<PolicyChoice> fast_, safe_;
};

}  // namespace climbsim
