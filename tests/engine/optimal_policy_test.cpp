// The optimal adaptive policy (engine/optimal_policy, analysis/optimal_play) against references
// that share none of its code: an exhaustive search of the game tree in exact rational arithmetic,
// over step sequences whose legality comes from the plan enumeration (enumerate_plans and
// Plan::activations, not the solver's state machine); on the smallest faces a literal enumeration
// of every deterministic policy; and the fixed plans and threshold policies of the same face.
#include <catch2/catch.hpp>

#include <boost/multiprecision/cpp_int.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "climbsim/engine/optimal_policy.hpp"
#include "climbsim/engine/policy_model.hpp"
#include "climbsim/analysis/optimal_play.hpp"
#include "climbsim/rules/legion_policy.hpp"

using namespace climbsim;
using Q = boost::multiprecision::cpp_rational;

namespace {

Q choose(int n, int k) {
  Q c = 1;
  for (int i = 1; i <= k; ++i) c = c * (n - k + i) / i;
  return c;
}

// P(W = w), W ~ Binomial(n, p), exactly.
Q binomial(int n, int w, const Q& p) {
  Q q = 1;
  for (int i = 0; i < w; ++i) q *= p;
  for (int i = 0; i < n - w; ++i) q *= (1 - p);
  return choose(n, w) * q;
}

Q score(Objective o, const WoundLadder& unit, int s) {
  switch (o) {
    case Objective::minis_lost: return unit.lost(s);
    case Objective::wounds: return s;
    case Objective::defeat: return s == unit.cap() ? 1 : 0;
  }
  return 0;
}

struct Pair {
  Q objective, actions;
};
// Better: a lower objective plus `price` times the actions, then fewer actions.
bool priced_less(const Pair& a, const Pair& b, const Q& price) {
  const Q va = a.objective + price * a.actions, vb = b.objective + price * b.actions;
  return va < vb || (va == vb && a.actions < b.actions);
}
bool lex_less(const Pair& a, const Pair& b) { return priced_less(a, b, 0); }

// The game tree: a node is the steps taken so far (as indices into the legal plans' common
// prefixes) and the wounds taken. The legal complete sequences are the plans within the budget.
struct Tree {
  std::vector<Plan> plans;  // legal, within the budget
  const WoundLadder& unit;
  Q p;
  Objective objective;
  Q price = 0;

  // Distinct next steps after `prefix` (by name and position, i.e. the same step).
  [[nodiscard]] std::vector<Step> next_steps(const std::vector<Step>& prefix) const {
    std::vector<Step> out;
    for (const auto& plan : plans) {
      if (plan.steps.size() <= prefix.size()) continue;
      bool match = true;
      for (std::size_t i = 0; i < prefix.size() && match; ++i) match = plan.steps[i].name() == prefix[i].name() && plan.steps[i].rise == prefix[i].rise;
      if (!match) continue;
      const Step& s = plan.steps[prefix.size()];
      if (std::none_of(out.begin(), out.end(), [&](const Step& o) { return o.name() == s.name() && o.rise == s.rise; })) out.push_back(s);
    }
    return out;
  }
  [[nodiscard]] bool complete(const std::vector<Step>& prefix) const {
    return std::any_of(plans.begin(), plans.end(), [&](const Plan& plan) {
      if (plan.steps.size() != prefix.size()) return false;
      for (std::size_t i = 0; i < prefix.size(); ++i)
        if (plan.steps[i].name() != prefix[i].name() || plan.steps[i].rise != prefix[i].rise) return false;
      return true;
    });
  }

  // The best (objective, actions) over every policy from this node: each choice's outcomes are
  // independent subtrees, so the best tree takes the best subtree at every outcome.
  Pair best(std::vector<Step>& prefix, int s) const {
    if (s == unit.cap() || complete(prefix)) return {score(objective, unit, s), 0};
    std::optional<Pair> b;
    for (const Step& step : next_steps(prefix)) {
      const int n = unit.survivors(s) * step.dice_per_mini;
      Pair v{0, step.actions};
      prefix.push_back(step);
      for (int w = 0; w <= n; ++w) {
        const Q pr = binomial(n, w, p);
        const Pair sub = best(prefix, std::min(unit.cap(), s + w));
        v.objective += pr * sub.objective;
        v.actions += pr * sub.actions;
      }
      prefix.pop_back();
      if (!b || priced_less(v, *b, price)) b = v;
    }
    REQUIRE(b);  // a prefix of a legal plan always has a next step
    return *b;
  }

