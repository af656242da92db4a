// The routes a map has found: each told apart by its steps and its dice, with its exact figures.
//
// Contract: start() is the empty route; extend(r, step, dice, actions) is route r with one more
// step (dice per mini, 0 for none; its actions), the same id whenever asked again; better(a, b)
// picks the one with fewer expected wounds, a on a tie or when b is -1. A route's figures come from
// the Markov chain of its dice (engine/exact.hpp), computed once per distinct dice sequence, and on
// request its Monte Carlo twin (engine/plan_model.hpp).
#pragma once

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "climbsim/analysis/reach.hpp"
#include "climbsim/random/stream_identity.hpp"

namespace climbsim {

class RouteBook {
 public:
  RouteBook(WoundLadder unit, double p_block) : unit_(std::move(unit)), p_block_(p_block) {}

  int start() { return id("", {}, 0); }
  int extend(int route, const std::string& step, int dice, int actions);
  // Inline: asked once per cell of every layer and move.
  [[nodiscard]] int better(int a, int b) const {
    if (a < 0) return b;
    if (b < 0) return a;
    return routes_[static_cast<std::size_t>(b)].mean_wounds < routes_[static_cast<std::size_t>(a)].mean_wounds - 1e-12 ? b : a;
  }
  [[nodiscard]] const Route& operator[](int route) const { return routes_[static_cast<std::size_t>(route)]; }
  std::vector<Route>& routes() { return routes_; }
  // Gives every route its Monte Carlo twin: one run per distinct dice sequence (routes that roll
  // the same dice share their figures), seeded from `key` and the dice.
  void add_monte_carlo(const StreamIdentity& map, const McOptions& mc);

 private:
  int id(const std::string& name, const std::vector<int>& dice, int actions);

  WoundLadder unit_;
  double p_block_;
  std::vector<Route> routes_;
  std::map<std::pair<std::string, std::vector<int>>, int> by_key_;
  std::map<std::pair<int, std::string>, int> extended_;
  std::map<std::vector<int>, std::pair<double, double>> exact_by_dice_;  // mean wounds, P(no mini lost)
};

// One step added to many routes in a row (a move's result, cell by cell): book.extend with the step
// fixed, remembering the route asked last, since neighbouring cells mostly share theirs. The same
// ids as extend itself, for a fraction of its lookups.
class StepOnto {
 public:
  StepOnto(RouteBook& book, std::string step, int dice, int actions) : book_(book), step_(std::move(step)), dice_(dice), actions_(actions) {}
  int operator()(int route) {
    if (route != last_in_) last_in_ = route, last_out_ = book_.extend(route, step_, dice_, actions_);
    return last_out_;
  }

 private:
  RouteBook& book_;
  std::string step_;
  int dice_, actions_;
  int last_in_ = -2, last_out_ = -1;
};

}  // namespace climbsim
