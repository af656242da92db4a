// The reach map's use of the movement tool: a move's spread (shared between maps of a table, or
// not), and the shortcuts that leave sources out of it without changing the map (RULINGS M2: a
// shorter tool only where the fastest left something to gain, a source not cast again from where it
// cast before). Internal to analysis/; the planner: reach_planner.hpp.
#include <cmath>

#include "climbsim/analysis/reach_planner.hpp"

namespace climbsim::reach_detail {

const Clearance& Planner::over_clearance(double over, bool over_impassable) {
  const std::pair<double, bool> key{over, over_impassable};
  auto it = over_clearance_.find(key);
  if (it == over_clearance_.end()) it = over_clearance_.emplace(key, level_clearance(t_, grid_, levels_[0], surf_, index_, over, over_impassable)).first;
  return it->second;
}

// The speed-`speed` tool's spread (tool_move.hpp), through the table's shared spreads when there are.
// Every source lies in `box`; `to` is read only within the tool's window of it.
void Planner::spread(int speed, int nx, int ny, const Clearance& clearance, const std::vector<std::uint8_t>* avoid,
                     const std::vector<Spot>& from, const CellWindow& box, std::vector<Spot>& to, const std::vector<std::uint8_t>* covered,
                     Facings facings, std::vector<Origin>* origins) {
  const ToolMove& tool = tools_.tool(speed);
  // A traced map shares no spreads (the constructor drops them): a shared one tells no origins.
  if (spreads_) spreads_->spread_within(tool, nx, ny, clearance, avoid, from, box, to, covered, &visits_, facings);
  else tool.spread(nx, ny, clearance, avoid, from, to, covered, &visits_, facings, origins);
}

// The cells a shorter tool may still add to the fastest tool's move of the same sources (`fastest`):
// those it left unreached where the base may stand. Elsewhere a shorter tool's route ties with the
// fastest's (the same sources, the same dice) and offer() keeps the one already there, so a shorter
// tool is cast only from sources within its reach of such a cell (ToolSet::covered_beside; M2).
// Only within `window` (the fastest move's: a shorter tool's window of the same sources lies inside).
std::vector<std::uint8_t> Planner::left_to_gain(const Clearance& clearance, const std::vector<Spot>& fastest, const CellWindow& window) const {
  const int nx = clearance.columns();
  std::vector<std::uint8_t> gain(fastest.size(), 0);
  window.for_each(nx, [&](int i, int j, std::size_t c) { gain[c] = fastest[c].label == kNone && clearance.may_hold(i, j) ? 1 : 0; });
  return gain;
}

// The cells a move's sources cast from (`sources`, with `covered` cast from none) leaving out the
// sources the same move (`key`: its clearance, its name, its routes' dice, its tool) started from at
// an earlier action of this map with the same position (and facing): all that move reached then is
// reached, and every such place holds a route at least as safe in this action's layer (a route of
// the same dice waits into it), so their legs add nothing again (RULINGS M2). Remembers `sources`
// for the next action. Returns `covered` itself when nothing more is left out, else a mask kept in
// not_again_mask_ until the next call (written within `window` alone). Their legs' interplay with
// other sources' (a sector's skip test, one joint a cell) could differ: the test and M2 record the
// maps found the same. Every source lies in `window` (of a block nx wide); only its cells are looked
// at.
const std::vector<std::uint8_t>* Planner::not_again(const CastKey& key, const std::vector<Spot>& sources, const std::vector<std::uint8_t>* covered,
                                                    int nx, const CellWindow& window) {
  // Not for a notched base: its sources are dealt to sectors by their order among the casting ones
  // (tool_move.cpp), so leaving some out moves the others to other sectors (M8: no shortcut).
  if (o_.recast_every_action || facing_limits(o_)) return covered;
  // Only the positions are remembered (8 bytes a cell, not a Spot's 24): here every facing is
  // (0, 0), the base's facing being free; an unlabelled cell is kNowhere, outside
  // every cell, so equal to no position.
  CastBefore& before = cast_before_[key];
  std::vector<std::uint8_t>* out = nullptr;
  const Position nowhere{kNowhere, kNowhere};
  if (before.at.size() == sources.size()) {
    out = &not_again_mask_;
    out->resize(sources.size());
    window.for_each(nx, [&](int, int, std::size_t c) {
      const Spot& a = sources[c];
      const bool again = a.label != kNone && a.x == before.at[c].x && a.y == before.at[c].y;
      (*out)[c] = static_cast<std::uint8_t>((covered ? (*covered)[c] : 0) | (again ? kSourceCovered : 0));
    });
    before.window.for_each(nx, [&](int, int, std::size_t c) { before.at[c] = nowhere; });  // the earlier cast's, forgotten
  } else {
    before.at.assign(sources.size(), nowhere);
  }
  window.for_each(nx, [&](int, int, std::size_t c) {
    const Spot& a = sources[c];
    before.at[c] = a.label == kNone ? nowhere : Position{a.x, a.y};
  });
  before.window = window;
  return out ? out : covered;
}

// Whether every source in `box` (a window of a block nx wide) is marked in `covered`.
bool Planner::none_cast(const std::vector<Spot>& sources, const std::vector<std::uint8_t>& covered, int nx, const CellWindow& box) {
  bool cast = false;
  box.for_each(nx, [&](int, int, std::size_t c) { cast = cast || (sources[c].label != kNone && !(covered[c] & kSourceCovered)); });
  return !cast;
}

// One move of the speed-v tool from `sources` into `via`. Sources are left out where
// ToolSet::covered leaves them out (`fastest_avoid`: what the fastest tool avoids), and, after the
// fastest tool's move of the same sources (`gain` then holds what a shorter one may add, set here),
// where covered_beside does; with `remember`, also those not_again finds (the action's own layer);
// and those marked in `unneeded` (leave_out_unneeded, reach_needed.cpp).
// Each of them looks only at the window the move can reach (ToolMove::window of the sources' box).
CellWindow Planner::tool_move(int v, const Clearance& clearance, int nx, int ny, const std::vector<std::uint8_t>* avoid,
                              const std::vector<std::uint8_t>* fastest_avoid, const std::optional<CastKey>& remember, const std::vector<Spot>& sources,
                              const CellWindow& box, std::vector<Spot>& via, std::vector<std::uint8_t>& gain, Facings facings,
                              std::vector<Origin>* origins, bool unneeded, int top, const std::vector<std::uint8_t>* top_covered) {
  const CellWindow window = tools_.tool(v).window(nx, ny, box);
  // A move whose fastest tool is slower than the unit's (a climb, R25) has no faster cast covering it.
  const bool fastest = top > 0 && v == top;
  auto beside = gain.empty() || fastest ? nullptr : tools_.covered_beside(clearance, v, fastest_avoid, gain, window);
  const std::vector<std::uint8_t>* covered = beside ? beside.get() : fastest ? top_covered : tools_.covered(clearance, v, fastest_avoid);
  if (remember) covered = not_again(*remember, sources, covered, nx, window);
  covered = leave_out_unneeded(unneeded, sources, covered, nx, window, box);
  // A climb (R25) whose every source is left out casts no leg: nothing to spread or offer.
  if (fastest && covered && none_cast(sources, *covered, nx, box)) return CellWindow::none();
  spread(v, nx, ny, clearance, avoid, sources, box, via, covered, facings, origins);
  if (v == (top > 0 ? top : o_.unit.speed) && v > 1) gain = left_to_gain(clearance, via, window);  // only a shorter tool reads it
  return window;
}

}  // namespace climbsim::reach_detail
