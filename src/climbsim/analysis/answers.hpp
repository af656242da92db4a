// Short answers to a player's question: which unit gets up there, how, at what cost, and what a
// keyword would change. The exact figures of the economy table, boiled down.
//
// Contract: answer(question) evaluates every plan (exact figures only) for each unit profile,
// face, height and variant (the unit as it is, then each what-if), and keeps two per cell: the
// cheapest and the safest, in the orders of analysis/safety_order.hpp (RULINGS R18). Units with
// the same profile (what vertical movement sees: minis, wounds, kind and the keywords) are one
// group. Verdicts are one sentence per question: which units share a profile, and what each
// what-if saves the unit on its cheapest plan (expected minis and wounds, actions).
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "climbsim/model/die.hpp"
#include "climbsim/rules/legion.hpp"
#include "climbsim/rules/legion_plans.hpp"
#include "climbsim/units/unit.hpp"

namespace climbsim {

struct PlanFigures {
  std::string plan;
  int actions = 0, activations = 0;
  double mean_wounds = 0, mean_minis_lost = 0, p_mini_lost = 0;
};

struct Answer {
  std::vector<std::string> units;  // the names of one profile
  std::string face;
  double height = 0;
  std::string variant;  // "as is", or the what-if ("expert-climber")
  std::string die = "white";
  std::string edition = "rule-texts";
  std::string direction = "up";
  std::optional<PlanFigures> cheapest, safest;  // absent: no plan gets there
  std::string why_no_plan;                      // then: the reason, as the economy table gives it
};

struct Question {
  std::vector<Unit> units;
  std::vector<double> heights;
  std::vector<Face> faces;
  std::vector<std::string> what_if;  // expert-climber, scale, jump=X
  Direction direction = Direction::up;
  std::optional<std::pair<double, double>> roof;  // the top's width and depth, inches (EconomySweep::roof)
  std::vector<LegionRules> editions{LegionRules{}};  // the outermost list
  std::vector<Die> dies{white_die()};
};

struct Answers {
  std::vector<Answer> rows;
  std::vector<std::string> verdicts;
};

// Throws std::invalid_argument for an unknown what-if.
Answers answer(const Question& question);

}  // namespace climbsim
