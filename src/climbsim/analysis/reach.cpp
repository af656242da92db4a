// The reach map: the planner's set-up, the start and the search action by action (contract in
// reach.hpp; the steps themselves: reach_steps.cpp).
#include "climbsim/analysis/reach.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <stdexcept>

#include "climbsim/analysis/reach_planner.hpp"
#include "climbsim/model/bound.hpp"
#include "climbsim/platform/portable_math.hpp"
#include "climbsim/rules/legion_plans.hpp"
#include "climbsim/rules/roof_fit.hpp"
#include "climbsim/text/csv.hpp"

namespace climbsim {

namespace reach_detail {

namespace {

Grid grid_for(const Terrain& terrain, double resolution) {
  Grid g;
  g.resolution = resolution;
  g.nx = static_cast<int>(std::ceil(terrain.width / resolution - 1e-9));
  g.ny = static_cast<int>(std::ceil(terrain.depth / resolution - 1e-9));
  return g;
}

SurfaceOptions surfaces_for(const Unit& unit, const LegionRules& rules) {
  SurfaceOptions s;
  s.base_radius = unit.base_mm / 25.4 / 2;
  s.mini_height = walk_height(rules, unit);  // the mini's height, or its Silhouette's (R25)
  s.overhang = rules.roof_overhang;
  s.barricades_slow = rules.barricades_slow;
  s.barricade_refuses = rules.barricades_refuse_troopers && unit.kind == UnitKind::trooper;
  return s;
}

}  // namespace

Planner::Planner(const Terrain& terrain, const ReachOptions& o, SpreadCache* spreads, SurfaceCache* surfaces)
    : t_(terrain), o_(o), grid_(grid_for(terrain, o.resolution)), surf_(surfaces_for(o.unit, o.rules)), index_(terrain),
      built_(surfaces ? surfaces->get(terrain, grid_, surf_, index_, o.rules.over_max_height)
                      : std::make_shared<const Surfaces>(build_surfaces(terrain, grid_, surf_, index_, o.rules.over_max_height))),
      levels_(built_->levels), clearance_(built_->clearance), ladder_(unit_ladder(o.rules, o.unit)), book_(ladder_, o.die.p_block()),
      tools_(o.resolution, o.rules.tool_lengths, o.unit.base_mm / 25.4 / 2, o.rules.pivot_limit_degrees, o.unit.speed,
             // The 2023 Core Rulebook places a small base centred over the tool (R13): its centre
             // ends on the tool, not a base radius past its end.
             o.rules.tool_placement == ToolPlacement::centred && o.unit.base_mm <= kSmallBaseMm ? 0.0 : o.unit.base_mm / 25.4 / 2,
             facing_limits(o), o.sectors),
      walks_(built_->walks), spreads_(o.trace ? nullptr : spreads), surface_cache_(surfaces) {
  tools_.cast_every_leg(o.every_leg);
  if (surf_.barricade_refuses) {  // R25: cells a base may stand over a barricade from, checked exactly in offer()
    const double res = grid_.resolution, margin = surf_.base_radius + res;
    for (const Piece& p : terrain.pieces)
      if (p.kind == PieceKind::barricade) barricades_.push_back(&p);
    if (!barricades_.empty()) near_barricade_.assign(grid_.cells(), 0);
    for (const Piece* p : barricades_)
      for (int j = 0; j < grid_.ny; ++j)
        for (int i = 0; i < grid_.nx; ++i)
          if (p->distance(grid_.cx(i), grid_.cy(j)) < margin) near_barricade_[grid_.index(i, j)] = 1;
  }
  tools_.turn_after(notched_turn_before_move(o.rules, o.unit));  // R25: a notched base's turn before each move
  scratch_.resize(levels_.size());
  usable_.assign(levels_.size(), 1);
  walkable_.assign(levels_.size(), 1);
  for (std::size_t l = 1; l < levels_.size(); ++l) {
    const Level& roof = levels_[l];
    usable_[l] = unit_stands_on_roof(o.rules, o.unit, roof.capacity, roof.drop) ? 1 : 0;
    walkable_[l] = roof_holds_unit(o.rules, o.unit, roof.capacity) ? 1 : 0;
  }
  // A move from further than the unit's longest tool reaches from every opening walks onto no
  // joined roof: its move on the ground alone (level_moves) is the same.
  if (!walks_.empty() && walks_.front().ground)
    walk_near_ = cells_near_openings(walks_.front(), grid_, tools_.tool(o.unit.speed).reach() * grid_.resolution + grid_.resolution);
  // Where in its landing cell a crossing puts the leader (M4); a crossing whose cell has no point
  // where the base fits is dropped rather than land a base where it does not fit.
  for (std::size_t i = 0; i < built_->crossings.size(); ++i)
    if (const auto& at = built_->landing[i]) {
      crossings_.push_back(built_->crossings[i]);
      landing_.push_back({0, static_cast<float>(at->first), static_cast<float>(at->second)});
    }
  const Unit& u = o.unit;
  for (std::size_t i = 0; i < crossings_.size(); ++i) {
    const Crossing& x = crossings_[i];
    // The same steps, costs, dice and names as a plan up a face (rules/legion_plans: steps_for).
    Face face;
    face.ladder = x.ladder;
    face.wall = x.over_wall;
    const Direction dir = levels_[static_cast<std::size_t>(x.to_level)].height >= levels_[static_cast<std::size_t>(x.from_level)].height ? Direction::up : Direction::down;
    for (const Step& s : steps_for(o.rules, u, face, x.height, x.height, dir)) {
      switch (s.kind) {
        case StepKind::move: steps_.push_back({i, "move1", s.actions, 0}); break;  // a standard move walks onto it (R2)
        case StepKind::scale: scales_.push_back(i); break;  // Scale's free clamber, beside a move (R10)
        case StepKind::jump:
        case StepKind::speeder: break;  // moves over terrain of height X or lower: moves_over() below (R8)
        case StepKind::clamber_scale: steps_.push_back({i, s.name(), s.actions, s.dice_per_mini, true}); break;
        default: steps_.push_back({i, s.name(), s.actions, s.dice_per_mini});
      }
    }
  }
  for (const auto& s : steps_) longest_step_ = std::max(longest_step_, s.actions);
  // Jump X: "height is measured from the unit's starting position" and the unit "may end its move at
  // any height lower than where it started" (R8): from a surface of height h (a roof, the ground, a
  // hilltop or a low piece on the ground) a jump ignores pieces up to h + X and may land on any
  // surface of that height or lower. Speeder X and Hover: Air X measure so too (R12), or, with
  // speeder_from_start off, move from the ground and roofs of height X or lower over pieces up to X.
  if (const int x = u.keywords.jump; x > 0) {
    jumps_ = over_moves_from(x);
    // core-2025: "may place the Movement Tool overlapping impassable terrain but may not end its
    // Move overlapping it" (R25): no landing lies on one (the ground there is no surface).
    for (OverMove& m : jumps_) m.over_impassable = o.rules.jump_over_impassable;
  }
  if (const int x = u.keywords.moves_over(); x > 0) {
    if (o.rules.speeder_from_start) {
      speeds_ = over_moves_from(x);
    } else {
      OverMove m{static_cast<double>(x), {0}, {}};
      for (std::size_t l = 1; l < levels_.size(); ++l)
        if (levels_[l].height <= x) m.sources.push_back(l);
      speeds_.push_back(std::move(m));
    }
    // core-2025: a repulsor vehicle's tool passes over impassable pieces, ending on none (R25).
    for (OverMove& m : speeds_) m.over_impassable = o.rules.repulsors_over_impassable && repulsor_vehicle(u);
  }
  // core-2025: "a unit makes a Move as normal, except its Speed becomes 1", the tool over obstacles
  // "up to height 1 taller" than the surface the unit is on, ending within the climb's height of it
  // (R25). A unit that may not climb (a vehicle, a notched base) makes none.
  if (o.rules.climb_model == ClimbModel::move && resolve(o.rules, u, {Method::climb, o.rules.climb_max_height, false}).legal) {
    const double reach = u.clambers_safely() ? o.rules.climb_max_height_keyword : o.rules.climb_max_height;
    climb_moves_ = over_moves_from(o.rules.climb_over_height);
    for (OverMove& m : climb_moves_) {
      const double h = m.over - o.rules.climb_over_height;
      m.lowest = h - reach - 1e-9, m.highest = h + reach + 1e-9, m.speed = 1, m.climb = true;
    }
    longest_step_ = std::max(longest_step_, o.rules.climb_actions);
  }
  plan_needed();
}

std::vector<OverMove> Planner::over_moves_from(double x) const {
  std::map<double, OverMove> by_over;
  const Level& ground = levels_[0];
  std::map<double, std::vector<std::uint8_t>> ground_at;  // the ground's cells by their height
  for (int j = ground.patch.j0; j < ground.patch.j0 + ground.patch.ny; ++j)
    for (int i = ground.patch.i0; i < ground.patch.i0 + ground.patch.nx; ++i) {
      auto& cells = ground_at[static_cast<double>(ground.ground_height[ground.patch.local(i, j)])];
      if (cells.empty()) cells.assign(grid_.cells(), 0);
      cells[grid_.index(i, j)] = 1;
    }
  for (auto& [h, cells] : ground_at) {
    OverMove& m = by_over[h + x];
    m.sources.push_back(0);
    if (ground_at.size() > 1) m.ground_cells = std::move(cells);  // one height: every cell, no mask
  }
  for (std::size_t l = 1; l < levels_.size(); ++l) by_over[levels_[l].height + x].sources.push_back(l);
  std::vector<OverMove> out;
  for (auto& [over, m] : by_over) {
    m.over = over;
    out.push_back(std::move(m));
  }
  return out;
}

Layer Planner::empty_layer() const { return Layer(levels_, facing_limits(o_), traced()); }

Routes Planner::empty_routes() const {
  Routes routes(levels_.size());
  for (std::size_t l = 0; l < levels_.size(); ++l) routes[l].assign(levels_[l].patch.cells(), kNone);
  return routes;
}

void Planner::place_start(ReachMap& map, Layer& layer) {
  const double x = o_.start_x, y = o_.start_y;
  const std::string where = format_number(x) + "," + format_number(y);
  if (!(x >= 0 && y >= 0 && x <= t_.width && y <= t_.depth)) throw std::invalid_argument("the start " + where + " is off the table");
  const auto cell = grid_.cell_at(x, y);
  // The surfaces at the start: the ground, and every roof whose footprint holds it.
  std::vector<std::size_t> here;
  if (levels_[0].surface[cell]) here.push_back(0);
  for (std::size_t l = 1; l < levels_.size(); ++l) {
    const auto s = levels_[l].slot(grid_, cell);
    if (s != kNoSlot && levels_[l].surface[s]) here.push_back(l);
  }
  std::size_t level = here.empty() ? 0 : here.front();
  if (o_.start_level) {
    bool found = false;
    for (const auto l : here)
      if (std::abs(levels_[l].height_at(grid_, cell) - *o_.start_level) < 1e-9) level = l, found = true;
    if (!found) {
      std::string have;
      for (const auto l : here) have += (have.empty() ? "" : ", ") + format_number(levels_[l].height_at(grid_, cell));
      throw std::invalid_argument("there is no surface of height " + format_number(*o_.start_level) + " at " + where +
                                  (have.empty() ? std::string() : " (there: " + have + ")"));
    }
  }
  // The base must fit at the exact point (M7), whether or not it fits at its cell's centre.
  const bool fits = base_fits_at(t_, levels_[level], x, y, surf_);
  if (!fits || !usable_[level])
    throw std::invalid_argument("the leader's base does not fit at the start " + where + " on the " +
                                (level == 0 ? std::string("ground") : "roof of height " + format_number(levels_[level].height)) +
                                (usable_[level] ? "" : " (the unit cannot stand there in cohesion)"));
  map.start_cell = cell;
  map.start_level = static_cast<int>(level);
  // The search starts at the exact point (M7), not at its cell's centre.
  const double ox = x / grid_.resolution - (grid_.column(cell) + 0.5), oy = y / grid_.resolution - (grid_.row(cell) + 0.5);
  Spot start{book_.start(), static_cast<float>(std::clamp(ox, -0.4999, 0.4999)), static_cast<float>(std::clamp(oy, -0.4999, 0.4999))};
  Facing facing;
  if (facing_limits(o_) && o_.start_facing) {  // M8: the notch fixes the first leg
    const double a = *o_.start_facing * 3.14159265358979323846 / 180;
    facing.fx = static_cast<float>(portable_cos(a)), facing.fy = static_cast<float>(portable_sin(a));
    facing.turn = static_cast<float>(notched_turn_before_move(o_.rules, o_.unit));  // R25: it may turn before its first move
  }
  const std::size_t slot = levels_[level].slot(grid_, cell);
  int waypoint = kNone;
  if (traced()) {
    waypoint = static_cast<int>(trail_.size());
    const float none = Came{}.joint_x;
    trail_.push_back({kNone, start.label, static_cast<int>(level), static_cast<std::uint32_t>(slot), start.x, start.y, none, none});
  }
  layer.set(level, slot, start, facing, waypoint);
}

// The waypoints the cells' routes run through, in the order the map first meets them (a route's
// waypoints before its own), with each cell's last two.
void Planner::trail_into(ReachMap& map, const Routes& fastest_trail, const Routes& best_trail) const {
  std::vector<int> kept(trail_.size(), kNone);
  const double res = grid_.resolution;
  const auto keep = [&](int w) {
    if (w == kNone) return kNone;
    std::vector<int> chain;  // from w back to the first waypoint already kept, or the start
    for (int at = w; at != kNone && kept[static_cast<std::size_t>(at)] == kNone; at = trail_[static_cast<std::size_t>(at)].prev) chain.push_back(at);
    for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
      const TrailPoint& t = trail_[static_cast<std::size_t>(*it)];
      const Patch& p = levels_[static_cast<std::size_t>(t.level)].patch;
      const auto nx = static_cast<std::uint32_t>(p.nx);
      const int i = p.i0 + static_cast<int>(t.slot % nx), j = p.j0 + static_cast<int>(t.slot / nx);
      Waypoint out;
      out.prev = t.prev == kNone ? kNone : kept[static_cast<std::size_t>(t.prev)];
      out.route = t.route;
      out.level = t.level;
      out.cell = grid_.index(i, j);
      out.x = (i + 0.5 + static_cast<double>(t.x)) * res;
      out.y = (j + 0.5 + static_cast<double>(t.y)) * res;
      if (!std::isnan(t.joint_x)) out.joint = std::make_pair(static_cast<double>(t.joint_x) * res, static_cast<double>(t.joint_y) * res);
      kept[static_cast<std::size_t>(*it)] = static_cast<int>(map.trail.size());
      map.trail.push_back(out);
    }
    return kept[static_cast<std::size_t>(w)];
  };
  map.cell_trail.reserve(map.cells.size());
  for (const ReachCell& c : map.cells) {
    const auto l = static_cast<std::size_t>(c.level);
    const std::size_t s = levels_[l].slot(grid_, c.cell);
    map.cell_trail.emplace_back(keep(fastest_trail[l][s]), keep(best_trail[l][s]));
  }
}

ReachMap Planner::run() {
  ReachMap map;
  map.grid = grid_;
  const std::size_t L = levels_.size();
  // Layers k .. k + longest step, as a ring: only these are alive at once.
  const std::size_t ring = static_cast<std::size_t>(longest_step_) + 1;
  std::vector<Layer> layers(ring, empty_layer());
  const bool deploying = !o_.deploy_edges.empty();
  if (!o_.start_area.empty()) place_in_area(map, layers[0]);
  if (deploying && o_.scout > 0) deploys(map, layers[0], o_.scout, true);  // Scout X: before its actions (R28)
  if (!deploying && o_.start_area.empty()) place_start(map, layers[0]);
  Routes first(L), fastest = empty_routes(), best = empty_routes();
  Routes fastest_trail, best_trail;  // traced: the waypoint of each cell's fastest and best route
  if (traced()) fastest_trail = empty_routes(), best_trail = empty_routes();
  for (std::size_t l = 0; l < L; ++l) first[l].assign(levels_[l].patch.cells(), kNone);
  const int per_activation = o_.rules.actions_per_activation;
  if (!scales_.empty()) {
    before_ = empty_layer();
    staged_.assign(ring, Layer());
    for (std::size_t n = 0; n < ring; ++n) staged_[n] = empty_layer();
  }
  // Jump X is a card action, taken at most once in an activation (R20): the places reached since
  // this activation's jump are kept apart (`jumped`), where no step may jump, until it ends.
  const bool once = !jumps_.empty() && per_activation > 1;
  std::vector<Layer> jumped(once ? ring : 0);
  for (auto& layer : jumped) layer = empty_layer();
  const auto record = [&](const Layer& layer, int k) {
    for (std::size_t l = 0; l < L; ++l)
      layer.for_each_labelled(l, [&](std::size_t s, const Spot& at) {
        const int r = at.label;
        const int was_fastest = fastest[l][s], was_best = best[l][s];
        if (first[l][s] == kNone) first[l][s] = k, fastest[l][s] = r;
        else if (first[l][s] == k) fastest[l][s] = book_.better(fastest[l][s], r);
        best[l][s] = book_.better(best[l][s], r);  // ties keep the earlier: fewer actions
        if (traced()) {
          if (fastest[l][s] != was_fastest) fastest_trail[l][s] = layer.trail(l, s);
          if (best[l][s] != was_best) best_trail[l][s] = layer.trail(l, s);
        }
      });
  };
  for (int k = 0; k <= o_.actions; ++k) {
    Layer& here = layers[static_cast<std::size_t>(k) % ring];
    Layer* after_jump = once ? &jumped[static_cast<std::size_t>(k) % ring] : nullptr;
    if (after_jump) {  // a place as safe without the jump is worth more: it may still jump
      for (std::size_t l = 0; l < L; ++l)
        after_jump->for_each_labelled(l, [&](std::size_t s, const Spot& at) {
          if (here[l][s].label != kNone && book_.better(here[l][s].label, at.label) == here[l][s].label) after_jump->set(l, s, Spot{});
        });
    }
    if (o_.reinforcements && k == per_activation) reinforce(here);  // the end of round 1 (R28)
    record(here, k);
    if (after_jump) record(*after_jump, k);
    if (k == o_.actions) break;
    needed_at_action(k, first);
    const int phase = k % per_activation;
    // Where a step of n actions lands: after a jump in this activation, apart, unless the
    // activation ends with it.
    const auto landing = [&](std::size_t n, bool has_jumped) {
      const std::size_t at = (static_cast<std::size_t>(k) + n) % ring;
      return has_jumped && phase + static_cast<int>(n) < per_activation ? &jumped[at] : &layers[at];
    };
    std::vector<Layer*> by_cost(ring, nullptr);
    for (std::size_t n = 1; n < ring; ++n) by_cost[n] = landing(n, false);
    if (deploying && k == 0) deploys(map, *by_cost[1], o_.unit.speed, false);  // its first action deploys it (R26)
    waits(here, *by_cost[1]);
    action_steps(here, by_cost, jumps_.empty() ? nullptr : landing(1, once), phase, true);
    if (after_jump) {
      for (std::size_t n = 1; n < ring; ++n) by_cost[n] = landing(n, true);
      waits(*after_jump, *by_cost[1]);
      action_steps(*after_jump, by_cost, nullptr, phase, false);
      after_jump->clear();
    }
    here.clear();  // it becomes layer k + ring
  }
  // By cell, and within a cell by level: each cell's count, then every level in order into its
  // cells' places (a counting sort; a level's patch lists its cells in increasing order).
  std::vector<std::size_t> place(grid_.cells() + 1, 0);
  for (std::size_t l = 0; l < L; ++l) {
    const Patch& p = levels_[l].patch;
    for (int j = p.j0; j < p.j0 + p.ny; ++j)
      for (int i = p.i0; i < p.i0 + p.nx; ++i)
        if (levels_[l].surface[p.local(i, j)]) ++place[grid_.index(i, j) + 1];
  }
  for (std::size_t c = 1; c < place.size(); ++c) place[c] += place[c - 1];
  map.cells.resize(place.back());
  for (std::size_t l = 0; l < L; ++l) {
    const Patch& p = levels_[l].patch;
    for (int j = p.j0; j < p.j0 + p.ny; ++j)
      for (int i = p.i0; i < p.i0 + p.nx; ++i) {
        const auto s = p.local(i, j);
        if (levels_[l].surface[s])
          map.cells[place[grid_.index(i, j)]++] = {grid_.index(i, j), static_cast<int>(l), first[l][s], fastest[l][s], best[l][s]};
      }
  }
  if (o_.monte_carlo)
    book_.add_monte_carlo(StreamIdentity("map")
                              .field("edition", o_.rules.edition)
                              .field("minis", o_.unit.minis)
                              .field("wounds_per_mini", o_.unit.wounds_per_mini)
                              .field("block_faces", o_.die.block_faces)
                              .field("faces", o_.die.faces),
                          o_.mc);
  if (traced()) trail_into(map, fastest_trail, best_trail);
  map.cell_visits = visits_;
  map.levels = levels_;  // a copy: the surfaces may serve other maps
  map.routes = std::move(book_.routes());
  return map;
}

}  // namespace reach_detail


std::vector<int> waypoints_to(const ReachMap& map, int last) {
  std::vector<int> chain;
  for (int w = last; w >= 0; w = map.trail[static_cast<std::size_t>(w)].prev) chain.push_back(w);
  std::reverse(chain.begin(), chain.end());
  return chain;
}

ReachMap compute_reach(const Terrain& terrain, const ReachOptions& options, SpreadCache* spreads, SurfaceCache* surfaces) {
  bounds::kActions.require(options.actions);
  bounds::kResolution.require(options.resolution);
  if (options.rules.actions_per_activation < 1) throw std::invalid_argument("actions per activation must be at least 1");
  if (options.sectors < 1 || options.sectors > 256) throw std::invalid_argument("the sectors of first-leg directions must be 1 to 256");
  reach_detail::Planner planner(terrain, options, spreads, surfaces);
  return planner.run();
}

}  // namespace climbsim
