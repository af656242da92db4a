#include "climbsim/analysis/reach.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <stdexcept>

#include "climbsim/engine/exact.hpp"
#include "climbsim/engine/plan_model.hpp"
#include "climbsim/io/csv.hpp"
#include "climbsim/terrain/straight_legs.hpp"

namespace climbsim {

namespace {

constexpr int kNone = -1;

// Best route id per cell on each level, for the states reachable with at most k actions.
using Layer = std::vector<std::vector<int>>;

class Planner {
 public:
  Planner(const Terrain& terrain, const ReachOptions& o) : t_(terrain), o_(o) {
    grid_.resolution = o.resolution;
    grid_.nx = static_cast<int>(std::ceil(terrain.width / o.resolution - 1e-9));
    grid_.ny = static_cast<int>(std::ceil(terrain.depth / o.resolution - 1e-9));
    surf_.base_radius = o.unit.base_mm / 25.4 / 2;
    surf_.mini_height = o.unit.mini_height;
    surf_.jump = o.unit.keywords.jump;
    levels_ = build_levels(terrain, grid_, surf_);
    if (surf_.jump > 0) jump_free_ = jump_free(terrain, grid_, surf_);
    crossings_ = crossings(terrain, grid_, levels_, surf_, o.rules.over_max_height);
  }

  ReachMap run();

 private:
  int route_id(const std::string& name, std::vector<int> dice);
  int better(int a, int b) const;  // the route with fewer expected wounds (a wins ties)
  void offer(Layer& layer, int level, std::size_t cell, int route) const;
  void moves(const Layer& from, Layer& to, bool jump);
  const StraightLegs& legs(int speed);
  void climbs(const Layer& from, Layer& one, Layer& two);

