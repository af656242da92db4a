// The front of adaptive play and the optimal play over a route of faces (engine/optimal_policy,
// analysis/optimal_play, rules/legion_route), against the references of optimal_reference.hpp:
// every policy enumerated in fractions, the game tree over a route's plans.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "climbsim/engine/optimal_policy.hpp"
#include "climbsim/engine/policy_model.hpp"
#include "climbsim/analysis/optimal_play.hpp"
#include "climbsim/rules/legion_policy.hpp"
#include "optimal_reference.hpp"

using namespace climbsim;
using namespace climbsim::test;

TEST_CASE("the front of adaptive play is the lower convex hull of every policy's point", "[optimal][exact]") {
  // Every deterministic policy's (expected actions, expected objective), enumerated one by one in
  // fractions; their lower convex hull from the fewest actions to the least objective, collinear
  // points dropped; against the solver's front, each vertex's policy walked forward in fractions.
  int compared = 0, with_inner = 0;
  for_each_small_face([&](const SmallFace& c) {
            const auto& [face_name, height, minis, wounds, budget, rules, u, f, ladder, p, plans] = c;
            for (Objective o : {Objective::minis_lost, Objective::defeat}) {
              const Tree tree{plans, ladder, p, o};
              std::vector<Step> pre;
              auto every = tree.all(pre, 0, 20000);
              if (!every) continue;
              INFO(face_name << " h" << height << " " << minis << "x" << wounds << " budget " << budget << " " << to_string(o));
              // Lower hull by Andrew's monotone chain over (actions, objective).
              std::sort(every->begin(), every->end(), [](const Pair& a, const Pair& b) {
                return a.actions < b.actions || (a.actions == b.actions && a.objective < b.objective);
              });
              std::vector<Pair> hull;
              for (const Pair& q : *every) {
                if (!hull.empty() && hull.back().actions == q.actions) continue;  // the lowest of equal actions came first
                while (hull.size() >= 2) {
                  const Pair& a = hull[hull.size() - 2];
                  const Pair& b = hull.back();
                  // Drop b when it is on or above the segment a-q.
                  if ((b.actions - a.actions) * (q.objective - a.objective) - (b.objective - a.objective) * (q.actions - a.actions) <= 0) hull.pop_back();
                  else break;
                }
                hull.push_back(q);
              }
              // Keep the part where the objective falls as actions grow (up to the least objective).
              std::size_t end = 0;
              for (std::size_t i = 1; i < hull.size(); ++i)
                if (hull[i].objective < hull[end].objective) end = i;
              hull.resize(end + 1);
              const auto graph = legion_step_graph(rules, u, f, height, Direction::up);
              const auto front = optimal_front(graph, ladder, 1.0 / 6, o, budget);
              REQUIRE(front.size() == hull.size());
              // The front runs from the least objective to the fewest actions: the hull reversed.
              for (std::size_t i = 0; i < front.size(); ++i) {
                const Pair got = evaluate_exactly(front[i].policy.choices, ladder, p, o);
                const Pair& want = hull[hull.size() - 1 - i];
                CHECK(got.objective == want.objective);
                CHECK(got.actions == want.actions);
                if (i > 0) CHECK(front[i].price_low == front[i - 1].price_high);
              }
              ++compared;
              with_inner += front.size() > 2 ? 1 : 0;
            }
  });
  CHECK(compared > 50);
  CHECK(with_inner > 5);
  WARN("fronts compared " << compared << ", with a vertex between the ends " << with_inner);
}

