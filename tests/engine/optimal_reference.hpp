// The references the optimal-play tests hold the solver to, sharing none of its code: exact
// fractions (Boost.Multiprecision), the game tree whose legal step sequences come from the plan
// enumeration, every deterministic policy enumerated, a policy table walked forward exactly.
#pragma once

#include <catch2/catch.hpp>

#include <boost/multiprecision/cpp_int.hpp>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "climbsim/analysis/optimal_play.hpp"
#include "climbsim/rules/legion_plans.hpp"

namespace climbsim::test {

using Q = boost::multiprecision::cpp_rational;


inline Q choose(int n, int k) {
  Q c = 1;
  for (int i = 1; i <= k; ++i) c = c * (n - k + i) / i;
  return c;
}

// P(W = w), W ~ Binomial(n, p), exactly.
inline Q binomial(int n, int w, const Q& p) {
  Q q = 1;
  for (int i = 0; i < w; ++i) q *= p;
  for (int i = 0; i < n - w; ++i) q *= (1 - p);
  return choose(n, w) * q;
}

inline Q score(Objective o, const WoundLadder& unit, int s) {
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
inline bool priced_less(const Pair& a, const Pair& b, const Q& price) {
  const Q va = a.objective + price * a.actions, vb = b.objective + price * b.actions;
  return va < vb || (va == vb && a.actions < b.actions);
}
inline bool lex_less(const Pair& a, const Pair& b) { return priced_less(a, b, 0); }

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
inline Pair evaluate_exactly(const PolicyChoices& c, const WoundLadder& unit, const Q& p, Objective o) {
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

inline std::vector<Plan> plans_within(const LegionRules& rules, const Unit& u, const Face& f, double h, Direction d, int budget) {
  std::vector<Plan> out;
  for (auto& plan : enumerate_plans(rules, u, f, h, d))
    if (plan.activations(rules.actions_per_activation) <= budget) out.push_back(std::move(plan));
  return out;
}

inline Unit trooper(int minis, int wounds, int jump = 0) {
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


}  // namespace climbsim::test