  const Terrain& t_;
  const ReachOptions& o_;
  Grid grid_;
  SurfaceOptions surf_;
  std::vector<Level> levels_;
  std::vector<std::uint8_t> jump_free_;
  std::vector<Crossing> crossings_;
  std::vector<Route> routes_;
  std::map<std::string, int> by_name_;
  std::map<int, StraightLegs> legs_;  // by speed
};

const StraightLegs& Planner::legs(int speed) {
  speed = std::clamp(speed, 1, 3);
  auto it = legs_.find(speed);
  if (it == legs_.end()) {
    // The tool's two equal segments, each carrying half the base diameter: the centre travels
    // tool length + base diameter in two straight legs joined at the joint (RULINGS M2).
    const double leg = (o_.rules.tool_lengths[static_cast<std::size_t>(speed - 1)] + 2 * surf_.base_radius) / 2;
    it = legs_.emplace(speed, StraightLegs(grid_, leg)).first;
  }
  return it->second;
}

int Planner::route_id(const std::string& name, std::vector<int> dice) {
  if (auto it = by_name_.find(name); it != by_name_.end()) return it->second;
  Route r;
  r.name = name;
  r.dice = std::move(dice);
  const int m = o_.unit.minis, w = o_.unit.wounds_per_mini;
  const Eigen::VectorXd law = wounds_after(m, w, r.dice, o_.die.p_block());
  for (Eigen::Index s = 0; s < law.size(); ++s) r.mean_wounds += static_cast<double>(s) * law(s);
  r.p_unit_intact = law.head(w).sum();  // fewer wounds than one mini has
  routes_.push_back(std::move(r));
  return by_name_[name] = static_cast<int>(routes_.size() - 1);
}

int Planner::better(int a, int b) const {
  if (a == kNone) return b;
  if (b == kNone) return a;
  return routes_[static_cast<std::size_t>(b)].mean_wounds < routes_[static_cast<std::size_t>(a)].mean_wounds - 1e-12 ? b : a;
}

void Planner::offer(Layer& layer, int level, std::size_t cell, int route) const {
  int& slot = layer[static_cast<std::size_t>(level)][cell];
  slot = better(slot, route);
}

void Planner::moves(const Layer& from, Layer& to, bool jump) {
  const int speed = o_.unit.speed;
  std::vector<int> sources_at(grid_.cells()), joint(grid_.cells()), via(grid_.cells());
  // Group sources by the dice their routes roll: routes with the same dice are worth the same, so
  // one search per group serves them all, each cell taking the route of the source that reached it.
  for (std::size_t l = 0; l < levels_.size(); ++l) {
    const bool on_ground = l == 0;
    if (jump && !on_ground) continue;  // jumps start from the ground or the roofs they may land on
    const auto& lvl = levels_[l];
    std::map<std::vector<int>, std::vector<std::pair<std::size_t, int>>> groups;
    for (std::size_t c = 0; c < grid_.cells(); ++c) {
      if (from[l][c] != kNone) groups[routes_[static_cast<std::size_t>(from[l][c])].dice].push_back({c, from[l][c]});
      if (jump)  // roofs the jump may start from
        for (std::size_t r = 1; r < levels_.size(); ++r)
          if (levels_[r].height <= o_.unit.keywords.jump && from[r][c] != kNone)
            groups[routes_[static_cast<std::size_t>(from[r][c])].dice].push_back({c, from[r][c]});
    }
    for (const auto& [dice, sources] : groups) {
      struct Run { const std::vector<std::uint8_t>* avoid; int speed; bool filter; };
      std::vector<Run> runs;
      if (jump) runs.push_back({nullptr, speed, false});  // a jump ignores that terrain altogether
      else if (o_.unit.keywords.unhindered || !on_ground || speed == 1) runs.push_back({nullptr, speed, false});
      else runs = {{&lvl.difficult, speed, true}, {nullptr, speed - 1, false}};  // speed -1 in difficult terrain
      for (const auto& run : runs) {
        std::vector<std::pair<std::size_t, int>> start;
        for (const auto& s : sources)
          if (!run.filter || !lvl.difficult[s.first]) start.push_back(s);
        if (start.empty()) continue;
        // Two straight legs, the second from wherever the first could bend: the tool's one joint.
        std::fill(sources_at.begin(), sources_at.end(), kNone);
        for (const auto& [cell, route] : start) sources_at[cell] = route;
        const auto& free = jump ? jump_free_ : lvl.free;
        legs(run.speed).spread(free, run.avoid, sources_at, joint);
        legs(run.speed).spread(free, run.avoid, joint, via);
        const std::string step = jump ? "jump" : "move" + std::to_string(run.speed);
        std::map<int, int> renamed;  // source route -> route with this move appended
        for (std::size_t c = 0; c < grid_.cells(); ++c) {
          if (via[c] == kNone) continue;
          auto it = renamed.find(via[c]);
          if (it == renamed.end()) {
            const Route r = routes_[static_cast<std::size_t>(via[c])];  // a copy: route_id may grow routes_
            it = renamed.emplace(via[c], route_id(r.name.empty() ? step : r.name + "+" + step, r.dice)).first;
          }
          int level = static_cast<int>(l);
          if (jump) {  // landing on a roof the jump ignores, or on the ground
            level = kNone;
            for (std::size_t r = 1; r < levels_.size() && level == kNone; ++r)
              if (levels_[r].height <= o_.unit.keywords.jump && levels_[r].free[c]) level = static_cast<int>(r);
            if (level == kNone && levels_[0].free[c]) level = 0;
            if (level == kNone) continue;
          }
          offer(to, level, c, it->second);
        }
      }
    }
  }
}

void Planner::climbs(const Layer& from, Layer& one, Layer& two) {
  const Unit& u = o_.unit;
  for (const auto& x : crossings_) {
    const int src = from[static_cast<std::size_t>(x.from_level)][x.from_cell];
    if (src == kNone) continue;
    // Cohesion (RULINGS M5): going up higher than height 1, every mini must fit on the roof.
    if (x.to_level > 0 && x.height > 1.0 && levels_[static_cast<std::size_t>(x.to_level)].capacity < u.minis) continue;
    if (x.to_level > 0 && levels_[static_cast<std::size_t>(x.to_level)].capacity < 1) continue;
    const Route r = routes_[static_cast<std::size_t>(src)];  // a copy: route_id may grow routes_
    const auto add = [&](Layer& layer, const char* step, int dice) {
      std::vector<int> d = r.dice;
      if (dice > 0) d.push_back(dice);
      offer(layer, x.to_level, x.to_cell, route_id(r.name.empty() ? step : r.name + "+" + step, d));
    };
    const MoveCost cost_climb = resolve(o_.rules, u, {Method::climb, x.height, x.ladder});
    const MoveCost cost_clamber = resolve(o_.rules, u, {x.over_wall ? Method::clamber_over : Method::clamber, x.height, x.ladder});
    if (!x.over_wall && cost_climb.legal) add(two, "climb", 0);
    if (cost_clamber.legal) {
      const char* name = x.over_wall ? "clamber-over" : (cost_clamber.actions == 1 ? "clamber1" : "clamber2");
      add(cost_clamber.actions == 1 ? one : two, name, cost_clamber.dice_per_mini);
    }
  }
}

ReachMap Planner::run() {
  ReachMap map;
  map.grid = grid_;
  const auto start = grid_.cell_at(o_.start_x, o_.start_y);
  if (o_.start_x < 0 || o_.start_y < 0 || o_.start_x > t_.width || o_.start_y > t_.depth || !levels_[0].free[start])
    throw std::invalid_argument("the start " + format_number(o_.start_x) + "," + format_number(o_.start_y) +
                                " is not a place on the ground where the leader's base fits");
  map.start_cell = start;
  const std::size_t L = levels_.size();
  std::vector<Layer> layers(static_cast<std::size_t>(o_.actions) + 2, Layer(L, std::vector<int>(grid_.cells(), kNone)));
  layers[0][0][start] = route_id("", {});
  std::vector<std::vector<int>> first(L, std::vector<int>(grid_.cells(), kNone));
  for (int k = 0; k <= o_.actions; ++k) {
    auto& here = layers[static_cast<std::size_t>(k)];
    for (std::size_t l = 0; l < L; ++l)
      for (std::size_t c = 0; c < grid_.cells(); ++c)
        if (here[l][c] != kNone && first[l][c] == kNone) first[l][c] = k;
    if (k == o_.actions) break;
    auto& next = layers[static_cast<std::size_t>(k) + 1];
    auto& after = layers[static_cast<std::size_t>(k) + 2];
    for (std::size_t l = 0; l < L; ++l)  // a unit may always stop early
      for (std::size_t c = 0; c < grid_.cells(); ++c) next[l][c] = better(next[l][c], here[l][c]);
    moves(here, next, false);
    if (o_.unit.keywords.jump > 0) moves(here, next, true);
    climbs(here, next, after);
  }
  const auto& last = layers[static_cast<std::size_t>(o_.actions)];
  for (int j = 0; j < grid_.ny; ++j)
    for (int i = 0; i < grid_.nx; ++i)
      for (std::size_t l = 0; l < L; ++l) {
        const auto c = grid_.index(i, j);
        if (!levels_[l].surface[c]) continue;
        map.cells.push_back({c, static_cast<int>(l), first[l][c], last[l][c]});
      }
  if (o_.monte_carlo) {
    // One run per distinct dice sequence: routes that roll the same dice share their figures.
    std::map<std::vector<int>, WoundEstimate> by_dice;
    for (auto& r : routes_) {
      auto it = by_dice.find(r.dice);
      if (it == by_dice.end()) {
        const PlanModel model(o_.unit.minis, o_.unit.wounds_per_mini, o_.die.p_block(), r.dice);
        std::string key = "map|minis=" + std::to_string(o_.unit.minis) + "|wpm=" + std::to_string(o_.unit.wounds_per_mini) +
                          "|die=" + std::to_string(o_.die.block_faces) + "/" + std::to_string(o_.die.faces) + "|dice=";
        for (int d : r.dice) key += std::to_string(d) + ";";
        const auto tally = run_monte_carlo(model, scenario_key(key), StreamId::clamber, o_.mc);
        it = by_dice.emplace(r.dice, estimate(tally, o_.unit.wounds_per_mini, model.most_wounds())).first;
      }
      const auto& e = it->second;
      r.samples = e.samples;
      r.mc_p_unit_intact = 1.0 - e.p_mini_lost;
      r.mc_p_unit_intact_ci = Interval{1.0 - e.p_mini_lost_ci.high, 1.0 - e.p_mini_lost_ci.low};
    }
  }
  map.levels = levels_;
  map.routes = routes_;
  return map;
}

}  // namespace

ReachMap compute_reach(const Terrain& terrain, const ReachOptions& options) {
  if (options.actions < 0 || options.actions > 12) throw std::invalid_argument("actions must be 0 to 12");
  if (!(options.resolution >= 0.05)) throw std::invalid_argument("resolution must be at least 0.05 inch");
  Planner planner(terrain, options);
  return planner.run();
}

}  // namespace climbsim
