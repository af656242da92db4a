#include "climbsim/analysis/route_book.hpp"

#include "climbsim/engine/exact.hpp"
#include "climbsim/engine/plan_model.hpp"

namespace climbsim {

int RouteBook::id(const std::string& name, const std::vector<int>& dice, int actions) {
  // Routes are told apart by their steps and their dice: a ladder on one face changes the dice,
  // not the name (RULINGS M6).
  auto key = std::make_pair(name, dice);
  if (auto it = by_key_.find(key); it != by_key_.end()) return it->second;
  auto law = exact_by_dice_.find(dice);
  if (law == exact_by_dice_.end()) {
    const Eigen::VectorXd p = wounds_after(unit_, dice, p_block_);
    double mean = 0;
    for (Eigen::Index s = 0; s < p.size(); ++s) mean += static_cast<double>(s) * p(s);
    law = exact_by_dice_.emplace(dice, std::make_pair(mean, p.head(unit_.falls_at().front()).sum())).first;  // before the first mini falls
  }
  Route r;
  r.name = name;
  r.dice = dice;
  r.actions = actions;
  r.mean_wounds = law->second.first;
  r.p_unit_intact = law->second.second;
  routes_.push_back(std::move(r));
  return by_key_[std::move(key)] = static_cast<int>(routes_.size() - 1);
}

int RouteBook::extend(int route, const std::string& step, int dice, int actions) {
  const auto key = std::make_pair(route, step + "/" + std::to_string(dice));
  if (auto it = extended_.find(key); it != extended_.end()) return it->second;
  const Route r = routes_[static_cast<std::size_t>(route)];  // a copy: id() may grow routes_
  std::vector<int> d = r.dice;
  if (dice > 0) d.push_back(dice);
  const int next = id(r.name.empty() ? step : r.name + "+" + step, d, r.actions + actions);
  extended_.emplace(key, next);
  return next;
}

void RouteBook::add_monte_carlo(const StreamIdentity& map, const McOptions& mc) {
  std::map<std::vector<int>, WoundEstimate> by_dice;
  for (auto& r : routes_) {
    auto it = by_dice.find(r.dice);
    if (it == by_dice.end()) {
      const PlanModel model(unit_, p_block_, r.dice);
      StreamIdentity id = map;
      id.field("dice_steps", static_cast<int>(r.dice.size()));
      for (int d : r.dice) id.field("dice", d);
      const auto tally = run_monte_carlo(model, id.key(), StreamId::clamber, mc);
      it = by_dice.emplace(r.dice, estimate(tally, unit_, model.most_wounds())).first;
    }
    const auto& e = it->second;
    r.samples = e.samples;
    r.mc_p_unit_intact = 1.0 - e.p_mini_lost;
    r.mc_p_unit_intact_ci = Interval{1.0 - e.p_mini_lost_ci.high, 1.0 - e.p_mini_lost_ci.low};
  }
}

}  // namespace climbsim
