// Targets on a reach map (contract in targets.hpp).
#include "climbsim/analysis/targets.hpp"

#include <algorithm>

namespace climbsim {

namespace {

// Of the reached cells `take` accepts, the fastest, then the safest, then the first.
template <class Take>
std::optional<std::size_t> best(const ReachMap& map, Take&& take) {
  std::optional<std::size_t> found;
  for (std::size_t k = 0; k < map.cells.size(); ++k) {
    const ReachCell& c = map.cells[k];
    if (c.route < 0 || !take(c)) continue;
    if (found) {
      const ReachCell& b = map.cells[*found];
      if (c.min_actions > b.min_actions) continue;
      if (c.min_actions == b.min_actions) {
        const Route& r = map.routes[static_cast<std::size_t>(c.fastest)];
        const Route& s = map.routes[static_cast<std::size_t>(b.fastest)];
        if (r.mean_wounds > s.mean_wounds) continue;
        if (r.mean_wounds == s.mean_wounds && r.p_unit_intact <= s.p_unit_intact) continue;
      }
    }
    found = k;
  }
  return found;
}

}  // namespace

std::optional<std::size_t> best_within(const ReachMap& map, double x, double y, double distance) {
  const double res = map.grid.resolution;
  return best(map, [&](const ReachCell& c) {
    const double dx = (map.grid.column(c.cell) + 0.5) * res - x, dy = (map.grid.row(c.cell) + 0.5) * res - y;
    return dx * dx + dy * dy <= distance * distance;
  });
}

std::optional<std::size_t> best_near(const ReachMap& map, const std::vector<Rect>& areas, double distance) {
  const double res = map.grid.resolution;
  return best(map, [&](const ReachCell& c) {
    const double x = (map.grid.column(c.cell) + 0.5) * res, y = (map.grid.row(c.cell) + 0.5) * res;
    for (const Rect& a : areas) {
      const double dx = std::max({a.x0 - x, 0.0, x - a.x1}), dy = std::max({a.y0 - y, 0.0, y - a.y1});
      if (dx * dx + dy * dy <= distance * distance) return true;
    }
    return false;
  });
}

std::optional<std::size_t> best_on(const ReachMap& map, int level) {
  return best(map, [&](const ReachCell& c) { return c.level == level; });
}

}  // namespace climbsim
