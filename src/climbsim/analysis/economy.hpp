// The action-economy table: every plan (and adaptive policy) for getting a unit up or down a face,
// what it costs in actions, and what it costs in wounds.
//
// Contract: run_economy evaluates editions x dice x units x heights x faces x Expert Climber x
// direction. Each group
// lists every legal plan (enumerate_plans), then the ClamberWhile(k) policies that react to the
// dice, each with exact figures (Markov chain over wounds taken; dynamic programming for policies)
// beside Monte Carlo ones. A group with no legal plan gets one row, plan "none", legal=false.
// Within a group, `pareto` marks the rows no other row beats on both actions and expected wounds,
// and `best_for` lists the budgets for which the row is the pick: fewest expected minis lost within
// the budget, then fewest actions. With --optimal, each group ends with the best adaptive policy for
// each objective, activation budget and price of an action (plan "optimal").
#pragma once

#include "climbsim/analysis/row_stream.hpp"

#include <functional>
#include <memory>
#include <optional>
#include <ostream>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "climbsim/analysis/distribution.hpp"
#include "climbsim/engine/monte_carlo.hpp"
#include "climbsim/engine/wound_tally.hpp"
#include "climbsim/text/csv.hpp"
#include "climbsim/model/die.hpp"
#include "climbsim/analysis/optimal_play.hpp"
#include "climbsim/rules/legion_plans.hpp"
#include "climbsim/rules/legion_route.hpp"

namespace climbsim {

struct EconomySweep {
  std::vector<Unit> units;
  std::vector<double> heights{1, 2, 3};
  std::vector<Face> faces{Face{}, Face{true, false, false}, Face{false, true, false}};
  std::vector<bool> expert_climber{false, true};  // empty: each unit keeps its own keyword
  std::vector<Direction> directions{Direction::up};
  std::vector<int> budgets{2, 4, 6};
  // A roof's width and depth, inches (--roof): a face's top that cannot hold the unit in cohesion
  // gives no plan, the row saying why (rules/roof_fit.hpp; RULINGS R21). Not for walls (no top).
  std::optional<std::pair<double, double>> roof;
  // Routes of faces climbed one after another (--route, rules/legion_route.hpp): each a group of
  // its own after the faces, its height the legs' together (--heights does not apply to it).
  std::vector<FaceRoute> routes;
  bool policies = true;
  // --optimal: the best adaptive policy (analysis/optimal_play.hpp), one row a group for each
  // objective x activation budget x price of an action; decision_tables keeps each row's whole
  // table (--policy FILE).
  std::vector<Objective> optimal;
  std::vector<int> optimal_activations{1, 2, 3};
  std::vector<double> action_prices{0};
  bool decision_tables = false;
  bool fronts = false;  // --front FILE: the front of adaptive play beside the plans' points
  std::vector<LegionRules> editions{LegionRules{}};  // the outermost list
  std::vector<Die> dies{white_die()};  // then the dice
  McOptions mc;
  bool exact_only = false;  // skip Monte Carlo: rows carry exact figures only (climbsim ask)
  RowRange part;  // the clusters computed (cluster_count): all, or a rank's slice under MPI
};

struct EconomyRow {
  Unit unit;
  const LegionRules* rules = nullptr;  // the row's edition (an element of EconomySweep::editions)
  Die die = white_die();
  double height = 0;
  Face face;
  std::string route;  // the route's name ("ledges:2+sheer:1") for a route's row, else ""
  Direction direction = Direction::up;
  std::string plan = "none";
  bool legal = false;
  std::string reason;  // why there is no plan, when plan is "none"
  bool policy = false;
  int steps = 0;
  int actions = 0;      // a policy: the most it can take
  int activations = 0;  // a policy: the most it can take
  double exact_mean_actions = 0;
  // With --optimal, a plan's expected actions counted until the unit is defeated (as a policy's
  // are), for the comparisons with the optimal play.
  std::optional<double> until_defeat_actions;
  std::optional<WoundMoments> exact;
  std::optional<WoundEstimate> mc;
  std::optional<Distribution> law;  // the tally and the exact tail, for --distribution
  std::optional<double> mc_mean_actions;
  std::optional<Interval> mc_mean_actions_ci;
  bool pareto = false;
  std::vector<int> best_for;
  std::size_t group = 0;
  bool converged = true;  // false: --precision was not met within --max-samples
  // An optimal row (plan "optimal"): its goal, the policy in words, and what it saves (objective
  // plus price times expected actions) over the best plan and threshold policy within the budget.
  struct Optimal {
    OptimalGoal goal;
    std::string words;
    std::string policy_key;  // the policy's table as text: its stream identity
    double value = 0;  // objective + price * expected actions, exact
    std::optional<double> gain_vs_plans, gain_vs_policies;
    std::shared_ptr<const LegionOptimal> solved;  // with decision_tables: the whole table
    // With fronts, on the first price's row of each objective and budget: the front of adaptive play.
    std::shared_ptr<const std::vector<LegionFrontPoint>> front;
  };
  std::optional<Optimal> optimal;
};

// The face column of a row: the face's name, or the route's.
inline std::string face_label(const EconomyRow& r) { return r.route.empty() ? r.face.name() : r.route; }

// Evaluates every group, handing the rows to `sink` a block at a time in order; a block holds whole
// clusters (one unit, height and face with every Expert Climber setting and direction), so
// pareto, best_for and the summary never need rows of another block.
void run_economy(const EconomySweep& sweep, const std::function<void(std::span<const EconomyRow>)>& sink);
std::vector<EconomyRow> run_economy(const EconomySweep& sweep);

// The row count and the estimated work (samples times steps drawn at the most, plus a fixed cost
// per row), from enumerating the plans without evaluating them.
struct EconomyWork {
  std::size_t rows = 0;
  double units = 0;
};
EconomyWork economy_work(const EconomySweep& sweep);

// Clusters (edition x die x unit x height x face): the units an economy sweep is cut into.
std::size_t cluster_count(const EconomySweep& sweep);

// Marks pareto and best_for within each group (exposed for tests).
void rank_rows(std::vector<EconomyRow>& rows, const std::vector<int>& budgets);

}  // namespace climbsim
