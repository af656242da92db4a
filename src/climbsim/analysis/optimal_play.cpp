#include "climbsim/analysis/optimal_play.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <tuple>

namespace climbsim {

namespace {

std::string range_words(int lo, int hi, const std::string& unit) {
  if (lo == hi && lo == 1) return "1 " + unit.substr(0, unit.size() - 1);  // "1 wound", "1 mini"
  const std::string n = lo == hi ? std::to_string(lo) : std::to_string(lo) + "-" + std::to_string(hi);
  return n + " " + unit;
}

// One surface's choices, keyed by what they depend on: e.g. {survivors -> step name}.
std::string choice_words(const std::map<int, std::string>& by, const char* unit, bool more_is_first, int all_minis) {
  std::set<std::string> names;
  for (const auto& [_, n] : by) names.insert(n);
  if (names.size() == 1) return *names.begin();
  // Runs of the same step, from the most minis (or the fewest wounds) on.
  std::vector<std::tuple<int, int, std::string>> runs;
  const auto add = [&](int k, const std::string& n) {
    if (!runs.empty() && std::get<2>(runs.back()) == n) {
      std::get<0>(runs.back()) = std::min(std::get<0>(runs.back()), k);
      std::get<1>(runs.back()) = std::max(std::get<1>(runs.back()), k);
    } else {
      runs.emplace_back(k, k, n);
    }
  };
  if (more_is_first)
    for (auto it = by.rbegin(); it != by.rend(); ++it) add(it->first, it->second);
  else
    for (const auto& [k, n] : by) add(k, n);
  if (runs.size() == 2 && more_is_first && std::get<0>(runs[0]) == all_minis)
    return std::get<2>(runs[0]) + " if no mini is lost, else " + std::get<2>(runs[1]);
  if (runs.size() == 2 && more_is_first)
    return std::get<2>(runs[0]) + " if " + std::to_string(std::get<0>(runs[0])) + " or more " + unit + " are left, else " + std::get<2>(runs[1]);
  std::string out;
  for (const auto& [lo, hi, n] : runs)
    out += (out.empty() ? "" : ", ") + n + " with " + range_words(lo, hi, unit) + (more_is_first ? " left" : " taken");
  return out;
}

std::string policy_words(const LegionOptimal& o, const WoundLadder& ladder, Direction direction) {
  const auto& pol = o.policy;
  const std::size_t states = static_cast<std::size_t>(ladder.cap() + 1);
  // For each surface the walk stands on: the step by survivors, and by wounds taken; whether the
  // activation's bookkeeping alone changes it.
  struct Seen {
    std::map<int, std::set<std::string>> by_survivors, by_wounds;
  };
  std::map<std::size_t, Seen> at;
  for (std::size_t stage = 0; stage < pol.stages.size(); ++stage)
    for (std::size_t w = 0; w < states; ++w) {
      const int step = pol.taken[stage * states + w];
      if (step < 0) continue;
      const std::size_t surface = pol.stages[stage].position;
      const std::string name = o.steps[surface][static_cast<std::size_t>(step)].name();
      at[surface].by_survivors[ladder.survivors(static_cast<int>(w))].insert(name);
      at[surface].by_wounds[static_cast<int>(w)].insert(name);
    }
  std::string out;
  for (const auto& [surface, seen] : at) {
    const auto single = [](const std::map<int, std::set<std::string>>& m, std::map<int, std::string>& flat) {
      for (const auto& [k, names] : m) {
        if (names.size() != 1) return false;
        flat[k] = *names.begin();
      }
      return true;
    };
    std::map<int, std::string> flat;
    std::string what;
    if (single(seen.by_survivors, flat)) what = choice_words(flat, "minis", true, ladder.minis());
    else if (flat.clear(), single(seen.by_wounds, flat)) what = choice_words(flat, "wounds", false, ladder.minis());
    else what = "by the activation's actions left (see --policy)";
    out += (out.empty() ? "from " : "; at ") + surface_words(o.surfaces, surface, direction) + ": " + what;
  }
  return out;
}

}  // namespace

namespace {

LegionOptimal solve_on(std::vector<double> surfaces, std::vector<std::vector<Step>> steps, const StepGraph& g, const WoundLadder& ladder,
                       Direction direction, double p, const OptimalGoal& goal, bool whole_table) {
  LegionOptimal o;
  o.surfaces = std::move(surfaces);
  o.steps = std::move(steps);
  o.policy = solve_optimal(g, ladder, p, goal, whole_table);
  if (o.policy.feasible) o.words = policy_words(o, ladder, direction);
  return o;
}

}  // namespace

LegionOptimal solve_legion_optimal(const LegionRules& rules, const Unit& unit, const Face& face, double height,
                                   Direction direction, double p, const OptimalGoal& goal, bool whole_table) {
  std::vector<std::vector<Step>> steps;
  const StepGraph g = legion_step_graph(rules, unit, face, height, direction, &steps);
  return solve_on(surfaces(face, height, direction), std::move(steps), g, unit_ladder(rules, unit), direction, p, goal, whole_table);
}

LegionOptimal solve_route_optimal(const LegionRules& rules, const Unit& unit, const FaceRoute& route, Direction direction, double p,
                                  const OptimalGoal& goal, bool whole_table) {
  std::vector<std::vector<Step>> steps;
  const StepGraph g = legion_route_graph(rules, unit, route, direction, &steps);
  return solve_on(route_surfaces(route, direction), std::move(steps), g, unit_ladder(rules, unit), direction, p, goal, whole_table);
}

std::vector<LegionFrontPoint> legion_optimal_front(const LegionRules& rules, const Unit& unit, const Face& face, double height,
                                                   Direction direction, double p, Objective objective, int activations) {
  LegionOptimal o;
  o.surfaces = surfaces(face, height, direction);
  const StepGraph g = legion_step_graph(rules, unit, face, height, direction, &o.steps);
  const WoundLadder ladder = unit_ladder(rules, unit);
  std::vector<LegionFrontPoint> out;
  for (auto& f : optimal_front(g, ladder, p, objective, activations)) {
    o.policy = std::move(f.policy);
    out.push_back({f.price_low, f.price_high, o.policy.objective, o.policy.mean_actions, policy_words(o, ladder, direction)});
  }
  return out;
}

std::optional<AdaptingGain> adapting_gain(const std::vector<PlanPoint>& plans, const std::vector<LegionFrontPoint>& front, double at_least) {
  std::optional<AdaptingGain> best;
  for (const auto& p : plans) {
    const bool dominated = std::any_of(plans.begin(), plans.end(), [&](const PlanPoint& q) {
      return q.actions <= p.actions && q.objective <= p.objective && (q.actions < p.actions || q.objective < p.objective);
    });
    if (dominated) continue;
    // The front runs from the most actions to the fewest: the first vertex not above the plan's.
    const auto v = std::find_if(front.begin(), front.end(), [&](const LegionFrontPoint& f) { return f.mean_actions <= p.actions + 1e-9; });
    if (v == front.end()) continue;
    const double saves = p.objective - v->objective;
    if (saves >= at_least && (!best || saves > best->saves)) best = AdaptingGain{p, *v, saves};
  }
  return best;
}

std::optional<double> front_objective_at(const std::vector<LegionFrontPoint>& front, double actions) {
  // The vertices run from the most actions (least objective) to the fewest.
  for (std::size_t i = 0; i < front.size(); ++i) {
    const auto& a = front[i];
    if (std::abs(actions - a.mean_actions) <= 1e-12) return a.objective;
    if (i + 1 < front.size()) {
      const auto& b = front[i + 1];
      if (actions < a.mean_actions && actions > b.mean_actions)
        return b.objective + (a.objective - b.objective) * (actions - b.mean_actions) / (a.mean_actions - b.mean_actions);
    }
  }
  // More actions than the least-objective play spends: it is still available (the budget allows it).
  if (!front.empty() && actions > front.front().mean_actions) return front.front().objective;
  return std::nullopt;
}

}  // namespace climbsim
