#include "climbsim/analysis/reach.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <stdexcept>

#include "climbsim/analysis/route_book.hpp"
#include "climbsim/model/bound.hpp"
#include "climbsim/text/csv.hpp"
#include "climbsim/rules/legion_plans.hpp"
#include "climbsim/terrain/clearance.hpp"
#include "climbsim/terrain/piece_index.hpp"
#include "climbsim/terrain/spread_cache.hpp"
#include "climbsim/terrain/tool_set.hpp"

namespace climbsim {

namespace {

constexpr int kNone = -1;


// For each level, for each cell of its patch: the safest route found to stand there (its label, or
// kNone) and where in the cell the leader stands at the end of it (M2: positions are continuous).
using Layer = std::vector<std::vector<Spot>>;
// For each level, for each cell of its patch: a route, or kNone.
using Routes = std::vector<std::vector<int>>;

// A crossing as a step of a route: its name, its cost and the dice it rolls per mini.
struct CrossingStep {
  std::size_t crossing = 0;
  std::string name;
  int actions = 1;
  int dice = 0;
  bool with_scale = false;  // a clamber with Scale's free clamber in combination: no other free one (R10)
};

// A set of levels a move over low terrain starts from, and the height it ignores pieces up to.
struct OverMove {
  double over = 0;
  std::vector<std::size_t> sources;
};

class Planner {
 public:
  Planner(const Terrain& terrain, const ReachOptions& o, SpreadCache* spreads);
  ReachMap run();

 private:
  [[nodiscard]] Layer empty_layer() const;
  [[nodiscard]] Routes empty_routes() const;
  void offer(Layer& layer, std::size_t level, std::size_t slot, int route, Spot at) const;
  void waits(const Layer& from, Layer& to);
  void level_moves(const Layer& from, Layer& to);
  void moves_over(const Layer& from, Layer& to, const OverMove& move, const std::string& step);
  void climbs(const Layer& from, std::vector<Layer*>& by_cost, int phase, bool with_scale);
  void scale(const Layer& from, Layer& to);
  void paid_steps(const Layer& from, std::vector<Layer*>& by_cost, int phase);
  const Clearance& over_clearance(double over);
  void spread(int speed, int nx, int ny, const Clearance& clearance, const std::vector<std::uint8_t>* avoid, const std::vector<Spot>& from,
              std::vector<Spot>& to, const std::vector<std::uint8_t>* covered);
  void place_start(ReachMap& map, Layer& layer);

