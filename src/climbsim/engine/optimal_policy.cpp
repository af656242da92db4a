#include "climbsim/engine/optimal_policy.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <stdexcept>
#include <string>
#include <tuple>

#include "climbsim/platform/double_double.hpp"
#include "climbsim/random/binomial.hpp"

namespace climbsim {

double objective_score(Objective objective, const WoundLadder& unit, int wounds) {
  switch (objective) {
    case Objective::minis_lost: return unit.lost(wounds);
    case Objective::wounds: return wounds;
    case Objective::defeat: return wounds == unit.cap() ? 1.0 : 0.0;
  }
  return 0;
}

namespace {

// Differences below this are rounding, not a better choice: the laws are double-double
// (binomial_pmf_dd) and so are the sums, so two choices of the same exact value differ by about
// 2^-100 of it, and the figures here are at most a few dozen; two of different values differ by far
// more (a probability of 6^-24 is 2e-19).
constexpr double kTie = 1e-24;

struct Value {
  bool known = false, feasible = false;
  DoubleDouble objective, actions;
  int step = -1;  // the step chosen (index into the position's list)
};

bool better(const DoubleDouble& obj, const DoubleDouble& act, const Value& than, double price, bool actions_first) {
  if (actions_first) {
    const double a = (act - than.actions).value();
    if (a < -kTie) return true;
    if (a > kTie) return false;
    return (obj - than.objective).value() < -kTie;
  }
  const double d = ((obj + act * DoubleDouble(price)) - (than.objective + than.actions * DoubleDouble(price))).value();
  if (d < -kTie) return true;
  if (d > kTie) return false;
  return (act - than.actions).value() < -kTie;
}

class Solver {
 public:
  Solver(const StepGraph& graph, const WoundLadder& unit, double p, const OptimalGoal& goal)
      : g_(graph), unit_(unit), p_(p), objective_(goal.objective), price_(goal.action_price), actions_first_(goal.actions_first),
        budget_(goal.activations),
        a_(graph.actions_per_activation), states_(unit.cap() + 1) {
    const int activations = goal.activations;
    if (!(price_ >= 0) || !std::isfinite(price_)) throw std::invalid_argument("optimal policy: the price of an action must be 0 or more");
    if (graph.from.size() != graph.last + 1) throw std::invalid_argument("optimal policy: the graph needs a list of steps for every position");
    if (a_ < 1) throw std::invalid_argument("optimal policy: an activation needs at least one action");
    if (activations < 1) throw std::invalid_argument("optimal policy: the budget must allow at least one activation");
    for (std::size_t i = 0; i < graph.from.size(); ++i)
      for (const auto& s : graph.from[i]) {
        if (s.next <= i || s.next > graph.last) throw std::invalid_argument("optimal policy: a step must lead to a later position");
        if (s.actions > a_) throw std::invalid_argument("optimal policy: a step needs more actions than an activation has");
        if (s.dice_per_mini < 0 || s.actions < 0) throw std::invalid_argument("optimal policy: negative dice or actions");
      }
    memo_.assign(index_count(), Value{});
  }

  // The state after taking `s` from `at` before its dice are rolled (wounds unchanged), or nothing
  // when the step may not be taken there (budget spent, a rider with no paid step beside it).
  [[nodiscard]] std::optional<WalkState> after(const WalkState& at, const GraphStep& s) const {
    WalkState to = at;
    to.position = s.next;
    if (s.rider) {
      if (at.ride == 2) return std::nullopt;  // two riders in a row: the second has no paid neighbour
      to.ride = at.ride == 1 ? 0 : 2;
    } else if (s.actions > 0) {
      if (at.ride == 2 && s.carries_rider) return std::nullopt;
      to.ride = (at.ride == 2 || s.carries_rider) ? 0 : 1;
    } else {
      if (at.ride == 2) return std::nullopt;
      to.ride = 0;
    }
    if (s.actions > 0) {
      const bool opens = at.used + s.actions > a_ || (s.once_per_activation && at.once);
      if (opens) {
        if (at.opened + 1 > budget_) return std::nullopt;
        to.opened = at.opened + 1;
        to.used = s.actions;
        to.once = s.once_per_activation;
      } else {
        to.used = at.used + s.actions;
        to.once = at.once || s.once_per_activation;
      }
    }
    return to;
  }

