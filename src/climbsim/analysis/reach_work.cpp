#include "climbsim/analysis/reach_work.hpp"

#include <algorithm>
#include <cmath>

namespace climbsim {

ReachWork reach_work(const Terrain& terrain, const ReachOptions& o) {
  ReachWork w;
  const double r = o.resolution;
  w.cells = std::ceil(terrain.width / r) * std::ceil(terrain.depth / r);
  for (const auto& p : terrain.pieces)
    if (p.kind == PieceKind::building) w.cells += (p.width / r + 2) * (p.depth / r + 2);
  // The longest move: the fastest tool and the base flush at both ends (docs/FACTS.md, a full move).
  const int speed = std::clamp(o.unit.speed, 1, 3);
  const double move = o.rules.tool_lengths[static_cast<std::size_t>(speed - 1)] + o.unit.base_mm / 25.4;
  const double first = o.actions >= 1 ? 3.0 * std::pow(move / r, 3) : 0.0;
  const double later = 4.4 * w.cells * std::max(0, o.actions - 1) / r;
  w.cell_visits = first + later;
  w.units = 330.0 * w.cells + 13.0 * w.cell_visits;
  w.bytes = 200.0 * w.cells;
  if (o.trace) w.bytes += 30.0 * w.cells * std::max(1, o.actions);
  return w;
}

}  // namespace climbsim
