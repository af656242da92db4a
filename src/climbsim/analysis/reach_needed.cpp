// The ground sources a caller's reading leaves out (ReachOptions::needed_ground; RULINGS M2).
//
// A caller that reads, of the ground, only some listed cells (a study: the objective's fewest
// actions) reads every other level in full. The ground leads to another level only by an exit: a
// crossing's step from a ground cell (a climb or clamber, a walk onto a face no taller than the
// mini), Scale's free clamber, or a move from near an opening of the ground's walk join onto a
// joined roof. Each has a deadline, the last action by which the leader must stand at its cell for
// it to end within the budget. A standard move ends within the longest tool's reach (rho cells) of
// its source's position, and a position and a cell's centre lie within a cell of each other, so the
// move made at action k + 1 from a source whose cell's centre lies further than m rho + 2 cells from
// every exit (m = its deadline - k, the moves left) and from every listed cell still unreached
// (m = actions - k) can lead to nothing the caller reads: that source casts no legs (it is
// covered: it still makes its region, M2), and a move with no source left is not made. Likewise a
// second leg ends within its length of its joint, so a joint further than (m - 1) rho + the second
// leg + 2 cells from all of them casts no second legs (kJointsCovered); and a source further than
// (m - 1) rho + the first leg + 3 cells, whose first legs' own cells can lead to nothing read, casts
// only the first legs whose joint casts (kLegsToJoints).
//
// At an exit's last chance (m = 1) the step lands at the budget's last action, where nothing follows
// it: it counts only while the cell it lands on is unreached (a roof cell, or a listed ground cell),
// since one reached at action k or before keeps its fewest actions and fastest route.
//
// Like the other shortcuts of M2 that leave sources out, a source's absence can change how other
// sources' legs take a sector's skip test or its one joint a cell; the tests and M2 record what the
// maps read were found to be against every source cast (ReachOptions::every_source).
#include <algorithm>
#include <cmath>

#include "climbsim/analysis/reach_planner.hpp"
#include "climbsim/terrain/distance_bound.hpp"

