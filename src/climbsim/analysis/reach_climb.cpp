// The reach map's climb as a move (core-2025, RULINGS R25): a speed-1 move over obstacles up to
// `climb_over_height` above where the unit stands, and the sources it need not be cast from: those
// whose climb sees only the pieces a standard move sees (climb_covered), and those too far from
// every place the climb could still improve in this action's layer (climb_left_out). Internal to
// analysis/; the planner: reach_planner.hpp.
#include <algorithm>
#include <cmath>
#include <limits>

#include "climbsim/analysis/reach_planner.hpp"
#include "climbsim/terrain/distance_bound.hpp"
#include "climbsim/terrain/window_mask.hpp"

namespace climbsim::reach_detail {

// The ground cells from which a climb over pieces up to `over` adds nothing to a standard move: no
// piece it passes over and a standard move does not (a building or wall rising more than the mini,
// no taller than `over`) within the speed-1 tool's reach and a base radius. There both moves see the
// same pieces, so the climb's places are the standard move's, which is offered first with the same
// action and no dice (R25). So are a roof's cells that far inside its sides: the climb passes over
// the roof as its own standard move does, and ends on it; unless no standard move ends on that roof
// (M5: it holds the leader but not every mini), whose every cell is kept. Near a barricade a
// trooper may not stand over (R25) the point a move keeps in a cell decides whether the cell is
// reached, and the climb's points are not the standard move's: there every source is kept too.
const std::vector<std::uint8_t>& Planner::climb_covered(double over) {
  auto it = climb_covered_.find(over);
  if (it != climb_covered_.end()) return it->second;
  std::vector<std::uint8_t> passed(grid_.cells(), 0);
  std::vector<std::uint8_t> unwalked(t_.pieces.size(), 0);  // roofs no standard move ends on
  for (std::size_t l = 1; l < levels_.size(); ++l)
    if (!walkable_[l]) unwalked[static_cast<std::size_t>(levels_[l].building)] = 1;
  const double res = grid_.resolution;
  const auto cell_of = [&](double v, int n) { return std::clamp(static_cast<int>(std::floor(v / res)), 0, n - 1); };
  for (std::size_t k = 0; k < t_.pieces.size(); ++k) {
    const Piece& p = t_.pieces[k];
    const bool refused = surf_.barricade_refuses && p.kind == PieceKind::barricade;
    if (!refused && (p.kind == PieceKind::impassable || !blocks_base(p, 0, surf_.mini_height) || p.height > over)) continue;
    // Its sides: inside them the climb's pieces are the standard move's too (a source on its roof
    // moves on it with the roof's own clearance, M2), so only the cells a side crosses are marked;
    // a piece of another footprint (a turned barricade) has sides across its box: all of it is.
    const int i0 = cell_of(p.x, grid_.nx), i1 = cell_of(p.x1(), grid_.nx), j0 = cell_of(p.y, grid_.ny), j1 = cell_of(p.y1(), grid_.ny);
    for (int j = j0; j <= j1; ++j)
      for (int i = i0; i <= i1; ++i)
        if (unwalked[k] || refused || p.shape || i == i0 || i == i1 || j == j0 || j == j1) passed[grid_.index(i, j)] = 1;
  }
  const int half = static_cast<int>(std::ceil(tools_.tool(1).reach() + surf_.base_radius / res)) + 2;
  return climb_covered_.emplace(over, clear_windows(grid_.nx, grid_.ny, passed, half, false)).first->second;
}

// core-2025: a Climb "makes a Move as normal, except its Speed becomes 1", the tool over obstacles
// up to height 1 taller than the surface the unit is on (R25): a step of climb_actions (R9: within
// one activation), no dice. Offered after the standard moves, so a place a move reaches as safely
// in as few actions keeps the move's name.
void Planner::climb_moves(const Layer& from, std::vector<Layer*>& by_cost, int phase, bool own_layer) {
  const int actions = o_.rules.climb_actions;
  if (climb_moves_.empty() || phase + actions > o_.rules.actions_per_activation || static_cast<std::size_t>(actions) >= by_cost.size() ||
      !by_cost[static_cast<std::size_t>(actions)])
    return;
  for (const auto& m : climb_moves_) moves_over(from, *by_cost[static_cast<std::size_t>(actions)], m, std::string(to_string(Method::climb)), own_layer, actions);
}

// The sources this action's climb (over pieces up to `over`, landing by `landing`, into `to`) is not
// cast from, and the joints it turns at for no second leg, as ToolMove::spread's flags. A climb adds
// no dice, so its route at a cell has the expected wounds of its source's route, and offer()
// replaces a route in `to` only by a strictly safer one: a cell whose route in `to` is at least as
// safe as the safest source's (the standard moves are offered first, at the same actions) keeps it
// whatever the climb brings. The climb matters only at the cells still open, where `to` holds no
// route or a less safe one; a move's centre ends within the speed-1 tool's reach of its source, a
// second leg within its length of its joint, and a position lies within a cell of its cell's
// centre. So, by the distance from below to the nearest open cell (as reach_needed.cpp reads its
// exits): a source further than the reach and two cells casts no legs (kSourceCovered), a joint
// further than the second leg and two cells no second legs (kJointsCovered), a source further than
// the first leg and three cells only the first legs whose joint casts (kLegsToJoints); and
// climb_covered's sources cast none. The spread's tie-breaks among the legs cast could differ (M2's
// caveat for every such shortcut): the test against ReachOptions::every_climb and
// bench/RESULTS.md record the maps found the same.
const std::vector<std::uint8_t>& Planner::climb_left_out(double over, const SourceGroups& groups, const std::vector<int>& landing, const Layer& to) {
  double safest = std::numeric_limits<double>::infinity();
  CellWindow box = CellWindow::none();
  for (const auto& [dice, sources] : groups)
    for (const auto& s : sources) safest = std::min(safest, book_[s.spot.label].mean_wounds), box.add(grid_.column(s.cell), grid_.row(s.cell));
  const ToolMove& tool = tools_.tool(1);
  const auto r = static_cast<float>(tool.reach() + 2), rj = static_cast<float>(tool.second_leg() + 2);
  const auto rl = static_cast<float>(tool.reach() - tool.second_leg() + 3);
  // The spread reads its flags within its window (the sources' box widened by the tool's reach and
  // two cells); a distance there up to r is exact when the open cells are looked for within r more.
  const CellWindow window = tool.window(grid_.nx, grid_.ny, box);
  const int more = static_cast<int>(std::ceil(r));
  const CellWindow around{std::max(0, window.i0 - more), std::max(0, window.j0 - more), std::min(grid_.nx, window.i1 + more),
                          std::min(grid_.ny, window.j1 + more)};
  ClimbFlags& k = climb_flags_;
  k.open.resize(grid_.cells()), k.flags.resize(grid_.cells()), k.distance.resize(grid_.cells());
  around.for_each(grid_.nx, [&](int, int, std::size_t c) {
    k.open[c] = 0;
    if (landing[c] < 0) return;
    const auto l = static_cast<std::size_t>(landing[c]);
    const std::size_t slot = levels_[l].slot(grid_, c);
    if (!usable_[l] || slot == kNoSlot) return;
    const int there = to[l][slot].label;
    k.open[c] = there == kNone || book_[there].mean_wounds > safest + 1e-12 ? 1 : 0;
  });
  distance_below(grid_.nx, grid_.ny, k.open, around, k.distance);
  const std::vector<std::uint8_t>& covered = climb_covered(over);
  window.for_each(grid_.nx, [&](int, int, std::size_t c) {
    const float d = k.distance[c];
    k.flags[c] = static_cast<std::uint8_t>(covered[c] | (d > r ? kSourceCovered : 0) | (d > rj ? kJointsCovered : 0) | (d > rl ? kLegsToJoints : 0));
  });
  return k.flags;
}

}  // namespace climbsim::reach_detail
