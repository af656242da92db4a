// What-ifs: a unit given one more keyword, for "what would Expert Climber buy?" questions.
//
// Contract: apply_what_if gives `unit` the keyword the text names (expert-climber, scale,
// unhindered, jump=X, speeder=X, hover=X; how it enters a mission: scout=X up to 3, infiltrate,
// prepared-position, reinforcements) and returns true, or returns false when the unit already
// has it (at X or more), changing nothing. no-KEYWORD (no-scale, no-jump, ...) takes the keyword
// away instead ("what is Scale worth to a unit that has it?"), false when the unit lacks it.
// Throws std::invalid_argument naming the text otherwise.
#pragma once

#include <string>

#include "climbsim/units/unit.hpp"

namespace climbsim {

bool apply_what_if(const std::string& what_if, Unit& unit);

}  // namespace climbsim