  // Every policy's (objective, actions), literally: a policy is a choice at this node and a
  // policy at every outcome. Nothing when there are more than `most`.
  std::optional<std::vector<Pair>> all(std::vector<Step>& prefix, int s, std::size_t most) const {
    if (s == unit.cap() || complete(prefix)) return std::vector<Pair>{{score(objective, unit, s), 0}};
    std::vector<Pair> out;
    for (const Step& step : next_steps(prefix)) {
      const int n = unit.survivors(s) * step.dice_per_mini;
      prefix.push_back(step);
      std::vector<Pair> combos{{0, step.actions}};
      for (int w = 0; w <= n; ++w) {
        const Q pr = binomial(n, w, p);
        const auto sub = all(prefix, std::min(unit.cap(), s + w), most);
        if (!sub || combos.size() * sub->size() > most) return prefix.pop_back(), std::nullopt;
        std::vector<Pair> grown;
        for (const auto& c : combos)
          for (const auto& x : *sub) grown.push_back({c.objective + pr * x.objective, c.actions + pr * x.actions});
        combos = std::move(grown);
      }
      prefix.pop_back();
      out.insert(out.end(), combos.begin(), combos.end());
      if (out.size() > most) return std::nullopt;
    }
    return out;
  }
};

// A PolicyChoices walked forward exactly: the expected objective and actions.
Pair evaluate_exactly(const PolicyChoices& c, const WoundLadder& unit, const Q& p, Objective o) {
  std::vector<std::vector<Q>> dist(c.last + 1, std::vector<Q>(static_cast<std::size_t>(unit.cap() + 1), Q(0)));
  dist[0][0] = 1;
  Pair out{0, 0};
  for (std::size_t i = 0; i <= c.last; ++i)
    for (int s = 0; s <= unit.cap(); ++s) {
      const Q here = dist[i][static_cast<std::size_t>(s)];
      if (here == 0) continue;
      if (i == c.last || s == unit.cap()) {
        out.objective += here * score(o, unit, s);
        continue;
      }
      const PolicyMove& m = c.choose(i, s);
      out.actions += here * m.actions;
      const int n = unit.survivors(s) * m.dice_per_mini;
      for (int w = 0; w <= n; ++w) dist[m.next][static_cast<std::size_t>(std::min(unit.cap(), s + w))] += here * binomial(n, w, p);
    }
  return out;
}

std::vector<Plan> plans_within(const LegionRules& rules, const Unit& u, const Face& f, double h, Direction d, int budget) {
  std::vector<Plan> out;
  for (auto& plan : enumerate_plans(rules, u, f, h, d))
    if (plan.activations(rules.actions_per_activation) <= budget) out.push_back(std::move(plan));
  return out;
}

Unit trooper(int minis, int wounds, int jump = 0) {
  Unit u;
  u.minis = minis;
  u.wounds_per_mini = wounds;
  u.keywords.jump = jump;
  return u;
}

// Sheer and ledged faces of height 2-3, units of 1-4 minis of 1-2 wounds, budgets of 2-3
// activations, the rule texts and the white die: the sweeps of the priced and the front cases,
// each face with a plan within the budget.
struct SmallFace {
  const char* face_name;
  double height;
  int minis, wounds, budget;
  LegionRules rules;
  Unit u;
  Face f;
  WoundLadder ladder;
  Q p;
  std::vector<Plan> plans;
};

template <class F>
void for_each_small_face(F f) {
  for (const char* face_name : {"sheer", "ledges"})
    for (double height : {2.0, 3.0})
      for (int minis = 1; minis <= 4; ++minis)
        for (int wounds = 1; wounds <= 2; ++wounds)
          for (int budget = 2; budget <= 3; ++budget) {
            const LegionRules rules;
            const Unit u = trooper(minis, wounds);
            const Face face = parse_face(face_name);
            auto plans = plans_within(rules, u, face, height, Direction::up, budget);
            if (plans.empty()) continue;
            f(SmallFace{face_name, height, minis, wounds, budget, rules, u, face, unit_ladder(rules, u), Q(1) / 6, std::move(plans)});
          }
}

}  // namespace