TEST_CASE("over a route of faces, the optimal policy equals the game tree's best, and adapting on the way pays", "[optimal][exact]") {
  // Routes of two and three legs (the top of one the foot of the next), up and down, units of 1-4
  // minis of 1-2 wounds, budgets of 2-4 activations, with and without a price on actions. The
  // tree's legal sequences are the route's plans (enumerate_route_plans); each is a plan of
  // each leg in turn, which is checked too.
  int cases = 0, adaptive = 0, adaptive_unpriced = 0;
  for (const char* text : {"sheer:1+sheer:1", "ledges:2+sheer:1", "sheer:1+ledges:2", "sheer:1+wall:1+sheer:1"})
    for (Direction dir : {Direction::up, Direction::down})
      for (int minis = 1; minis <= 4; ++minis)
        for (int wounds = 1; wounds <= 2; ++wounds)
          for (int budget = 2; budget <= 4; ++budget)
            for (const Q& price : {Q(0), Q(1) / 4}) {
              const LegionRules rules;
              const Unit u = trooper(minis, wounds);
              const FaceRoute route = parse_face_route(text);
              const WoundLadder ladder = unit_ladder(rules, u);
              const Q p = Q(1) / 6;
              std::vector<Plan> plans;
              for (auto& plan : enumerate_route_plans(rules, u, route, dir))
                if (plan.activations(rules.actions_per_activation) <= budget) plans.push_back(std::move(plan));
              const LegionOptimal opt = solve_route_optimal(rules, u, route, dir, 1.0 / 6, OptimalGoal{Objective::minis_lost, budget, static_cast<double>(price)});
              INFO(text << " " << to_string(dir) << " " << minis << "x" << wounds << " budget " << budget << " price " << price);
              REQUIRE(opt.policy.feasible == !plans.empty());
              if (plans.empty()) continue;
              ++cases;
              const Tree tree{plans, ladder, p, Objective::minis_lost, price};
              std::vector<Step> pre;
              const Pair best = tree.best(pre, 0);
              const Pair got = evaluate_exactly(opt.policy.choices, ladder, p, Objective::minis_lost);
              CHECK(got.objective + price * got.actions == best.objective + price * best.actions);
              CHECK(got.actions == best.actions);
              bool adapts = true;
              for (const auto& plan : plans) {
                const Tree one{{plan}, ladder, p, Objective::minis_lost, price};
                std::vector<Step> none;
                const Pair fixed = one.best(none, 0);
                CHECK_FALSE(priced_less(fixed, best, price));
                if (fixed.objective + price * fixed.actions == best.objective + price * best.actions) adapts = false;
              }
              adaptive += adapts ? 1 : 0;
              adaptive_unpriced += adapts && price == 0 ? 1 : 0;
            }
  // Every plan of "sheer:1+sheer:1" is a plan of sheer:1 twice: climb or clamber1, then again.
  const auto two = enumerate_route_plans(LegionRules{}, trooper(4, 1), parse_face_route("sheer:1+sheer:1"), Direction::up);
  std::vector<std::string> names;
  for (const auto& plan : two) names.push_back(plan.name());
  CHECK(names == std::vector<std::string>{"climb+climb", "climb+clamber1", "clamber1+climb", "clamber1+clamber1"});
  CHECK(cases > 150);
  CHECK(adaptive > 5);
  WARN("route cases " << cases << ", adapting beats every plan in " << adaptive << " (" << adaptive_unpriced << " with no price on actions)");
}

TEST_CASE("a route is read leg by leg, and a bad one is refused saying why", "[optimal]") {
  const FaceRoute r = parse_face_route("ledges+ladder:2+sheer:1.5");
  REQUIRE(r.legs.size() == 2);
  CHECK(r.legs[0].face.name() == "ledges+ladder");
  CHECK(r.legs[0].height == 2);
  CHECK(r.legs[1].height == 1.5);
  CHECK(r.name() == "ledges+ladder:2+sheer:1.5");
  CHECK(r.height() == 3.5);
  CHECK(route_surfaces(r, Direction::up) == std::vector<double>{0, 1, 2, 3.5});
  CHECK(route_surfaces(r, Direction::down) == std::vector<double>{0, 1.5, 2.5, 3.5});
  for (const char* bad : {"ledges", "ledges:0", "ledges:x", "cliff:2", "ledges:2+", "ledges:13"}) {
    INFO(bad);
    CHECK_THROWS_AS(parse_face_route(bad), std::invalid_argument);
  }
}