  [[nodiscard]] bool ends(const WalkState& st) const { return st.position == g_.last || st.wounds == unit_.cap(); }

  const Value& value(const WalkState& st) {
    Value& v = memo_[index(st)];
    if (v.known) return v;
    v.known = true;
    if (st.wounds == unit_.cap() || st.position == g_.last) {
      // Defeated, or at the end: a rider still waiting for its paid step makes the walk illegal.
      v.feasible = st.wounds == unit_.cap() || st.ride != 2;
      v.objective = objective_score(objective_, unit_, st.wounds);
      v.actions = 0;
      return v;
    }
    const auto& steps = g_.from[st.position];
    Value best;
    for (std::size_t k = 0; k < steps.size(); ++k) {
      const auto c = choice(st, steps[k]);
      if (!c) continue;
      if (!best.feasible || better(c->first, c->second, best, price_, actions_first_)) {
        best.feasible = true;
        best.objective = c->first;
        best.actions = c->second;
        best.step = static_cast<int>(k);
      }
    }
    best.known = true;
    Value& slot = memo_[index(st)];  // value() above may have grown nothing, but re-read the slot
    slot = best;
    return slot;
  }

  // The expected objective and actions of taking `s` at `st`, then playing optimally; nothing when
  // the step may not be taken or some path after it cannot finish within the budget.
  std::optional<std::pair<DoubleDouble, DoubleDouble>> choice(const WalkState& st, const GraphStep& s) {
    const auto to = after(st, s);
    if (!to) return std::nullopt;
    const int rolled = unit_.survivors(st.wounds) * s.dice_per_mini;
    const auto& pmf = pmf_of(rolled);
    DoubleDouble obj = 0, act = static_cast<double>(s.actions);
    for (int w = 0; w <= rolled; ++w) {
      WalkState next = *to;
      next.wounds = std::min(unit_.cap(), st.wounds + w);
      const Value v = value(next);  // a copy: the memo does not move, but keep the figures apart
      if (!v.feasible) return std::nullopt;  // every count of wounds the dice allow is a path
      obj = obj + pmf[static_cast<std::size_t>(w)] * v.objective;
      act = act + pmf[static_cast<std::size_t>(w)] * v.actions;
    }
    return std::pair{obj, act};
  }

  [[nodiscard]] std::vector<WalkState> outcomes(const WalkState& st, const GraphStep& s) const {
    std::vector<WalkState> out;
    const auto to = after(st, s);
    if (!to) return out;
    const int rolled = unit_.survivors(st.wounds) * s.dice_per_mini;
    for (int w = 0; w <= rolled; ++w) {
      WalkState next = *to;
      next.wounds = std::min(unit_.cap(), st.wounds + w);
      out.push_back(next);
      if (next.wounds == unit_.cap()) break;
    }
    return out;
  }

  [[nodiscard]] WalkState start() const { return WalkState{0, 0, a_, false, 0, 0}; }

 private:
  const StepGraph& g_;
  const WoundLadder& unit_;
  double p_;
  Objective objective_;
  double price_;
  bool actions_first_;
  int budget_, a_, states_;
  std::vector<Value> memo_;
  std::map<int, std::vector<DoubleDouble>> pmfs_;  // the law of W by dice rolled

  const std::vector<DoubleDouble>& pmf_of(int rolled) {
    auto it = pmfs_.find(rolled);
    if (it == pmfs_.end()) it = pmfs_.emplace(rolled, binomial_pmf_dd(rolled, p_)).first;
    return it->second;
  }