TEST_CASE("the optimal policy equals an exhaustive search of the game tree in exact fractions", "[optimal][exact]") {
  // Every edition, face with dice, height 1-3, direction, unit of 1-4 minis of 1-3 wounds, Jump 0
  // or 1, budget 1-3 activations, objective, and two dice (1 block in 6, 1 in 2). The solver's policy,
  // walked forward in fractions, must score exactly the tree's best, and spend exactly its fewest
  // expected actions among the best; the solver's own double figures within 1e-13 of it.
  int cases = 0, adaptive = 0, fewer_actions = 0, literal = 0, thresholds = 0;
  for (const char* edition : {"rule-texts", "core-2023"})
    for (const char* face_name : {"sheer", "ledges", "wall"})
      for (double height : {1.0, 2.0, 3.0})
        for (Direction dir : {Direction::up, Direction::down})
        for (int minis = 1; minis <= 4; ++minis)
          for (int wounds = 1; wounds <= 3; ++wounds)
            for (int jump : {0, 1})
              for (int budget = 1; budget <= 3; ++budget)
                for (Objective o : {Objective::minis_lost, Objective::wounds, Objective::defeat})
                  for (const Q& p : {Q(1) / 6, Q(1) / 2}) {
                    // Wounds of 2-3 and the even die on the ledges of height 3 only with 1 or 4
                    // minis: enough shapes of ladder, and the suite stays fast (sanitized too).
                    if (height == 3 && std::string(face_name) == "ledges" && minis != 1 && minis != 4 && (wounds > 1 || p == Q(1) / 2)) continue;
                    if (jump == 1 && minis > 2) continue;  // Jump with 1-2 minis: its steps, not its unit sizes, are new
                    const LegionRules rules = legion_edition(edition);
                    const Unit u = trooper(minis, wounds, jump);
                    const Face f = parse_face(face_name);
                    const WoundLadder ladder = unit_ladder(rules, u);
                    const double pd = static_cast<double>(p);
                    const auto plans = plans_within(rules, u, f, height, dir, budget);
                    const LegionOptimal opt = solve_legion_optimal(rules, u, f, height, dir, pd, OptimalGoal{o, budget, 0});
                    INFO(edition << " " << face_name << " h" << height << " " << to_string(dir) << " " << minis << "x" << wounds << " jump " << jump << " budget "
                                 << budget << " " << to_string(o) << " p " << p);
                    REQUIRE(opt.policy.feasible == !plans.empty());
                    if (plans.empty()) continue;
                    ++cases;
                    const Tree tree{plans, ladder, p, o};
                    std::vector<Step> prefix;
                    const Pair best = tree.best(prefix, 0);
                    const Pair got = evaluate_exactly(opt.policy.choices, ladder, p, o);
                    CHECK(got.objective == best.objective);
                    CHECK(got.actions == best.actions);
                    CHECK(std::abs(opt.policy.objective - static_cast<double>(best.objective)) <= 1e-13);
                    CHECK(std::abs(opt.policy.mean_actions - static_cast<double>(best.actions)) <= 1e-13);
                    // No fixed plan within the budget does better.
                    bool adapts = true, cheaper = true;
                    for (const auto& plan : plans) {
                      const Tree one{{plan}, ladder, p, o};
                      std::vector<Step> pre;
                      const Pair fixed = one.best(pre, 0);
                      CHECK_FALSE(lex_less(fixed, best));
                      if (fixed.objective == best.objective) adapts = false;
                      if (!lex_less(best, fixed)) cheaper = false;
                    }
                    adaptive += adapts ? 1 : 0;
                    fewer_actions += cheaper && !adapts ? 1 : 0;
                    // Nor does any threshold policy ("clamber while k minis stand") within the budget.
                    for (int k = 2; k <= minis; ++k) {
                      const PolicyTable threshold(rules, u, f, height, dir, k);
                      if (!threshold.valid()) continue;
                      const PolicyChoices c = threshold.choices(ladder);
                      if (evaluate_policy(c, ladder, pd).max_activations > budget) continue;
                      CHECK_FALSE(lex_less(evaluate_exactly(c, ladder, p, o), best));
                      ++thresholds;
                    }
                    // The smallest trees: every policy, one by one.
                    std::vector<Step> pre;
                    if (const auto every = tree.all(pre, 0, 500)) {
                      ++literal;
                      const Pair min = *std::min_element(every->begin(), every->end(), lex_less);
                      CHECK(min.objective == best.objective);
                      CHECK(min.actions == best.actions);
                    }
                  }
  // The sweep must hold faces where the tie on risk is broken by adapting, and policies enumerated.
  // (Under a hard budget with no price on actions, adapting lowered the risk itself in none of
  // these cases: RULINGS R24.)
  CHECK(cases > 1000);
  CHECK(fewer_actions > 10);
  CHECK(thresholds > 1000);
  CHECK(literal > 2000);
  WARN("cases " << cases << ", adapting beats every plan in " << adaptive << ", same risk in fewer actions in " << fewer_actions << ", every policy enumerated in " << literal << ", threshold policies compared " << thresholds);
}

