// The best adaptive policy for a walk up a graph of positions, exactly: a Markov decision process
// solved by backward induction.
//
// Contract: plain numbers, no game. Positions 0 .. last; from each position a list of steps, each
// to a later position, rolling dice_per_mini dice for every mini standing (W ~ Binomial(dice, p)
// wounds, capped at the unit's cap; the wound ladder says how many minis stand after s wounds). The
// state is (position, wounds taken, the open activation's actions spent and whether it took its
// once-an-activation step, activations opened, a free rider's pairing); a walk ends on `last` or
// when the unit is defeated (s = cap). Activations: a step is never split across two, a
// once-an-activation step opens a new one when the open one has taken one, and a walk may open at
// most `activations` of them: a state from which no choice keeps every path within the budget is
// infeasible. Riders: a step marked `rider` (no actions) must stand right before or right after a
// paid step (actions > 0), one rider to a paid step, the one before taken first; `carries_rider`
// marks a paid step whose rider is already inside it.
//
// The value of a state is the expected objective at the walk's end (minis lost, wounds taken, or
// the unit defeated: 0 or 1) plus action_price times the expected actions still to spend (0: the
// objective alone), then the expected actions; a choice is better when its value is lower by more
// than kTie, or within kTie and its expected actions are lower by more than kTie; on a tie the
// earlier step in the position's list is kept. A price of an action turns the budget's hard limit
// into a trade: how many minis (or wounds) one action saved is worth. Sums are in double-double
// (platform/double_double.hpp), so the order of choices is decided on about 106 bits and comes out
// the same on every platform.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "climbsim/model/policy_choices.hpp"
#include "climbsim/model/step_graph.hpp"
#include "climbsim/model/wound_ladder.hpp"

namespace climbsim {

// A state of the walk. used: actions spent in the open activation (actions_per_activation when none
// is open); opened: activations opened so far; ride: 0 nothing to pair, 1 the last step was paid and
// its rider is free, 2 a rider waits for the next step to be paid.
struct WalkState {
  std::size_t position = 0;
  int wounds = 0;
  int used = 0;
  bool once = false;
  int opened = 0;
  int ride = 0;
};

struct ChoiceValue {
  std::size_t step = 0;  // index into StepGraph::from[position]
  double objective = 0, actions = 0;  // expected, from here to the end
};

struct Decision {
  WalkState state;
  std::vector<ChoiceValue> choices;  // every feasible step, in the position's order
  std::size_t chosen = 0;            // index into choices
};

struct OptimalPolicy {
  bool feasible = false;  // some policy reaches the end within the budget on every path
  double objective = 0;   // expected, from the start, under the optimal policy
  double mean_actions = 0;
  // The policy as the engines walk it (engine/policy_model.hpp): a stage for every (position,
  // activation bookkeeping) the policy reaches, in position order; the last stage is the end.
  PolicyChoices choices;
  std::vector<WalkState> stages;  // the bookkeeping of each stage (wounds 0), for naming
  // The step taken at (stage, wounds): index into StepGraph::from[position], or -1 where the walk
  // never stands.
  std::vector<int> taken;  // [stage * (cap + 1) + wounds]
  // Every state a walk can reach from the start under some feasible policy, each with the value of
  // every feasible choice: the whole decision table. Ordered by position, then the state's fields.
  std::vector<Decision> table;
};

struct OptimalGoal {
  Objective objective = Objective::minis_lost;
  int activations = 1;       // the budget: at most this many activations on every path
  double action_price = 0;   // what one expected action costs, in the objective's units (>= 0)
  bool actions_first = false;  // fewest expected actions first, then the objective (the front's far end)
};

// whole_table: also fill OptimalPolicy::table (it may be large; the figures do not need it).
OptimalPolicy solve_optimal(const StepGraph& graph, const WoundLadder& unit, double p, const OptimalGoal& goal,
                            bool whole_table = false);

// The exact front of adaptive play: the lower convex hull of (expected actions, expected objective)
// over every policy within the budget, from the least objective (price 0) to the fewest actions.
// Each vertex is an optimal policy for every price of an action in [price_low, price_high] (the
// last one's price_high is infinite). Points between two vertices are reached by playing one
// vertex's policy or the other's at random; no policy, adaptive or fixed, lies below the hull.
// Found by the parametric search: the price at which two vertices tie is solved for, and a policy
// better at that price is a new vertex between them (Eisner and Severance's method for
// parametric problems); vertices closer than 1e-12 count as one.
struct FrontPoint {
  double price_low = 0, price_high = 0;
  OptimalPolicy policy;
};
std::vector<FrontPoint> optimal_front(const StepGraph& graph, const WoundLadder& unit, double p, Objective objective, int activations);

// The work of one solve_optimal, in the command line's units of work (about a random draw's time,
// docs/INPUT-OUTPUT.md): the solver keeps one memo entry for every state a walk may be in (position,
// wounds, actions used, the card action, activations opened, a rider's wait), and its time follows
// that count: 12-20 units an entry, measured on sweeps of 1-12 minis, 1-3 wounds, heights 1-10 and
// 1-6 activations. An estimate before any solve, so that a run too big is refused at once.
double optimal_solve_work(const StepGraph& graph, const WoundLadder& unit, int activations);
// The solves a front takes: 2V + 1 for V vertices, V unknown before it is solved. Measured on the
// same sweeps: 7-14 solves a front on average over each sweep's fronts (a single front up to 199,
// a 12-mini unit of 3 wounds): the estimate takes 24, above every sweep's average.
inline constexpr double kFrontSolvesEstimate = 24;

// What a choice is worth at the end of a walk that took `wounds`: the objective's score.
double objective_score(Objective objective, const WoundLadder& unit, int wounds);

}  // namespace climbsim
