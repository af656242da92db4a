// The economy sweep's work estimate (contract in economy.hpp: economy_work): its rows and the
// units of work they take, from enumerating and counting the plans without evaluating them.
#include <algorithm>
#include <cstdint>
#include <map>

#include "climbsim/analysis/economy.hpp"
#include "climbsim/analysis/economy_clusters.hpp"
#include "climbsim/engine/optimal_policy.hpp"
#include "climbsim/rules/legion_policy.hpp"
#include "climbsim/rules/legion_route.hpp"
#include "climbsim/rules/legion_step_graph.hpp"
#include "climbsim/text/csv.hpp"

namespace climbsim {

using namespace economy_detail;

namespace {

// What a unit's plans depend on: its keywords, kind, base and mini (not its minis or wounds).
std::string keyword_key(const Unit& u) {
  const auto& k = u.keywords;
  return std::to_string(k.expert_climber) + std::to_string(k.climbing_vehicle) + std::to_string(k.scale) + std::to_string(k.unhindered) +
         "j" + std::to_string(k.jump) + "s" + std::to_string(k.speeder) + "h" + std::to_string(k.hover) + "k" +
         std::to_string(static_cast<int>(u.kind)) + std::to_string(u.notched_base) + "m" + format_number(u.mini_height) +
         (u.silhouette > 0 ? "S" + format_number(u.silhouette) : "");  // its own Silhouette (R25) decides what it walks onto
}

}  // namespace

EconomyWork economy_work(const EconomySweep& sweep) {
  EconomyWork w;
  // Exact figures only: no sample is drawn, and the work is the exact engine's alone.
  const auto samples = sweep.exact_only ? 0.0 : static_cast<double>(max_row_samples(sweep.mc));
  // A face's plans and policies depend on the unit's keywords, kind, base and mini, never on its
  // minis or wounds: each shape is enumerated once, however many unit sizes share it, so that a
  // sweep too large to run is refused at once.
  struct Shape {
    std::size_t plans = 0;
    double draws = 0;                  // steps with dice, over every plan
    std::vector<bool> policy_reacts;   // for k = 0 .. kMaxMinis: policy k is listed
    std::vector<double> solve_work;    // for each budget of --activations: one optimal solve's work
  };
  std::map<std::string, Shape> shapes;
  for_each_cluster(sweep, [&](const Cluster& c) {
    for (bool expert : expert_values(sweep, *c.unit))
      for (Direction dir : sweep.directions) {
        Unit u = *c.unit;
        u.keywords.expert_climber = expert;
        const std::string key = std::to_string(reinterpret_cast<std::uintptr_t>(c.rules)) + "|" + keyword_key(u) + "|" +
                                (c.route ? "route:" + c.route->name() : c.face->name()) + "|" + format_number(c.height) + "|" +
                                std::string(to_string(dir));
        auto it = shapes.find(key);
        if (!c.route && !roof_refused(sweep, *c.rules, *c.unit, *c.face, c.height).empty()) {  // one row saying why
          w.rows += 1;
          w.units += 1e4;
          continue;
        }
        if (it == shapes.end()) {
          Shape shape;
          // A route's plans are counted over its paths first: past what the run would list they are
          // not listed here either (the count, an upper bound, is the estimate that refuses the run).
          const RoutePlanCount counted = c.route ? count_route_plans(*c.rules, u, *c.route, dir) : RoutePlanCount{};
          if (c.route && counted.plans > kRoutePlanLimit) {
            shape.plans = static_cast<std::size_t>(std::min(counted.plans, 1e18));
            shape.draws = counted.steps_with_dice;
          } else {
            for (const auto& plan : c.route ? enumerate_route_plans(*c.rules, u, *c.route, dir) : enumerate_plans(*c.rules, u, *c.face, c.height, dir)) {
              ++shape.plans;
              for (int d : plan.dice_per_step()) shape.draws += d > 0 ? 1 : 0;
            }
          }
          // The optimal plays are solved exactly before they are walked: their solves are work too.
          if (shape.plans > 0 && !sweep.optimal.empty()) {
            const StepGraph g = c.route ? legion_route_graph(*c.rules, u, *c.route, dir) : legion_step_graph(*c.rules, u, *c.face, c.height, dir);
            const WoundLadder ladder = unit_ladder(*c.rules, u);
            for (const int budget : sweep.optimal_activations) shape.solve_work.push_back(optimal_solve_work(g, ladder, budget));
          }
          shape.policy_reacts.assign(kMaxMinis + 1, false);
          if (shape.plans > 0 && sweep.policies && !c.route && !u.clambers_safely() && !c.face->ladder)
            for (int k = 2; k <= kMaxMinis; ++k) {
              const PolicyTable policy(*c.rules, u, *c.face, c.height, dir, k);
              shape.policy_reacts[static_cast<std::size_t>(k)] = policy.valid() && policy.reacts();
            }
          it = shapes.emplace(key, std::move(shape)).first;
        }
        const Shape& shape = it->second;
        // A plan draws one uniform per step with dice; a policy at most one per action it may take.
        const std::size_t plan_rows = std::max<std::size_t>(shape.plans, 1);  // none: one row saying why
        std::size_t policies = 0;
        for (int k = 2; k <= c.unit->minis; ++k) policies += shape.policy_reacts[static_cast<std::size_t>(k)] ? 1 : 0;
        const std::size_t optimal = shape.plans > 0 ? sweep.optimal.size() * sweep.optimal_activations.size() * sweep.action_prices.size() : 0;
        w.rows += plan_rows + policies + optimal;
        w.units += static_cast<double>(optimal) * (samples * 2 * (c.height + 1) + 1e4);
        // Each objective, budget and price solved once; with --front, each objective and budget's
        // front as kFrontSolvesEstimate solves more (a route has no front).
        if (optimal > 0)
          for (const double solve : shape.solve_work) {
            w.units += static_cast<double>(sweep.optimal.size() * sweep.action_prices.size()) * solve;
            if (sweep.fronts && !c.route) w.units += static_cast<double>(sweep.optimal.size()) * kFrontSolvesEstimate * solve;
          }
        w.units += samples * shape.draws + 1e4 * static_cast<double>(plan_rows) +
                   static_cast<double>(policies) * (samples * 2 * (c.height + 1) + 1e4);
      }
  });
  return w;
}

}  // namespace climbsim