namespace climbsim::reach_detail {

void Planner::plan_needed() {
  needed_ = NeededGround{};
  // Not for moves over low terrain (Jump, Speeder, Hover, core-2025's climbs: a way up from every
  // ground cell), nor for a notched base (its sources are dealt to sectors by their order, M8).
  if (!o_.needed_ground || o_.every_source || !jumps_.empty() || !speeds_.empty() || !climb_moves_.empty() || facing_limits(o_)) return;
  const Patch& ground = levels_[0].patch;
  if (ground.i0 != 0 || ground.j0 != 0 || ground.nx != grid_.nx || ground.ny != grid_.ny) return;  // slots are grid cells below
  const int actions = o_.actions;
  auto& exits = needed_.exits;
  const auto add = [&](const Crossing& x, int deadline) {
    if (x.from_level == 0 && deadline >= 1 && usable_[static_cast<std::size_t>(x.to_level)])
      exits.push_back({x.from_cell, deadline, x.to_level, x.to_cell});
  };
  for (const auto& st : steps_) add(crossings_[st.crossing], actions - st.actions);
  for (const auto i : scales_) add(crossings_[i], actions);  // free, right after the move that got there (R10)
  for (std::size_t c = 0; c < walk_near_.size(); ++c)
    if (walk_near_[c]) exits.push_back({c, actions - 1, -1, 0});  // a walk move is the next action
  for (const Exit& e : exits) {
    auto it = needed_.by_deadline.begin();
    while (it != needed_.by_deadline.end() && it->deadline != e.deadline) ++it;
    if (it == needed_.by_deadline.end()) {
      needed_.by_deadline.push_back({e.deadline, std::vector<std::uint8_t>(grid_.cells(), 0), nullptr});
      it = needed_.by_deadline.end() - 1;
    }
    it->cells[e.from] = 1;
  }
  for (auto& d : needed_.by_deadline)
    d.distance = surface_cache_ ? surface_cache_->distance_below(grid_.nx, grid_.ny, d.cells)
                                : std::make_shared<const std::vector<float>>(distance_below(grid_.nx, grid_.ny, d.cells));
  for (int v = 1; v <= o_.unit.speed; ++v) needed_.reach = std::max(needed_.reach, tools_.tool(v).reach());
  for (int v = 1; v <= o_.unit.speed; ++v) needed_.second = std::max(needed_.second, tools_.tool(v).second_leg());
  needed_.on = true;
}

void Planner::needed_at_action(int k, const Routes& first) {
  if (!needed_.on) return;
  needed_.k = k;
  needed_.done = CellWindow::none();
  needed_.listed.clear();
  for (const auto& [x, y] : *o_.needed_ground)
    if (const auto c = grid_.cell_at(x, y); levels_[0].surface[c] && first[0][c] == kNone) needed_.listed.push_back(c);
  // The exits at their last chance (deadline k + 1): only those whose landing cell nothing has reached.
  needed_.live.assign(grid_.cells(), 0);
  needed_.any_live = false;
  for (const Exit& e : needed_.exits) {
    if (e.deadline != k + 1) continue;
    bool open = true;  // a walk onto a joined roof may go on: always
    if (e.to_level > 0) {
      const auto l = static_cast<std::size_t>(e.to_level);
      open = first[l][levels_[l].slot(grid_, e.to)] == kNone;
    } else if (e.to_level == 0) {
      open = std::find(needed_.listed.begin(), needed_.listed.end(), e.to) != needed_.listed.end();
    }
    if (open) needed_.live[e.from] = 1, needed_.any_live = true;
  }
}

void Planner::needed_within(const CellWindow& asked) {
  if (!needed_.on || asked.empty()) return;
  auto& done = needed_.done;
  if (!done.empty() && done.i0 <= asked.i0 && done.j0 <= asked.j0 && done.i1 >= asked.i1 && done.j1 >= asked.j1) return;
  CellWindow w = asked;
  if (!done.empty()) w.add(done.i0, done.j0), w.add(done.i1 - 1, done.j1 - 1);
  done = w;
  const int nx = grid_.nx, ny = grid_.ny, k = needed_.k;
  const double rho = needed_.reach, second = needed_.second;
  auto& flags = needed_.flags;
  flags.resize(grid_.cells());
  constexpr std::uint8_t kAll = kSourceCovered | kJointsCovered | kLegsToJoints;
  w.for_each(nx, [&](int, int, std::size_t c) { flags[c] = kAll; });
  // Within r of an exit (by its distance from below; at its last chance, only a live one), a source
  // is needed; within rj, a joint; within rl, the cells of a source's first legs.
  for (const auto& d : needed_.by_deadline) {
    const int moves = d.deadline - k;
    if (moves < 1) continue;
    const auto r = static_cast<float>(moves * rho + 2), rj = static_cast<float>((moves - 1) * rho + second + 2);
    const auto rl = static_cast<float>((moves - 1) * rho + (rho - second) + 3);
    const std::vector<float>& distance = *d.distance;
    if (moves >= 2) {
      w.for_each(nx, [&](int, int, std::size_t c) {
        flags[c] = static_cast<std::uint8_t>(flags[c] & ~((distance[c] <= r ? kSourceCovered : 0) | (distance[c] <= rj ? kJointsCovered : 0) | (distance[c] <= rl ? kLegsToJoints : 0)));
      });
      continue;
    }
    if (!needed_.any_live) continue;
    // The last chance: only the live exits count, by their own distance from below, worked out
    // where it matters: a live exit within r of a cell of w lies within w widened by ceil(r).
    const int half = static_cast<int>(std::ceil(r));
    const CellWindow around{std::max(0, w.i0 - half), std::max(0, w.j0 - half), std::min(nx, w.i1 + half), std::min(ny, w.j1 + half)};
    auto& live = needed_.live_distance;
    live.resize(grid_.cells());
    distance_below(nx, ny, needed_.live, around, live);
    w.for_each(nx, [&](int, int, std::size_t c) {
      flags[c] = static_cast<std::uint8_t>(flags[c] & ~((live[c] <= r ? kSourceCovered : 0) | (live[c] <= rj ? kJointsCovered : 0) | (live[c] <= rl ? kLegsToJoints : 0)));
    });
  }
  // The listed cells still unreached, each with the moves left to the budget's end.
  const int moves = o_.actions - k;
  const double r = moves * rho + 2, rj = (moves - 1) * rho + second + 2, rl = (moves - 1) * rho + (rho - second) + 3;
  const int reach = static_cast<int>(std::ceil(r));
  for (const auto t : needed_.listed) {
    const int ti = grid_.column(t), tj = grid_.row(t);
    for (int j = std::max(w.j0, tj - reach); j < std::min(w.j1, tj + reach + 1); ++j)
      for (int i = std::max(w.i0, ti - reach); i < std::min(w.i1, ti + reach + 1); ++i) {
        const auto d2 = static_cast<double>((i - ti) * (i - ti) + (j - tj) * (j - tj));
        auto& f = flags[grid_.index(i, j)];
        f = static_cast<std::uint8_t>(f & ~((d2 <= r * r ? kSourceCovered : 0) | (d2 <= rj * rj ? kJointsCovered : 0) | (d2 <= rl * rl ? kLegsToJoints : 0)));
      }
  }
}

const std::vector<std::uint8_t>* Planner::leave_out_unneeded(bool on, const std::vector<Spot>& sources, const std::vector<std::uint8_t>* covered,
                                                             int nx, const CellWindow& window, const CellWindow& box) {
  if (!on) return covered;
  needed_within(window);
  const auto& flags = needed_.flags;
  bool any = false;
  window.for_each(nx, [&](int, int, std::size_t c) { any = any || (flags[c] & kJointsCovered) != 0; });
  box.for_each(nx, [&](int, int, std::size_t c) { any = any || (sources[c].label != kNone && (flags[c] & (kSourceCovered | kLegsToJoints)) != 0); });
  if (!any) return covered;  // the same mask, so the same spread for the table's cache
  needed_cover_.resize(sources.size());
  window.for_each(nx, [&](int, int, std::size_t c) {
    needed_cover_[c] = static_cast<std::uint8_t>((covered ? (*covered)[c] : 0) | (flags[c] & kJointsCovered));
  });
  box.for_each(nx, [&](int, int, std::size_t c) {
    if (sources[c].label != kNone) needed_cover_[c] = static_cast<std::uint8_t>(needed_cover_[c] | (flags[c] & (kSourceCovered | kLegsToJoints)));
  });
  return &needed_cover_;
}

}  // namespace climbsim::reach_detail