TEST_CASE("with a price on actions, the optimal policy equals the game tree's best and adapting pays", "[optimal][exact]") {
  // An action worth 1/8 to 1 mini (or wound, or defeat): the policy's objective plus the price times
  // its expected actions must equal the tree's best exactly; somewhere it must beat every plan.
  int cases = 0, adaptive = 0;
  for_each_small_face([&](const SmallFace& c) {
            const auto& [face_name, height, minis, wounds, budget, rules, u, f, ladder, p, plans] = c;
            for (Objective o : {Objective::minis_lost, Objective::wounds, Objective::defeat})
              for (const Q& price : {Q(1) / 8, Q(1) / 4, Q(1) / 2, Q(1)}) {
                const LegionOptimal opt = solve_legion_optimal(rules, u, f, height, Direction::up, 1.0 / 6,
                                                               OptimalGoal{o, budget, static_cast<double>(price)});
                INFO(face_name << " h" << height << " " << minis << "x" << wounds << " budget " << budget << " " << to_string(o) << " price " << price);
                REQUIRE(opt.policy.feasible);
                ++cases;
                const Tree tree{plans, ladder, p, o, price};
                std::vector<Step> prefix;
                const Pair best = tree.best(prefix, 0);
                const Pair got = evaluate_exactly(opt.policy.choices, ladder, p, o);
                CHECK(got.objective + price * got.actions == best.objective + price * best.actions);
                CHECK(got.actions == best.actions);
                bool adapts = true;
                for (const auto& plan : plans) {
                  const Tree one{{plan}, ladder, p, o, price};
                  std::vector<Step> pre;
                  const Pair fixed = one.best(pre, 0);
                  CHECK_FALSE(priced_less(fixed, best, price));
                  if (fixed.objective + price * fixed.actions == best.objective + price * best.actions) adapts = false;
                }
                adaptive += adapts ? 1 : 0;
              }
  });
  CHECK(cases > 300);
  CHECK(adaptive > 20);
  WARN("priced cases " << cases << ", adapting beats every plan in " << adaptive);
}

TEST_CASE("worked by hand: two troopers up ledges of height 2, an action worth 3/10 of a mini", "[optimal][exact]") {
  // docs/RULINGS.md R24. At height 1 with v troopers standing, a climb costs 2 actions (3/5) and a
  // clamber1 1 action (3/10) plus v/6 expected losses: climb when 2 stand (3/5 < 3/10 + 1/3),
  // clamber1 when 1 stands (3/10 + 1/6 < 3/5). From the ground, a clamber1 first is worth
  // 3/10 + 25/36 * 3/5 + 10/36 * (1 + 7/15) + 1/36 * 2 = 637/540, a climb first 2 * 3/5 = 6/5 = 648/540,
  // a clamber2 3/5 + 842/1296: the policy clambers first and then reads the dice. Expected minis lost
  // 10/36 * (1 + 1/6) + 1/36 * 2 = 41/108; expected actions 1 + 25/36 * 2 + 10/36 = 8/3.
  const LegionRules rules;
  const Unit u = trooper(2, 1);
  const LegionOptimal opt = solve_legion_optimal(rules, u, parse_face("ledges"), 2, Direction::up, 1.0 / 6,
                                                 OptimalGoal{Objective::minis_lost, 2, 0.3});
  REQUIRE(opt.policy.feasible);
  const Pair got = evaluate_exactly(opt.policy.choices, unit_ladder(rules, u), Q(1) / 6, Objective::minis_lost);
  CHECK(got.objective == Q(41) / 108);
  CHECK(got.actions == Q(8) / 3);
  CHECK(std::abs(opt.policy.objective - 41.0 / 108) < 1e-15);
  CHECK(std::abs(opt.policy.mean_actions - 8.0 / 3) < 1e-15);
  CHECK(opt.words == "from the ground: clamber1; at height 1: climb if no mini is lost, else clamber1");
  // The best fixed plan at the same price, climb+climb, is worth 6/5: adapting saves 11/540.
  const Q climb_climb = Q(3, 10) * 4;
  CHECK(climb_climb - (got.objective + Q(3, 10) * got.actions) == Q(11) / 540);
}

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
