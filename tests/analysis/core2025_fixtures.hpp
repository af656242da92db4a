// Units and readings the core-2025 map tests share (RULINGS R25): Stormtroopers' profile, a notched
// vehicle facing east, the fewest actions to a cell and the westmost cell a map reaches.
#pragma once

#include <algorithm>

#include "climbsim/analysis/reach.hpp"
#include "climbsim/rules/legion.hpp"
#include "reach_fixtures.hpp"

namespace reach_fixtures {

// Seven Stormtroopers' profile (speed 2, small bases, mini height 0.2) at (x, y) under `edition`.
inline ReachOptions troopers_at(double x, double y, int actions, const char* edition) {
  auto o = unit_at(x, y, actions, 7);
  o.rules = legion_edition(edition);
  return o;
}

// The fewest actions to the cell at (x, y) on `level`; -1 when the map does not reach it.
inline int fewest_actions(const ReachMap& m, double x, double y, int level) {
  const auto* c = at(m, x, y, level);
  return c == nullptr || c->route < 0 ? -1 : c->min_actions;
}

// A notched vehicle of `base_mm` facing east (0 degrees) at (sx, sy), one action, speed `speed`.
inline ReachOptions notched_east(double sx, double sy, const char* edition, int speed, int base_mm, int speeder) {
  auto o = unit_at(sx, sy, 1, 1);
  o.rules = legion_edition(edition);
  o.unit.kind = UnitKind::vehicle;
  o.unit.notched_base = true;
  o.unit.base_mm = base_mm;
  o.unit.speed = speed;
  o.unit.keywords.speeder = speeder;
  o.start_facing = 0.0;
  return o;
}

// The westmost x of a ground cell the map reaches.
inline double westmost(const ReachMap& m) {
  double x = 1e9;
  for (const auto& c : m.cells)
    if (c.level == 0 && c.route >= 0) x = std::min(x, (m.grid.column(c.cell) + 0.5) * m.grid.resolution);
  return x;
}

}  // namespace reach_fixtures
