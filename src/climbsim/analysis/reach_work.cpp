#include "climbsim/analysis/reach_work.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

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
  double first = o.actions >= 1 ? 3.0 * std::pow(move / r, 3) : 0.0;
  double later = 0;
  double edge = 0;  // deploying: the length of the Territory's edge the tool sets out from
  for (const EdgeRun& e : o.deploy_edges) edge += std::hypot(e.x1 - e.x0, e.y1 - e.y0);
  if (!o.unit.notched_base) {
    // Deploying, the first move sets out from every point of the edge: about 2.6 (L/r)^1.75 cells
    // crossed for each cell of its length (counted 2.0-3.4 for Darth Vader and Stormtroopers).
    if (edge > 0 && o.actions >= 1) first = 2.6 * (edge / r) * std::pow(move / r, 1.75);
    later = 4.4 * w.cells * std::max(0, o.actions - 1) / r;
  } else {
    // A notched base casts from every source it has reached (M8): action k's sources are the cells
    // within k - 1 moves of the start (of the Territory's edge: a band along it; the whole table
    // from an area), each crossing about 3.5 (L/r)^1.5 cells (its fan of first legs within the turn
    // and their second legs). Deploying, every point of the edge casts: about 0.22 (L/r)^2.8 cells
    // crossed for each cell of the edge's length.
    const double table_cells = std::ceil(terrain.width / r) * std::ceil(terrain.depth / r);
    if (edge > 0 && o.actions >= 1) first = 0.22 * (edge / r) * std::pow(move / r, 2.8);
    for (int k = 2; k <= o.actions; ++k) {
      const double reach = (k - 1) * move / r;
      const double sources = !o.start_area.empty() ? table_cells
                             : edge > 0            ? std::min(table_cells, edge / r * reach)
                                                   : std::min(table_cells, std::numbers::pi * reach * reach);
      later += 3.5 * sources * std::pow(move / r, 1.5);
    }
  }
  w.cell_visits = first + later;
  w.units = 330.0 * w.cells + 13.0 * w.cell_visits;
  w.bytes = 200.0 * w.cells;
  if (o.trace) w.bytes += 30.0 * w.cells * std::max(1, o.actions);
  return w;
}

}  // namespace climbsim
