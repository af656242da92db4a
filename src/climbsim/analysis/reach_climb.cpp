// The reach map's climb as a move (core-2025, RULINGS R25): a speed-1 move over obstacles up to
// `climb_over_height` above where the unit stands, and the sources it need not be cast from: those
// whose climb sees only the pieces a standard move sees (climb_covered), and those too far from
// every place the climb could still improve in this action's layer (climb_left_out). Internal to
// analysis/; the planner: reach_planner.hpp.
#include <algorithm>
#include <cmath>
#include <limits>

#include "climbsim/analysis/reach_planner.hpp"
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
    // moves on it with the roof's own clearance, M2), so only the cells a side crosses are marked.
    const int i0 = cell_of(p.x, grid_.nx), i1 = cell_of(p.x1(), grid_.nx), j0 = cell_of(p.y, grid_.ny), j1 = cell_of(p.y1(), grid_.ny);
    for (int j = j0; j <= j1; ++j)
      for (int i = i0; i <= i1; ++i)
        if (unwalked[k] || refused || i == i0 || i == i1 || j == j0 || j == j1) passed[grid_.index(i, j)] = 1;
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
// cast from: climb_covered's, and every source farther than the speed-1 tool's reach and two cells
// from each cell the climb could still change. A climb adds no dice, so its route at a cell has the
// expected wounds of its source's route; offer() replaces a route in `to` only by a strictly safer
// one. So a cell whose route in `to` is at least as safe as the safest source's (the standard moves
// are offered first, at the same actions) keeps it whatever the climb brings; the climb matters only
// where `to` holds no route yet or a less safe one. The spread's tie-breaks among the sources cast
// could differ (M2's caveat for every such shortcut): the test against ReachOptions::every_climb and
// bench/RESULTS.md record the maps found the same.
std::vector<std::uint8_t> Planner::climb_left_out(double over, const SourceGroups& groups, const std::vector<int>& landing, const Layer& to) {
  double safest = std::numeric_limits<double>::infinity();
  for (const auto& [dice, sources] : groups)
    for (const auto& s : sources) safest = std::min(safest, book_[s.spot.label].mean_wounds);
  std::vector<std::uint8_t> open(grid_.cells(), 0);
  for (std::size_t c = 0; c < grid_.cells(); ++c) {
    if (landing[c] < 0) continue;
    const auto l = static_cast<std::size_t>(landing[c]);
    const std::size_t slot = levels_[l].slot(grid_, c);
    if (!usable_[l] || slot == kNoSlot) continue;
    const int there = to[l][slot].label;
    open[c] = there == kNone || book_[there].mean_wounds > safest + 1e-12 ? 1 : 0;
  }
  const int half = static_cast<int>(std::ceil(tools_.tool(1).reach())) + 2;
  std::vector<std::uint8_t> out = clear_windows(grid_.nx, grid_.ny, open, half, false);
  const std::vector<std::uint8_t>& covered = climb_covered(over);
  for (std::size_t c = 0; c < out.size(); ++c) out[c] = static_cast<std::uint8_t>(out[c] | covered[c]);
  return out;
}

}  // namespace climbsim::reach_detail
