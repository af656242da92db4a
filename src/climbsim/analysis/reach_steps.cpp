// The reach map's steps: waits, a notched base's pivots, standard moves within a level, moves over
// low terrain (Jump, Speeder, Hover), climbs and clambers at faces, Scale's free clamber
// (docs/RULINGS.md M2-M8).
#include <algorithm>
#include <cmath>

#include "climbsim/analysis/reach_planner.hpp"
#include "climbsim/rules/legion_plans.hpp"
#include "climbsim/terrain/window_mask.hpp"

namespace climbsim::reach_detail {

namespace {

// How freely a leader's next move may start: any way (a round base, or a notched one facing any
// way), within a pivot's turn of its facing, or along it (M8).
float freedom(const Facing& f) { return f.fx == 0 && f.fy == 0 ? 360.0F : f.turn; }

}  // namespace

// The route and position stay together: the position changes only when the route does. A safer
// route replaces the one there; so does one as safe whose leader may start its next move more ways
// (a notched base after a pivot, M8). A round base always faces any way, so for it only a safer
// route replaces.
// Traced, the spot taken is given its waypoint: a new one after `came.from`, or that one (`kept`).
void Planner::offer(Layer& layer, std::size_t level, std::size_t slot, int route, Spot at, Facing facing, const Came& came) {
  if (!usable_[level] || slot == kNoSlot) return;
  if (level == 0 && !near_barricade_.empty() && near_barricade_[slot] && over_barricade(slot, at)) return;  // R25
  const Spot& s = layer[level][slot];
  if (s.label == route) return;
  const bool safer = book_.better(s.label, route) == route;
  const bool freer = s.label != kNone && !safer && book_.better(route, s.label) == route && freedom(facing) > freedom(layer.facing(level, slot));
  if (!safer && !freer) return;
  int waypoint = kNone;
  if (traced()) {
    waypoint = came.kept ? came.from : static_cast<int>(trail_.size());
    if (!came.kept)
      trail_.push_back({came.from, route, static_cast<int>(level), static_cast<std::uint32_t>(slot), at.x, at.y, came.joint_x, came.joint_y});
  }
  layer.set(level, slot, {route, at.x, at.y}, facing, waypoint);
}

// "A Trooper miniature can never partially overlap a barricade" (R25): the base at the spot's exact
// place, within a base radius of one (a base exactly in contact does not overlap it).
bool Planner::over_barricade(std::size_t cell, const Spot& at) const {
  const double res = grid_.resolution;
  const double x = (grid_.column(cell) + 0.5 + at.x) * res, y = (grid_.row(cell) + 0.5 + at.y) * res;
  for (const Piece* p : barricades_)
    if (p->distance(x, y) < surf_.base_radius - 1e-9) return true;
  return false;
}

Came Planner::came_by_move(const std::vector<Origin>& origins, std::size_t c, const std::vector<int>& trails, int i0, int j0) const {
  if (!traced()) return {};
  const Origin& o = origins[c];
  Came came{trails[static_cast<std::size_t>(o.source)]};
  if (!std::isnan(o.joint_x)) came.joint_x = static_cast<float>(o.joint_x + i0), came.joint_y = static_cast<float>(o.joint_y + j0);
  return came;
}

void Planner::waits(const Layer& from, Layer& to) {
  StepOnto wait(book_, "wait", 0, 1);
  for (std::size_t l = 0; l < levels_.size(); ++l)
    from.for_each_labelled(l, [&](std::size_t s, const Spot& at) { offer(to, l, s, wait(at.label), at, from.facing(l, s), Came{from.trail(l, s)}); });
}

// "When a unit performs a move action, it performs a standard move, reverse, strafe, pivot, climb,
// clamber..." and a pivot turns the base "up to 90 degrees in either direction" (M8): a notched
// leader that faces one way may spend a move action turning in place, after which its next move may
// start within that turn of its facing; a second pivot adds another turn (any way, at 180 degrees).
// A round base faces any way already.
void Planner::pivots(const Layer& from, Layer& to) {
  if (!facing_limits(o_)) return;
  StepOnto pivot(book_, "pivot", 0, 1);
  const auto turn = static_cast<float>(pivot_turn_for(o_.rules, o_.unit));  // Full Pivot: any way (R25)
  if (turn <= 0) return;
  for (std::size_t l = 0; l < levels_.size(); ++l)
    from.for_each_labelled(l, [&](std::size_t s, const Spot& at) {
      const Facing f = from.facing(l, s);
      if (f.fx == 0 && f.fy == 0) return;  // it faces any way already
      const float wider = f.turn + turn;
      const Facing turned = wider >= 180 ? Facing{} : Facing{f.fx, f.fy, wider};
      offer(to, l, s, pivot(at.label), at, turned, Came{from.trail(l, s)});  // the same place
    });
}

// Standard moves within one level (the ground, or one roof), for levels a move over low terrain
// does not already cover.
void Planner::level_moves(const Layer& from, Layer& to, bool own_layer, int free_speed, const char* free_name) {
  const int speed = free_speed > 0 ? free_speed : o_.unit.speed;
  const int over = std::max(o_.unit.keywords.moves_over(), 0);
  const bool unhindered = o_.unit.keywords.unhindered || o_.unit.keywords.scale;  // Scale includes Unhindered
  for (std::size_t l = 0; l < levels_.size(); ++l) {
    const Level& lvl = levels_[l];
    const double h = l == 0 ? 0.0 : lvl.height;
    if (over > 0 && (o_.rules.speeder_from_start || h <= over)) continue;  // moves_over() handles it (R12)
    if (!walkable_[l]) continue;  // a roof too small for the unit: no standard move ends on it (M5)
    // ReachOptions::needed_ground: the ground's sources and joints that can lead to nothing the
    // caller reads, worked out where this move can reach.
    const bool unneeded = l == 0 && needed_.on;
    if (unneeded) needed_within(tools_.tool(speed).window(lvl.patch.nx, lvl.patch.ny, from.window(0)));
    // Group sources by the dice their routes roll: routes with the same dice are worth the same, so
    // one search per group serves them all, each cell taking the route of the source that reached it.
    std::map<std::vector<int>, std::vector<std::size_t>> groups;
    from.for_each_labelled(l, [&](std::size_t s, const Spot& at) { groups[book_[at.label].dice].push_back(s); });
    if (groups.empty()) continue;
    // Kept between calls: sources_at is left unlabelled after each run, and only the window a run
    // returns is read of via.
    std::vector<Spot>& sources_at = scratch_[l].sources;
    std::vector<Spot>& via = scratch_[l].via;
    std::vector<Facing>& sources_facing = scratch_[l].sources_facing;
    std::vector<Facing>& via_facing = scratch_[l].via_facing;
    std::vector<int>& sources_trail = scratch_[l].sources_trail;
    std::vector<Origin>* origins = traced() ? &scratch_[l].origins : nullptr;
    const bool faced = facing_limits(o_);
    if (sources_at.empty()) sources_at.assign(lvl.patch.cells(), Spot{});
    if (traced() && sources_trail.empty()) sources_trail.assign(lvl.patch.cells(), kNone);
    if (faced && sources_facing.empty()) sources_facing.assign(lvl.patch.cells(), Facing{});
    const Facings facings = faced ? Facings{&sources_facing, &via_facing} : Facings{};
    for (const auto& [dice, sources] : groups) {
      // A group none of whose sources is needed makes no move: its sources keep their places by
      // waiting, with the same dice (waits()), so a move of no length would add nothing.
      if (unneeded && std::all_of(sources.begin(), sources.end(), [&](std::size_t s) { return (needed_.flags[s] & kSourceCovered) != 0; })) continue;
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
      std::vector<std::uint8_t> gain;  // after the fastest tool's move: what a shorter one may add
      const int nx = lvl.patch.nx;
      for (const auto& run : runs) {
        CellWindow box = CellWindow::none();
        for (const auto slot : sources)
          if (!run.filter || !lvl.difficult[slot]) {
            sources_at[slot] = from[l][slot], box.add(static_cast<int>(slot % static_cast<std::size_t>(nx)), static_cast<int>(slot / static_cast<std::size_t>(nx)));
            if (faced) sources_facing[slot] = from.facing(l, slot);
            if (origins) sources_trail[slot] = from.trail(l, slot);
          }
        if (box.empty()) continue;
        const CellWindow w = tool_move(run.speed, clearance_[l], nx, lvl.patch.ny, run.avoid, runs.front().avoid,
                                       own_layer ? std::optional<CastKey>(CastKey{&clearance_[l], "", dice, run.speed}) : std::nullopt, sources_at,
                                       box, via, gain, facings, origins, unneeded, free_speed);  // a free move's tool is its fastest
        StepOnto move(book_, (free_speed > 0 ? std::string(free_name) : std::string("move")) + std::to_string(run.speed), 0, free_speed > 0 ? 0 : 1);
        w.for_each(nx, [&](int, int, std::size_t s) {
          if (via[s].label != kNone)
            offer(to, l, s, move(via[s].label), via[s], faced ? via_facing[s] : Facing{},
                  origins ? came_by_move(*origins, s, sources_trail, lvl.patch.i0, lvl.patch.j0) : Came{});
        });
        for (const auto slot : sources) {
          sources_at[slot] = Spot{};
          if (faced) sources_facing[slot] = Facing{};
          if (origins) sources_trail[slot] = kNone;
        }
      }
    }
  }
}

// Sources on `level` (all its labelled cells, or those marked in `only`), as grid cells, into
// groups by the dice of their routes: routes with the same dice are worth the same (level_moves).
void Planner::group_sources(const Layer& from, std::size_t level, const std::vector<std::uint8_t>* only, SourceGroups& groups) const {
  const Patch& p = levels_[level].patch;
  const auto nx = static_cast<std::size_t>(p.nx);
  from.for_each_labelled(level, [&](std::size_t s, const Spot& r) {
    const auto c = grid_.index(p.i0 + static_cast<int>(s % nx), p.j0 + static_cast<int>(s / nx));
    if (!only || (*only)[c]) groups[book_[r.label].dice].push_back({c, r, from.facing(level, s), from.trail(level, s)});
  });
}

// One move over the whole grid with `clearance`, from each group of sources, with every tool up to
// the unit's speed; a position at cell c lands on level landing[c] (nowhere when negative). With
// `difficult` (the ground's), a faster tool neither starts in nor enters it (M3). `step` names the
// move, or is empty for a standard move (`move1`-`move3` by the tool).
void Planner::grid_moves(const SourceGroups& groups, const Clearance& clearance, const std::vector<int>& landing,
                         const std::vector<std::uint8_t>* difficult, const std::string& step, Layer& to, bool own_layer, int top_speed, int actions,
                         bool climbed, const std::vector<std::uint8_t>* top_covered) {
  const int speed = top_speed > 0 ? std::min(top_speed, o_.unit.speed) : o_.unit.speed;
  const bool unhindered = !difficult || o_.unit.keywords.unhindered || o_.unit.keywords.scale;
  const int slowed = std::max(1, speed - o_.rules.difficult_speed_loss);
  const auto* fastest_avoid = unhindered || speed <= slowed ? nullptr : difficult;
  // Kept between calls, as level_moves' (sources_at left unlabelled after each run, only the
  // window a run returns read of via): a whole grid of fresh memory a call costs more than the move.
  std::vector<Spot>& sources_at = grid_scratch_.sources;
  std::vector<Spot>& via = grid_scratch_.via;
  std::vector<Facing>& sources_facing = grid_scratch_.sources_facing;
  std::vector<Facing>& via_facing = grid_scratch_.via_facing;
  std::vector<int>& sources_trail = grid_scratch_.sources_trail;
  const bool faced = facing_limits(o_);
  if (sources_at.empty()) sources_at.assign(grid_.cells(), Spot{});
  if (faced && sources_facing.empty()) sources_facing.assign(grid_.cells(), Facing{});
  if (traced() && sources_trail.empty()) sources_trail.assign(grid_.cells(), kNone);
  const Facings facings = faced ? Facings{&sources_facing, &via_facing} : Facings{};
  std::vector<Origin>* origins = traced() ? &grid_scratch_.origins : nullptr;
  for (const auto& [dice, sources] : groups) {
    std::vector<std::uint8_t> gain;  // after the fastest tool's move: what a shorter one may add
    for (int v = speed; v >= 1; --v) {
      const bool hindered = !unhindered && v > slowed;
      CellWindow box = CellWindow::none();
      for (const auto& [cell, spot, facing, trail] : sources)  // two surfaces at one cell: the better route
        if ((!hindered || !(*difficult)[cell]) && book_.better(sources_at[cell].label, spot.label) == spot.label && sources_at[cell].label != spot.label) {
          sources_at[cell] = spot, box.add(grid_.column(cell), grid_.row(cell));
          if (faced) sources_facing[cell] = facing;
          if (origins) sources_trail[cell] = trail;
        }
      if (box.empty()) continue;
      const CellWindow w = tool_move(v, clearance, grid_.nx, grid_.ny, hindered ? difficult : nullptr, fastest_avoid,
                                     own_layer ? std::optional<CastKey>(CastKey{&clearance, step, dice, v}) : std::nullopt, sources_at, box, via, gain,
                                     facings, origins, false, speed, top_covered);
      StepOnto move(book_, step.empty() ? "move" + std::to_string(v) : step, 0, actions);
      w.for_each(grid_.nx, [&](int, int, std::size_t c) {
        if (via[c].label == kNone || landing[c] < 0) return;
        const auto l = static_cast<std::size_t>(landing[c]);
        if (!walkable_[l] && !climbed) return;  // a roof too small for the unit: no standard move ends on it (M5)
        offer(to, l, levels_[l].slot(grid_, c), move(via[c].label), via[c], faced ? via_facing[c] : Facing{},
              origins ? came_by_move(*origins, c, sources_trail, 0, 0) : Came{});
      });
      for (const auto& source : sources) {
        sources_at[source.cell] = Spot{};
        if (faced) sources_facing[source.cell] = Facing{};
        if (origins) sources_trail[source.cell] = kNone;
      }
    }
  }
}

// Standard moves across surfaces that meet within the mini's height (a hilltop and a roof flush with
// it, a roof and a low storey on it, M4): one move over each group of joined surfaces as one surface
// (terrain/walk_join.hpp), from its roofs and, in the ground's group, from the ground near an
// opening. A position lands on the level under its cell's centre; where that level's own clearance
// would not hold the base (the hilltop beside a flush roof), only these moves start from it again.
void Planner::walk_moves(const Layer& from, Layer& to, bool own_layer) {
  for (const WalkJoin& walk : walks_) {
    SourceGroups groups;
    if (walk.ground) group_sources(from, 0, &walk_near_, groups);
    for (const auto l : walk.roofs) group_sources(from, l, nullptr, groups);
    if (groups.empty()) continue;
    grid_moves(groups, walk.clearance, walk.landing, walk.ground ? &levels_[0].difficult : nullptr, "", to, own_layer);  // roofs are never difficult
  }
}

// A move that ignores terrain of height `move.over` or lower (Jump X as `jump`; Speeder X and Hover:
// Air X as a standard move): from the levels `move.sources`, over such pieces, to the ground or a
// roof of that height or lower. `step` names it, or is empty for a standard move (`move1`-`move3`
// by the tool).
void Planner::moves_over(const Layer& from, Layer& to, const OverMove& move, const std::string& step, bool own_layer, int actions) {
  const double over = move.over;
  const auto within = [&](double h) { return h >= move.lowest && h <= move.highest; };
  // The level a move ending at each cell stands on, the same at every action: worked out once.
  std::vector<int>& landing = over_landing_[{over, move.lowest, move.highest}];
  if (landing.empty()) {
    landing.assign(grid_.cells(), kNone);
    for (std::size_t c = 0; c < grid_.cells(); ++c)
      if (levels_[0].free[c] && within(levels_[0].ground_height[c])) landing[c] = 0;
    for (std::size_t l = 1; l < levels_.size(); ++l) {  // roofs of height `over` or lower (and within the move's heights)
      if (levels_[l].height > over || !within(levels_[l].height)) continue;
      const Patch& p = levels_[l].patch;
      for (int j = p.j0; j < p.j0 + p.ny; ++j)
        for (int i = p.i0; i < p.i0 + p.nx; ++i)
          if (levels_[l].free[p.local(i, j)]) landing[grid_.index(i, j)] = static_cast<int>(l);
    }
  }
  SourceGroups groups;
  for (const auto l : move.sources) group_sources(from, l, l == 0 && !move.ground_cells.empty() ? &move.ground_cells : nullptr, groups);
  if (groups.empty()) return;
  // A notched base's sources are dealt to sectors by their order (M8): none is left out.
  const bool shortcut = move.climb && !facing_limits(o_) && !o_.every_climb;
  grid_moves(groups, over_clearance(over, move.over_impassable), landing, nullptr, step, to, own_layer, move.speed, actions, move.climb,
             shortcut ? &climb_left_out(over, groups, landing, to) : nullptr);
}

void Planner::climbs(const Layer& from, std::vector<Layer*>& by_cost, int phase, bool with_scale) {
  const int per_activation = o_.rules.actions_per_activation;
  for (const auto& st : steps_) {
    if (st.with_scale != with_scale) continue;
    // R9: a step of n actions is taken within one activation.
    if (phase + st.actions > per_activation) continue;
    const Crossing& x = crossings_[st.crossing];
    const auto fl = static_cast<std::size_t>(x.from_level), tl = static_cast<std::size_t>(x.to_level);
    const std::size_t slot = levels_[fl].slot(grid_, x.from_cell);
    const Spot& here = from[fl][slot];
    if (here.label == kNone) continue;
    // A climb or clamber keeps a notched base's facing ("its base must be oriented in the exact
    // same direction as it was before it climbed or clambered", M8).
    offer(*by_cost[static_cast<std::size_t>(st.actions)], tl, levels_[tl].slot(grid_, x.to_cell), book_.extend(here.label, st.name, st.dice, st.actions),
          landing_[st.crossing], from.facing(fl, slot), Came{from.trail(fl, slot)});
  }
}

void Planner::scale(const Layer& from, Layer& to) {
  for (const auto i : scales_) {
    const Crossing& x = crossings_[i];
    const auto fl = static_cast<std::size_t>(x.from_level), tl = static_cast<std::size_t>(x.to_level);
    const std::size_t slot = levels_[fl].slot(grid_, x.from_cell);
    const Spot& here = from[fl][slot];
    if (here.label != kNone)  // the facing kept, as by a climb (M8)
      offer(to, tl, levels_[tl].slot(grid_, x.to_cell), book_.extend(here.label, std::string(to_string(StepKind::scale)), 0, 0), landing_[i],
            from.facing(fl, slot), Came{from.trail(fl, slot)});
  }
}

// Every step that is a move action: pivots, standard moves, moves over low terrain, jumps, climbs
// and clambers. by_cost[n] receives the steps of n actions, `jump_to` the jumps (none when null).
void Planner::paid_steps(const Layer& from, std::vector<Layer*>& by_cost, Layer* jump_to, int phase, bool own_layer) {
  pivots(from, *by_cost[1]);
  level_moves(from, *by_cost[1], own_layer);
  walk_moves(from, *by_cost[1], own_layer);
  for (const auto& m : speeds_) moves_over(from, *by_cost[1], m, "", own_layer);  // Speeder X, Hover: Air X (R12)
  if (jump_to)
    for (const auto& jump : jumps_) moves_over(from, *jump_to, jump, std::string(to_string(StepKind::jump)), own_layer);
  climbs(from, by_cost, phase, false);
  climb_moves(from, by_cost, phase, own_layer);
}

void Planner::action_steps(const Layer& from, std::vector<Layer*>& by_cost, Layer* jump_to, int phase, bool own_layer) {
  climbs(from, by_cost, phase, true);  // a clamber with Scale in combination: no free clamber beside it (R10)
  if (scales_.empty()) {
    paid_steps(from, by_cost, jump_to, phase, own_layer);
    return;
  }
  // Scale: one free clamber right before or right after each move action (R10). staged_[n] holds
  // a paid move's places of n actions before the free clamber after it; staged_[0] a jump's.
  scale(from, before_);
  paid_steps(before_, by_cost, jump_to, phase, false);
  std::vector<Layer*> staging(by_cost.size(), nullptr);
  for (std::size_t n = 1; n < by_cost.size(); ++n) staging[n] = &staged_[n];
  paid_steps(from, staging, jump_to ? &staged_[0] : nullptr, phase, own_layer);
  const auto settle = [&](Layer& places, Layer& to) {
    for (std::size_t l = 0; l < levels_.size(); ++l)
      places.for_each_labelled(l, [&](std::size_t s, const Spot& at) {
        offer(to, l, s, at.label, at, places.facing(l, s), Came{places.trail(l, s), Came{}.joint_x, Came{}.joint_y, true});
      });
    scale(places, to);
    places.clear();
  };
  for (std::size_t n = 1; n < by_cost.size(); ++n) settle(staged_[n], *by_cost[n]);
  if (jump_to) settle(staged_[0], *jump_to);
  before_.clear();
}

}  // namespace climbsim::reach_detail
