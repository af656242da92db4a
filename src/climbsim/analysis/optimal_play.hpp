// The best adaptive play for a Legion unit on a face: the face's step graph
// (rules/legion_step_graph) solved exactly by engine/optimal_policy, and the policy said in words.
//
// Contract: pure. The words name, for each surface the policy stands on, the step it takes and,
// where that depends on the dice so far, on what: "from the ground: clamber2; at height 2: clamber1
// if 2 or more minis are left, else climb"; "if no mini is lost" when that is all of them (by minis left; by wounds taken where minis left do not
// tell; "see --policy" where only the activation's bookkeeping does). RULINGS R24.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "climbsim/engine/optimal_policy.hpp"
#include "climbsim/rules/legion_route.hpp"
#include "climbsim/rules/legion_step_graph.hpp"

namespace climbsim {

struct LegionOptimal {
  std::vector<double> surfaces;            // travel from the start, as surfaces() gives them
  std::vector<std::vector<Step>> steps;    // [surface]: the graph's steps from it, in its order
  OptimalPolicy policy;
  std::string words;  // the policy in words; empty when no policy is feasible
};

LegionOptimal solve_legion_optimal(const LegionRules& rules, const Unit& unit, const Face& face, double height,
                                   Direction direction, double p, const OptimalGoal& goal, bool whole_table = false);
// The same over a route of faces (rules/legion_route.hpp): the surfaces are the route's, heights in
// the words measured from its start.
LegionOptimal solve_route_optimal(const LegionRules& rules, const Unit& unit, const FaceRoute& route, Direction direction, double p,
                                  const OptimalGoal& goal, bool whole_table = false);

// The front of adaptive play (engine/optimal_policy.hpp optimal_front), each vertex in words.
struct LegionFrontPoint {
  double price_low = 0, price_high = 0;  // the prices of an action for which this play is best
  double objective = 0, mean_actions = 0;
  std::string words;
};
std::vector<LegionFrontPoint> legion_optimal_front(const LegionRules& rules, const Unit& unit, const Face& face, double height,
                                                   Direction direction, double p, Objective objective, int activations);

// The front's objective at `actions` expected actions: on the segment between the two vertices
// around it (a play that mixes them at random), or nothing outside the front's span.
std::optional<double> front_objective_at(const std::vector<LegionFrontPoint>& front, double actions);

// Where adapting pays against fixed plans: among the plans no other plan beats on both expected
// actions (counted until the unit is defeated, as the front's are) and expected objective, the one
// that the front's vertex with the most expected actions not above the plan's beats by the most;
// nothing when no saving reaches `at_least`. (ask and list say it in a sentence; the report
// tabulates it over a study.)
struct PlanPoint {
  std::string plan;
  double actions = 0, objective = 0;
};
struct AdaptingGain {
  PlanPoint plan;
  LegionFrontPoint play;
  double saves = 0;
};
std::optional<AdaptingGain> adapting_gain(const std::vector<PlanPoint>& plans, const std::vector<LegionFrontPoint>& front, double at_least);

}  // namespace climbsim