  const Terrain& t_;
  const ReachOptions& o_;
  Grid grid_;
  SurfaceOptions surf_;
  std::vector<Level> levels_;
  PieceIndex index_;
  std::vector<Clearance> clearance_;  // per level: where the base fits along a leg, exactly (M2)
  std::vector<std::uint8_t> usable_;  // per level: the whole unit can stand in cohesion (M5)
  std::vector<Crossing> crossings_;
  std::vector<Spot> landing_;  // per crossing: where in its landing cell the leader stands
  std::vector<CrossingStep> steps_;  // every paid step a crossing offers
  std::vector<std::size_t> scales_;  // crossings Scale's free clamber may take
  int longest_step_ = 1;
  WoundLadder ladder_;  // the unit under the edition's wound order
  RouteBook book_;
  ToolSet tools_;  // every tool up to the unit's speed (M2)
  std::map<double, Clearance> over_clearance_;  // by X: the ground as a move over pieces of height X or lower sees it
  std::vector<OverMove> jumps_;                  // Jump X: from each height h, over pieces up to h + X (R8)
  SpreadCache* spreads_;  // spreads shared with other maps of the table, or null
  std::uint64_t visits_ = 0;  // cells the movement tool's legs crossed (ReachMap::cell_visits)
};

Planner::Planner(const Terrain& terrain, const ReachOptions& o, SpreadCache* spreads)
    : t_(terrain), o_(o), index_(terrain), ladder_(unit_ladder(o.rules, o.unit)), book_(ladder_, o.die.p_block()),
      tools_(o.resolution, o.rules.tool_lengths, o.unit.base_mm / 25.4 / 2, o.rules.pivot_limit_degrees, o.unit.speed,
             // The 2023 Core Rulebook places a small base centred over the tool (R13): its centre
             // ends on the tool, not a base radius past its end.
             o.rules.tool_placement == ToolPlacement::centred && o.unit.base_mm <= kSmallBaseMm ? 0.0 : o.unit.base_mm / 25.4 / 2),
      spreads_(spreads) {
  grid_.resolution = o.resolution;
  grid_.nx = static_cast<int>(std::ceil(terrain.width / o.resolution - 1e-9));
  grid_.ny = static_cast<int>(std::ceil(terrain.depth / o.resolution - 1e-9));
  surf_.base_radius = o.unit.base_mm / 25.4 / 2;
  surf_.mini_height = o.unit.mini_height;
  levels_ = build_levels(terrain, grid_, surf_);
  for (const Level& level : levels_) clearance_.push_back(level_clearance(terrain, grid_, level, surf_, index_));
  usable_.assign(levels_.size(), 1);
  for (std::size_t l = 1; l < levels_.size(); ++l) {
    const Level& roof = levels_[l];
    usable_[l] = roof.capacity >= 1 && (roof.capacity >= o.unit.minis || roof.drop <= o.rules.cohesion_height) ? 1 : 0;
  }
  crossings_ = crossings(terrain, grid_, levels_, surf_, o.rules.over_max_height);
  // Where in its landing cell a crossing puts the leader (M4); a crossing whose cell has no point
  // where the base fits is dropped rather than land a base where it does not fit.
  std::erase_if(crossings_, [&](const Crossing& x) {
    const auto l = static_cast<std::size_t>(x.to_level);
    const Patch& p = levels_[l].patch;
    const auto at = clearance_[l].fit_nearest_centre(grid_.column(x.to_cell) - p.i0, grid_.row(x.to_cell) - p.j0);
    if (at) landing_.push_back({0, static_cast<float>(at->first), static_cast<float>(at->second)});
    return !at;
  });
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
  // any height lower than where it started" (R8): from the ground a jump ignores pieces up to X;
  // from a roof of height h, pieces up to h + X, and may land on any lower surface. The ground's
  // hills count as height 0 here (a jump from a hilltop is measured from the table).
  if (const int x = u.keywords.jump; x > 0) {
    std::map<double, std::vector<std::size_t>> by_over;
    by_over[x].push_back(0);
    for (std::size_t l = 1; l < levels_.size(); ++l) by_over[levels_[l].height + x].push_back(l);
    for (auto& [over, sources] : by_over) jumps_.push_back({over, std::move(sources)});
  }
}

Layer Planner::empty_layer() const {
  Layer layer(levels_.size());
  for (std::size_t l = 0; l < levels_.size(); ++l) layer[l].assign(levels_[l].patch.cells(), Spot{});
  return layer;
}

Routes Planner::empty_routes() const {
  Routes routes(levels_.size());
  for (std::size_t l = 0; l < levels_.size(); ++l) routes[l].assign(levels_[l].patch.cells(), kNone);
  return routes;
}

const Clearance& Planner::over_clearance(double over) {
  auto it = over_clearance_.find(over);
  if (it == over_clearance_.end()) it = over_clearance_.emplace(over, level_clearance(t_, grid_, levels_[0], surf_, index_, over)).first;
  return it->second;
}

// The speed-`speed` tool's spread (tool_move.hpp), through the table's shared spreads when there are.
void Planner::spread(int speed, int nx, int ny, const Clearance& clearance, const std::vector<std::uint8_t>* avoid,
                     const std::vector<Spot>& from, std::vector<Spot>& to, const std::vector<std::uint8_t>* covered) {
  const ToolMove& tool = tools_.tool(speed);
  if (spreads_) spreads_->spread(tool, nx, ny, clearance, avoid, from, to, covered, &visits_);
  else tool.spread(nx, ny, clearance, avoid, from, to, covered, &visits_);
}

// The route and position stay together: the position changes only when the route does.
void Planner::offer(Layer& layer, std::size_t level, std::size_t slot, int route, Spot at) const {
  if (!usable_[level] || slot == kNoSlot) return;
  Spot& s = layer[level][slot];
  if (book_.better(s.label, route) != route || s.label == route) return;
  s = {route, at.x, at.y};
}

void Planner::waits(const Layer& from, Layer& to) {
  for (std::size_t l = 0; l < levels_.size(); ++l)
    for (std::size_t s = 0; s < from[l].size(); ++s)
      if (from[l][s].label != kNone) offer(to, l, s, book_.extend(from[l][s].label, "wait", 0, 1), from[l][s]);
}

// Standard moves within one level (the ground, or one roof), for levels a move over low terrain
// does not already cover.
void Planner::level_moves(const Layer& from, Layer& to) {
  const int speed = o_.unit.speed;
  const int over = std::max(o_.unit.keywords.moves_over(), 0);
  const bool unhindered = o_.unit.keywords.unhindered || o_.unit.keywords.scale;  // Scale includes Unhindered
  for (std::size_t l = 0; l < levels_.size(); ++l) {
    const Level& lvl = levels_[l];
    const double h = l == 0 ? 0.0 : lvl.height;
    if (over > 0 && h <= over) continue;  // moves_over() handles it
    // Group sources by the dice their routes roll: routes with the same dice are worth the same, so
    // one search per group serves them all, each cell taking the route of the source that reached it.
    std::map<std::vector<int>, std::vector<std::size_t>> groups;
    for (std::size_t s = 0; s < from[l].size(); ++s)
      if (from[l][s].label != kNone) groups[book_[from[l][s].label].dice].push_back(s);
    if (groups.empty()) continue;
    std::vector<Spot> sources_at(lvl.patch.cells()), via;
    for (const auto& [dice, sources] : groups) {
      struct Run { const std::vector<std::uint8_t>* avoid; int speed; bool filter; };
      std::vector<Run> runs;
      // Every tool up to the unit's speed (a shorter tool bends sooner: it reaches round a corner
      // where a longer one cannot). Slower in difficult terrain, never below speed 1 (M3; the
      // edition's difficult_speed_loss): a faster tool neither starts in nor enters it.
      const int slowed = std::max(1, speed - o_.rules.difficult_speed_loss);
      for (int v = speed; v >= 1; --v) {
        const bool hindered = !unhindered && l == 0 && v > slowed;
        runs.push_back({hindered ? &lvl.difficult : nullptr, v, hindered});
      }
      for (const auto& run : runs) {
        std::fill(sources_at.begin(), sources_at.end(), Spot{});
        bool any = false;
        for (const auto slot : sources)
          if (!run.filter || !lvl.difficult[slot]) sources_at[slot] = from[l][slot], any = true;
        if (!any) continue;
        spread(run.speed, lvl.patch.nx, lvl.patch.ny, clearance_[l], run.avoid, sources_at, via,
               tools_.covered(clearance_[l], run.speed, runs.front().avoid));
        const std::string step = "move" + std::to_string(run.speed);
        for (std::size_t s = 0; s < via.size(); ++s)
          if (via[s].label != kNone) offer(to, l, s, book_.extend(via[s].label, step, 0, 1), via[s]);
      }
    }
  }
}

// A move that ignores terrain of height `move.over` or lower (Jump X as `jump`; Speeder X and Hover:
// Air X as a standard move): from the levels `move.sources`, over such pieces, to the ground or a
// roof of that height or lower. `step` names it, or is empty for a standard move (`move1`-`move3`
// by the tool).
void Planner::moves_over(const Layer& from, Layer& to, const OverMove& move, const std::string& step) {
  const double over = move.over;
  std::vector<int> landing(grid_.cells(), kNone);  // the level a move ending at each cell stands on
  std::vector<std::size_t> low;                    // roofs of height `over` or lower
  for (std::size_t l = 1; l < levels_.size(); ++l)
    if (levels_[l].height <= over) low.push_back(l);
  for (std::size_t c = 0; c < grid_.cells(); ++c)
    if (levels_[0].free[c]) landing[c] = 0;
  for (const auto l : low) {
    const Patch& p = levels_[l].patch;
    for (int j = p.j0; j < p.j0 + p.ny; ++j)
      for (int i = p.i0; i < p.i0 + p.nx; ++i)
        if (levels_[l].free[p.local(i, j)]) landing[grid_.index(i, j)] = static_cast<int>(l);
  }
  std::map<std::vector<int>, std::vector<std::pair<std::size_t, Spot>>> groups;  // by dice, as in level_moves
  for (const auto l : move.sources) {
    if (l == 0) {
      for (std::size_t c = 0; c < grid_.cells(); ++c)
        if (from[0][c].label != kNone) groups[book_[from[0][c].label].dice].push_back({c, from[0][c]});
      continue;
    }
    const Patch& p = levels_[l].patch;
    for (int j = p.j0; j < p.j0 + p.ny; ++j)
      for (int i = p.i0; i < p.i0 + p.nx; ++i)
        if (const Spot& r = from[l][p.local(i, j)]; r.label != kNone) groups[book_[r.label].dice].push_back({grid_.index(i, j), r});
  }
  if (groups.empty()) return;
  const auto& clearance = over_clearance(over);
  std::vector<Spot> sources_at(grid_.cells()), via;
  for (const auto& [dice, sources] : groups) {
    std::fill(sources_at.begin(), sources_at.end(), Spot{});
    for (const auto& [cell, spot] : sources)
      if (book_.better(sources_at[cell].label, spot.label) == spot.label && sources_at[cell].label != spot.label) sources_at[cell] = spot;
    for (int v = o_.unit.speed; v >= 1; --v) {  // every tool up to the unit's speed, as in level_moves
      spread(v, grid_.nx, grid_.ny, clearance, nullptr, sources_at, via, tools_.covered(clearance, v, nullptr));
      const std::string name = step.empty() ? "move" + std::to_string(v) : step;
      for (std::size_t c = 0; c < grid_.cells(); ++c) {
        if (via[c].label == kNone || landing[c] == kNone) continue;
        const auto l = static_cast<std::size_t>(landing[c]);
        offer(to, l, levels_[l].slot(grid_, c), book_.extend(via[c].label, name, 0, 1), via[c]);
      }
    }
  }
}

void Planner::climbs(const Layer& from, std::vector<Layer*>& by_cost, int phase, bool with_scale) {
  const int per_activation = o_.rules.actions_per_activation;
  for (const auto& st : steps_) {
    if (st.with_scale != with_scale) continue;
    // R9: a step of n actions is taken within one activation.
    if (phase + st.actions > per_activation) continue;
    const Crossing& x = crossings_[st.crossing];
    const auto fl = static_cast<std::size_t>(x.from_level), tl = static_cast<std::size_t>(x.to_level);
    const int src = from[fl][levels_[fl].slot(grid_, x.from_cell)].label;
    if (src == kNone) continue;
    offer(*by_cost[static_cast<std::size_t>(st.actions)], tl, levels_[tl].slot(grid_, x.to_cell), book_.extend(src, st.name, st.dice, st.actions),
          landing_[st.crossing]);
  }
}

void Planner::scale(const Layer& from, Layer& to) {
  for (const auto i : scales_) {
    const Crossing& x = crossings_[i];
    const auto fl = static_cast<std::size_t>(x.from_level), tl = static_cast<std::size_t>(x.to_level);
    const int src = from[fl][levels_[fl].slot(grid_, x.from_cell)].label;
    if (src != kNone) offer(to, tl, levels_[tl].slot(grid_, x.to_cell), book_.extend(src, std::string(to_string(StepKind::scale)), 0, 0), landing_[i]);
  }
}

// Every step that is a move action: standard moves, moves over low terrain, jumps, climbs and
// clambers. by_cost[n] receives the steps of n actions.
void Planner::paid_steps(const Layer& from, std::vector<Layer*>& by_cost, int phase) {
  level_moves(from, *by_cost[1]);
  if (const int over = o_.unit.keywords.moves_over(); over > 0) {
    // Speeder X, Hover: Air X: from the ground or a roof of height X or lower (R12).
    OverMove m{static_cast<double>(over), {0}};
    for (std::size_t l = 1; l < levels_.size(); ++l)
      if (levels_[l].height <= over) m.sources.push_back(l);
    moves_over(from, *by_cost[1], m, "");
  }
  for (const auto& jump : jumps_) moves_over(from, *by_cost[1], jump, std::string(to_string(StepKind::jump)));
  climbs(from, by_cost, phase, false);
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
  // The base must fit at the exact point, not only at its cell's centre.
  const bool fits = levels_[level].free_at(grid_, cell) && base_fits_at(t_, levels_[level], x, y, surf_);
  if (!fits || !usable_[level])
    throw std::invalid_argument("the leader's base does not fit at the start " + where + " on the " +
                                (level == 0 ? std::string("ground") : "roof of height " + format_number(levels_[level].height)) +
                                (usable_[level] ? "" : " (the unit cannot stand there in cohesion)"));
  map.start_cell = cell;
  map.start_level = static_cast<int>(level);
  // The search starts at the exact point (M7), not at its cell's centre.
  const double ox = x / grid_.resolution - (grid_.column(cell) + 0.5), oy = y / grid_.resolution - (grid_.row(cell) + 0.5);
  layer[level][levels_[level].slot(grid_, cell)] = {book_.start(), static_cast<float>(std::clamp(ox, -0.4999, 0.4999)),
                                                    static_cast<float>(std::clamp(oy, -0.4999, 0.4999))};
}

ReachMap Planner::run() {
  ReachMap map;
  map.grid = grid_;
  const std::size_t L = levels_.size();
  // Layers k .. k + longest step, as a ring: only these are alive at once.
  const std::size_t ring = static_cast<std::size_t>(longest_step_) + 1;
  std::vector<Layer> layers(ring, empty_layer());
  place_start(map, layers[0]);
  Routes first(L), fastest = empty_routes(), best = empty_routes();
  for (std::size_t l = 0; l < L; ++l) first[l].assign(levels_[l].patch.cells(), kNone);
  const int per_activation = o_.rules.actions_per_activation;
  const bool scaling = !scales_.empty();
  for (int k = 0; k <= o_.actions; ++k) {
    Layer& here = layers[static_cast<std::size_t>(k) % ring];
    for (std::size_t l = 0; l < L; ++l)
      for (std::size_t s = 0; s < here[l].size(); ++s) {
        const int r = here[l][s].label;
        if (r == kNone) continue;
        if (first[l][s] == kNone) first[l][s] = k, fastest[l][s] = r;
        best[l][s] = book_.better(best[l][s], r);  // ties keep the earlier: fewer actions
      }
    if (k == o_.actions) break;
    const int phase = k % per_activation;
    std::vector<Layer*> by_cost(ring, nullptr);
    for (std::size_t n = 1; n < ring; ++n) by_cost[n] = &layers[(static_cast<std::size_t>(k) + n) % ring];
    waits(here, *by_cost[1]);
    climbs(here, by_cost, phase, true);  // a clamber with Scale in combination: no free clamber beside it (R10)
    if (!scaling) {
      paid_steps(here, by_cost, phase);
    } else {
      // Scale: one free clamber right before or right after each move action (R10).
      Layer before = empty_layer();
      scale(here, before);
      paid_steps(before, by_cost, phase);
      std::vector<Layer> staged(ring, Layer{});
      std::vector<Layer*> staging(ring, nullptr);
      for (std::size_t n = 1; n < ring; ++n) staged[n] = empty_layer(), staging[n] = &staged[n];
      paid_steps(here, staging, phase);
      for (std::size_t n = 1; n < ring; ++n) {
        for (std::size_t l = 0; l < L; ++l)
          for (std::size_t s = 0; s < staged[n][l].size(); ++s)
            if (staged[n][l][s].label != kNone) offer(*by_cost[n], l, s, staged[n][l][s].label, staged[n][l][s]);
        scale(staged[n], *by_cost[n]);
      }
    }
    for (auto& v : here) std::fill(v.begin(), v.end(), Spot{});  // it becomes layer k + ring
  }
  for (std::size_t l = 0; l < L; ++l) {
    const Patch& p = levels_[l].patch;
    for (int j = p.j0; j < p.j0 + p.ny; ++j)
      for (int i = p.i0; i < p.i0 + p.nx; ++i) {
        const auto s = p.local(i, j);
        if (levels_[l].surface[s]) map.cells.push_back({grid_.index(i, j), static_cast<int>(l), first[l][s], fastest[l][s], best[l][s]});
      }
  }
  std::stable_sort(map.cells.begin(), map.cells.end(), [](const ReachCell& a, const ReachCell& b) { return a.cell < b.cell; });
  if (o_.monte_carlo)
    book_.add_monte_carlo(StreamIdentity("map")
                              .field("edition", o_.rules.edition)
                              .field("minis", o_.unit.minis)
                              .field("wounds_per_mini", o_.unit.wounds_per_mini)
                              .field("block_faces", o_.die.block_faces)
                              .field("faces", o_.die.faces),
                          o_.mc);
  map.cell_visits = visits_;
  map.levels = std::move(levels_);
  map.routes = std::move(book_.routes());
  return map;
}

}  // namespace

ReachMap compute_reach(const Terrain& terrain, const ReachOptions& options, SpreadCache* spreads) {
  bounds::kActions.require(options.actions);
  bounds::kResolution.require(options.resolution);
  if (options.rules.actions_per_activation < 1) throw std::invalid_argument("actions per activation must be at least 1");
  Planner planner(terrain, options, spreads);
  return planner.run();
}

}  // namespace climbsim
