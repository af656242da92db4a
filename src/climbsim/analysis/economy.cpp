#include "climbsim/analysis/economy.hpp"

#include <tbb/parallel_for.h>

#include <algorithm>

#include "climbsim/engine/exact.hpp"
#include "climbsim/engine/plan_model.hpp"
#include "climbsim/engine/policy_model.hpp"
#include "climbsim/io/csv.hpp"

namespace climbsim {

namespace {

std::string row_identity(const EconomyRow& r, const Die& die) {
  return "economy|unit=" + r.unit.name + "|minis=" + std::to_string(r.unit.minis) +
         "|wpm=" + std::to_string(r.unit.wounds_per_mini) + "|height=" + format_number(r.height) +
         "|face=" + r.face.name() + "|dir=" + std::string(to_string(r.direction)) +
         "|expert=" + (r.unit.keywords.expert_climber ? "1" : "0") + "|scale=" + (r.unit.keywords.scale ? "1" : "0") +
         "|jump=" + std::to_string(r.unit.keywords.jump) + "|plan=" + r.plan + "|die=" + std::to_string(die.block_faces) +
         "/" + std::to_string(die.faces);
}

struct Work {
  std::optional<Plan> plan;
  std::optional<PolicyTable> policy;
};

void evaluate(EconomyRow& row, const Work& work, const EconomySweep& sweep) {
  if (!row.legal) return;
  const int m = row.unit.minis;
  const int w = row.unit.wounds_per_mini;
  const double p = sweep.die.p_block();
  const auto key = scenario_key(row_identity(row, sweep.die));
  if (work.plan) {
    const auto dice = work.plan->dice_per_step();
    const Eigen::VectorXd law = wounds_after(m, w, dice, p);
    row.exact = wound_moments(tail_probabilities(std::vector<double>(law.data(), law.data() + law.size())), w);
    row.exact_mean_actions = row.actions;
    const PlanModel model(m, w, p, dice);
    row.mc = estimate(run_monte_carlo(model, key, StreamId::clamber, sweep.mc), w);
    row.mc_mean_actions = row.actions;
    row.mc_mean_actions_ci = Interval{static_cast<double>(row.actions), static_cast<double>(row.actions)};
  } else {
    const auto exact = evaluate_policy(*work.policy, m, w, p);
    row.exact = wound_moments(tail_probabilities(exact.law), w);
    row.exact_mean_actions = exact.mean_actions;
    row.actions = exact.max_actions;
    row.activations = exact.max_activations;
    const PolicyModel model(*work.policy, m, w, p);
    const auto tally = run_monte_carlo(model, key, StreamId::policy, sweep.mc);
    row.mc = estimate(tally.wounds, w);
    const auto n = tally.wounds.n;
    const double mean = static_cast<double>(tally.sum_actions) / static_cast<double>(n);
    row.mc_mean_actions = mean;
    row.mc_mean_actions_ci =
        normal_interval(mean, sample_variance(mean, static_cast<double>(tally.sum_actions_sq) / static_cast<double>(n), n), n);
  }
}

}  // namespace

void rank_rows(std::vector<EconomyRow>& rows, const std::vector<int>& budgets) {
  constexpr double eps = 1e-12;  // exact figures equal up to rounding count as equal
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
      const double ow = o.exact->mean_wounds, rw = r.exact->mean_wounds;
      const bool as_good = o.actions <= r.actions && ow <= rw + eps;
      const bool better = o.actions < r.actions || ow < rw - eps;
      if (as_good && better) {
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
        if (!r.legal || r.actions > budget) continue;
        if (pick == nullptr || r.exact->mean_lost < pick->exact->mean_lost - eps ||
            (r.exact->mean_lost <= pick->exact->mean_lost + eps && r.actions < pick->actions))
          pick = &r;
      }
      if (pick) pick->best_for.push_back(budget);
      start = end;
    }
  }
}

std::vector<EconomyRow> run_economy(const EconomySweep& sweep) {
  std::vector<EconomyRow> rows;
  std::vector<Work> work;
  std::size_t group = 0;
  for (const Unit& base : sweep.units)
    for (double height : sweep.heights)
      for (const Face& face : sweep.faces)
        for (bool expert : sweep.expert_climber.empty() ? std::vector<bool>{base.keywords.expert_climber} : sweep.expert_climber)
          for (Direction dir : sweep.directions) {
            EconomyRow proto;
            proto.unit = base;
            proto.unit.keywords.expert_climber = expert;
            proto.height = height;
            proto.face = face;
            proto.direction = dir;
            proto.group = group++;
            const auto plans = enumerate_plans(sweep.rules, proto.unit, face, height, dir);
            if (plans.empty()) {
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
              r.activations = plan.activations();
              rows.push_back(r);
              work.push_back({plan, std::nullopt});
            }
            // Policies react to casualties; with no dice to roll there is nothing to react to.
            if (!sweep.policies || proto.unit.clambers_safely() || face.ladder) continue;
            for (int k = 2; k <= base.minis; ++k) {
              PolicyTable policy(sweep.rules, proto.unit, face, height, dir, k);
              if (!policy.valid() || !policy.reacts()) continue;
              EconomyRow r = proto;
              r.plan = policy.name();
              r.legal = true;
              r.policy = true;
              rows.push_back(r);
              work.push_back({std::nullopt, policy});
            }
          }
  tbb::parallel_for(std::size_t{0}, rows.size(), [&](std::size_t i) { evaluate(rows[i], work[i], sweep); });
  rank_rows(rows, sweep.budgets);
  return rows;
}

}  // namespace climbsim
