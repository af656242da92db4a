// The economy table's optimal rows (--optimal): what identifies one, what it is scored by, and what
// it saves over the plans and threshold policies of its group (RULINGS R24).
//
// Contract: pure functions of rows already evaluated. policy_key is an optimal row's stream
// identity: the policy it found, so goals that find the same policy share one evaluation.
// objective_of reads a row's exact figure for an objective. optimal_gains sets each legal optimal
// row's value (objective plus price times expected actions) and its gains over the best fixed plan
// and the best threshold policy of its group within its activations, their actions counted until
// the unit is defeated as the policy's are.
#pragma once

#include <string>
#include <vector>

#include "climbsim/analysis/economy.hpp"

namespace climbsim {

std::string policy_key(const PolicyChoices& c);
double objective_of(const EconomyRow& r, Objective o);
void optimal_gains(std::vector<EconomyRow>& rows);

}  // namespace climbsim
