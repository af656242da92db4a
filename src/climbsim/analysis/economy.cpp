#include "climbsim/analysis/economy.hpp"

#include <algorithm>
#include <cstdint>
#include <map>
#include <unordered_map>

#include "climbsim/analysis/economy_clusters.hpp"
#include "climbsim/analysis/economy_optimal.hpp"
#include "climbsim/analysis/row_stream.hpp"
#include "climbsim/analysis/safety_order.hpp"
#include "climbsim/random/stream_identity.hpp"

#include "climbsim/engine/exact.hpp"
#include "climbsim/engine/optimal_policy.hpp"
#include "climbsim/engine/plan_model.hpp"
#include "climbsim/engine/policy_model.hpp"
#include "climbsim/rules/legion_policy.hpp"
#include "climbsim/rules/legion_route.hpp"
#include "climbsim/rules/legion_step_graph.hpp"
#include "climbsim/rules/roof_fit.hpp"
#include "climbsim/text/csv.hpp"

namespace climbsim {

using namespace economy_detail;

namespace {

StreamIdentity row_identity(const EconomyRow& r) {
  const Die& die = r.die;
  // What the row is, never what it is called: two units of the same profile share their figures.
  StreamIdentity id("economy");
  id.field("edition", r.rules->edition)
      .field("minis", r.unit.minis)
      .field("wounds_per_mini", r.unit.wounds_per_mini)
      .field("height", r.height)
      .field("face", face_label(r))
      .field("direction", to_string(r.direction))
      .field("expert_climber", r.unit.keywords.expert_climber)
      .field("scale", r.unit.keywords.scale)
      .field("jump", r.unit.keywords.jump)
      .field("plan", r.plan)
      .field("block_faces", die.block_faces)
      .field("faces", die.faces);
  // An optimal row is the policy it found, whatever goal found it: two goals that give the same
  // policy share its figures (other rows' identities, and so their streams, stay as they were).
  if (r.optimal) id.field("policy_table", r.optimal->policy_key);
  return id;
}

struct Work {
  std::optional<Plan> plan;
  std::optional<PolicyTable> policy;
  std::shared_ptr<const LegionOptimal> optimal;  // solved when the row was built
};

// The policy's figures, exact and Monte Carlo, into the row (threshold and optimal policies alike).
void evaluate_choices(EconomyRow& row, const PolicyChoices& choices, const WoundLadder& unit, double p, std::uint64_t key,
                      const EconomySweep& sweep) {
  const auto exact = evaluate_policy(choices, unit, p);
  auto exact_tail = tail_probabilities(exact.law);
  row.exact = wound_moments(exact_tail, unit);
  row.exact_mean_actions = exact.mean_actions;
  row.actions = exact.max_actions;
  row.activations = exact.max_activations;
  if (sweep.exact_only) return;
  const PolicyModel model(choices, unit, p);
  const auto tally = run_monte_carlo(model, key, StreamId::policy, sweep.mc);
  row.converged = met_precision(model, tally, sweep.mc);
  row.mc = estimate(tally.wounds, unit);
  row.law = Distribution{tally.wounds, std::move(exact_tail), unit.falls_at()};
  const auto n = tally.wounds.n;
  const double mean = static_cast<double>(tally.sum_actions) / static_cast<double>(n);
  row.mc_mean_actions = mean;
  row.mc_mean_actions_ci =
      bounded_mean_interval(mean, static_cast<double>(tally.sum_actions_sq) / static_cast<double>(n), n, 0,
                            static_cast<double>(exact.max_actions));
}

void evaluate(EconomyRow& row, const Work& work, const EconomySweep& sweep) {
  if (!row.legal) return;
  const WoundLadder unit = unit_ladder(*row.rules, row.unit);
  const double p = row.die.p_block();
  if (work.plan) {
    const auto dice = work.plan->dice_per_step();
    const Eigen::VectorXd law = wounds_after(unit, dice, p);
    auto exact_tail = tail_probabilities(std::vector<double>(law.data(), law.data() + law.size()));
    row.exact = wound_moments(exact_tail, unit);
    row.exact_mean_actions = row.actions;
    if (!sweep.optimal.empty()) {
      std::vector<int> acts;
      for (const auto& st : work.plan->steps) acts.push_back(st.actions);
      row.until_defeat_actions = mean_actions_until_defeat(unit, dice, acts, p);
    }
    if (sweep.exact_only) return;
    const PlanModel model(unit, p, dice);
    const auto tally = run_monte_carlo(model, row_identity(row).key(), StreamId::clamber, sweep.mc);
    row.mc = estimate(tally, unit, model.most_wounds());
    row.law = Distribution{tally, std::move(exact_tail), unit.falls_at()};
    row.converged = met_precision(model, tally, sweep.mc);
    row.mc_mean_actions = row.actions;
    row.mc_mean_actions_ci = Interval{static_cast<double>(row.actions), static_cast<double>(row.actions)};
  } else if (work.policy) {
    evaluate_choices(row, work.policy->choices(unit), unit, p, row_identity(row).key(), sweep);
  } else {
    evaluate_choices(row, work.optimal->policy.choices, unit, p, row_identity(row).key(), sweep);
  }
}

// Everything evaluate() reads, so that rows with the same key get the same figures: the row's
// identity (which also seeds its Monte Carlo), the edition, the wound ladder, the die, and the steps'
// dice (a plan) or the choice table (a policy). Units of the same profile share one evaluation.
std::string work_key(const EconomyRow& r, const Work& w) {
  std::string k = row_identity(r).bytes() + "|rules@" + std::to_string(reinterpret_cast<std::uintptr_t>(r.rules)) + "|p=" +
                  format_number(r.die.p_block()) + "|falls=";
  const WoundLadder ladder = unit_ladder(*r.rules, r.unit);
  for (const int f : ladder.falls_at()) k += std::to_string(f) + ",";
  if (w.plan) {
    k += "|dice=";
    for (const int d : w.plan->dice_per_step()) k += std::to_string(d) + ",";
  } else if (w.optimal) {
    k += "|optimal";  // the policy's table is in the identity
  } else if (w.policy) {
    const PolicyChoices c = w.policy->choices(ladder);
    k += "|policy=" + std::to_string(c.last) + "/" + std::to_string(c.actions_per_activation) + ":";
    for (const auto& m : c.moves) k += std::to_string(m.dice_per_mini) + "." + std::to_string(m.actions) + "." + std::to_string(m.next) + (m.once_per_activation ? "!" : "") + ",";
  }
  return k;
}

// The figures evaluate() writes, copied from a row evaluated once to rows with the same key.
void copy_figures(const EconomyRow& from, EconomyRow& to) {
  to.actions = from.actions;
  to.activations = from.activations;
  to.exact_mean_actions = from.exact_mean_actions;
  to.until_defeat_actions = from.until_defeat_actions;
  to.exact = from.exact;
  to.mc = from.mc;
  to.law = from.law;
  to.mc_mean_actions = from.mc_mean_actions;
  to.mc_mean_actions_ci = from.mc_mean_actions_ci;
  to.converged = from.converged;
}

}  // namespace

void rank_rows(std::vector<EconomyRow>& rows, const std::vector<int>& budgets) {
  // One order for "safest" and for Pareto dominance (analysis/safety_order.hpp, RULINGS R18).
  const auto risk = [](const EconomyRow& r) { return Risk{r.exact->mean_lost, r.exact->mean_wounds, r.actions}; };
  for (auto& r : rows) {
    r.pareto = false;
    r.best_for.clear();
  }
  for (std::size_t a = 0; a < rows.size(); ++a) {
    auto& r = rows[a];
    if (!r.legal) continue;
    r.pareto = true;
    for (const auto& o : rows) {
      if (&o == &r || !o.legal || o.group != r.group) continue;
      if (dominates(risk(o), risk(r))) {
        r.pareto = false;
        break;
      }
    }
  }
  for (int budget : budgets) {
    std::size_t start = 0;
    while (start < rows.size()) {
      std::size_t end = start;
      while (end < rows.size() && rows[end].group == rows[start].group) ++end;
      EconomyRow* pick = nullptr;
      for (std::size_t i = start; i < end; ++i) {
        auto& r = rows[i];
        // Within B actions: at most B of them, in no more activations than B actions fill (R20: a
        // plan that needs a second activation for a second jump is not "within 2").
        const int per = r.rules ? std::max(1, r.rules->actions_per_activation) : 2;
        if (!r.legal || r.actions > budget || r.activations > (budget + per - 1) / per) continue;
        if (pick == nullptr || safer(risk(r), risk(*pick))) pick = &r;
      }
      if (pick) pick->best_for.push_back(budget);
      start = end;
    }
  }
}

namespace {

// Appends the rows of one cluster (plans, then policies, per group) with their work items.
void build_cluster(const EconomySweep& sweep, const Cluster& c, std::size_t& group, std::vector<EconomyRow>& rows,
                   std::vector<Work>& work) {
  for (bool expert : expert_values(sweep, *c.unit))
    for (Direction dir : sweep.directions) {
      EconomyRow proto;
      proto.unit = *c.unit;
      proto.die = *c.die;
      proto.rules = c.rules;
      proto.unit.keywords.expert_climber = expert;
      proto.height = c.height;
      proto.face = *c.face;
      if (c.route) proto.route = c.route->name();
      proto.direction = dir;
      proto.group = group++;
      const std::string no_room = c.route ? "" : roof_refused(sweep, *c.rules, proto.unit, *c.face, c.height);
      const auto plans = !no_room.empty() ? std::vector<Plan>{}
                         : c.route       ? enumerate_route_plans(*c.rules, proto.unit, *c.route, dir)
                                         : enumerate_plans(*c.rules, proto.unit, *c.face, c.height, dir);
      if (plans.empty()) {
        proto.reason = !no_room.empty() ? no_room
                       : c.route        ? why_no_route_plan(*c.rules, proto.unit, *c.route, dir)
                                        : why_no_plan(*c.rules, proto.unit, *c.face, c.height, dir);
        rows.push_back(proto);
        work.push_back({});
        continue;
      }
      for (const auto& plan : plans) {
        EconomyRow r = proto;
        r.plan = plan.name();
        r.legal = true;
        r.steps = static_cast<int>(plan.steps.size());
        r.actions = plan.actions();
        r.activations = plan.activations(c.rules->actions_per_activation);
        rows.push_back(r);
        work.push_back({plan, std::nullopt, nullptr});
      }
      // Policies react to casualties; with no dice to roll there is nothing to react to. (The
      // threshold policies are a face's; a route gets its optimal play.)
      if (sweep.policies && !c.route && !proto.unit.clambers_safely() && !c.face->ladder)
        for (int k = 2; k <= c.unit->minis; ++k) {
          PolicyTable policy(*c.rules, proto.unit, *c.face, c.height, dir, k);
          if (!policy.valid() || !policy.reacts()) continue;
          EconomyRow r = proto;
          r.plan = policy.name();
          r.legal = true;
          r.policy = true;
          rows.push_back(r);
          work.push_back({std::nullopt, policy, nullptr});
        }
      // The best adaptive play, for every goal asked (evaluate() says when no play fits the budget).
      for (const Objective o : sweep.optimal)
        for (const int budget : sweep.optimal_activations)
          for (const double price : sweep.action_prices) {
            EconomyRow r = proto;
            r.plan = "optimal";
            r.policy = true;
            const OptimalGoal goal{o, budget, price};
            auto solved = std::make_shared<const LegionOptimal>(
                c.route ? solve_route_optimal(*c.rules, proto.unit, *c.route, dir, c.die->p_block(), goal, sweep.decision_tables)
                        : solve_legion_optimal(*c.rules, proto.unit, *c.face, c.height, dir, c.die->p_block(), goal, sweep.decision_tables));
            r.optimal = EconomyRow::Optimal{goal, solved->words, policy_key(solved->policy.choices), 0, std::nullopt, std::nullopt,
                                            sweep.decision_tables ? solved : nullptr, nullptr};
            if (sweep.fronts && !c.route && price == sweep.action_prices.front() && solved->policy.feasible)
              r.optimal->front = std::make_shared<const std::vector<LegionFrontPoint>>(
                  legion_optimal_front(*c.rules, proto.unit, *c.face, c.height, dir, c.die->p_block(), o, budget));
            r.legal = solved->policy.feasible;
            if (!r.legal)
              r.reason = "no play reaches the " + std::string(dir == Direction::up ? "top" : "ground") + " within " + std::to_string(budget) +
                         (budget == 1 ? " activation" : " activations");
            rows.push_back(r);
            work.push_back({std::nullopt, std::nullopt, std::move(solved)});
          }
    }
}

}  // namespace

void run_economy(const EconomySweep& sweep, const std::function<void(std::span<const EconomyRow>)>& sink) {
  std::vector<EconomyRow> rows;
  std::vector<Work> work;
  std::size_t group = 0;
  // Rows already evaluated, by work_key: each distinct computation runs once (row_stream.hpp).
  std::unordered_map<std::string, EconomyRow> done;
  const auto flush = [&] {
    std::vector<std::string> keys(rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i) keys[i] = rows[i].legal ? work_key(rows[i], work[i]) : "";
    evaluate_distinct(
        rows, keys, done, [&](EconomyRow& r) { evaluate(r, work[static_cast<std::size_t>(&r - rows.data())], sweep); }, copy_figures,
        sweep.mc.rows_progress);
    optimal_gains(rows);
    rank_rows(rows, sweep.budgets);
    sink(std::span<const EconomyRow>(rows));
    rows.clear();
    work.clear();
  };
  std::size_t cluster = 0;
  std::vector<EconomyRow> skipped_rows;
  std::vector<Work> skipped_work;
  for_each_cluster(sweep, [&](const Cluster& c) {
    if (!sweep.part.has(cluster++)) {  // built only to count its groups, so group numbers stay the same
      build_cluster(sweep, c, group, skipped_rows, skipped_work);
      skipped_rows.clear();
      skipped_work.clear();
      return;
    }
    build_cluster(sweep, c, group, rows, work);
    if (rows.size() >= kRowBlock) flush();
  });
  if (!rows.empty()) flush();
}

std::size_t cluster_count(const EconomySweep& sweep) {
  return sweep.editions.size() * sweep.dies.size() * sweep.units.size() * (sweep.heights.size() * sweep.faces.size() + sweep.routes.size());
}

std::vector<EconomyRow> run_economy(const EconomySweep& sweep) {
  std::vector<EconomyRow> rows;
  run_economy(sweep, [&](std::span<const EconomyRow> block) { rows.insert(rows.end(), block.begin(), block.end()); });
  return rows;
}

}  // namespace climbsim