  [[nodiscard]] std::size_t index_count() const {
    return (g_.last + 1) * static_cast<std::size_t>(states_) * static_cast<std::size_t>(a_ + 1) * 2 * static_cast<std::size_t>(budget_ + 1) * 3;
  }
  [[nodiscard]] std::size_t index(const WalkState& s) const {
    std::size_t i = s.position;
    i = i * static_cast<std::size_t>(states_) + static_cast<std::size_t>(s.wounds);
    i = i * static_cast<std::size_t>(a_ + 1) + static_cast<std::size_t>(s.used);
    i = i * 2 + (s.once ? 1 : 0);
    i = i * static_cast<std::size_t>(budget_ + 1) + static_cast<std::size_t>(s.opened);
    return i * 3 + static_cast<std::size_t>(s.ride);
  }
};

// A stage: a state without its wounds.
using StageKey = std::tuple<std::size_t, int, bool, int, int>;
StageKey stage_of(const WalkState& s) { return {s.position, s.used, s.once, s.opened, s.ride}; }
using StateKey = std::tuple<std::size_t, int, bool, int, int, int>;
StateKey key_of(const WalkState& s) { return {s.position, s.used, s.once, s.opened, s.ride, s.wounds}; }

}  // namespace

double optimal_solve_work(const StepGraph& graph, const WoundLadder& unit, int activations) {
  constexpr double kUnitsPerState = 16;
  const double a = std::max(1, graph.actions_per_activation);
  const double states = static_cast<double>(graph.last + 1) * (unit.cap() + 1) * (a + 1) * 2 * (std::max(1, activations) + 1) * 3;
  return kUnitsPerState * states;
}

OptimalPolicy solve_optimal(const StepGraph& graph, const WoundLadder& unit, double p, const OptimalGoal& goal, bool whole_table) {
  Solver solver(graph, unit, p, goal);
  OptimalPolicy out;
  const WalkState start = solver.start();
  const Value root = solver.value(start);
  out.feasible = root.feasible;
  if (!out.feasible) return out;
  out.objective = root.objective.value();
  out.mean_actions = root.actions.value();

  // The states the optimal policy reaches (every count of wounds the dice allow), by stage.
  std::map<StageKey, std::map<int, int>> reached;  // stage -> wounds -> step taken
  std::vector<WalkState> todo = {start};
  std::map<StateKey, bool> seen;
  while (!todo.empty()) {
    const WalkState st = todo.back();
    todo.pop_back();
    if (seen[key_of(st)]) continue;
    seen[key_of(st)] = true;
    if (solver.ends(st)) continue;
    const Value& v = solver.value(st);
    reached[stage_of(st)][st.wounds] = v.step;
    for (const auto& next : solver.outcomes(st, graph.from[st.position][static_cast<std::size_t>(v.step)])) todo.push_back(next);
  }
  // Stages in key order: position first, so every move leads to a later stage.
  std::map<StageKey, std::size_t> number;
  for (const auto& [k, _] : reached) {
    const auto n = number.size();
    number[k] = n;
    out.stages.push_back(WalkState{std::get<0>(k), 0, std::get<1>(k), std::get<2>(k), std::get<3>(k), std::get<4>(k)});
  }
  const std::size_t states = static_cast<std::size_t>(unit.cap() + 1);
  out.choices.last = number.size();
  out.choices.states = unit.cap() + 1;
  out.choices.actions_per_activation = graph.actions_per_activation;
  // Where the walk never stands, a move to the end with no dice and no actions (never walked).
  out.choices.moves.assign((out.choices.last + 1) * states, PolicyMove{0, 0, out.choices.last, false});
  out.taken.assign((out.choices.last + 1) * states, -1);
  for (const auto& [k, by_wounds] : reached) {
    const std::size_t stage = number.at(k);
    for (const auto& [w, step] : by_wounds) {
      const GraphStep& s = graph.from[std::get<0>(k)][static_cast<std::size_t>(step)];
      WalkState st = out.stages[stage];
      st.wounds = w;
      const WalkState to = *solver.after(st, s);
      const std::size_t next = to.position == graph.last ? out.choices.last : number.at(stage_of(to));
      out.choices.moves[stage * states + static_cast<std::size_t>(w)] = PolicyMove{s.dice_per_mini, s.actions, next, s.once_per_activation};
      out.taken[stage * states + static_cast<std::size_t>(w)] = step;
    }
  }
  if (!whole_table) return out;

  // The whole decision table: every state some feasible policy reaches.
  std::map<StateKey, Decision> table;
  todo = {start};
  while (!todo.empty()) {
    const WalkState st = todo.back();
    todo.pop_back();
    if (solver.ends(st) || table.count(key_of(st))) continue;
    Decision d;
    d.state = st;
    const Value v = solver.value(st);
    const auto& steps = graph.from[st.position];
    for (std::size_t k = 0; k < steps.size(); ++k) {
      const auto c = solver.choice(st, steps[k]);
      if (!c) continue;
      if (static_cast<int>(k) == v.step) d.chosen = d.choices.size();
      d.choices.push_back(ChoiceValue{k, c->first.value(), c->second.value()});
      for (const auto& next : solver.outcomes(st, steps[k])) todo.push_back(next);
    }
    table.emplace(key_of(st), std::move(d));
  }
  for (auto& [_, d] : table) out.table.push_back(std::move(d));
  return out;
}

namespace {

// B is reached by the hull's walk from A when B has fewer actions; both are vertices.
void refine(const StepGraph& graph, const WoundLadder& unit, double p, Objective objective, int activations, const OptimalPolicy& a,
            const OptimalPolicy& b, std::vector<OptimalPolicy>& between) {
  constexpr double kSame = 1e-12;
  const double da = a.mean_actions - b.mean_actions;
  if (da <= kSame) return;
  const double price = (b.objective - a.objective) / da;
  if (!(price > 0)) return;  // b is no worse in the objective: a is not on the hull's lower side
  OptimalPolicy c = solve_optimal(graph, unit, p, OptimalGoal{objective, activations, price, false});
  const double at_a = a.objective + price * a.mean_actions, at_c = c.objective + price * c.mean_actions;
  const bool new_vertex = at_c < at_a - kSame * (1 + std::abs(at_a)) && std::abs(c.mean_actions - a.mean_actions) > kSame &&
                          std::abs(c.mean_actions - b.mean_actions) > kSame;
  if (!new_vertex) return;
  refine(graph, unit, p, objective, activations, a, c, between);
  between.push_back(c);
  refine(graph, unit, p, objective, activations, c, b, between);
}

}  // namespace

std::vector<FrontPoint> optimal_front(const StepGraph& graph, const WoundLadder& unit, double p, Objective objective, int activations) {
  OptimalPolicy least = solve_optimal(graph, unit, p, OptimalGoal{objective, activations, 0, false});
  if (!least.feasible) return {};
  OptimalPolicy fastest = solve_optimal(graph, unit, p, OptimalGoal{objective, activations, 0, true});
  std::vector<OptimalPolicy> hull = {least};
  refine(graph, unit, p, objective, activations, least, fastest, hull);
  if (least.mean_actions - fastest.mean_actions > 1e-12 && fastest.objective > least.objective) hull.push_back(std::move(fastest));
  std::vector<FrontPoint> front;
  for (std::size_t i = 0; i < hull.size(); ++i) {
    FrontPoint f;
    // Where the price makes this vertex tie with its neighbours.
    const auto tie = [&](const OptimalPolicy& more, const OptimalPolicy& fewer) {
      return (fewer.objective - more.objective) / (more.mean_actions - fewer.mean_actions);
    };
    f.price_low = i == 0 ? 0.0 : tie(hull[i - 1], hull[i]);
    f.price_high = i + 1 == hull.size() ? std::numeric_limits<double>::infinity() : tie(hull[i], hull[i + 1]);
    f.policy = std::move(hull[i]);
    front.push_back(std::move(f));
  }
  return front;
}

}  // namespace climbsim
